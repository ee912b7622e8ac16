// The page in a real browser (docs/web.md, "The browser test"): Debian's
// chromium, headless, driven by puppeteer-core against a static server this
// script starts on 127.0.0.1, serving build-web/site. For every puzzle, 50
// random cases answered in the page must equal build/query's answers on the
// same cases (the judge's text and JSON), or be refused with query's message
// where query refuses them; a damaged and a missing table are
// refused with query's messages; a bad case shows query's message; playing
// an answer to its end shows the goal; the page stays responsive while a
// search runs in its Web Worker, and Stop ends it; the input and Solve are
// inside the window at 1280x800 and 390x844 for every puzzle; cubing.js's
// player draws every cube, the Square-1 and the Megaminx, its case shown
// before Solve, read as query reads it; scramble sheets are query's
// scrambles for their seed, drawn, a printed page a group; no console
// errors. The library's own answers are compared through a copy of the JS
// API the test loads into the page (window.testLib), beside the page's
// worker; the page's through what it shows. Timings are
// printed against their targets (a target missed is reported, not failed).
// Screenshots go to build/web-screenshots/.
//   node tests/web/browser.mjs [SITE] [QUERY]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { Alg } from "cubing/alg";
import { KPattern } from "cubing/kpuzzle";
import { puzzles as cubingPuzzles } from "cubing/puzzles";
import puppeteer from "puppeteer-core";
import { cubingAlg } from "../../web/notation.js";

const root = resolve(import.meta.dirname, "../..");
const site = resolve(process.argv[2] ?? join(root, "build-web/site"));
const query = resolve(process.argv[3] ?? join(root, "build/query"));
const tables = join(root, "tables");
const shots = join(root, "build/web-screenshots");
const kCases = 50;
// Fewer cases where each answer costs the page tenths of a second (the
// 4x4x4's reduction, about 0.4 s; fifteen's IDA*, about 50 ms) and each is
// computed three times below: the test's time goes to what it checks.
const kCasesOf = { "4x4x4": 4, fifteen: 20 };
const kSeed = 27;
// Korf's first instance (Korf 1985), on his goal.
const kKorf = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";

// Puzzles whose uniform positions can take hours to solve (SolveCost::hours:
// the 3x3x3 without its large table, as in the page; the 24-puzzle): their cases are drawn
// a few moves from solved.
const kNearOnly = new Set(["3x3x3", "twentyfour"]);

let failures = 0;
function fail(what) {
  failures += 1;
  console.log(`FAIL ${what}`);
}
function expectEqual(got, want, what) {
  if (got === want) return true;
  fail(`${what}\n  page:  ${JSON.stringify(got).slice(0, 400)}\n  query: ${JSON.stringify(want).slice(0, 400)}`);
  return false;
}

// The puzzles cubing.js's player draws (issue 43, item 3: the 3x3x3 was
// text only, the 4x4x4-7x7x7, the Square-1 and the Megaminx not drawn) and
// cubing.js's names of them.
const kPlayed = {
  "2x2x2": "2x2x2", "3x3x3": "3x3x3", "4x4x4": "4x4x4", "5x5x5": "5x5x5", "6x6x6": "6x6x6", "7x7x7": "7x7x7",
  pyraminx: "pyraminx", skewb: "skewb", "square-1": "square1", megaminx: "megaminx",
};
// The cube held any of its 24 ways (puzzletab's NxNxN is solved however held).
const kCubeTurns = ["", "x", "x2", "x'", "z", "z'"].flatMap((a) => ["", "y", "y2", "y'"].map((b) => `${a} ${b}`));
// Whether a cubing.js pattern is solved as puzzletab judges it: every piece
// home, a cube however held, a face's centres in any order (the big cubes'
// centres look alike), a centre's own twist not seen.
function cubingSolved(pattern) {
  const home = (p) => p.kpuzzle.definition.orbits.every(({ orbitName, numPieces, numOrientations }) => {
    const { pieces, orientation } = p.patternData[orbitName];
    const centres = orbitName.startsWith("CENTERS");
    return pieces.every((piece, i) => (centres && numPieces === 24 ? piece >> 2 === i >> 2 : piece === i)
      && (centres || numOrientations === 1 || orientation[i] === 0));
  });
  const turns = /^\dx\dx\d$/.test(pattern.kpuzzle.name()) ? kCubeTurns : [""];
  return turns.some((turn) => home(pattern.applyAlg(new Alg(turn))));
}

// `count` random cases of a puzzle for a seed, as query writes them.
function randomCases(name, count, seed) {
  const near = kNearOnly.has(name) ? ["--distance", "4"] : [];
  return runQuery([name, "--random", String(count), "--seed", String(seed), ...near]).stdout.trim();
}

function runQuery(args, input = "", cwd = root) {
  try {
    return { status: 0, stdout: execFileSync(query, args, { input, cwd, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] }), stderr: "" };
  } catch (error) {
    return { status: error.status, stdout: error.stdout, stderr: error.stderr };
  }
}

// The damaged and missing tables: msquare.ptab with a payload byte changed
// under /damaged/, nothing under /missing/.
const msquareTable = readFileSync(join(tables, "msquare.ptab"));
const damagedTable = Buffer.from(msquareTable);
damagedTable[100] ^= 1;

const kTypes = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".wasm": "application/wasm" };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://127.0.0.1").pathname));
  if (path === "/damaged/msquare.ptab") return response.end(damagedTable);
  if (path.startsWith("/missing/")) {
    response.statusCode = 404;
    return response.end();
  }
  try {
    const body = readFileSync(join(site, path === "/" ? "index.html" : path));
    response.setHeader("Content-Type", kTypes[extname(path)] ?? "application/octet-stream");
    response.end(body);
  } catch {
    response.statusCode = 404;
    response.end();
  }
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;

const profile = mkdtempSync(join(tmpdir(), "puzzletab-chromium-"));
const browser = await puppeteer.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  userDataDir: profile,
  args: [
    "--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
  ],
});
const consoleErrors = [];
async function newPage() {
  const context = await browser.createBrowserContext(); // a cold cache each time
  const page = await context.newPage();
  await page.setViewport({ width: 1200, height: 800 });
  page.on("console", (message) => {
    // The missing table's 404 is the test's own.
    if (message.type() === "error" && !message.location().url?.includes("/missing/")) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return page;
}

// Clicks Solve and waits for its answer or message.
async function solveIn(page) {
  const before = await page.$eval("body", (body) => Number(body.dataset.solves ?? 0));
  await page.click("#solve");
  await page.waitForFunction((n) => Number(document.body.dataset.solves) > n, { timeout: 60000 }, before);
}

// Opens the page on a case, solved on load; the time from navigation to the
// first answer shown.
async function openOn(page, puzzle, caseText, extra = "") {
  const url = `${origin}/index.html?puzzle=${encodeURIComponent(puzzle)}&case=${encodeURIComponent(caseText)}${extra}`;
  await page.goto(url);
  await page.waitForSelector("body[data-first-answer-ms]", { timeout: 60000 });
  return Number(await page.$eval("body", (body) => body.dataset.firstAnswerMs));
}

const timings = [];
function report(what, ms, target) {
  const verdict = ms <= target ? "ok" : "TARGET MISSED";
  timings.push(`  ${what}: ${ms.toFixed(2)} ms (target ${target} ms) ${verdict}`);
}

mkdirSync(shots, { recursive: true });
const page = await newPage();
await openOn(page, "msquare", "1 2 3 4 5 6 7 8");
const puzzles = await page.evaluate(() => window.puzzletabPage.state.puzzles);
console.log(`page: ${origin}, ${puzzles.length} puzzles: ${puzzles.join(" ")}`);

// Keyboard and screen readers (issue 43, item 6): every control has a name
// Chromium's accessibility tree gives a person (words, not the symbols on
// the player's buttons); Tab from the top reaches the puzzle, the case,
// Solve and Random, each drawn with a visible outline; the answer's summary
// is a live region, so a screen reader says it when it appears.
{
  const started = performance.now();
  const failuresBefore = failures;
  const unnamed = [];
  const walk = (node) => {
    if (["button", "combobox", "textbox", "DisclosureTriangle"].includes(node.role) && !/[A-Za-z]{2}/.test(node.name ?? "")) unnamed.push(`${node.role} "${node.name ?? ""}"`);
    for (const child of node.children ?? []) walk(child);
  };
  walk(await page.accessibility.snapshot({ interestingOnly: false }));
  if (unnamed.length > 0) fail(`controls without a name in words: ${unnamed.join(", ")}`);
  await page.$eval("body", (body) => body.focus());
  const reached = [];
  for (let i = 0; i < 12; ++i) {
    await page.keyboard.press("Tab");
    reached.push(await page.evaluate(() => {
      const e = document.activeElement;
      return { id: e.id, outline: e.matches(":focus-visible") ? getComputedStyle(e).outlineStyle : "none" };
    }));
  }
  for (const id of ["puzzle", "case", "solve", "random"]) {
    const hit = reached.find((r) => r.id === id);
    if (!hit) fail(`Tab does not reach #${id} (reached ${reached.map((r) => r.id).join(" ")})`);
    else if (hit.outline !== "solid") fail(`#${id} focused by Tab shows no outline (${hit.outline})`);
  }
  const live = await page.$eval("#summary", (e) => e.getAttribute("aria-live"));
  if (live !== "polite") fail(`the answer's summary is not announced (aria-live ${live})`);
  console.log(`${failures === failuresBefore ? "ok  " : "FAIL"} keyboard and screen readers: every control named in words, Tab reaches the puzzle, the case, Solve and Random with an outline, the summary live (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// The answers: 50 random cases of each puzzle (query --random), answered in
// the page and by query; the page's random case for a seed is query's.
const kPerAnswerTarget = new Set(["2x2x2", "msquare", "eight", "clocks", "rubiks-clock"]);
// A puzzle whose answers query refuses (the 3x3x3 before its optimal
// solver, docs/cube3.md) must be refused in the page with query's message;
// the page's other checks need answers and leave it out.
const unanswered = new Set();
// Each puzzle's cases and query's answers (null: refused), one a line.
const queried = new Map();
for (const name of puzzles) {
  const cases = randomCases(name, kCasesOf[name] ?? kCases, kSeed).split("\n");
  const input = cases.join("\n") + "\n";
  const judge = runQuery([name], input);
  queried.set(name, { cases, answers: judge.status === 0 ? judge.stdout.trimEnd().split("\n") : null });
  if (judge.status !== 0) {
    unanswered.add(name);
    const native = judge.stderr.split("\n")[0].replace(/^query: /, "").replace(/case 1: /, "");
    const got = await page.evaluate(async (name, first) => {
      const puzzle = await (await (window.testLib ??= import("./puzzletab.js").then((m) => m.loadPuzzletab()))).open(name);
      try {
        return `answered: ${puzzle.answer(first)}`;
      } catch (error) {
        return `${error.status} ${error.message}`;
      }
    }, name, cases[0]);
    const same = expectEqual(got, `${judge.status} ${native}`, `${name}: refused as query refuses it`);
    console.log(`${same ? "ok  " : "FAIL"} ${name}: refused as query refuses it (${native.slice(0, 60)}...)`);
    continue;
  }
  const json = runQuery([name, "--format", "json"], input);
  const firstRandom = runQuery([name, "--random", "1", "--seed", "5"]).stdout.trimEnd();
  const got = await page.evaluate(async (name, cases) => {
    const puzzle = await (await (window.testLib ??= import("./puzzletab.js").then((m) => m.loadPuzzletab()))).open(name);
    // The timer's resolution is 0.1 ms: all the answers timed together.
    const started = performance.now();
    const answers = cases.map((c) => puzzle.answer(c));
    const mean = (performance.now() - started) / cases.length;
    // Each answer played from its case reaches the goal; but msquare's case
    // is its goal (the target sheet), the same after any moves (the page
    // test below checks the sheet it draws).
    // A puzzle that writes a position as its stickers only (the 4x4x4,
    // read from a scramble) cannot play a case to a case: its answers are
    // checked as query --check does.
    const solved = name === "msquare" || cases.every((c, i) => {
      const moves = puzzle.solve(c);
      if (moves === null) return true;
      try {
        return puzzle.solve(puzzle.play(c, moves)).length === 0;
      } catch (error) {
        if (!/is written as its stickers only/.test(error.message)) throw error;
        return puzzle.check(c, answers[i]).accepted;
      }
    });
    return { judge: answers.join(""), json: cases.map((c) => puzzle.answer(c, "json")).join(""), random: puzzle.randomCase(5), solved, mean };
  }, name, cases);
  const same = expectEqual(got.judge, judge.stdout, `${name}: answers to ${cases.length} random cases`) &&
    expectEqual(got.json, json.stdout, `${name}: JSON answers`) &&
    expectEqual(got.random, firstRandom, `${name}: the random case for seed 5`);
  if (!got.solved) fail(`${name}: an answer played from its case does not reach the goal`);
  console.log(`${same && got.solved ? "ok  " : "FAIL"} ${name}: ${cases.length} cases answered as query answers them; each answer ${got.mean.toFixed(3)} ms on average`);
  if (kPerAnswerTarget.has(name)) report(`${name}, each further answer (mean of ${cases.length})`, got.mean, 5);
}

// Korf's first instance: in the page against query's own solving time.
{
  const native = [0, 1, 2].map(() => JSON.parse(runQuery(["fifteen", "--goal", "korf", "--timing", "--format", "json", kKorf]).stdout).microseconds / 1000).sort((a, b) => a - b)[1];
  const result = await page.evaluate(async (korf) => {
    const puzzle = await (await (window.testLib ??= import("./puzzletab.js").then((m) => m.loadPuzzletab()))).open("fifteen", { goal: "korf" });
    const times = [];
    let answer = "";
    for (let i = 0; i < 3; ++i) {
      const t = performance.now();
      answer = puzzle.answer(korf);
      times.push(performance.now() - t);
    }
    return { answer, ms: times.sort((a, b) => a - b)[1] };
  }, kKorf);
  expectEqual(result.answer, runQuery(["fifteen", "--goal", "korf", kKorf]).stdout, "fifteen: Korf's first instance");
  report(`fifteen, Korf's first instance (query: ${native.toFixed(1)} ms; ${(result.ms / native).toFixed(2)}x)`, result.ms, Number((3 * native).toFixed(1)));
}

// Tables refused with query's messages: damaged, then missing.
{
  const scratch = mkdtempSync(join(tmpdir(), "puzzletab-web-tables-"));
  mkdirSync(join(scratch, "tables"));
  writeFileSync(join(scratch, "tables/msquare.ptab"), damagedTable);
  const damaged = runQuery(["msquare", "--tables", "tables", "1 2 3 4 5 6 7 8"], "", scratch);
  const missing = runQuery(["2x2x2", "--tables", "tables", "1 2 3 4 5 6 7 0 0 0 0 0 0 0 0 0"], "", scratch);
  rmSync(scratch, { recursive: true });
  const refused = await page.evaluate(async () => {
    const { loadPuzzletab } = await import("./puzzletab.js");
    const messages = [];
    for (const [folder, name] of [["damaged/", "msquare"], ["missing/", "2x2x2"]]) {
      const lib = await loadPuzzletab({ tablesUrl: folder });
      try {
        await lib.open(name);
        messages.push("opened");
      } catch (error) {
        messages.push(`${error.status} query: ${error.message}\n`);
      }
    }
    return messages;
  });
  const ok = expectEqual(refused[0], `${damaged.status} ${damaged.stderr}`, "a damaged table: query's message") &&
    expectEqual(refused[1], `${missing.status} ${missing.stderr}`, "a missing table: query's message");
  console.log(`${ok ? "ok  " : "FAIL"} tables: damaged and missing refused with query's messages (${refused[0].trim()})`);
}

// First answers after opening the page, cold (a new context, nothing cached).
for (const [name, target] of [["2x2x2", 1000], ["msquare", 300]]) {
  const cold = await newPage();
  const first = runQuery([name, "--random", "1", "--seed", "1"]).stdout.trim();
  report(`${name}, first answer after opening the page`, await openOn(cold, name, first), target);
  await cold.browserContext().close();
}

// cubing.js reads puzzletab's cases and answers as puzzletab does
// (web/notation.js): for every drawn puzzle its random cases are scrambled
// in cubing.js, and query's answers (where it has a solver) solve them
// there: the cases and answers of the test above (4 to 50 a puzzle). The Megaminx, whose faces cubing.js names otherwise: each face's
// turn conjugated by a whole turn of the puzzle (R+ L', D++ U2', ...) is the
// same face's turn in both (query's stickers; a face misnamed or mirrored
// would give another), and R+ R+ is R++ in both.
{
  const started = performance.now();
  const wrong = [];
  for (const [name, id] of Object.entries(kPlayed)) {
    const kpuzzle = await cubingPuzzles[id].kpuzzle();
    const { cases, answers } = queried.get(name);
    if (answers && answers.length !== cases.length) wrong.push(`${name}: ${answers.length} answer lines to ${cases.length} cases`);
    cases.forEach((text, i) => {
      try {
        const scrambled = kpuzzle.defaultPattern().applyAlg(new Alg(cubingAlg(name, text)));
        if (cubingSolved(scrambled)) wrong.push(`${name}: ${text} is solved in cubing.js`);
        if (answers && !cubingSolved(scrambled.applyAlg(new Alg(cubingAlg(name, answers[i]))))) wrong.push(`${name}: ${text} then query's ${answers[i]} is not solved in cubing.js`);
        // The typographic prime, which query reads as ' (U’).
        const typographic = kpuzzle.defaultPattern().applyAlg(new Alg(cubingAlg(name, text.replaceAll("'", "’"))));
        if (!typographic.isIdentical(scrambled)) wrong.push(`${name}: ${text} with ’ for ' is another position in cubing.js`);
      } catch (error) {
        wrong.push(`${name}: cubing.js cannot read ${text} (${error.message})`);
      }
    });
  }
  const kpuzzle = await cubingPuzzles.megaminx.kpuzzle();
  const minx = (text) => kpuzzle.defaultPattern().applyAlg(new Alg(cubingAlg("megaminx", text)));
  // Alike but for a centre's own twist, which no sticker shows.
  const alike = (a, b) => Object.entries(a.patternData).every(([orbit, { pieces, orientation }]) =>
    pieces.every((piece, i) => piece === b.patternData[orbit].pieces[i] && (orbit === "CENTERS" || orientation[i] === b.patternData[orbit].orientation[i])));
  const faces = "U BL BR R F L D DR DBR B DBL DL".split(" ");
  try {
    const faceTurns = faces.map((face) => minx(face));
    const turned = [["R+ L'", "L R-"], ["R-- L2", "L2' R++"], ["D+ U'", "U D-"], ["D++ U2'", "U2 D--"]]
      .flatMap(([turn, back]) => faces.map((face) => `${turn} ${face} ${back}`));
    const lines = [...faces, ...turned, "R+ R+", "R++", "D- D-", "D--"];
    const stickers = runQuery(["megaminx", "--format", "stickers"], lines.join("\n") + "\n").stdout.split("\n");
    turned.forEach((sequence, i) => {
      const want = faces.find((_, f) => stickers[f] === stickers[faces.length + i]);
      const pattern = minx(sequence);
      const got = faces.find((_, f) => alike(faceTurns[f], pattern));
      if (!want || want !== got) wrong.push(`megaminx: ${sequence} is ${want ?? "no face's turn"} in query, ${got ?? "no face's turn"} in cubing.js`);
    });
    for (const [fifths, wide] of [["R+ R+", "R++"], ["D- D-", "D--"]]) {
      const inQuery = stickers[lines.indexOf(fifths)] === stickers[lines.indexOf(wide)];
      if (!inQuery || !alike(minx(fifths), minx(wide))) wrong.push(`megaminx: ${fifths} is not ${wide}`);
    }
  } catch (error) {
    wrong.push(`megaminx: cubing.js cannot read a face's turn (${error.message})`);
  }
  if (wrong.length > 0) fail(`cubing.js reads puzzletab's notation otherwise:\n  ${wrong.join("\n  ")}`);
  console.log(`${wrong.length === 0 ? "ok  " : "FAIL"} cubing.js reads the cases and answers of ${Object.keys(kPlayed).length} puzzles as query does, and the Megaminx's faces as named (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// What cubing.js's player of a page shows, once it shows cubing.js's puzzle
// `id`: the case (the setup), the moves played and the pattern reached.
async function playerShows(page, id) {
  const shows = await page.waitForFunction(async (id) => {
    const model = document.querySelector("twisty-player")?.experimentalModel;
    if (!model || await model.puzzleID.get() !== id) return null;
    const [setup, alg, pattern] = await Promise.all([model.setupAlg.get(), model.alg.get(), model.currentPattern.get()]);
    return { setup: setup.alg.toString(), alg: alg.alg.toString(), pattern: pattern.patternData };
  }, { timeout: 20000 }, id).then((handle) => handle.jsonValue(), () => null);
  if (!shows) return null;
  return { ...shows, solved: cubingSolved(new KPattern(await cubingPuzzles[id].kpuzzle(), shows.pattern)) };
}

// The page itself: a case solved, stepped with the arrow keys to the middle
// (screenshot), then to the end (screenshot), which must be the goal; a bad
// case shows query's message next to the input.
const stepless = new Set(["4x4x4"]);
for (const name of puzzles.filter((p) => !unanswered.has(p))) {
  const shown = await newPage();
  const caseText = randomCases(name, 1, 3);
  await openOn(shown, name, caseText);
  const total = await shown.evaluate(() => window.puzzletabPage.state.moves.length);
  await shown.focus("body");
  for (let i = 0; i < total >> 1; ++i) await shown.keyboard.press("ArrowRight");
  const middle = await shown.$eval("#counter", (e) => e.textContent);
  if (middle !== `${total >> 1} / ${total}`) fail(`${name}: after ${total >> 1} arrow presses the counter says ${middle}`);
  // The player is made once cubing.js's module has loaded.
  if (name in kPlayed) await shown.waitForSelector("twisty-player", { timeout: 10000 }).catch(() => fail(`${name}: not drawn by cubing.js's player`));
  const cubing = await shown.$("twisty-player");
  if (cubing) await new Promise((done) => setTimeout(done, 1000)); // the player's first frame, faded in
  await shown.screenshot({ path: join(shots, `${name}-middle.png`) });
  await shown.keyboard.press("End");
  const end = await shown.$eval("#position", (e) => e.dataset.case);
  // msquare's case is the target sheet: the sheet drawn at the end must be it.
  const drawn = await shown.$eval("#position", (e) => e.dataset.drawn);
  // The 4x4x4 writes a position as its stickers only, so the page cannot
  // step through its answer yet (docs/web.md): only its answer and its
  // messages are checked here, its answers above by query --check's rule.
  const steps = !stepless.has(name);
  const solved = !steps || (name === "msquare" ? drawn === caseText
    : await shown.evaluate(async (name, end) => (await (await (window.testLib ??= import("./puzzletab.js").then((m) => m.loadPuzzletab()))).open(name)).solve(end)?.length === 0, name, end));
  if (!solved) fail(`${name}: the end of the answer shows ${end}, not the goal`);
  // cubing.js's player at the end: the case then the whole answer, solved.
  const played = name in kPlayed ? await playerShows(shown, kPlayed[name]) : null;
  if (played && !played.solved) fail(`${name}: cubing.js's player ends unsolved (setup ${played.setup}, moves ${played.alg})`);
  if (cubing) await new Promise((done) => setTimeout(done, 1000));
  await shown.screenshot({ path: join(shots, `${name}-solved.png`) });
  // A bad case: its last token 99, out of every puzzle's range.
  const tokens = caseText.split(" ");
  const bad = [...tokens.slice(0, -1), "99"].join(" ");
  await shown.$eval("#case", (e, bad) => { e.value = bad; }, bad);
  await solveIn(shown);
  const message = await shown.$eval("#message", (e) => e.textContent);
  const native = runQuery([name], bad + "\n").stderr.replace(/^query: /, "").replace(/case 1: /, "").trim();
  const same = expectEqual(message, native, `${name}: the message for ${bad}`);
  console.log(`${solved && same ? "ok  " : "FAIL"} ${name}: page played ${total} moves to the goal; bad case: ${message}`);
  await shown.browserContext().close();
}

// Setting a case by clicking: a tile of eight slid into the blank, a dial
// of clocks turned, two squares of msquare swapped; each new case solved
// as query solves it.
for (const [name, start, clicks, want] of [
  ["eight", "1 2 3 4 5 6 7 8 x", [7], "1 2 3 4 5 6 7 x 8"],
  ["clocks", "12 12 12 12 12 12 12 12 12", [4, 4], "12 12 12 12 6 12 12 12 12"],
  ["msquare", "1 2 3 4 5 6 7 8", [0, 1], "2 1 3 4 5 6 7 8"],
]) {
  const clicked = await newPage();
  await openOn(clicked, name, start);
  for (const index of clicks) await clicked.click(`#drawing [data-index="${index}"]`);
  const caseText = await clicked.$eval("#case", (e) => e.value);
  await solveIn(clicked);
  const answer = await clicked.$eval("#answer", (e) => e.textContent);
  const same = expectEqual(caseText, want, `${name}: the case after clicking ${clicks}`) &&
    expectEqual(answer, runQuery([name, ...want.split(" ")]).stdout, `${name}: the answer to the clicked case`);
  console.log(`${same ? "ok  " : "FAIL"} ${name}: clicked to ${caseText}, answered as query answers it`);
  await clicked.browserContext().close();
}

// A scramble typed for a cube and for the clock, answered as query --input
// answers it.
for (const [name, input, scramble] of [
  ["2x2x2", "scramble", "R U R' F2 L D B x"],
  ["rubiks-clock", "scramble", "UR4- DR4- DL2+ UL1- U3- R4- D6+ L1- ALL3- y2 U0+ R2- D3- L0+ ALL1+"],
]) {
  const typed = await newPage();
  await openOn(typed, name, scramble, "&input=moves");
  const answer = await typed.$eval("#answer", (e) => e.textContent);
  const same = expectEqual(answer, runQuery([name, "--input", input], scramble + "\n").stdout, `${name}: the answer to the scramble ${scramble}`);
  console.log(`${same ? "ok  " : "FAIL"} ${name}: the scramble ${scramble} answered as query --input ${input} answers it`);
  await typed.browserContext().close();
}

// Colours in (issue 43, item 2): for each puzzle the page paints, 20 random
// colourings from query are painted on the net by clicking (a colour, then
// its facelets; the first by real clicks at each triangle's or square's
// centroid) and answered as query --input stickers answers them; a fixed
// centre does not take a colour; impossible colourings get query's messages. The net's geometry against the
// library's sticker order: the facelets one turn from solved changes (U: the
// top row of the four side faces; the Pyraminx's tip u: three triangles
// together) lie where the turn moves them. Clicking turns: R then U on the
// solved colouring is answered as query answers the scramble "R U"; a
// scramble carried into colours is the JSON's facelets of that scramble.
{
  const started = performance.now();
  const failuresBefore = failures;
  const painter = await newPage();
  // The case's letters and the centres of the net's facelets (or of facelet
  // `only`), in the window's coordinates, as drawn now (every edit draws the
  // net anew).
  const netNow = (only = null) => painter.evaluate((only) => {
    const polygons = [...document.querySelectorAll("#drawing .facelet")];
    const points = (only === null ? polygons : [polygons[only]]).map((polygon) => {
      const matrix = polygon.getScreenCTM();
      const list = [...polygon.points];
      const x = list.reduce((sum, p) => sum + p.x, 0) / list.length;
      const y = list.reduce((sum, p) => sum + p.y, 0) / list.length;
      return { x: matrix.a * x + matrix.c * y + matrix.e, y: matrix.b * x + matrix.d * y + matrix.f };
    });
    return { letters: document.querySelector("#case").value.replace(/[\s,]/g, ""), points };
  }, only);
  const centroids = async () => (await netNow()).points;
  // Facelet i's letter in the case and its centre as drawn now.
  const faceletNow = async (i) => {
    const { letters, points } = await netNow(i);
    return { letter: letters[i], ...points[0] };
  };
  const clickFacelet = async (i) => {
    const { x, y } = await faceletNow(i);
    await painter.mouse.click(x, y);
  };
  const clickSwatch = (face) => painter.$eval(`.swatch[data-face="${face}"]`, (e) => e.click());
  const caseOf = () => painter.$eval("#case", (e) => e.value.replace(/[\s,]/g, ""));
  // The puzzle chosen, then colours: its scramble carried into colours.
  await painter.goto(`${origin}/index.html`);
  await painter.evaluate(() => window.puzzletabPage.ready);
  const openColours = async (name, colouring) => {
    await painter.select("#puzzle", name);
    await painter.waitForFunction((name) => document.body.dataset.chosen === name, { timeout: 20000 }, name);
    await painter.select("#input-kind", "stickers");
    await painter.waitForFunction((n) => document.querySelectorAll("#drawing .facelet").length === n &&
      new RegExp(`^[A-Z]{${n}}$`).test(document.querySelector("#case").value), { timeout: 20000 }, colouring.length);
  };
  // Painted with a click a colour and a click each facelet that differs,
  // measured as drawn at that moment (the player's first drawing can draw
  // the page anew between a measure and a click: then clicked again).
  const paintAll = async (target) => {
    for (const face of new Set(target)) {
      await clickSwatch(face);
      for (let i = 0; i < target.length; ++i) {
        if (target[i] !== face) continue;
        for (let attempt = 0, now = await faceletNow(i); attempt < 3 && now.letter !== face; ++attempt, now = await faceletNow(i))
          await painter.mouse.click(now.x, now.y);
      }
    }
  };
  // The same painting in the page: the palette's and the facelets' click
  // handlers called in turn (a millisecond a click, where a click from
  // puppeteer costs tens), for the further positions.
  const paintInPage = (target) => painter.evaluate(async (target) => {
    for (let i = 0; i < target.length; ++i) {
      const now = document.querySelector("#case").value.replace(/[\s,]/g, "");
      if (now[i] === target[i]) continue;
      document.querySelector(`.swatch[data-face="${target[i]}"]`).click();
      document.querySelectorAll("#drawing .facelet")[i].dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  }, target);
  const answerShown = async () => {
    await solveIn(painter);
    return painter.$eval("#answer", (e) => e.textContent);
  };
  const messageOf = (name, colouring) =>
    runQuery([name, "--input", "stickers", colouring]).stderr.split("\n")[0].replace(/^query: /, "").replace(/case 1: /, "");
  // 20 positions a puzzle, the first painted by real clicks; but one of the
  // 4x4x4, whose answers cost the page one to several seconds (4 took 11 s).
  for (const [name, facelets] of [["2x2x2", 24], ["3x3x3", 54], ["4x4x4", 96], ["pyraminx", 36], ["skewb", 30]]) {
    const count = name === "4x4x4" ? 1 : 20;
    const drawn = runQuery([name, "--input", "stickers", "--random", String(count), "--seed", "6"]).stdout;
    // The 4x4x4 draws its random states as scrambles: their stickers.
    const colourings = (drawn.length === count * (facelets + 1) ? drawn : runQuery([name, "--format", "stickers"], drawn).stdout).trim().split("\n");
    const format = name === "3x3x3" ? ["--format", "twophase"] : [];
    await openColours(name, colourings[0]);
    const answers = [];
    for (const [j, colouring] of colourings.entries()) {
      await (j === 0 ? paintAll(colouring) : paintInPage(colouring));
      expectEqual(await caseOf(), colouring, `${name}: colouring ${j + 1} painted`);
      answers.push(await answerShown());
    }
    expectEqual(answers.join(""), runQuery([name, "--input", "stickers", ...format], colourings.join("\n") + "\n").stdout, `${name}: ${count} painted colourings answered`);
    // The 3x3x3's U centre (U5) names its face: a click leaves it.
    const last = colourings.at(-1);
    if (name === "3x3x3") {
      await clickSwatch(last[4] === "U" ? "R" : "U");
      await clickFacelet(4);
      expectEqual(await caseOf(), last, `${name}: a click on a fixed centre`);
    }
    // Impossible colourings: one facelet painted wrong (a colour on too
    // many facelets); for the 3x3x3 also the URF corner's colours turned
    // (U9 R1 F3: a twisted corner) and the UF edge's swapped (U8 F2: a
    // flipped edge). Each gets query's message.
    const wrongs = [[...last].map((c, i) => (i === 0 ? (c === "F" ? "D" : "F") : c)).join("")];
    if (name === "3x3x3") {
      const twisted = [...last];
      [twisted[8], twisted[9], twisted[20]] = [last[20], last[8], last[9]];
      const flipped = [...last];
      [flipped[7], flipped[19]] = [last[19], last[7]];
      wrongs.push(twisted.join(""), flipped.join(""));
    }
    for (const wrong of wrongs) {
      await paintInPage(wrong);
      await solveIn(painter);
      expectEqual(await painter.$eval("#message", (e) => e.textContent), messageOf(name, wrong), `${name}: the impossible colouring ${wrong}'s message`);
    }
  }
  // Geometry: the facelets a turn changes, from solved, where the net shows
  // them. The solved colourings written here, not taken from the page.
  const cubeSolved = (n) => [..."URFDLB"].map((face) => face.repeat(n * n)).join("");
  const solvedOf = { "2x2x2": cubeSolved(2), "3x3x3": cubeSolved(3), "4x4x4": cubeSolved(4), pyraminx: [..."FDLR"].map((f) => f.repeat(9)).join("") };
  const turnOn = async (text, move) => {
    await painter.$eval("#case", (e, text) => { e.value = text; }, text);
    await painter.click(`#turns button[aria-label="turn ${move}"]`);
    await painter.waitForFunction((b) => document.querySelector("#case").value !== b, { timeout: 10000 }, text);
    return caseOf();
  };
  for (const [name, move] of [["2x2x2", "U"], ["3x3x3", "U"], ["4x4x4", "U"], ["pyraminx", "u"]]) {
    const solved = solvedOf[name];
    await openColours(name, solved);
    const after = await turnOn(solved, move);
    const points = await centroids();
    const changed = points.filter((_, i) => solved[i] !== after[i]);
    const xs = changed.map((p) => p.x);
    const ys = changed.map((p) => p.y);
    const top = Math.min(...points.map((p) => p.y));
    const height = Math.max(...points.map((p) => p.y)) - top;
    // A cube's U turn: 4n facelets on one row, the first of the middle band
    // (a third of the net down); a tip: 3 triangles within a tip's reach.
    const n = Math.sqrt(solved.length / 6);
    const where = name === "pyraminx"
      ? changed.length === 3 && Math.max(...xs) - Math.min(...xs) < height / 3 && Math.max(...ys) < top + height / 4
      : changed.length === 4 * n && Math.max(...ys) - Math.min(...ys) < 1 && Math.abs(ys[0] - (top + height / 3 + height / (6 * n))) < height / (6 * n);
    if (!where) fail(`${name}: the facelets ${move} changes are not where the net shows them (${changed.length} changed at ${changed.map((p) => `${p.x.toFixed(0)},${p.y.toFixed(0)}`).join(" ")})`);
  }
  // Turns clicked on the solved colouring, and a scramble carried into colours.
  await openColours("2x2x2", solvedOf["2x2x2"]);
  await turnOn(await turnOn(solvedOf["2x2x2"], "R"), "U");
  await solveIn(painter);
  expectEqual(await painter.$eval("#answer", (e) => e.textContent), runQuery(["2x2x2", "R U"]).stdout, "2x2x2: turns R U clicked on the solved colours, answered");
  await painter.select("#input-kind", "moves");
  await painter.waitForFunction(() => document.querySelectorAll("#drawing .facelet").length === 0, { timeout: 10000 });
  await painter.$eval("#case", (e) => { e.value = "R U F'"; });
  await painter.select("#input-kind", "stickers");
  await painter.waitForFunction(() => document.querySelectorAll("#drawing .facelet").length === 24, { timeout: 10000 });
  expectEqual(await caseOf(), JSON.parse(runQuery(["2x2x2", "--format", "json", "R U F'"]).stdout).facelets, "2x2x2: the scramble R U F' carried into colours");
  await painter.browserContext().close();
  console.log(`${failures === failuresBefore ? "ok  " : "FAIL"} colours painted on the nets of 2x2x2, 3x3x3, 4x4x4, pyraminx and skewb answered as query --input stickers answers them, fixed centres, messages, turns (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// Never frozen: a random 3x3x3 answered at once by the two-phase solver
// (query --format twophase's bytes, replaying to solved), then the
// shortest searched in the page's worker: its progress shows, the page
// answers clicks and keys meanwhile (its main thread never blocked for a
// second; the longest gap is reported), and Stop ends the search (the
// worker ended; a new one answers).
{
  const blockStarted = performance.now();
  const cube = await newPage();
  const scramble = runQuery(["3x3x3", "--random", "1", "--seed", "11", "--format", "scramble"]).stdout.trim();
  // The first answer builds the two-phase tables in the page (issue 43:
  // at most 2 s); the next, a random state's, is the search alone (100 ms).
  report("3x3x3, first answer after opening, the two-phase tables built in the page", await openOn(cube, "3x3x3", "R U"), 2000);
  await cube.$eval("#case", (e, scramble) => { e.value = scramble; }, scramble);
  await solveIn(cube);
  const twoPhase = await cube.$eval("#answer", (e) => e.textContent);
  const twoPhaseMs = await cube.$eval("body", (body) => Number(body.dataset.lastAnswerMs));
  let ok = expectEqual(twoPhase, runQuery(["3x3x3", "--format", "twophase", scramble]).stdout, "3x3x3: the two-phase answer") &&
    expectEqual(runQuery(["3x3x3", `${scramble} ${twoPhase.trim()}`]).stdout, "\n", "3x3x3: the two-phase answer replayed from the scramble");
  const note = await cube.$eval("#summary", (e) => e.textContent);
  if (!/not the shortest/.test(note)) { fail(`3x3x3: the two-phase answer is not labelled: ${note}`); ok = false; }
  report("3x3x3, the two-phase answer after Solve, its tables built", twoPhaseMs, 100);
  await cube.click("#shortest");
  await cube.waitForFunction(() => /nodes/.test(document.querySelector("#progress").textContent) &&
    document.querySelector("#stop").checkVisibility(), { timeout: 20000 });
  // The main thread's longest gap between timers over half a second.
  const gap = await cube.evaluate(() => new Promise((done) => {
    let last = performance.now();
    let longest = 0;
    const end = last + 500;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (now < end) setTimeout(tick, 0);
      else done(longest);
    };
    setTimeout(tick, 0);
  }));
  await cube.click("#help summary");
  await cube.type("#case", " U2");
  const answered = await cube.evaluate(() => ({
    open: document.querySelector("#help").open,
    typed: document.querySelector("#case").value.endsWith(" U2"),
    running: window.puzzletabPage.state.running !== null,
    progress: document.querySelector("#progress").textContent,
  }));
  // A search on the page's thread would block it for the whole search (the
  // probe would not even start); on a loaded shared machine the renderer
  // itself is descheduled for a few hundred ms (353 ms seen at load 7).
  if (!(answered.open && answered.typed && answered.running && gap < 1000))
    { fail(`3x3x3: the page during the search: ${JSON.stringify({ ...answered, gap })}`); ok = false; }
  const stopped = await cube.evaluate(() => {
    const started = performance.now();
    document.querySelector("#stop").click();
    return new Promise((done) => {
      const wait = () => {
        if (!document.querySelector("#stop").checkVisibility() && window.puzzletabPage.state.running === null)
          done({ ms: performance.now() - started, message: document.querySelector("#message").textContent, answer: document.querySelector("#answer").textContent });
        else setTimeout(wait, 5);
      };
      wait();
    });
  });
  report("3x3x3, Stop to the search ended", stopped.ms, 500);
  report("3x3x3, the page's longest main-thread gap during the search", gap, 100);
  if (!/^Stopped at depth \d+ after [\d,]+ nodes/.test(stopped.message) || stopped.answer !== twoPhase || stopped.ms > 500)
    { fail(`3x3x3: after Stop: ${JSON.stringify(stopped)}`); ok = false; }
  // A new worker answers the next case.
  await cube.$eval("#case", (e) => { e.value = "R U R' U'"; });
  await solveIn(cube);
  ok = expectEqual(await cube.$eval("#answer", (e) => e.textContent), runQuery(["3x3x3", "--format", "twophase", "R U R' U'"]).stdout, "3x3x3: an answer after Stop") && ok;
  console.log(`${ok ? "ok  " : "FAIL"} 3x3x3: two-phase in ${twoPhaseMs.toFixed(0)} ms; during the shortest search (${answered.progress}) the page answered a click and typing, longest main-thread gap ${gap.toFixed(0)} ms; Stop ended it in ${stopped.ms.toFixed(0)} ms (${((performance.now() - blockStarted) / 1000).toFixed(1)} s of the test)`);
  await cube.browserContext().close();
}

// Every puzzle at a laptop's and a phone's size: its sentence shown, its
// moves' help at most 400 characters, and the input and Solve inside the
// window, without scrolling (screenshots of the
// phone's in build/web-screenshots/); and each drawn puzzle's case shown by
// cubing.js's player before Solve.
{
  const blockStarted = performance.now();
  const sized = await newPage();
  await openOn(sized, "msquare", "1 2 3 4 5 6 7 8");
  const outside = [];
  const unshown = [];
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await sized.setViewport({ width, height });
    for (const name of puzzles) {
      await sized.select("#puzzle", name);
      await sized.waitForFunction((name) => document.body.dataset.chosen === name, { timeout: 60000 }, name);
      const boxes = await sized.evaluate(() => ["#case", "#solve", "#about"].map((selector) => {
        const box = document.querySelector(selector).getBoundingClientRect();
        const inside = box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
        return { selector, inside, text: selector === "#about" ? document.querySelector(selector).textContent : "" };
      }));
      for (const box of boxes) if (!box.inside) outside.push(`${name} ${box.selector} at ${width}x${height}`);
      if (await sized.$eval("#stop", (e) => e.checkVisibility())) outside.push(`${name}: Stop shown with no search`);
      // The moves said in a few lines (rubiks-clock's 330 names, the 7x7x7's 495, solitaire's 416 were listed).
      const help = await sized.$eval("#moves-help", (e) => e.textContent);
      if (width > 500 && !(help.length > 10 && help.length <= 400)) outside.push(`${name}: the moves' help has ${help.length} characters`);
      if (boxes[2].text === "") outside.push(`${name}: no sentence`);
      // Every drawn puzzle shows its case before Solve (the player showed a
      // solved puzzle until an answer came; the 4x4x4-7x7x7, the Square-1
      // and the Megaminx had none): its random case is the player's setup,
      // as cubing.js reads it, and not solved.
      if (width > 500 && name in kPlayed) {
        const caseText = await sized.$eval("#case", (e) => e.value);
        const shows = await playerShows(sized, kPlayed[name]);
        if (!shows) unshown.push(`${name}: no player`);
        else if (shows.setup !== new Alg(cubingAlg(name, caseText)).toString() || shows.alg !== "" || shows.solved) unshown.push(`${name}: the case ${caseText.slice(0, 40)}... shown as setup ${shows.setup.slice(0, 40)}..., moves '${shows.alg}', ${shows.solved ? "solved" : "not solved"}`);
      }
      if (width < 500) await sized.screenshot({ path: join(shots, `${name}-phone.png`) });
    }
  }
  if (outside.length > 0) fail(`the input outside the window: ${outside.join("; ")}`);
  if (unshown.length > 0) fail(`a case not shown by cubing.js's player before Solve:\n  ${unshown.join("\n  ")}`);
  console.log(`${unshown.length === 0 ? "ok  " : "FAIL"} ${Object.keys(kPlayed).length} puzzles drawn by cubing.js's player, each showing its scrambled case before Solve`);
  console.log(`${outside.length === 0 ? "ok  " : "FAIL"} ${puzzles.length} puzzles: the sentence, the moves in at most 400 characters, the input and Solve inside the window at 1280x800 and 390x844 (${((performance.now() - blockStarted) / 1000).toFixed(1)} s of the test)`);
  await sized.browserContext().close();
}

// The drawing in each cell of `selector`: the number of shapes in its SVG
// and the SVG's text (colours included; cubing.js's ids, which number its
// drawings, made alike).
function drawingsIn(page, selector) {
  return page.$$eval(selector, (cells) => cells.map((cell) => {
    const svg = cell.querySelector("svg");
    return {
      shapes: svg ? svg.querySelectorAll("path, use, circle, line, polygon, rect").length : 0,
      look: svg ? svg.outerHTML.replace(/svg\d+/g, "svg") : "",
    };
  }));
}

// Scramble sheets (sheets.html): for four events and fixed seeds, the
// sheet's scrambles are query EVENT --random N --seed S's bytes, the seed
// shown on each sheet, a drawing each; Chromium's PDF of it has a page a
// group (pdfinfo), none blank (pdftoppm -r 30, dark pixels counted).
{
  const started = performance.now();
  const pdfs = mkdtempSync(join(tmpdir(), "puzzletab-sheets-"));
  const kSheets = [
    { event: "333", count: 5, extras: 2, groups: 2, seed: "20261128" },
    { event: "clock", count: 5, extras: 2, groups: 1, seed: "7" },
    { event: "minx", count: 5, extras: 2, groups: 1, seed: "3" },
    { event: "pyram", count: 2, extras: 0, groups: 3, seed: "18446744073709551615" },
  ];
  const printed = await newPage(); // one page, its cache warm after the first sheet
  for (const sheet of kSheets) {
    const failuresBefore = failures;
    const sheetStarted = performance.now();
    const { event, count, extras, groups, seed } = sheet;
    const total = groups * (count + extras);
    const params = new URLSearchParams({ event, count, extras, groups, seed });
    await printed.goto(`${origin}/sheets.html?${params}`);
    await printed.waitForSelector('body[data-ready="yes"]', { timeout: 60000 });
    const want = runQuery([event, "--random", String(total), "--seed", seed]).stdout;
    const shown = await printed.$$eval(".sheet td.scramble", (cells) => cells.map((cell) => cell.textContent));
    expectEqual(shown.map((line) => `${line}\n`).join(""), want, `${event} sheets: the scrambles of seed ${seed}`);
    const seedLines = await printed.$$eval(".sheet .seed", (lines) => lines.map((line) => line.textContent));
    if (seedLines.length !== groups || !seedLines.every((line) => line.startsWith(`seed ${seed}:`)))
      fail(`${event} sheets: ${groups} sheets each showing seed ${seed}, got ${JSON.stringify(seedLines)}`);
    // A drawing in each row (an SVG of at least 9 shapes: stickers, dials),
    // each scramble's its own: as many different drawings as scrambles.
    let drawings = [];
    for (const waited = performance.now(); performance.now() - waited < 20000;) {
      drawings = await drawingsIn(printed, ".sheet td.drawing");
      if (drawings.length === total && drawings.every((d) => d.shapes >= 9)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const looks = new Set(drawings.map((d) => d.look)).size;
    if (drawings.length !== total || !drawings.every((d) => d.shapes >= 9) || looks !== new Set(shown).size)
      fail(`${event} sheets: ${total} drawings expected, one a scramble, each its own; got ${drawings.length}, shapes ${drawings.map((d) => d.shapes).join(" ")}, ${looks} different`);
    const pdf = join(pdfs, `${event}.pdf`);
    await printed.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdf], { encoding: "utf8" }))?.[1]);
    execFileSync("pdftoppm", ["-r", "30", "-gray", pdf, join(pdfs, event)]);
    // Each page's share of dark pixels (PGM: a header of three lines, then a byte a pixel).
    const dark = [];
    for (let p = 1; p <= pages; ++p) {
      const image = readFileSync(join(pdfs, `${event}-${String(p).padStart(String(pages).length, "0")}.pgm`));
      let offset = 0;
      for (let lines = 0; lines < 3; ++offset) if (image[offset] === 0x0a) ++lines;
      const pixels = image.subarray(offset);
      dark.push(pixels.filter((v) => v < 160).length / pixels.length);
    }
    if (pages !== groups) fail(`${event} sheets: the PDF has ${pages} pages for ${groups} groups`);
    if (!dark.every((share) => share > 0.01)) fail(`${event} sheets: a blank page (dark pixels ${dark.map((d) => d.toFixed(3)).join(" ")})`);
    console.log(`${failures === failuresBefore ? "ok  " : "FAIL"} ${event} sheets, seed ${seed}: ${total} scrambles as query's, ${looks} different drawings; PDF ${pages} pages for ${groups} groups, dark pixels ${dark.map((d) => `${(100 * d).toFixed(1)}%`).join(" ")} (${((performance.now() - sheetStarted) / 1000).toFixed(1)} s)`);
  }
  await printed.browserContext().close();
  rmSync(pdfs, { recursive: true, force: true });
  console.log(`     scramble sheets: ${((performance.now() - started) / 1000).toFixed(1)} s of the test`);
}

await browser.close();
server.close();
rmSync(profile, { recursive: true, force: true });

if (consoleErrors.length > 0) fail(`${consoleErrors.length} console errors:\n  ${consoleErrors.join("\n  ")}`);
console.log(`console errors: ${consoleErrors.length}`);
const sizes = ["puzzletab-core.wasm", "puzzletab-core.mjs", "puzzletab.js", "app.js", "solver.js", "worker.js", "puzzles.js", "drawings.js", "painter.js", "twisty.js", "index.html", "style.css", "sheets.html", "sheets.js", "sheets.css"]
  .map((file) => readFileSync(join(site, file)).length);
const total = sizes.reduce((a, b) => a + b, 0);
timings.push(`  page code and wasm: ${(total / 1e6).toFixed(2)} MB (target 3 MB, issue 43) ${total <= 3e6 ? "ok" : "TARGET MISSED"}`);
console.log(`timings (chromium headless, 127.0.0.1):\n${timings.join("\n")}`);
console.log(`screenshots: ${shots}`);
console.log(failures === 0 ? "browser test: passed" : `browser test: ${failures} failures`);
process.exit(failures === 0 ? 0 : 1);
