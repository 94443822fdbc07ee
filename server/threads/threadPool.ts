import { basename } from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** Running from the bundle (dist-server/main.mjs, its threads' modules beside it) or from the TypeScript source. */
const BUNDLED = !import.meta.url.endsWith('.ts');

/**
 * Where a thread finds its module `name` (below server/, without extension, e.g. 'files/upload.worker'): from the
 * bundle, the module esbuild wrote beside it (package.json's build:server names every one), as CommonJS, which a
 * thread loads without the ES module loader (about 10 MB less per thread); from the source (tests, `npm run admin`),
 * the TypeScript file, read through tsx.
 */
export function threadModule(name: string): string {
  return (BUNDLED ? new URL(`./${basename(name)}.cjs`, import.meta.url) : new URL(`../${name}.ts`, import.meta.url)).href;
}

export interface ThreadPoolOptions {
  /** The module each thread runs: its export `name` answers a task that names no other. */
  filename: string;
  /** The module's export that answers a task by default: 'default' unless given (a thread loads its module for it). */
  name?: string;
  maxThreads: number;
  workerData?: unknown;
  resourceLimits?: ResourceLimits;
  /** How long an idle thread stays, in ms; by default for good, so that its libraries load once. */
  idleTimeout?: number;
}

type Balancer = NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer'] & {};

/**
 * Where a task goes: to an idle thread; while threads are missing, to a new one (null: piscina starts it and the
 * task waits for it); else to the least busy thread, which goes on to it by itself. Piscina's own balancer keeps such
 * a task in the pool's queue until a thread is free, and handing it over then waits for a turn of the busy event loop.
 */
const keepThreadsBusy =
  (maxThreads: number): Balancer =>
  (task, threads) => {
    let leastBusy: (typeof threads)[number] | null = null;
    for (const thread of threads) {
      if (thread.currentUsage === 0) return thread;
      // A task with a time limit, or a thread running one, is never queued behind another (piscina's rule).
      if (task.isAbortable || thread.isRunningAbortableTask) continue;
      if (!leastBusy || thread.currentUsage < leastBusy.currentUsage) leastBusy = thread;
    }
    return threads.length < maxThreads ? null : leastBusy;
  };

/**
 * Threads of their own (piscina) for CPU work kept off the event loop. A thread starts only for a task that finds
 * every running one busy, up to `maxThreads`, so a process never ends while one is still loading its libraries
 * (libjpeg-turbo aborts then); an idle thread does not keep a process from ending.
 */
export function threadPool({ filename, name, maxThreads, workerData, resourceLimits, idleTimeout = Infinity }: ThreadPoolOptions): Piscina {
  return new Piscina({
    filename,
    name: name ?? 'default',
    minThreads: 0,
    maxThreads,
    idleTimeout,
    workerData,
    resourceLimits,
    loadBalancer: keepThreadsBusy(maxThreads),
    recordTiming: false,
    workerHistogram: false,
    atomics: 'disabled',
    execArgv: BUNDLED ? [] : ['--import', 'tsx'],
  });
}
