// Scramble sheets (docs/web.md): for a WCA event, N scrambles and extras a
// group, each with a drawing of the scrambled state, a group a printed page,
// as TNoodle prints them for competitions. The scrambles are the library's
// (puzzletab_random_cases, in the Web Worker): all groups' in one list,
// `query EVENT --random COUNT --seed SEED`'s, group A's first, so that the
// seed shown on each sheet makes it again. ?event=333&count=5&extras=2&
// groups=2&round=1&seed=7 opens the page on a sheet.
import { Solver } from "./solver.js";
import { draw } from "./drawings.js";
import { cubingAlg, kCubingPuzzles } from "./notation.js";

const $ = (id) => document.getElementById(id);
// The events puzzletab scrambles (src/puzzles/events.h), each with its
// puzzle, which cubing.js draws in 2D (web/notation.js), or the clock's
// dials from the position the library reads the scramble as.
const kEvents = [
  { id: "333", title: "3x3x3 Cube", puzzle: "3x3x3" },
  { id: "222", title: "2x2x2 Cube", puzzle: "2x2x2" },
  { id: "444", title: "4x4x4 Cube", puzzle: "4x4x4" },
  { id: "555", title: "5x5x5 Cube", puzzle: "5x5x5" },
  { id: "666", title: "6x6x6 Cube", puzzle: "6x6x6" },
  { id: "777", title: "7x7x7 Cube", puzzle: "7x7x7" },
  { id: "333bf", title: "3x3x3 Blindfolded", puzzle: "3x3x3" },
  { id: "333fm", title: "3x3x3 Fewest Moves", puzzle: "3x3x3" },
  { id: "333oh", title: "3x3x3 One-Handed", puzzle: "3x3x3" },
  { id: "clock", title: "Clock", clock: true },
  { id: "minx", title: "Megaminx", puzzle: "megaminx" },
  { id: "pyram", title: "Pyraminx", puzzle: "pyraminx" },
  { id: "skewb", title: "Skewb", puzzle: "skewb" },
  { id: "sq1", title: "Square-1", puzzle: "square-1" },
  { id: "444bf", title: "4x4x4 Blindfolded", puzzle: "4x4x4" },
  { id: "555bf", title: "5x5x5 Blindfolded", puzzle: "5x5x5" },
  { id: "333mbf", title: "3x3x3 Multi-Blind", puzzle: "3x3x3" },
];
const kMaxSeed = (1n << 64n) - 1n;
const solver = new Solver(1);
let twisty = null; // the loaded twisty.js module

function groupName(g) {
  return String.fromCharCode(65 + g);
}

// The form's choice, checked: {event, count, extras, groups, round, seed}.
function choice() {
  const event = kEvents.find((e) => e.id === $("event").value);
  if (!event) throw new Error(`Event: expected one of ${kEvents.map((e) => e.id).join(" ")}`);
  const number = (id) => {
    const input = $(id);
    const value = Number(input.value);
    if (!Number.isInteger(value) || value < Number(input.min) || value > Number(input.max))
      throw new Error(`${input.parentElement.textContent.trim()}: expected a whole number ${input.min}..${input.max}, got "${input.value}"`);
    return value;
  };
  const seedText = $("seed").value.trim();
  if (!/^[0-9]{1,20}$/.test(seedText) || BigInt(seedText) > kMaxSeed)
    throw new Error(`Seed: expected an integer 0..18446744073709551615, got "${seedText}"`);
  return { event, count: number("count"), extras: number("extras"), groups: number("groups"), round: number("round"), seed: BigInt(seedText).toString() };
}

// The drawing of a scramble's state: the clock's dials, or cubing.js's 2D
// drawing of the puzzle coloured for the scramble, made at once in the
// page's DOM (a <twisty-player> draws only once scrolled into view, so a
// printed sheet would lack all but the first few).
async function drawing(event, scramble) {
  if (event.clock) {
    const answer = await solver.call("answer", { name: event.id, options: { input: "scramble" } }, [scramble, "json", false]);
    return draw("rubiks-clock", JSON.parse(answer.text).dials.join(" "), () => {});
  }
  twisty ??= await import("./twisty.js");
  const loader = twisty.puzzles[kCubingPuzzles[event.puzzle]];
  const [kpuzzle, svg] = await Promise.all([loader.kpuzzle(), loader.svg()]);
  const animator = new twisty.ExperimentalSVGAnimator(kpuzzle, svg);
  animator.draw(kpuzzle.defaultPattern().applyAlg(cubingAlg(event.puzzle, scramble)));
  return animator.wrapperElement;
}

function row(table, label, scramble) {
  const tr = table.insertRow();
  tr.insertCell().textContent = label;
  tr.cells[0].className = "number";
  const text = tr.insertCell();
  text.className = "scramble";
  text.textContent = scramble;
  const cell = tr.insertCell();
  cell.className = "drawing";
  return cell;
}

// The sheets: one section a group, its scrambles numbered 1..N then E1...
async function makeSheets() {
  let wanted;
  try {
    wanted = choice();
  } catch (error) {
    $("status").textContent = error.message;
    return;
  }
  const { event, count, extras, groups, round, seed } = wanted;
  const params = new URLSearchParams({ event: event.id, count, extras, groups, round, seed });
  history.replaceState(null, "", `?${params}`);
  document.body.dataset.ready = "";
  $("status").textContent = "Drawing the scrambles...";
  const total = groups * (count + extras);
  let text;
  try {
    text = await solver.call("randomCases", { name: event.id }, [seed, total]);
  } catch (error) {
    $("status").textContent = error.message;
    return;
  }
  const scrambles = text.replace(/\n$/, "").split("\n");
  const sheets = [];
  const drawings = [];
  for (let g = 0; g < groups; ++g) {
    const sheet = document.createElement("section");
    sheet.className = "sheet";
    sheet.dataset.group = groupName(g);
    const title = document.createElement("h2");
    title.textContent = `${event.title}: Round ${round}, Group ${groupName(g)}`;
    const seedLine = document.createElement("p");
    seedLine.className = "seed";
    seedLine.textContent = `seed ${seed}: query ${event.id} --random ${total} --seed ${seed}, lines ${g * (count + extras) + 1}-${(g + 1) * (count + extras)}`;
    const table = document.createElement("table");
    const mine = scrambles.slice(g * (count + extras), (g + 1) * (count + extras));
    if (mine.some((s) => s.length > 120)) table.classList.add("long");
    mine.forEach((scramble, i) => {
      if (i === count) {
        const heading = table.insertRow();
        heading.className = "extra-title";
        heading.insertCell().textContent = "Extra scrambles";
        heading.cells[0].colSpan = 3;
      }
      const cell = row(table, i < count ? String(i + 1) : `E${i - count + 1}`, scramble);
      drawings.push(drawing(event, scramble).then((shown) => cell.replaceChildren(shown)));
    });
    sheet.append(title, seedLine, table);
    sheets.push(sheet);
  }
  $("sheets").replaceChildren(...sheets);
  try {
    await Promise.all(drawings);
  } catch (error) {
    $("status").textContent = error.message;
    return;
  }
  $("status").textContent = `${total} scrambles on ${groups} sheet${groups > 1 ? "s" : ""}: Print gives a page a group.`;
  document.body.dataset.ready = "yes";
}

function start() {
  document.body.classList.add("sheets-page");
  for (const event of kEvents) $("event").add(new Option(`${event.id} (${event.title})`, event.id));
  const params = new URLSearchParams(location.search);
  for (const id of ["event", "count", "extras", "groups", "round", "seed"])
    if (params.has(id)) $(id).value = params.get(id);
  // A random seed by default, below 2^53 so that it is typed easily.
  if ($("seed").value === "") {
    const words = crypto.getRandomValues(new Uint32Array(2));
    $("seed").value = String((words[0] % 0x200000) * 0x100000000 + words[1]);
  }
  $("choice").addEventListener("submit", (e) => {
    e.preventDefault();
    makeSheets();
  });
  $("print").addEventListener("click", () => window.print());
  makeSheets();
}

start();
