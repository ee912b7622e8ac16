// SVG drawings of the puzzles the page draws itself, from a case's tokens
// as query reads them, and the edits a click makes: a tile slid into the
// blank, two squares of the sheet swapped, a dial turned. Each drawing is
// {svg, tokens}; edit(tokens) gets the case after a click.
const kSvg = "http://www.w3.org/2000/svg";

function element(name, attributes, parent) {
  const e = document.createElementNS(kSvg, name);
  for (const [key, value] of Object.entries(attributes)) e.setAttribute(key, value);
  if (parent) parent.appendChild(e);
  return e;
}

function text(parent, x, y, content) {
  element("text", { x, y, class: "label" }, parent).textContent = content;
}

// eight, fifteen and twentyfour: a square board, the blank as x (or 0). A click on a
// tile next to the blank slides it there.
function slidingBoard(tokens, edit) {
  const width = Math.round(Math.sqrt(tokens.length));
  const size = 80;
  const svg = element("svg", { viewBox: `0 0 ${width * size + 8} ${width * size + 8}`, width: width * size + 8 });
  const blank = tokens.findIndex((t) => t === "x" || t === "0");
  tokens.forEach((token, i) => {
    const x = 4 + (i % width) * size;
    const y = 4 + Math.floor(i / width) * size;
    if (i === blank) {
      element("rect", { x, y, width: size, height: size, class: "cell" }, svg);
      return;
    }
    const tile = element("rect", { x: x + 2, y: y + 2, width: size - 4, height: size - 4, rx: 8, class: "tile", "data-index": i }, svg);
    text(svg, x + size / 2, y + size / 2, token);
    const besideBlank =
      blank >= 0 && ((Math.abs(i - blank) === 1 && Math.floor(i / width) === Math.floor(blank / width)) || Math.abs(i - blank) === width);
    if (besideBlank)
      tile.addEventListener("click", () => {
        const next = [...tokens];
        [next[i], next[blank]] = [next[blank], next[i]];
        edit(next);
      });
  });
  return svg;
}

// msquare: the sheet of 8 squares read clockwise from the top left: 1 2 3 4
// on top, 8 7 6 5 below. Clicking two squares swaps them.
function magicSheet(tokens, edit, selection) {
  const size = 80;
  const svg = element("svg", { viewBox: `0 0 ${4 * size + 8} ${2 * size + 8}`, width: 4 * size + 8 });
  tokens.forEach((token, i) => {
    const column = i < 4 ? i : 7 - i;
    const row = i < 4 ? 0 : 1;
    const x = 4 + column * size;
    const y = 4 + row * size;
    const square = element("rect", { x: x + 2, y: y + 2, width: size - 4, height: size - 4, rx: 6, class: "tile", "data-index": i }, svg);
    if (selection.index === i) square.classList.add("selected");
    text(svg, x + size / 2, y + size / 2, token);
    square.addEventListener("click", () => {
      if (selection.index === undefined || selection.index === i) {
        selection.index = selection.index === i ? undefined : i;
        edit(tokens);
        return;
      }
      const next = [...tokens];
      [next[i], next[selection.index]] = [next[selection.index], next[i]];
      selection.index = undefined;
      edit(next);
    });
  });
  return svg;
}

// msquare's case is the target sheet; an answer turns the sheet 1 2 3 4 5 6
// 7 8 into it. The sheet after `moves`, for drawing the steps: A swaps the
// rows, B shifts the columns right, C turns the middle four clockwise
// (each the sheet's squares taken from these places).
const kSheetMoves = { A: [7, 6, 5, 4, 3, 2, 1, 0], B: [3, 0, 1, 2, 5, 6, 7, 4], C: [0, 6, 1, 3, 4, 2, 5, 7] };
export function msquareSheet(moves) {
  let sheet = ["1", "2", "3", "4", "5", "6", "7", "8"];
  for (const move of moves) sheet = kSheetMoves[move].map((from) => sheet[from]);
  return sheet.join(" ");
}

// Dials in rows of three (clocks, clock12: 9; rubiks-clock: 9 front, 9
// back). A click turns a dial one step clockwise: 3 hours for clocks, one
// for the others.
function dials(tokens, edit, step) {
  const size = 90;
  const faces = tokens.length / 9;
  const svg = element("svg", { viewBox: `0 0 ${faces * 3 * size + (faces - 1) * 30 + 8} ${3 * size + 8}`, width: faces * 3 * size + (faces - 1) * 30 + 8 });
  tokens.forEach((token, i) => {
    const face = Math.floor(i / 9);
    const cx = 4 + face * (3 * size + 30) + ((i % 9) % 3) * size + size / 2;
    const cy = 4 + Math.floor((i % 9) / 3) * size + size / 2;
    const dial = element("circle", { cx, cy, r: size / 2 - 6, class: "dial", "data-index": i }, svg);
    const hours = Number(token);
    const angle = (hours % 12) * (Math.PI / 6);
    const length = size / 2 - 16;
    element("line", { x1: cx, y1: cy, x2: cx + length * Math.sin(angle), y2: cy - length * Math.cos(angle), class: "hand" }, svg);
    element("title", {}, dial).textContent = `${hours} o'clock`;
    dial.addEventListener("click", () => {
      const next = [...tokens];
      next[i] = String(hours + step > 12 ? step : hours + step);
      edit(next);
    });
  });
  return svg;
}

// solitaire: the 8x8 board, the start's four pieces as discs and the
// target's squares as rings (rows and columns 1..8).
function solitaireBoard(tokens) {
  const size = 44;
  const svg = element("svg", { viewBox: `0 0 ${8 * size + 8} ${8 * size + 8}`, width: 8 * size + 8 });
  for (let r = 0; r < 8; ++r)
    for (let c = 0; c < 8; ++c) element("rect", { x: 4 + c * size, y: 4 + r * size, width: size, height: size, class: "square" }, svg);
  for (let p = 0; p < 8; ++p) {
    const r = Number(tokens[2 * p]) - 1;
    const c = Number(tokens[2 * p + 1]) - 1;
    const attributes = { cx: 4 + c * size + size / 2, cy: 4 + r * size + size / 2, r: p < 4 ? size / 2 - 7 : size / 2 - 4 };
    element("circle", { ...attributes, class: p < 4 ? "piece" : "target" }, svg);
  }
  return svg;
}

// The drawing of the case's tokens for the puzzle, or null for a puzzle the
// page does not draw (the player shows it). A case that does not fit the
// drawing (a bad case, being typed) is not drawn either.
const kDrawings = {
  msquare: { tokens: 8, draw: magicSheet },
  eight: { tokens: 9, draw: slidingBoard },
  fifteen: { tokens: 16, draw: slidingBoard },
  twentyfour: { tokens: 25, draw: slidingBoard },
  clocks: { tokens: 9, draw: (t, edit) => dials(t, edit, 3) },
  clock12: { tokens: 9, draw: (t, edit) => dials(t, edit, 1) },
  "rubiks-clock": { tokens: 18, draw: (t, edit) => dials(t, edit, 1) },
  solitaire: { tokens: 16, draw: solitaireBoard },
};

export function drawable(puzzle) {
  return puzzle in kDrawings;
}

export function draw(puzzle, caseText, edit, selection) {
  const drawing = kDrawings[puzzle];
  const tokens = caseText.trim().split(/\s+/);
  if (!drawing || tokens.length !== drawing.tokens) return null;
  return drawing.draw(tokens, (next) => edit(next.join(" ")), selection);
}
