// A Web Worker that runs the library (web/puzzletab.js) off the page's main
// thread, so that no search freezes the page (docs/web.md). Requests come
// as {id, op, puzzle: {name, options}, args}; each is answered with {id,
// result} or {id, error: {status, message}}, and a long search tells
// {id, progress: {bound, nodes, seconds}} as it goes (puzzletab_watch). A
// search is stopped by ending the worker (web/solver.js): a worker cannot
// read a message while the module computes, and a page has no shared
// memory to signal through without cross-origin isolation.
import { loadPuzzletab } from "./puzzletab.js";

const ready = loadPuzzletab().then((lib) => {
  lib.watch((progress) => {
    postMessage({ id: current, progress });
    return false;
  }, 0.2);
  return lib;
});
const opened = new Map(); // "name {options}" -> a Puzzle's promise
let current = 0; // the request whose search the progress belongs to

function open(lib, { name, options = {} }) {
  const key = `${name} ${JSON.stringify(options)}`;
  if (!opened.has(key)) {
    const puzzle = lib.open(name, options);
    opened.set(key, puzzle);
    puzzle.catch(() => opened.delete(key)); // a damaged table is fetched again next time
  }
  return opened.get(key);
}

// The steps of an answer: the case after each of its first 0, 1, ... n
// moves, or null for a puzzle that cannot write them (the 4x4x4 writes a
// position as its stickers only).
function steps(puzzle, caseText, moves) {
  const cases = [caseText];
  try {
    for (const move of moves) cases.push(puzzle.play(cases.at(-1), [move]));
  } catch (error) {
    if (/is written as its stickers only/.test(error.message)) return null;
    throw error;
  }
  return cases;
}

const ops = {
  // What the page shows of a puzzle: tokens a case and its moves.
  info: (puzzle) => ({ tokensPerCase: puzzle.tokensPerCase, moves: puzzle.moves }),
  // The answer in `format` (null: the judge's) and its moves: the answer's
  // words when `movesInText` (the 3x3x3's lines are its moves, so that a
  // long search is not made twice), else the library's solve (null when the
  // goal cannot be reached); and the steps.
  answer: (puzzle, [caseText, format, movesInText]) => {
    const started = performance.now();
    const text = puzzle.answer(caseText, format);
    const moves = movesInText ? text.split(/\s+/).filter((word) => word !== "") : puzzle.solve(caseText);
    const ms = performance.now() - started;
    return { text, moves, ms, steps: moves === null ? [caseText] : steps(puzzle, caseText, moves) };
  },
  randomCase: (puzzle, [seed]) => puzzle.randomCase(seed),
  // The case after some moves (names), written as a case.
  play: (puzzle, [caseText, moves]) => puzzle.play(caseText, moves),
  // COUNT random cases of one seed, query PUZZLE --random COUNT --seed SEED's
  // lines (an event's scrambles for a sheet).
  randomCases: (puzzle, [seed, count]) => puzzle.randomCases(seed, count),
};

self.onmessage = async ({ data: { id, op, puzzle: spec, args = [] } }) => {
  try {
    const lib = await ready;
    if (op === "puzzles") return postMessage({ id, result: lib.puzzles });
    // The page's first puzzle's tables, fetched before it asks (web/index.html).
    if (op === "prepare") return postMessage({ id, result: await lib.fetchTables(spec.name) });
    const puzzle = await open(lib, spec);
    current = id;
    postMessage({ id, result: ops[op](puzzle, args) });
  } catch (error) {
    postMessage({ id, error: { status: error.status ?? 4, message: error.message } });
  }
};
