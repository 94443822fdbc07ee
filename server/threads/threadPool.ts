import { basename } from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** Running from the bundle (dist-server/main.mjs, its threads' modules beside it) or from the TypeScript source. */
const BUNDLED = !import.meta.url.endsWith('.ts');

/**
 * Where a thread finds its module `name` (below server/, without extension, e.g. 'files/upload.worker'): from the
 * bundle, the module esbuild wrote beside it (package.json's build:server names every one); from the source (tests,
 * `npm run admin`), the TypeScript file, read through tsx.
 */
export function threadModule(name: string): string {
  return (BUNDLED ? new URL(`./${basename(name)}.mjs`, import.meta.url) : new URL(`../${name}.ts`, import.meta.url)).href;
}

export interface ThreadPoolOptions {
  /** The module each thread runs: its default export answers every task. */
  filename: string;
  maxThreads: number;
  workerData?: unknown;
  resourceLimits?: ResourceLimits;
  /** How long an idle thread stays, in ms; by default for good, so that its libraries load once. */
  idleTimeout?: number;
}

/**
 * Threads of their own (piscina) for CPU work kept off the event loop. A thread starts only for a task that finds
 * every running one busy, up to `maxThreads`, so a process never ends while one is still loading its libraries
 * (libjpeg-turbo aborts then); an idle thread does not keep a process from ending.
 */
export function threadPool({ filename, maxThreads, workerData, resourceLimits, idleTimeout = Infinity }: ThreadPoolOptions): Piscina {
  return new Piscina({ filename, minThreads: 0, maxThreads, idleTimeout, workerData, resourceLimits, execArgv: BUNDLED ? [] : ['--import', 'tsx'] });
}
