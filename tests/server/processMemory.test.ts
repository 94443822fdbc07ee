import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from '../support/http';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { databaseKind } from '../support/testServer';

/** Memory one password hash needs: scrypt with N = 16384, r = 8 (docs/decisions.md). */
const ONE_HASH_MB = (128 * 16384 * 8) / 2 ** 20;
/** The hashing gate's limit per address (docs/api.md): a burst's sign-ins that are all checked. */
const SIGN_INS_AT_ONCE = 4;

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe.runIf(databaseKind === 'sqlite' && process.platform === 'linux')('the server process as npm start runs it', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'absensi-memory-'));
    server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: '1' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('gives the memory of password hashes back after a burst of sign-ins', async () => {
    await logInAs(server.url, 'demo');
    await sleep(300);
    const before = residentMb(server.child.pid!);
    for (let burst = 0; burst < 3; burst++) {
      await Promise.all(Array.from({ length: SIGN_INS_AT_ONCE }, () => logInAs(server.url, 'demo')));
    }
    await sleep(300);
    expect(residentMb(server.child.pid!) - before).toBeLessThan(ONE_HASH_MB);
  });
});
