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
    about: "Twenty-four tiles slide on a 5×5 board into the blank: click a tile next to the blank to slide it, then Solve for the fewest slides; a position a few slides from solved takes moments, a random one can take hours (Stop ends it).",
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
    about: "Rubik's Cube: type a WCA scramble (R U F L D B, with ' or 2), click turns or Random, or choose Input colours and paint the net as your cube shows it; Solve answers at once in at most 21 moves, and Find the shortest then searches the fewest.",
    quick: {
      format: "twophase",
      note: "two-phase (Kociemba): at most 21 moves, not the shortest",
      longer: "The page holds only the small tables (not the 2.6 GB of gen 3x3x3 --large): a position 12 moves from solved takes seconds, a random one (17 or 18) hours.",
    },
    movesInText: true,
  },
  "4x4x4": {
    title: "4×4×4 cube",
    about: "The Rubik's Revenge: type a WCA scramble (with wide turns Rw, 3Rw), click turns or Random, or choose Input colours and paint the net; Solve gives a reduction solver's answer, not the shortest.",
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
  "square-1": {
    title: "Square-1",
    about: "A cube that changes shape: type a WCA scramble, turns (x,y) of the top and bottom layers in twelfths and / for a twist of the right half, or click Random; Solve gives the fewest twists.",
    moves: "(x,y): the top layer turned x twelfths of a turn and the bottom y (-5 to 6 each, as the shape allows); /: the right half turned over (docs/square1.md).",
  },
  megaminx: {
    title: "Megaminx",
    about: "The twelve-sided 3x3x3: Random gives a WCA (Pochmann) scramble; puzzletab has no solver for it (it reads, scrambles and checks turns), so Solve says so.",
    moves: "Pochmann's R++ R-- D++ D-- (two fifths of all but one layer; R+ D-: a fifth), and each face's own layer, U BL BR R F L D DR DBR B DBL DL, as X, X', X2 or X2'.",
  },
  "2x2x2": {
    title: "2×2×2 cube",
    about: "The pocket cube: type a WCA scramble (R U F L D B, with ' or 2), click turns or Random, or choose Input colours and paint the net as your cube shows it; Solve gives the fewest turns.",
  },
  pyraminx: {
    title: "Pyraminx",
    about: "The tetrahedron: type a WCA scramble (U L R B turn a corner, u l r b a tip), click turns or Random, or choose Input colours and paint the net as your puzzle shows it; Solve gives the fewest turns.",
  },
  skewb: {
    title: "Skewb",
    about: "A cube that turns about its corners: type a WCA scramble (R U L B, with '), click turns or Random, or choose Input colours and paint the net as your puzzle shows it; Solve gives the fewest turns.",
  },
};

// The page's words for a puzzle, with what an unlisted one gets.
export function puzzleData(name) {
  return kPuzzles[name] ?? { title: name, about: "Type a case as query reads it (or click Random), then Solve for the answer." };
}

// The moves in a few lines: a move's name split into what it turns and by
// how much (R2: R, 2; UR4-: UR, 4-); what turns by the same amounts listed
// once with them; a cube's faces written once for all the layers that turn
// with them (2-3Rw: the pattern 2-3Xw for X each of B D F L R U).
export function describeMoves(moves) {
  const amountsOf = new Map(); // what turns -> its amounts
  for (const move of moves) {
    const [, turned, amount] = /^(.*?)(\d[+-]|2'|'|2|)$/s.exec(move);
    const [key, by] = /[A-Za-z]$/.test(turned) ? [turned, amount] : [move, ""];
    if (!amountsOf.has(key)) amountsOf.set(key, []);
    amountsOf.get(key).push(by);
  }
  const byAmounts = new Map(); // amounts -> what turns by them
  for (const [turned, amounts] of amountsOf) {
    const key = amounts.join(" ");
    if (!byAmounts.has(key)) byAmounts.set(key, []);
    byAmounts.get(key).push(turned);
  }
  const parts = [];
  for (const [key, turned] of byAmounts) {
    const amounts = key.split(" ");
    const listed = faces(turned);
    parts.push(amounts.length === 1 && amounts[0] === "" ? listed : `${listed}, each ${describeAmounts(amounts)}`);
  }
  return `${moves.length} moves: ${parts.join("; ")}.`;
}

// A cube's turns (R, Rw, 2R, 2-3Rw) as patterns for the six faces; a
// clock's back as its front after y2.
function faces(turned) {
  // Rubik's Clock: each pin set again on the back, after y2.
  const front = turned.filter((name) => !name.startsWith("y2 "));
  if (front.length > 0 && front.length * 2 === turned.length && front.every((name) => turned.includes(`y2 ${name}`)))
    return `${faces(front)} and each after y2 (the back)`;
  const patterns = new Map(); // pattern -> faces
  const others = [];
  for (const name of turned) {
    const cube = /^([\d-]*)([UDFBLR])(w?)$/.exec(name);
    if (!cube) {
      others.push(name);
      continue;
    }
    const pattern = `${cube[1]}X${cube[3]}`;
    if (!patterns.has(pattern)) patterns.set(pattern, []);
    patterns.get(pattern).push(cube[2]);
  }
  const faceSets = new Set([...patterns.values()].map((f) => f.join(" ")));
  if (patterns.size <= 1 || faceSets.size !== 1) return turned.join(" ");
  const cube = `${[...patterns.keys()].join(" ")} for X each of ${[...faceSets][0]}`;
  return others.length > 0 ? `${others.join(" ")}; ${cube}` : cube;
}

// The amounts a move turns by: "by 1+ to 6+ or 1- to 5- hours" for a
// clock's, "as X, X' or X2" for a cube's.
function describeAmounts(amounts) {
  const clock = amounts.every((a) => /^\d[+-]$/.test(a));
  if (clock) {
    const range = (sign) => {
      const hours = amounts.filter((a) => a.endsWith(sign)).map((a) => Number(a[0]));
      return hours.length > 2 ? `${Math.min(...hours)}${sign} to ${Math.max(...hours)}${sign}` : hours.map((h) => h + sign).join(" or ");
    };
    return `by ${range("+")} or ${range("-")} hours`;
  }
  const forms = amounts.map((a) => `X${a}`);
  return `as ${forms.slice(0, -1).join(", ")} or ${forms.at(-1)}`;
}
