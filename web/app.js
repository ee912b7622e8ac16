// The page (docs/web.md): choose a puzzle, set a case (click the drawing,
// type it as query reads it, type a scramble, or draw a random one), solve
// it with the library compiled to WebAssembly, and step through the answer.
// Every call into the library runs in a Web Worker (web/solver.js), so that
// no search freezes the page: a long one shows its progress and can be
// stopped. ?puzzle=NAME&case=TEXT&input=moves (or position) opens the page
// on a case and solves it; the 2x2x2, pyraminx and skewb open on a scramble.
import { Solver, Stopped } from "./solver.js";
import { draw, drawable, msquareSheet } from "./drawings.js";
import { paint, paintable, solvedStickers } from "./painter.js";
import { cubingAlg, kCubingPuzzles } from "./notation.js";
import { describeMoves, puzzleData } from "./puzzles.js";

const $ = (id) => document.getElementById(id);
// The inputs the page offers for a puzzle, its default first: the kind
// (moves: a scramble; stickers: its colours, painted on a net; position:
// its numbers), its label, and the --input value that reads it (null: the
// puzzle's default input). A puzzle not listed has its default input only.
const kScramble = ["moves", "scramble", "scramble"];
const kScrambleFirst = ["moves", "scramble", null]; // the puzzle's default input
const kColours = ["stickers", "colours", "stickers"];
const kNumbers = ["position", "numbers", "position"];
const kInputs = {
  "2x2x2": [kScramble, kColours, kNumbers],
  pyraminx: [kScramble, kColours, kNumbers],
  skewb: [kScramble, kColours, kNumbers],
  "3x3x3": [kScrambleFirst, kColours],
  "4x4x4": [kScrambleFirst, kColours],
  "rubiks-clock": [["position", "position", null], kScramble],
  "5x5x5": [kScrambleFirst],
  "6x6x6": [kScrambleFirst],
  "7x7x7": [kScrambleFirst],
  megaminx: [kScrambleFirst],
  "square-1": [kScrambleFirst, ["position", "pieces", "pieces"]],
};
// What the case's box is called for each kind of input.
const kCaseLabels = {
  moves: "Scramble, in WCA notation",
  stickers: "Colours: a face letter a facelet, or paint the net",
  position: "Position, as query reads it",
};
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
  playerPuzzle: null, // the page's name of the puzzle the player shows
};

// The input chosen for the puzzle: [kind, label, --input value].
function inputChoice() {
  const inputs = kInputs[$("puzzle").value];
  if (!inputs) return ["position", "position", null];
  return inputs.find(([kind]) => kind === $("input-kind").value) ?? inputs[0];
}

function inputKind() {
  return inputChoice()[2];
}

// The input selector offers the puzzle's inputs, `kind` chosen (or its
// default); hidden for a puzzle with one input.
function offerInputs(kind) {
  const inputs = kInputs[$("puzzle").value] ?? [];
  $("input-kind").replaceChildren(...inputs.map(([value, label]) => new Option(label, value)));
  $("input-kind").value = inputs.some(([value]) => value === kind) ? kind : (inputs[0]?.[0] ?? "");
  $("input-kind-label").hidden = inputs.length < 2;
}

// A puzzle chosen: its input as the puzzle's default, then its case.
function puzzleChosen() {
  offerInputs(null);
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
  const edit = (next) => {
    if (editable) {
      showMessage("");
      setCase(next);
    }
  };
  let drawing = null;
  if (inputChoice()[0] === "stickers" && paintable(name)) drawing = paint(name, shown, edit, state.selection);
  else if (drawable(name) && !inputKind()) drawing = draw(name, shown, edit, state.selection);
  $("drawing").replaceChildren(...(drawing ? [drawing] : []));
  $("case-label").textContent = kCaseLabels[inputChoice()[0]];
  renderPlayer(name);
  document.querySelectorAll("#moves li").forEach((li, i) => {
    li.classList.toggle("done", i < state.step - 1);
    li.classList.toggle("current", i === state.step - 1);
  });
  updateCounter();
}

// cubing.js's player shows the case, then the answer's first `step` moves.
// A case typed as a scramble (every drawn puzzle's default input, the one
// Solve refuses on the 5x5x5-7x7x7 and the Megaminx included) is the
// player's setup, as cubing.js reads it (web/notation.js); any other case
// (colours, numbers, the Square-1's pieces) has the answer's inverse as its
// setup, so that the player starts from the case (solved until there is an
// answer).
function renderPlayer(name) {
  const box = $("player-box");
  if (!(name in kCubingPuzzles)) {
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
  // Not the element's dataset: cubing.js reads data-puzzle as its puzzle
  // attribute (data-puzzle="square-1" gave 'kpuzzle' of undefined: cubing.js
  // has no such puzzle).
  if (!state.player || state.playerPuzzle !== name) {
    state.player = new state.twisty.TwistyPlayer({ puzzle: kCubingPuzzles[name], controlPanel: "none", background: "none", hintFacelets: "none" });
    state.playerPuzzle = name;
    box.replaceChildren(state.player);
  }
  const { Alg } = state.twisty;
  let setup = new Alg(cubingAlg(name, state.moves.join(" "))).invert();
  if (inputChoice()[0] === "moves") {
    try {
      setup = new Alg(cubingAlg(name, state.caseText));
    } catch {
      // A scramble cubing.js cannot read: the answer's inverse is the case.
    }
  }
  state.player.experimentalSetupAlg = setup;
  state.player.alg = new Alg(cubingAlg(name, state.moves.slice(0, state.step).join(" ")));
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

// A case in the chosen input: a scramble given for colours (the 4x4x4 draws
// its random states as scrambles) is played on the solved colouring.
async function inChosenInput(text) {
  const name = $("puzzle").value;
  if (inputChoice()[0] !== "stickers" || !paintable(name)) return text;
  const solved = solvedStickers(name);
  const letters = text.replace(/[\s,]/g, "");
  if (letters.length === solved.length && /^[A-Z]*$/.test(letters)) return text;
  const moves = text.split(/\s+/).filter((move) => move !== "");
  return state.solver.call("play", spec(), [solved, moves]);
}

// The input changed: the case carried over into colours (a scramble played
// on the solved colouring), or a new one.
async function inputChosen() {
  if (inputChoice()[0] !== "stickers") return choosePuzzle();
  stopSearch();
  showMessage("");
  try {
    describe(await puzzleInfo());
    setCase(await inChosenInput($("case").value));
  } catch (error) {
    setCase(solvedStickers($("puzzle").value));
    showMessage(`${error.message}: the colours start solved`);
  }
}

// A turn clicked: the scramble gets the move, colours are turned by it.
async function turn(move) {
  const text = $("case").value.trim();
  try {
    const next = inputChoice()[0] === "moves" ? `${text} ${move}`.trim() : await state.solver.call("play", spec(), [text, [move]]);
    showMessage("");
    setCase(next);
  } catch (error) {
    showMessage(error.message);
  }
}

// The turns offered under the drawing for a puzzle that takes colours too
// (2x2x2 to 4x4x4, pyraminx, skewb): its moves as the library names
// them, face by face in the order U R F D L B, but for the 4x4x4's inner
// slices and ranges (2R, 3-4Rw), which are typed.
const kTurnOrder = "URFDLBurfdlbxyz";
function offerTurns(info) {
  const inputs = kInputs[$("puzzle").value] ?? [];
  const turnable = inputChoice()[0] !== "position" && inputs.some(([kind]) => kind === "stickers");
  const turns = turnable ? info.moves.filter((move) => !/^\d/.test(move)) : [];
  const rank = (move) => kTurnOrder.indexOf(move[0]) * 2 + (move.includes("w") ? 1 : 0);
  turns.sort((a, b) => rank(a) - rank(b));
  $("turns").hidden = turns.length === 0;
  $("turns").replaceChildren(
    ...turns.map((move) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = move;
      button.setAttribute("aria-label", `turn ${move}`);
      button.addEventListener("click", () => turn(move));
      return button;
    }));
}

async function random() {
  try {
    const text = await inChosenInput(await state.solver.call("randomCase", spec(), [Math.floor(Math.random() * 1e9)]));
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
  offerTurns(info);
}

async function choosePuzzle() {
  stopSearch();
  showMessage("");
  state.selection = {};
  $("about").textContent = puzzleData($("puzzle").value).about;
  try {
    describe(await puzzleInfo());
    setCase(await inChosenInput(await state.solver.call("randomCase", spec(), [1])));
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
  const input = params.get("input");
  offerInputs(input === "scramble" ? "moves" : input === "colours" ? "stickers" : input);
  select.addEventListener("change", puzzleChosen);
  $("input-kind").addEventListener("change", inputChosen);
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
