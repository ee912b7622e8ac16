// The page's side of its workers (web/worker.js): every call into the
// library goes to a worker, so that the page stays responsive whatever a
// search costs. Calls go to an idle worker; a worker busy past a moment
// (its search tells progress) gets an idle companion, so that clicks are
// answered while it searches; stop() ends a call's worker, which is the
// only way to stop a running search without shared memory (docs/web.md),
// and starts a fresh one.
//
//   const solver = new Solver();
//   const text = await solver.call("answer", {name: "eight"}, ["2 8 3 1 6 4 7 x 5", null]);
//   const call = solver.call("answer", {name: "3x3x3"}, [scramble, "json"], {progress});
//   solver.stop(call);   // call rejects with a Stopped error
export class Stopped extends Error {
  constructor() {
    super("stopped");
    this.name = "Stopped";
  }
}

// A failing call: query's status and message.
export class CallError extends Error {
  constructor({ status, message }) {
    super(message);
    this.name = "CallError";
    this.status = status;
  }
}

export class Solver {
  // At most `size` workers: one at first, another when a search runs long.
  constructor(size = 2) {
    this.size = size;
    this.workers = [];
    this.queue = [];
    this.calls = new Map(); // id -> {resolve, reject, progress, worker}
    this.nextId = 1;
    this.spawn();
  }

  // A new worker; the first is the one the page started as it loaded, if it
  // did (web/index.html).
  spawn() {
    const worker = globalThis.puzzletabWorker ?? new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    delete globalThis.puzzletabWorker;
    worker.running = null;
    worker.onmessage = ({ data }) => this.received(worker, data);
    worker.onerror = (event) => this.failed(worker, event.message ?? "the worker failed");
    this.workers.push(worker);
    return worker;
  }

  // Calls op(puzzle, ...args) in a worker; resolves with its result. A call
  // is a promise with an `id` (for stop()).
  call(op, puzzle, args = [], { progress = null } = {}) {
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject, progress, worker: null, message: { id, op, puzzle, args } });
    });
    promise.id = id;
    this.queue.push(id);
    this.dispatch();
    return promise;
  }

  dispatch() {
    while (this.queue.length > 0) {
      const worker = this.workers.find((w) => w.running === null);
      if (!worker) return;
      const id = this.queue.shift();
      const call = this.calls.get(id);
      call.worker = worker;
      worker.running = id;
      worker.postMessage(call.message);
    }
  }

  received(worker, { id, result, error, progress }) {
    const call = this.calls.get(id);
    if (!call) return;
    if (progress) {
      // A search that tells its progress is a long one: a companion takes
      // the calls meanwhile.
      if (this.workers.length < this.size && this.workers.every((w) => w.running !== null)) {
        this.spawn();
        this.dispatch();
      }
      call.progress?.(progress);
      return;
    }
    this.calls.delete(id);
    worker.running = null;
    if (error) call.reject(new CallError(error));
    else call.resolve(result);
    this.dispatch();
  }

  failed(worker, message) {
    const id = worker.running;
    this.replace(worker);
    if (id !== null && this.calls.has(id)) {
      this.calls.get(id).reject(new CallError({ status: 4, message }));
      this.calls.delete(id);
    }
  }

  // Ends the worker of a call (or drops it from the queue): it rejects
  // with Stopped at once.
  stop(promise) {
    const call = this.calls.get(promise.id);
    if (!call) return;
    this.calls.delete(promise.id);
    this.queue = this.queue.filter((id) => id !== promise.id);
    if (call.worker) this.replace(call.worker);
    call.reject(new Stopped());
  }

  replace(worker) {
    worker.terminate();
    this.workers = this.workers.filter((w) => w !== worker);
    if (this.workers.length === 0) this.spawn();
    this.dispatch();
  }

  // Whether a call is still running or waiting.
  pending(promise) {
    return this.calls.has(promise.id);
  }
}
