type WorkerClient<Question, Answer> = {
  /** The answer to one question, and the thread that gave it. */
  ask: (question: Question) => Promise<{ answer: Answer; thread: AnswerThread }>;
  /**
   * Starts the worker now, so the first question does not wait for its script to load and compile (~200 ms of a 4 MB
   * digest at 4x CPU throttle): call it when the screen that will ask opens.
   */
  prepare: () => void;
};

/** What a worker made with `serveWorkerRequests` sends back: the answer to request `id`, or why it threw. */
type WorkerReply<Answer> = { id: number; answer: Answer } | { id: number; error: string };
/** What the page sends such a worker. */
type WorkerRequest<Question> = { id: number; question: Question };

/** Where an answer came from: the worker, or this thread when no worker could run. */
type AnswerThread = "worker" | "main";

type PendingRequest<Question, Answer> = {
  question: Question;
  resolve: (result: { answer: Answer; thread: AnswerThread }) => void;
  reject: (error: unknown) => void;
};

/**
 * Asks one lazily started module worker, and falls back to `onMainThread` where no worker can run: no `Worker`, or a
 * host whose bundler or CSP keeps the worker file from loading (its `error` event). A worker that never answered did
 * not load, so later questions stay on this thread; one that crashed after answering is started afresh next time.
 *
 * `start` must be written out in the feature's own file as `() => new Worker(new URL(…), { type: "module" })`, the URL
 * naming the worker's file relative to `import.meta.url`: bundlers (and tsup.config.ts) find workers by that pattern.
 */
function createWorkerClient<Question, Answer>(
  start: () => Worker,
  onMainThread: (question: Question) => Promise<Answer>,
): WorkerClient<Question, Answer> {
  /** `null` once workers turned out not to work here, `undefined` before trying. */
  let worker: Worker | null | undefined;
  const pending = new Map<number, PendingRequest<Question, Answer>>();
  let lastId = 0;

  const mainThread = (question: Question) =>
    onMainThread(question).then((answer) => ({ answer, thread: "main" as const }));

  function abandon(failed: Worker, answered: boolean) {
    failed.terminate();
    if (worker === failed) worker = answered ? undefined : null;
    const owed = [...pending.values()];
    pending.clear();
    for (const request of owed) mainThread(request.question).then(request.resolve, request.reject);
  }

  function startWorker(): Worker | null {
    if (worker !== undefined) return worker;
    worker = null;
    if (typeof Worker === "undefined") return null;
    let started: Worker;
    try {
      started = start();
    } catch {
      return null;
    }
    let answered = false;
    started.addEventListener("message", (event: MessageEvent<WorkerReply<Answer>>) => {
      answered = true;
      const reply = event.data;
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if ("answer" in reply) request.resolve({ answer: reply.answer, thread: "worker" });
      else request.reject(new Error(reply.error));
    });
    started.addEventListener("error", (event) => {
      event.preventDefault();
      abandon(started, answered);
    });
    worker = started;
    return started;
  }

  const ask = (question: Question): Promise<{ answer: Answer; thread: AnswerThread }> => {
    const current = startWorker();
    if (!current) return mainThread(question);
    lastId += 1;
    const id = lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, { question, resolve, reject });
      const request: WorkerRequest<Question> = { id, question };
      current.postMessage(request);
    });
  };
  return {
    ask,
    prepare: () => {
      startWorker();
    },
  };
}

/** The part of a dedicated worker's global scope used here (the DOM types have no worker scope next to `window`). */
type WorkerScope = {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown): void;
};

/** Inside a worker: answers each request of `createWorkerClient` with `answer(question)`, under the request's id. */
function serveWorkerRequests<Question, Answer>(answer: (question: Question) => Answer | Promise<Answer>): void {
  const scope = globalThis as unknown as WorkerScope;
  scope.addEventListener("message", (event: MessageEvent<WorkerRequest<Question>>) => {
    const { id, question } = event.data;
    Promise.resolve()
      .then(() => answer(question))
      .then(
        (result): WorkerReply<Answer> => ({ id, answer: result }),
        (error: unknown): WorkerReply<Answer> => ({
          id,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((reply) => scope.postMessage(reply));
  });
}

export { createWorkerClient, serveWorkerRequests };
