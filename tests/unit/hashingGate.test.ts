import { describe, expect, it } from 'vitest';
import { GateFull, HashingGate } from '../../server/auth/hashingGate';

/** Work that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the password hashing gate', () => {
  it('runs at most `running` at once, queues `waiting` more, and refuses the rest at once', async () => {
    const gate = new HashingGate({ running: 2, waiting: 1, perAddress: 10 });
    const started: number[] = [];
    const jobs = [0, 1, 2].map((n) => {
      const job = deferred();
      return { ...job, result: gate.run(`10.0.0.${n}`, async () => (started.push(n), job.work())) };
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(gate.run('10.0.0.9', async () => undefined)).rejects.toBeInstanceOf(GateFull);

    jobs[0]!.finish();
    await jobs[0]!.result;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    jobs[1]!.finish();
    jobs[2]!.finish();
    await Promise.all(jobs.map((job) => job.result));
    await expect(gate.run('10.0.0.9', async () => 'ran')).resolves.toBe('ran');
  });

  it('lets one address hold only its share, leaving room for everyone else', async () => {
    const gate = new HashingGate({ running: 2, waiting: 8, perAddress: 2 });
    const held = [deferred(), deferred()];
    const results = held.map((job) => gate.run('203.0.113.66', job.work));
    await expect(gate.run('203.0.113.66', async () => undefined)).rejects.toBeInstanceOf(GateFull);
    const someoneElse = gate.run('198.51.100.7', async () => 'signed in');
    held.forEach((job) => job.finish());
    await expect(someoneElse).resolves.toBe('signed in');
    await Promise.all(results);
    await expect(gate.run('203.0.113.66', async () => 'again')).resolves.toBe('again');
  });

  it('frees its place when the work fails', async () => {
    const gate = new HashingGate({ running: 1, waiting: 0, perAddress: 1 });
    await expect(gate.run('a', async () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(gate.run('a', async () => 'ok')).resolves.toBe('ok');
  });
});
