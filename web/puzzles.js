// What the page says about each puzzle, as data (docs/web.md): its title
// and one sentence of what it is and what to click; for a few, a
// description of the moves instead of their list, or the quick answer a
// long search is preceded by. A puzzle the library gains is answered with
// no entry here (its name as title, a general sentence). Everything about
// the puzzles themselves (moves, answers, messages) comes from the library.
//
// Fields:
//   title, about   its name and one sentence: what it is and what to click
//   moves          a description of the moves instead of their list
//   quick          {format, note, longer}: the answer given at once when the
//                  default one is a long search (the 3x3x3's two-phase);
//                  the default is then searched on request, `longer` saying
//                  what that search costs in the page
//   movesInText    the judge's answer is its moves, separated by blanks
export const kPuzzles = {
  msquare: {
    title: "Magic Squares (IOI'96)",
    about: "Eight numbered squares in two rows, changed by three moves (A swaps the rows, B shifts them right, C turns the middle four): click two squares to swap them, then Solve for the fewest moves that make this sheet from 1 2 3 4 / 8 7 6 5.",
  },
  eight: {
    title: "8-puzzle",
    about: "Eight tiles slide on a 3×3 board into the blank: click a tile next to the blank to slide it, then Solve for the fewest slides back to 1–8 in order (the answer says where the blank goes: u d l r).",
  },
  fifteen: {
    title: "15-puzzle",
    about: "Fifteen tiles slide on a 4×4 board into the blank: click a tile next to the blank to slide it, then Solve for the fewest slides back to 1–15 in order (a search of milliseconds to seconds, which Stop ends).",
  },
  twentyfour: {
    title: "24-puzzle",
    about: "Twenty-four tiles slide on a 5×5 board: type the tiles row by row (x for the blank), then Solve for the fewest slides; a position a few slides from solved takes moments, a random one can take hours (Stop ends it).",
  },
  clocks: {
    title: "The Clocks (IOI'94)",
    about: "Nine dials at 3, 6, 9 or 12 o'clock, each of nine moves turning a set of them a quarter: click a dial to turn it 3 hours, then Solve for the fewest moves that set every dial to 12.",
  },
  clock12: {
    title: "12-hour clocks",
    about: "Nine dials at any hour, each of nine moves turning a set of them an hour: click a dial to turn it an hour, then Solve for the fewest moves that set every dial to 12.",
  },
  solitaire: {
    title: "Solitaire (POJ 1198)",
    about: "Four pieces on an 8×8 board and the squares they should reach: type the rows and columns of the pieces, then of the targets, and Solve says YES if the targets can be reached in at most 8 moves.",
    moves: "A move takes one piece a step to an empty neighbouring square (up, down, left, right), or a jump over one neighbouring piece onto the empty square beyond.",
  },
  "rubiks-clock": {
    title: "Rubik's Clock",
    about: "Two faces of nine dials, turned by four wheels with the pins up or down: click a dial to turn it an hour (the back face on the right, as seen after y2), or choose scramble and type a WCA scramble; Solve gives the fewest moves.",
  },
  "3x3x3": {
    title: "3×3×3 cube",
    about: "Rubik's Cube: type a WCA scramble (R U F L D B, with ' or 2) or click Random; Solve answers at once in at most 21 moves, and Find the shortest then searches the fewest.",
    quick: {
      format: "twophase",
      note: "two-phase (Kociemba): at most 21 moves, not the shortest",
      longer: "The page holds only the small tables (not the 2.6 GB of gen 3x3x3 --large): a position 12 moves from solved takes seconds, a random one (17 or 18) hours.",
    },
    movesInText: true,
  },
  "4x4x4": {
    title: "4×4×4 cube",
    about: "The Rubik's Revenge: type a WCA scramble (with wide turns Rw, 3Rw) or click Random; Solve gives a reduction solver's answer, not the shortest.",
  },
  "5x5x5": {
    title: "5×5×5 cube",
    about: "The Professor's Cube: Random gives a WCA scramble; puzzletab has no solver for it (it reads, scrambles and checks), so Solve says so.",
  },
  "6x6x6": {
    title: "6×6×6 cube",
    about: "Random gives a WCA scramble; puzzletab has no solver for it (it reads, scrambles and checks), so Solve says so.",
  },
  "7x7x7": {
    title: "7×7×7 cube",
    about: "Random gives a WCA scramble; puzzletab has no solver for it (it reads, scrambles and checks), so Solve says so.",
  },
  "2x2x2": {
    title: "2×2×2 cube",
    about: "The pocket cube: type a WCA scramble (R U F L D B, with ' or 2) or click Random; Solve gives the fewest turns.",
  },
  pyraminx: {
    title: "Pyraminx",
    about: "The tetrahedron: type a WCA scramble (U L R B turn a corner, u l r b a tip) or click Random; Solve gives the fewest turns.",
  },
  skewb: {
    title: "Skewb",
    about: "A cube that turns about its corners: type a WCA scramble (R U L B, with ') or click Random; Solve gives the fewest turns.",
  },
};

// The page's words for a puzzle, with what an unlisted one gets.
export function puzzleData(name) {
  return kPuzzles[name] ?? { title: name, about: "Type a case as query reads it (or click Random), then Solve for the answer." };
}

// The moves in a few lines: names that differ only in what follows their
// letters grouped ("U R F, each as X X' X2"; rubiks-clock's 11 amounts of
// each pin set), the rest listed.
export function describeMoves(moves) {
  const groups = new Map(); // stem -> suffixes
  for (const move of moves) {
    const [, stem, suffix] = /^([A-Za-z]*)(.*)$/s.exec(move);
    if (!groups.has(stem)) groups.set(stem, []);
    groups.get(stem).push(suffix);
  }
  // Stems with the same suffixes, together.
  const bySuffixes = new Map();
  for (const [stem, suffixes] of groups) {
    const key = suffixes.join(" ");
    if (!bySuffixes.has(key)) bySuffixes.set(key, []);
    bySuffixes.get(key).push(stem);
  }
  const parts = [];
  for (const [key, stems] of bySuffixes) {
    const suffixes = key.split(" ");
    if (stems.length === 1 && stems[0] === "") parts.push(suffixes.join(" "));
    else if (suffixes.length === 1) parts.push(stems.map((stem) => stem + suffixes[0]).join(" "));
    else parts.push(`${stems.join(" ")}, each as ${suffixes.map((s) => `X${s}`).join(" ")}`);
  }
  return `${moves.length} moves: ${parts.join("; ")}`;
}
