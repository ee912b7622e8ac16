// A case or answer in puzzletab's notation as cubing.js's player reads the
// same turns (docs/web.md, "The player"). Both write WCA notation, and
// cubing.js reads every cube's (Rw, 3Rw), the pyraminx's, the skewb's and
// the Square-1's ((x,y) /) as puzzletab does: tests/web/browser.mjs checks
// each case plus query's answer solved by cubing.js. The Megaminx differs:
// puzzletab names the faces as TNoodle does (docs/megaminx.md) and cubing.js
// names four of the lower ones otherwise (the faces opposite BL, BR, R, L:
// TNoodle's DR, DL, DBL, DBR are cubing.js's FR, FL, DL, DR), and cubing.js
// reads Pochmann's R++ D-- but not a fifth, R+ D- (R++ is its Lv2' L2,
// everything but L turned about L's axis; R+ is then Lv' L).
// cubing.js's name of each puzzle its player and its 2D drawings show.
// Not rubiks-clock: its notation (MUL4-, ULw3+) is not cubing.js's clock
// notation, whose player fails on it; the page draws its dials.
export const kCubingPuzzles = {
  "2x2x2": "2x2x2", "3x3x3": "3x3x3", "4x4x4": "4x4x4", "5x5x5": "5x5x5", "6x6x6": "6x6x6", "7x7x7": "7x7x7",
  pyraminx: "pyraminx", skewb: "skewb", "square-1": "square1", megaminx: "megaminx",
};
const kMegaminxFaces = { DR: "FR", DL: "FL", DBL: "DL", DBR: "DR" };
const kMegaminxFifths = { "R+": "Lv' L", "R-": "Lv L'", "D+": "Uv' U", "D-": "Uv U'" };

// The typographic prime (U’), which puzzletab reads as ', cubing.js does not.
export function cubingAlg(puzzle, text) {
  text = text.replace(/’/g, "'");
  if (puzzle !== "megaminx") return text;
  return text.trim().split(/\s+/).filter(Boolean).map((move) => {
    if (move in kMegaminxFifths) return kMegaminxFifths[move];
    const face = /^[A-Z]+/.exec(move)?.[0];
    return face in kMegaminxFaces ? kMegaminxFaces[face] + move.slice(face.length) : move;
  }).join(" ");
}
