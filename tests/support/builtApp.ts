import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

export const DIST = resolve('dist');

/** The browser suites test the production build; `npm test` builds it first. */
export function requireBuild(): string {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ belum ada: jalankan `npm run build` (npm test melakukannya).');
  return DIST;
}

/** Another production build into `outDir`, with build-time settings such as VITE_FIREBASE_* or VITE_APP_VERSION. */
export async function buildVariant(outDir: string, env: Record<string, string>): Promise<string> {
  await promisify(execFile)(resolve('node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, ...env },
  });
  return outDir;
}
