import type { Worker } from 'node:worker_threads';

/**
 * Calls into a worker thread that does CPU work the event loop must not wait behind (a shop page's render, an order
 * mail's PDF): each call is a message `{ type: 'call', id, input }`, answered `{ type: 'done', id, result }` or
 * `{ type: 'failed', id, message }`. While it works the thread may ask the caller for something by
 * `{ type: 'ask', id, ask, question }`; the call's `answer` gives `{ type: 'answer', ask, answer }` back.
 *
 * The thread is started by the first call (`start`) and again by the first call after it died: a thread that dies
 * fails only the calls it held. It never keeps a process alive on its own.
 */
export interface WorkerCalls<Input, Result, Question = never, Answer = never> {
  call(input: Input, answer?: (question: Question) => Promise<Answer>): Promise<Result>;
  /** Stops the thread; the calls it held fail. */
  close(): Promise<void>;
}

type FromThread<Result, Question> =
  | { type: 'ask'; id: number; ask: number; question: Question }
  | { type: 'done'; id: number; result: Result }
  | { type: 'failed'; id: number; message: string };

interface Held<Result, Question, Answer> {
  answer?: (question: Question) => Promise<Answer>;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

export function workerCalls<Input, Result, Question = never, Answer = never>(
  name: string,
  start: () => Worker,
  /** The answer the thread gets when the caller's `answer` throws. */
  failedAnswer?: Answer,
): WorkerCalls<Input, Result, Question, Answer> {
  let worker: Worker | undefined;
  const held = new Map<number, Held<Result, Question, Answer>>();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const call of held.values()) call.reject(error);
    held.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = start();
    thread.unref();
    thread.on('message', (message: FromThread<Result, Question>) => {
      const call = held.get(message.id);
      if (!call) return;
      if (message.type === 'ask') {
        const asked = call.answer
          ? call.answer(message.question)
          : Promise.reject(new Error(`${name}: nothing answers the thread's questions`));
        asked.then(
          (answer) => thread.postMessage({ type: 'answer', ask: message.ask, answer }),
          () => thread.postMessage({ type: 'answer', ask: message.ask, answer: failedAnswer }),
        );
        return;
      }
      held.delete(message.id);
      if (message.type === 'done') call.resolve(message.result);
      else call.reject(new Error(`${name} failed: ${message.message}`));
    });
    thread.on('error', (error) => failAll(error));
    thread.once('exit', () => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the ${name} thread stopped`));
    });
    worker = thread;
    return thread;
  }

  return {
    call(input, answer) {
      const thread = started();
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        held.set(id, { answer, resolve, reject });
        thread.postMessage({ type: 'call', id, input });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
