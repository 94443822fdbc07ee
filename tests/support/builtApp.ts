import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const DIST = resolve('dist');

/** The browser suites test the production build; `npm test` builds it first. */
export function requireBuild(): string {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ belum ada: jalankan `npm run build` (npm test melakukannya).');
  return DIST;
}
