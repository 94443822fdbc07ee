import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('thread modules', () => {
  it('are each bundled beside the server, where the bundle looks for them', () => {
    const named: string[] = [];
    for (const file of readdirSync('server', { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'))) {
      for (const [, name] of readFileSync(join('server', file), 'utf8').matchAll(/threadModule\('([^']+)'\)/g)) named.push(`server/${name}.ts`);
    }
    const build: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts['build:server'];
    // The server's one pool (uploads and passkey assertions), the import's thread and the face check's (issue 49).
    expect(named.sort()).toEqual(['server/faces/face.worker.ts', 'server/import/xlsx.worker.ts', 'server/threads/server.worker.ts']);
    for (const module of named) expect(build.split(' ')).toContain(module);
  });
});
