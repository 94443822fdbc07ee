import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Libraries a server needs only for some requests, each several MB once loaded (docs/BENCHMARKS.md, memory). */
const LOADED_WHEN_USED = ['sharp', 'pg', 'web-push', 'sanitize-html', '@simplewebauthn/server', 'exceljs'];

describe('the server bundle as npm start runs it', () => {
  it('loads the libraries that only some requests need when one first needs them, not at start', () => {
    const bundle = readFileSync('dist-server/main.mjs', 'utf8');
    const atStart = [...bundle.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map(([, name]) => name);
    expect(atStart).toContain('hono');
    expect(atStart.filter((name) => LOADED_WHEN_USED.includes(name!))).toEqual([]);
    for (const name of LOADED_WHEN_USED.filter((name) => name !== 'exceljs')) expect(bundle).toContain(`import("${name}")`);
  });
});
