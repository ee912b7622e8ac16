// A net of facelets to paint by clicking: a palette of the puzzle's colours
// above its net; a click on a colour chooses it, a click on a facelet paints
// it. The net is drawn from a case in `--input stickers` (one face letter a
// facelet, in the order docs/stickers.md and docs/cubes.md give), and a
// paint gives the case after it; the library's sticker reader then reads it
// with its own messages (a twisted corner, a colour on too many facelets).
// The layouts are the facelets' order as geometry; nothing here knows how a
// puzzle turns.
const kSvg = "http://www.w3.org/2000/svg";

// The cubes' colours: Western scheme, U white, F green (docs/stickers.md);
// the Pyraminx's TNoodle's (F green, D yellow, L red, R blue).
const kCubeColours = { U: "#ffffff", R: "#d0202a", F: "#1a9a3a", D: "#ffd500", L: "#ff7f1a", B: "#1f50c8" };
const kPyraminxColours = { F: "#1a9a3a", D: "#ffd500", L: "#d0202a", R: "#1f50c8" };
const kColourNames = { "#ffffff": "white", "#d0202a": "red", "#1a9a3a": "green", "#ffd500": "yellow", "#ff7f1a": "orange", "#1f50c8": "blue" };

// Kociemba's net, the faces in string order URFDLB: each face's place in
// units of a face (U above F, then L F R B in a row, D under F).
const kCubeNet = { U: [1, 0], R: [2, 1], F: [1, 1], D: [1, 2], L: [0, 1], B: [3, 1] };
const kCubeFaces = "URFDLB";
const kFace = 60; // a face's side in the drawing's units
const kGap = 4; // between faces

function points(list) {
  return list.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");
}

// An n×n cube: each face's n² facelets row by row; an odd cube's centres
// are fixed (they name the faces).
function cubeLayout(n) {
  const cell = kFace / n;
  const facelets = [];
  for (const face of kCubeFaces) {
    const [fx, fy] = kCubeNet[face];
    for (let i = 0; i < n * n; ++i) {
      const x = fx * (kFace + kGap) + (i % n) * cell;
      const y = fy * (kFace + kGap) + Math.floor(i / n) * cell;
      const fixed = n % 2 === 1 && i === (n * n - 1) / 2;
      facelets.push({ name: `${face}${i + 1}`, shape: [[x, y], [x + cell, y], [x + cell, y + cell], [x, y + cell]], fixed });
    }
  }
  return { faces: kCubeFaces, colours: kCubeColours, facelets, width: 4 * kFace + 3 * kGap, height: 3 * kFace + 2 * kGap };
}

// The Skewb: the cube's net, each face its centre (a diamond) then its
// corners row by row (X2 X3 / X4 X5).
function skewbLayout() {
  const s = kFace;
  const parts = [
    [[s / 2, 0], [s, s / 2], [s / 2, s], [0, s / 2]],
    [[0, 0], [s / 2, 0], [0, s / 2]],
    [[s / 2, 0], [s, 0], [s, s / 2]],
    [[0, s / 2], [s / 2, s], [0, s]],
    [[s, s / 2], [s, s], [s / 2, s]],
  ];
  const facelets = [];
  for (const face of kCubeFaces) {
    const [fx, fy] = kCubeNet[face];
    parts.forEach((shape, i) => {
      const shifted = shape.map(([x, y]) => [fx * (s + kGap) + x, fy * (s + kGap) + y]);
      facelets.push({ name: `${face}${i + 1}`, shape: shifted, fixed: false });
    });
  }
  return { faces: kCubeFaces, colours: kCubeColours, facelets, width: 4 * s + 3 * kGap, height: 3 * s + 2 * kGap };
}

// The Pyraminx as TNoodle draws it: F pointing up, L and R beside it and D
// under it pointing down; each face's 9 triangles row by row (rows of 1, 3,
// 5 for F; 5, 3, 1 for the others).
function pyraminxLayout() {
  const a = 26; // a triangle's side
  const h = (a * Math.sqrt(3)) / 2;
  const g = kGap;
  const facelets = [];
  // A face of side 3a: `up` with its apex at (cx, top), else its top edge
  // centred on cx at `top`.
  const face = (letter, cx, top, up) => {
    let index = 0;
    for (let row = 0; row < 3; ++row) {
      const y0 = top + row * h;
      const y1 = y0 + h;
      const wide = up ? row + 1 : 3 - row; // triangles on the row's wider edge
      const count = 2 * wide - 1;
      const wideEdge = up ? y1 : y0;
      const narrowEdge = up ? y0 : y1;
      const left = cx - (wide * a) / 2;
      for (let k = 0; k < count; ++k) {
        const j = Math.floor(k / 2);
        const shape = k % 2 === 0
          ? [[left + j * a, wideEdge], [left + (j + 1) * a, wideEdge], [left + j * a + a / 2, narrowEdge]]
          : [[left + j * a + a / 2, narrowEdge], [left + j * a + (3 * a) / 2, narrowEdge], [left + (j + 1) * a, wideEdge]];
        facelets.push({ name: `${letter}${++index}`, shape, fixed: false });
      }
    }
  };
  const cx = 3 * a + g;
  face("F", cx, 0, true);
  face("D", cx, 3 * h + g, false);
  face("L", cx - 1.5 * a - g, 0, false);
  face("R", cx + 1.5 * a + g, 0, false);
  return { faces: "FDLR", colours: kPyraminxColours, facelets, width: 6 * a + 2 * g, height: 6 * h + g };
}

const kLayouts = {
  "2x2x2": () => cubeLayout(2),
  "3x3x3": () => cubeLayout(3),
  "4x4x4": () => cubeLayout(4),
  pyraminx: pyraminxLayout,
  skewb: skewbLayout,
};
const layouts = new Map();
function layoutOf(name) {
  if (!layouts.has(name)) layouts.set(name, kLayouts[name]());
  return layouts.get(name);
}

// Whether the page can paint the puzzle's facelets.
export function paintable(name) {
  return name in kLayouts;
}

// The solved colouring: each face's letter on all its facelets.
export function solvedStickers(name) {
  const layout = layoutOf(name);
  return layout.facelets.map((facelet) => facelet.name[0]).join("");
}

// The palette and the net of `stickers` (a case; blanks and commas ignored,
// as the reader ignores them). `edit(next)` gets the case after a paint;
// `selection.colour` keeps the chosen colour between drawings.
export function paint(name, stickers, edit, selection) {
  const layout = layoutOf(name);
  const letters = [...stickers.replace(/[\s,]/g, "")];
  selection.colour ??= layout.faces[0];
  const box = document.createElement("div");
  box.className = "painter";

  const palette = document.createElement("div");
  palette.className = "palette";
  palette.setAttribute("role", "group");
  palette.setAttribute("aria-label", "Colour to paint");
  for (const face of layout.faces) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "swatch";
    button.dataset.face = face;
    button.style.background = layout.colours[face];
    button.textContent = face;
    button.setAttribute("aria-label", `${kColourNames[layout.colours[face]]} (${face})`);
    button.setAttribute("aria-pressed", String(face === selection.colour));
    button.addEventListener("click", () => {
      selection.colour = face;
      for (const other of palette.children) other.setAttribute("aria-pressed", String(other === button));
    });
    palette.appendChild(button);
  }
  box.appendChild(palette);

  const svg = document.createElementNS(kSvg, "svg");
  svg.setAttribute("viewBox", `-2 -2 ${layout.width + 4} ${layout.height + 4}`);
  svg.setAttribute("width", String(Math.round(layout.width * 1.5)));
  svg.setAttribute("class", "net");
  layout.facelets.forEach((facelet, i) => {
    const letter = letters[i];
    const polygon = document.createElementNS(kSvg, "polygon");
    polygon.setAttribute("points", points(facelet.shape));
    polygon.setAttribute("class", facelet.fixed ? "facelet fixed" : "facelet");
    polygon.setAttribute("fill", layout.colours[letter] ?? "#888888");
    polygon.dataset.facelet = facelet.name;
    const title = document.createElementNS(kSvg, "title");
    title.textContent = `${facelet.name}: ${letter ?? "none"}${facelet.fixed ? " (a centre, fixed)" : ""}`;
    polygon.appendChild(title);
    if (!facelet.fixed)
      polygon.addEventListener("click", () => {
        const next = layout.facelets.map((_, j) => letters[j] ?? "?");
        next[i] = selection.colour;
        edit(next.join(""));
      });
    svg.appendChild(polygon);
  });
  box.appendChild(svg);
  return box;
}
