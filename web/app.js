// The page (docs/web.md): choose a puzzle, set a case (click the drawing,
// type it as query reads it, type a scramble, or draw a random one), solve
// it with the library compiled to WebAssembly, and step through the answer.
// Every call into the library runs in a Web Worker (web/solver.js), so that
// no search freezes the page: a long one shows its progress and can be
// stopped. ?puzzle=NAME&case=TEXT&input=moves (or position) opens the page
// on a case and solves it; the 2x2x2, pyraminx and skewb open on a scramble.
import { Solver, Stopped } from "./solver.js";
import { draw, drawable, msquareSheet } from "./drawings.js";
import { describeMoves, puzzleData } from "./puzzles.js";

const $ = (id) => document.getElementById(id);
// cubing.js's puzzle for the puzzles its player shows. Not rubiks-clock:
// its answers' notation (MUL4-, ULw3+) is not cubing.js's clock notation,
// whose player fails on it; the page draws its dials (docs/web.md).
const kTwisty = { "2x2x2": "2x2x2", "3x3x3": "3x3x3", pyraminx: "pyraminx", skewb: "skewb" };
// The --input value that reads a scramble, for the puzzles that take one.
const kScrambleInput = { "2x2x2": "scramble", pyraminx: "scramble", skewb: "scramble", "rubiks-clock": "scramble" };
// The puzzles whose default input is a scramble (their numbers: --input
// position), which the page opens on a scramble too.
const kScrambleFirst = new Set(["2x2x2", "pyraminx", "skewb"]);
// A search's progress and its Stop button show once it has run this long.
const kBusyAfterMs = 150;

const state = {
  solver: null,
  puzzles: [], // the library's puzzle names
  info: new Map(), // "name input" -> {tokensPerCase, moves}
  caseText: "",
  moves: [], // the answer's move names
  steps: null, // the case after each of the answer's first moves (null: not known)
  step: 0,
  running: null, // the call of the search under way
  busyTimer: null,
  progress: null, // its last progress
  timer: null,
  selection: {},
  twisty: null, // the loaded twisty.js module
  player: null,
};

function inputKind() {
  const name = $("puzzle").value;
  if (!kScrambleInput[name]) return null;
  if ($("input-kind").value === "moves") return kScrambleInput[name];
  return kScrambleFirst.has(name) ? "position" : null;
}

// A puzzle chosen: its input as the puzzle's default, then its case.
function puzzleChosen() {
  $("input-kind").value = kScrambleFirst.has($("puzzle").value) ? "moves" : "position";
  return choosePuzzle();
}

// The puzzle as the worker opens it: its name and --input.
function spec() {
  const input = inputKind();
  return { name: $("puzzle").value, options: input ? { input } : {} };
}

// What the page shows of the chosen puzzle: tokens a case and its moves.
async function puzzleInfo() {
  const key = JSON.stringify(spec());
  if (!state.info.has(key)) state.info.set(key, await state.solver.call("info", spec()));
  return state.info.get(key);
}

function showMessage(text) {
  $("message").textContent = text;
}

function setCase(text) {
  stopSearch();
  state.caseText = text;
  $("case").value = text;
  clearAnswer();
  render();
}

function clearAnswer() {
  stopPlaying();
  state.moves = [];
  state.steps = null;
  state.step = 0;
  $("shortest-box").hidden = true;
  $("summary").textContent = "";
  $("answer").textContent = "";
  $("moves").replaceChildren();
  updateCounter();
}

// The position after `step` moves of the answer, as a case (the worker
// played the answer's steps with the answer).
function positionAt(step) {
  if (state.moves.length === 0 || step === 0 || !state.steps) return state.caseText;
  return state.steps[step];
}

// What the drawing shows after `step` moves: the position, but for msquare
// with an answer, the sheet (its case is the target).
function drawnAt(step) {
  if ($("puzzle").value === "msquare" && state.moves.length > 0) return msquareSheet(state.moves.slice(0, step));
  return positionAt(step);
}

function render() {
  const name = $("puzzle").value;
  let shown = state.caseText;
  try {
    shown = drawnAt(state.step);
    $("position").dataset.case = positionAt(state.step);
  } catch (error) {
    showMessage(error.message);
  }
  $("position").textContent = shown;
  $("position").dataset.drawn = shown;
  $("position").dataset.step = String(state.step);
  // A click edits the position shown, at any step, and starts a new case
  // from it; but msquare's sheet during an answer is not a case.
  const editable = state.moves.length === 0 || name !== "msquare";
  const svg = drawable(name) && !inputKind()
    ? draw(name, shown, (next) => { if (editable) { showMessage(""); setCase(next); } }, state.selection)
    : null;
  $("drawing").replaceChildren(...(svg ? [svg] : []));
  renderPlayer(name);
  document.querySelectorAll("#moves li").forEach((li, i) => {
    li.classList.toggle("done", i < state.step - 1);
    li.classList.toggle("current", i === state.step - 1);
  });
  updateCounter();
}

// cubing.js's player: the answer's inverse as its setup (so that it starts
// from the case), the answer's first `step` moves played.
function renderPlayer(name) {
  const box = $("player-box");
  if (!(name in kTwisty)) {
    box.replaceChildren();
    state.player = null;
    return;
  }
  if (!state.twisty) {
    import("./twisty.js").then((module) => {
      state.twisty = module;
      render();
    });
    return;
  }
  if (!state.player || state.player.dataset.puzzle !== name) {
    state.player = new state.twisty.TwistyPlayer({ puzzle: kTwisty[name], controlPanel: "none", background: "none", hintFacelets: "none" });
    state.player.dataset.puzzle = name;
    box.replaceChildren(state.player);
  }
  const answer = new state.twisty.Alg(state.moves.join(" "));
  state.player.experimentalSetupAlg = answer.invert();
  state.player.alg = new state.twisty.Alg(state.moves.slice(0, state.step).join(" "));
  state.player.timestamp = "end";
}

function updateCounter() {
  $("counter").textContent = `${state.step} / ${state.moves.length}`;
}

// A search's progress, shown as it goes.
function showProgress(progress) {
  state.progress = progress;
  showBusy();
  $("progress").textContent =
    `Searching: depth ${progress.bound}, ${progress.nodes.toLocaleString("en-US")} nodes, ${progress.seconds.toFixed(1)} s`;
}

function showBusy() {
  clearTimeout(state.busyTimer);
  $("busy").hidden = false;
}

// Calls the worker for an answer; a search that runs longer than a moment
// shows its progress and Stop. Resolves with the answer, or null when it
// failed (its message shown) or was stopped.
async function answerCall(text, format, movesInText) {
  stopSearch();
  const call = state.solver.call("answer", spec(), [text, format, movesInText], { progress: showProgress });
  state.running = call;
  state.progress = null;
  $("progress").textContent = "Searching...";
  state.busyTimer = setTimeout(showBusy, kBusyAfterMs);
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof Stopped)) showMessage(error.message);
    return null;
  } finally {
    if (state.running === call) {
      state.running = null;
      clearTimeout(state.busyTimer);
      $("busy").hidden = true;
    }
  }
}

// Stops the search under way, if any, saying where it was.
function stopSearch() {
  if (!state.running) return;
  const call = state.running;
  state.running = null;
  state.solver.stop(call);
  clearTimeout(state.busyTimer);
  $("busy").hidden = true;
  const p = state.progress;
  showMessage(p ? `Stopped at depth ${p.bound} after ${p.nodes.toLocaleString("en-US")} nodes and ${p.seconds.toFixed(1)} s.` : "Stopped.");
}

function showAnswer(result, note) {
  showMessage("");
  $("answer").textContent = result.text;
  state.moves = result.moves ?? [];
  state.steps = result.steps;
  state.step = 0;
  $("summary").textContent = result.moves === null ? "The goal cannot be reached." : `${state.moves.length} moves${note ? ` (${note})` : ""}`;
  $("moves").replaceChildren(
    ...state.moves.map((move, i) => {
      const li = document.createElement("li");
      li.textContent = move;
      li.addEventListener("click", () => goTo(i + 1));
      return li;
    }));
}

// Solve: the judge's answer; for a puzzle whose answer is a long search
// (the 3x3x3), the quick answer first, the shortest on request.
async function solve() {
  const started = performance.now();
  clearAnswer();
  const text = $("case").value;
  state.caseText = text;
  const data = puzzleData($("puzzle").value);
  const quick = data.quick ?? null;
  const result = await answerCall(text, quick?.format ?? null, Boolean(data.movesInText));
  if (result) {
    showAnswer(result, quick?.note);
    $("shortest-box").hidden = !quick;
    if (quick) $("shortest-note").textContent = quick.longer;
  }
  render();
  // For the browser test: when an answer (or a message) came, how long after
  // Solve, and how many so far.
  const body = document.body.dataset;
  if (!body.firstAnswerMs) body.firstAnswerMs = performance.now().toFixed(1);
  body.lastAnswerMs = (performance.now() - started).toFixed(1);
  body.solves = String(Number(body.solves ?? 0) + 1);
}

// The shortest answer of a puzzle answered quickly first; the quick answer
// stays until it comes.
async function solveShortest() {
  const data = puzzleData($("puzzle").value);
  const result = await answerCall(state.caseText, null, Boolean(data.movesInText));
  if (!result) return;
  stopPlaying();
  showAnswer(result, "the shortest");
  $("shortest-box").hidden = true;
  render();
}

function goTo(step) {
  state.step = Math.max(0, Math.min(state.moves.length, step));
  render();
}

function stopPlaying() {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  $("play").textContent = "▶";
}

function play() {
  if (state.timer) return stopPlaying();
  if (state.step === state.moves.length) goTo(0);
  $("play").textContent = "⏸";
  state.timer = setInterval(() => {
    if (state.step >= state.moves.length) return stopPlaying();
    goTo(state.step + 1);
  }, 400);
}

async function random() {
  try {
    const text = await state.solver.call("randomCase", spec(), [Math.floor(Math.random() * 1e9)]);
    showMessage("");
    setCase(text);
  } catch (error) {
    showMessage(error.message);
  }
}

// The chosen puzzle's sentence and its moves (collapsed).
function describe(info) {
  const data = puzzleData($("puzzle").value);
  $("about").textContent = data.about;
  $("moves-help").textContent = `${info.tokensPerCase === 1 ? "A line" : `${info.tokensPerCase} tokens`} a case. ${data.moves ?? describeMoves(info.moves)}`;
}

async function choosePuzzle() {
  stopSearch();
  showMessage("");
  $("input-kind-label").hidden = !kScrambleInput[$("puzzle").value];
  state.selection = {};
  $("about").textContent = puzzleData($("puzzle").value).about;
  try {
    describe(await puzzleInfo());
    setCase(await state.solver.call("randomCase", spec(), [1]));
  } catch (error) {
    setCase("");
    showMessage(error.message);
  }
  document.body.dataset.chosen = $("puzzle").value;
}

async function main() {
  state.solver = new Solver();
  state.puzzles = await state.solver.call("puzzles", null);
  const params = new URLSearchParams(location.search);
  const select = $("puzzle");
  for (const name of state.puzzles) select.add(new Option(puzzleData(name).title, name));
  select.value = params.get("puzzle") ?? "msquare";
  $("input-kind").value = kScrambleFirst.has(select.value) ? "moves" : "position";
  if (params.get("input") === "moves" || params.get("input") === "scramble") $("input-kind").value = "moves";
  if (params.get("input") === "position") $("input-kind").value = "position";
  select.addEventListener("change", puzzleChosen);
  $("input-kind").addEventListener("change", choosePuzzle);
  $("solve").addEventListener("click", solve);
  $("stop").addEventListener("click", stopSearch);
  $("shortest").addEventListener("click", solveShortest);
  $("random").addEventListener("click", random);
  $("start").addEventListener("click", () => goTo(0));
  $("back").addEventListener("click", () => goTo(state.step - 1));
  $("forward").addEventListener("click", () => goTo(state.step + 1));
  $("play").addEventListener("click", play);
  $("case").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      solve();
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement) return;
    const keys = { ArrowRight: () => goTo(state.step + 1), ArrowLeft: () => goTo(state.step - 1), Home: () => goTo(0), End: () => goTo(state.moves.length), " ": play };
    if (keys[event.key]) {
      event.preventDefault();
      keys[event.key]();
    }
  });
  $("input-kind-label").hidden = !kScrambleInput[select.value];
  if (params.has("case")) {
    $("case").value = params.get("case");
    $("about").textContent = puzzleData(select.value).about;
    puzzleInfo().then(describe, () => {});
    await solve();
  } else {
    await choosePuzzle();
  }
}

window.puzzletabPage = { ready: main().catch((error) => showMessage(error.message)), state };
