// The page (docs/web.md): choose a puzzle, set a case (click the drawing,
// type it as query reads it, type a scramble, or draw a random one), solve
// it with the library compiled to WebAssembly, and step through the answer.
// ?puzzle=NAME&case=TEXT&input=moves (or position) opens the page on a case
// and solves it; the 2x2x2, pyraminx and skewb open on a scramble.
import { loadPuzzletab } from "./puzzletab.js";
import { draw, drawable, msquareSheet } from "./drawings.js";

const $ = (id) => document.getElementById(id);
// cubing.js's puzzle for the puzzles its player shows. Not rubiks-clock:
// its answers' notation (MUL4-, ULw3+) is not cubing.js's clock notation,
// whose player fails on it; the page draws its dials (docs/web.md).
const kTwisty = { "2x2x2": "2x2x2", pyraminx: "pyraminx", skewb: "skewb" };
// The --input value that reads a scramble, for the puzzles that take one.
const kScrambleInput = { "2x2x2": "scramble", pyraminx: "scramble", skewb: "scramble", "rubiks-clock": "scramble" };
// The puzzles whose default input is a scramble (their numbers: --input
// position), which the page opens on a scramble too.
const kScrambleFirst = new Set(["2x2x2", "pyraminx", "skewb"]);

const state = {
  lib: null,
  opened: new Map(), // "name input" -> Puzzle
  puzzle: null,
  caseText: "",
  moves: [], // the answer's move names
  step: 0,
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

async function openPuzzle() {
  const name = $("puzzle").value;
  const input = inputKind();
  const key = `${name} ${input ?? ""}`;
  if (!state.opened.has(key)) state.opened.set(key, await state.lib.open(name, input ? { input } : {}));
  state.puzzle = state.opened.get(key);
  return state.puzzle;
}

function showMessage(text) {
  $("message").textContent = text;
}

function setCase(text) {
  state.caseText = text;
  $("case").value = text;
  clearAnswer();
  render();
}

function clearAnswer() {
  stopPlaying();
  state.moves = [];
  state.step = 0;
  $("summary").textContent = "";
  $("answer").textContent = "";
  $("moves").replaceChildren();
  updateCounter();
}

// The position after `step` moves of the answer, as a case.
function positionAt(step) {
  if (state.moves.length === 0 || step === 0) return state.caseText;
  return state.puzzle.play(state.caseText, state.moves.slice(0, step));
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

async function solve() {
  clearAnswer();
  const text = $("case").value;
  state.caseText = text;
  try {
    const puzzle = await openPuzzle();
    const answer = puzzle.answer(text);
    const moves = puzzle.solve(text);
    showMessage("");
    $("answer").textContent = answer;
    state.moves = moves ?? [];
    $("summary").textContent = moves === null ? "The goal cannot be reached." : `${moves.length} moves`;
    $("moves").replaceChildren(
      ...state.moves.map((move, i) => {
        const li = document.createElement("li");
        li.textContent = move;
        li.addEventListener("click", () => goTo(i + 1));
        return li;
      }));
  } catch (error) {
    showMessage(error.message);
  }
  render();
  if (!document.body.dataset.firstAnswerMs) document.body.dataset.firstAnswerMs = performance.now().toFixed(1);
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
    const puzzle = await openPuzzle();
    showMessage("");
    setCase(puzzle.randomCase(Math.floor(Math.random() * 1e9)));
  } catch (error) {
    showMessage(error.message);
  }
}

async function choosePuzzle() {
  $("input-kind-label").hidden = !kScrambleInput[$("puzzle").value];
  state.selection = {};
  try {
    const puzzle = await openPuzzle();
    showMessage("");
    $("help").textContent = `${puzzle.tokensPerCase === 1 ? "A line" : `${puzzle.tokensPerCase} tokens`} a case; moves: ${puzzle.moves.join(" ")}`;
    setCase(puzzle.randomCase(1));
  } catch (error) {
    showMessage(error.message);
    setCase("");
  }
}

async function main() {
  state.lib = await loadPuzzletab();
  const params = new URLSearchParams(location.search);
  const select = $("puzzle");
  for (const name of state.lib.puzzles) select.add(new Option(name, name));
  select.value = params.get("puzzle") ?? "msquare";
  $("input-kind").value = kScrambleFirst.has(select.value) ? "moves" : "position";
  if (params.get("input") === "moves" || params.get("input") === "scramble") $("input-kind").value = "moves";
  if (params.get("input") === "position") $("input-kind").value = "position";
  select.addEventListener("change", puzzleChosen);
  $("input-kind").addEventListener("change", choosePuzzle);
  $("solve").addEventListener("click", solve);
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
    await solve();
  } else {
    await choosePuzzle();
  }
}

window.puzzletabPage = { ready: main().catch((error) => showMessage(error.message)), state };
