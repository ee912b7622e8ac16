// puzzletab's JS API: the C API (include/puzzletab/puzzletab.h) compiled to
// WebAssembly (scripts/build-web), as an ES module, for a page or a Web
// Worker (the page runs it in one: web/worker.js). Tables are fetched over
// HTTP, written into the module's memory file system and checked whole
// (puzzletab_tables_verify) before a puzzle is opened: a damaged or missing
// one is refused with the message query gives. docs/web.md has the design.
//
//   const lib = await loadPuzzletab();            // tables from "tables/"
//   const msquare = await lib.open("msquare");
//   msquare.answer("2 6 8 4 5 7 3 1");             // "7\nBCABCCB\n"
//   msquare.solve("2 6 8 4 5 7 3 1");              // ["B", "C", "A", ...]
import createPuzzletabCore from "./puzzletab-core.mjs";

// A failing call: query's exit status (2 input, 3 table, 4 system) and
// message.
export class PuzzletabError extends Error {
  constructor(status, message) {
    super(message);
    this.name = "PuzzletabError";
    this.status = status;
  }
}

// The folder of the module's file system the tables go to. Relative, so that
// a table's message names it as query run with --tables tables does.
const kTablesFolder = "tables";
const kUnsolvable = 0xffffffff; // PUZZLETAB_UNSOLVABLE, size_t of wasm32

// Calls into the module with strings and out-parameters in its memory, all
// freed on return.
class Core {
  constructor(module) {
    this.m = module;
  }

  // Runs body(scope) where scope.text(s) and scope.alloc(bytes) give memory
  // freed afterwards.
  scoped(body) {
    const blocks = [];
    const scope = {
      alloc: (bytes) => {
        const p = this.m._malloc(Math.max(bytes, 4));
        if (p === 0) throw new PuzzletabError(4, "memory exhausted");
        blocks.push(p);
        return p;
      },
      text: (s) => {
        if (s === null || s === undefined) return 0;
        const bytes = this.m.lengthBytesUTF8(s) + 1;
        const p = scope.alloc(bytes);
        this.m.stringToUTF8(s, p, bytes);
        return p;
      },
    };
    try {
      return body(scope);
    } finally {
      for (const p of blocks) this.m._free(p);
    }
  }

  // Throws the library's message for a status other than 0.
  check(status) {
    if (status !== 0) throw new PuzzletabError(status, this.m.UTF8ToString(this.m._puzzletab_last_error()));
  }

  // A text the library writes into a buffer: call(buffer, size, needed).
  // Retried once with the size it asked for.
  textOut(scope, call) {
    const needed = scope.alloc(4);
    let size = 256;
    for (;;) {
      const buffer = scope.alloc(size);
      const status = call(buffer, size, needed);
      const wanted = this.m.HEAPU32[needed >> 2];
      if (status === 2 && wanted > size) {
        size = wanted;
        continue;
      }
      this.check(status);
      return this.m.UTF8ToString(buffer, wanted);
    }
  }

  // options {goal: "korf"} as the NULL-terminated list of names and values.
  options(scope, options) {
    const entries = Object.entries(options ?? {});
    if (entries.length === 0) return 0;
    const list = scope.alloc(4 * (2 * entries.length + 1));
    entries.forEach(([name, value], i) => {
      this.m.HEAPU32[(list >> 2) + 2 * i] = scope.text(name);
      this.m.HEAPU32[(list >> 2) + 2 * i + 1] = scope.text(String(value));
    });
    this.m.HEAPU32[(list >> 2) + 2 * entries.length] = 0;
    return list;
  }
}

// One open puzzle: answers its cases as query does.
export class Puzzle {
  constructor(core, handle, name) {
    this.core = core;
    this.handle = handle;
    this.name = name;
    const m = core.m;
    this.tokensPerCase = m._puzzletab_tokens_per_case(handle);
    this.moves = [];
    for (let i = 0; i < m._puzzletab_move_count(handle); ++i)
      this.moves.push(m.UTF8ToString(m._puzzletab_move_name(handle, i)));
  }

  // The answer exactly as query writes it (format: null for the default, the
  // judge's; "json"; any format query PUZZLE --format takes).
  answer(caseText, format = null) {
    return this.core.scoped((s) =>
      this.core.textOut(s, (buffer, size, needed) =>
        this.core.m._puzzletab_answer(this.handle, s.text(caseText), s.text(format), buffer, size, needed)));
  }

  // The answer's move names (the lexically earliest shortest answer), or
  // null when the goal cannot be reached.
  solve(caseText) {
    const m = this.core.m;
    return this.core.scoped((s) => {
      const text = s.text(caseText);
      const count = s.alloc(4);
      this.core.check(m._puzzletab_solve(this.handle, text, 0, 0, count));
      const n = m.HEAPU32[count >> 2];
      if (n === kUnsolvable) return null;
      const moves = s.alloc(4 * n);
      this.core.check(m._puzzletab_solve(this.handle, text, moves, n, count));
      return Array.from(m.HEAPU32.subarray(moves >> 2, (moves >> 2) + n), (move) => this.moves[move]);
    });
  }

  // The position after the moves (names, as solve gives them) made from the
  // case, written as a case: the steps of an answer.
  play(caseText, moveNames) {
    const m = this.core.m;
    return this.core.scoped((s) => {
      const moves = s.alloc(4 * moveNames.length);
      moveNames.forEach((name, i) => {
        const move = this.moves.indexOf(name);
        if (move < 0) throw new PuzzletabError(2, `${this.name}: unknown move ${JSON.stringify(name)}`);
        m.HEAPU32[(moves >> 2) + i] = move;
      });
      return this.core.textOut(s, (buffer, size, needed) =>
        m._puzzletab_play(this.handle, s.text(caseText), moves, moveNames.length, buffer, size, needed));
    });
  }

  // A uniform random solvable case for the seed (an integer below 2^53), the
  // first case of query PUZZLE --random 1 --seed SEED.
  randomCase(seed) {
    if (!Number.isSafeInteger(seed) || seed < 0) throw new PuzzletabError(2, "seed: expected an integer 0..2^53-1");
    const low = seed % 0x100000000;
    const high = Math.floor(seed / 0x100000000);
    return this.core.scoped((s) =>
      this.core.textOut(s, (buffer, size, needed) =>
        this.core.m._puzzletab_random_case(this.handle, low, high, buffer, size, needed)));
  }

  // `count` random cases of one seed (a BigInt, or its decimal text, below
  // 2^64), one a line: query PUZZLE --random COUNT --seed SEED [--format
  // FORMAT]'s bytes (an event's scrambles for a sheet).
  randomCases(seed, count, format = null) {
    const big = BigInt(seed);
    if (big < 0n || big >= 1n << 64n) throw new PuzzletabError(2, "--seed: expected an integer 0..18446744073709551615");
    const low = Number(big & 0xffffffffn);
    const high = Number(big >> 32n);
    return this.core.scoped((s) =>
      this.core.textOut(s, (buffer, size, needed) =>
        this.core.m._puzzletab_random_cases(this.handle, low, high, count, s.text(format), buffer, size, needed)));
  }

  // Checks a proposed answer as query --check does: {accepted, verdict}.
  check(caseText, answerText, format = null) {
    const m = this.core.m;
    return this.core.scoped((s) => {
      const accepted = s.alloc(4);
      const verdict = this.core.textOut(s, (buffer, size, needed) =>
        m._puzzletab_check(this.handle, s.text(caseText), s.text(format), s.text(answerText), accepted,
                           buffer, size, needed));
      return { accepted: m.HEAP32[accepted >> 2] === 1, verdict };
    });
  }

  close() {
    this.core.m._puzzletab_puzzle_close(this.handle);
    this.handle = 0;
  }
}

// The library: its puzzles, and opening one with its tables.
export class Puzzletab {
  constructor(module, tablesUrl) {
    this.core = new Core(module);
    this.tablesUrl = tablesUrl;
    const m = module;
    this.version = m.UTF8ToString(m._puzzletab_version());
    this.puzzles = [];
    for (let i = 0; i < m._puzzletab_puzzle_count(); ++i) this.puzzles.push(m.UTF8ToString(m._puzzletab_puzzle_name(i)));
    m.FS.mkdir(kTablesFolder);
    this.tables = this.core.scoped((s) => {
      const handle = s.alloc(4);
      this.core.check(m._puzzletab_tables_open(s.text(kTablesFolder), handle));
      return m.HEAPU32[handle >> 2];
    });
    this.fetched = new Set();
    this.watcher = 0; // the progress function's index in the module's table
  }

  // Tells `tell({bound, nodes, seconds})` a long search's progress every
  // `everySeconds` (puzzletab_watch); a search is stopped when it returns
  // true (the call then throws PuzzletabError with status 5, "stopped at
  // bound ..."). null: no longer told.
  watch(tell, everySeconds = 0.25) {
    const m = this.core.m;
    if (this.watcher === 0)
      this.watcher = m.addFunction((progress, _context) => {
        if (!this.tell) return 0;
        const nodes = m.HEAPU32[(progress >> 2) + 2] + m.HEAPU32[(progress >> 2) + 3] * 0x100000000;
        const told = { bound: m.HEAPU32[progress >> 2], nodes, seconds: m.HEAPF64[(progress >> 3) + 2] };
        return this.tell(told) ? 1 : 0;
      }, "iii");
    this.tell = tell;
    m._puzzletab_watch(tell ? this.watcher : 0, 0, everySeconds);
  }

  // The puzzle's table files, each fetched unless it was before; a file the
  // server does not give stays missing, for the library to name. Returns
  // the files.
  async fetchTables(name) {
    const list = (call) =>
      this.core
        .scoped((s) =>
          this.core.textOut(s, (buffer, size, needed) => call(s.text(name), buffer, size, needed)))
        .split("\n")
        .filter((file) => file !== "");
    // Not the large tables (the 3x3x3's 2.6 GB): a page answers without them.
    const large = new Set(list(this.core.m._puzzletab_large_table_files));
    const files = list(this.core.m._puzzletab_table_files).filter((file) => !large.has(file));
    await Promise.all(
      files
        .filter((file) => !this.fetched.has(file))
        .map(async (file) => {
          const response = await fetch(new URL(file, this.tablesUrl));
          if (!response.ok) return;
          this.core.m.FS.writeFile(`${kTablesFolder}/${file}`, new Uint8Array(await response.arrayBuffer()));
          this.fetched.add(file);
        }));
    return files;
  }

  // Opens the puzzle `name` with options ({goal: "korf"}): its tables
  // fetched, checked whole, then mapped. Throws PuzzletabError with query's
  // message (status 3 for a missing or damaged table).
  async open(name, options = {}) {
    const files = await this.fetchTables(name);
    const m = this.core.m;
    return this.core.scoped((s) => {
      const text = s.text(name);
      const status = m._puzzletab_tables_verify(this.tables, text);
      if (status !== 0) {
        for (const file of files) this.fetched.delete(file); // fetched again on the next try
        this.core.check(status);
      }
      const handle = s.alloc(4);
      this.core.check(m._puzzletab_puzzle_open(this.tables, text, this.core.options(s, options), handle));
      return new Puzzle(this.core, m.HEAPU32[handle >> 2], name);
    });
  }
}

// Loads the module; tables come from `tablesUrl` (a folder's URL, relative
// to the page).
export async function loadPuzzletab({ tablesUrl = "tables/" } = {}) {
  const module = await createPuzzletabCore();
  return new Puzzletab(module, new URL(tablesUrl, globalThis.document?.baseURI ?? self.location.href));
}
