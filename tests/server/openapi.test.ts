import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Services } from '../../server/http/context';
import { openApiDocument } from '../../server/openapi/document';

describe('docs/openapi.json', () => {
  it('is the document generated from the routes and the contract schemas (run `npm run docs:api` after changing them)', async () => {
    const committed = JSON.parse(await readFile('docs/openapi.json', 'utf8'));
    expect(committed).toEqual(await openApiDocument());
  });

  it('documents exactly the calls the server answers', async () => {
    const app = createApp({ config: {} } as Services);
    const served = app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries((await openApiDocument()).paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...new Set(served)].sort()).toEqual(documented.sort());
  });
});
