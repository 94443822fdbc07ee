import { Worker } from 'node:worker_threads';

/** What a pool's thread posts back for each message: `{ id, answer, failure }`, failure set when the job threw. */
interface Answer {
  id: number;
  answer: unknown;
  failure: { message: string; code?: string } | null;
}

interface Pending {
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

interface PoolThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Threads of their own, up to `count`, for CPU work kept off the event loop. Each runs `source` (source text, so the
 * server bundle and the tests start it the same way), which answers every message `{ id, ... }` with an `Answer`.
 */
export class ThreadPool {
  private readonly threads: (PoolThread | null)[];
  private nextId = 0;

  constructor(
    count: number,
    private readonly source: string,
    private readonly workerData: () => unknown,
    private readonly name: string,
  ) {
    this.threads = Array.from({ length: count }, () => null);
  }

  /** Posts `message` with an id to the least busy thread; rejects only when that thread stopped before answering. */
  send(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    const thread = this.leastBusy();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // Kept alive only while it has work: a process with nothing else to do (an admin command) waits for the
      // answer, and an idle thread does not keep one from ending.
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ ...message, id }, transfer);
    });
  }

  /**
   * The thread with the least work; a new one only when every running thread has some. A thread exists only for a
   * job it was started for, so a process never ends while one is still loading its libraries (libjpeg-turbo aborts).
   */
  private leastBusy(): PoolThread {
    let chosen: PoolThread | null = null;
    for (const thread of this.threads) if (thread && (!chosen || thread.pending.size < chosen.pending.size)) chosen = thread;
    const free = this.threads.indexOf(null);
    if (chosen && (chosen.pending.size === 0 || free < 0)) return chosen;
    return (this.threads[free] = this.start(free));
  }

  private start(index: number): PoolThread {
    const worker = new Worker(this.source, { eval: true, workerData: this.workerData() });
    const thread: PoolThread = { worker, pending: new Map() };
    worker.on('message', ({ id, answer, failure }: Answer) => {
      const pending = thread.pending.get(id);
      thread.pending.delete(id);
      if (thread.pending.size === 0) worker.unref();
      if (failure) pending?.reject(Object.assign(new Error(failure.message), { code: failure.code }));
      else pending?.resolve(answer);
    });
    const stopped = (error: Error) => {
      if (this.threads[index] === thread) this.threads[index] = null;
      for (const pending of thread.pending.values()) pending.reject(error);
      thread.pending.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`${this.name} thread stopped (${code})`)));
    // After the listeners: listening for messages refs the thread again.
    worker.unref();
    return thread;
  }
}
