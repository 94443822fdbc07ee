import { readdirSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalSync } from '../../server/db/groupCommit';

/** How many of this process's file descriptors are open on the file. */
const openDescriptors = (path: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false;
    }
  }).length;

describe('group commit: waiting for the write-ahead log to reach the disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'walsync-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves every commit made during one flush with one further flush, not one each', async () => {
    const wal = join(dir, 'db-wal');
    await writeFile(wal, 'frames');
    const sync = new WalSync(wal);
    const flush = vi.spyOn(sync as unknown as { flush(): Promise<void> }, 'flush');
    const first = sync.durable();
    const during = Array.from({ length: 20 }, () => sync.durable());
    await Promise.all([first, ...during]);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(new Set(during).size).toBe(1);
    await sync.close();
  });

  it('starts a new flush after a failed one instead of repeating its failure', async () => {
    const sync = new WalSync(join(dir, 'db-wal'));
    const flush = vi.spyOn(sync as unknown as { flush(): Promise<void> }, 'flush');
    flush.mockRejectedValueOnce(new Error('EIO')).mockRejectedValueOnce(new Error('EIO again'));
    const failing = sync.durable();
    const queued = sync.durable();
    await expect(failing).rejects.toThrow('EIO');
    await expect(queued).rejects.toThrow('EIO again');
    await expect(sync.durable()).resolves.toBeUndefined();
    const running = sync.durable();
    await expect(Promise.all([running, sync.durable()])).resolves.toBeDefined();
    await sync.close();
  });

  it('has nothing to flush before the log exists', async () => {
    await expect(new WalSync(join(dir, 'missing-wal')).durable()).resolves.toBeUndefined();
  });

  it('keeps the log open from one flush to the next, and lets it go when closed', async () => {
    const wal = join(dir, 'db-wal');
    await writeFile(wal, 'frames');
    const sync = new WalSync(wal);
    for (let i = 0; i < 3; i++) await sync.durable();
    expect(openDescriptors(wal)).toBe(1);
    await sync.close();
    expect(openDescriptors(wal)).toBe(0);
  });

  it('opens the log anew after a sync failed on it', async () => {
    const wal = join(dir, 'db-wal');
    await writeFile(wal, 'frames');
    const sync = new WalSync(wal);
    await sync.durable();
    const held = (sync as unknown as { log: { datasync(): Promise<void> } }).log;
    vi.spyOn(held, 'datasync').mockRejectedValueOnce(new Error('EIO'));
    await expect(sync.durable()).rejects.toThrow('EIO');
    expect(openDescriptors(wal)).toBe(0);
    await sync.durable();
    expect(openDescriptors(wal)).toBe(1);
    await sync.close();
  });
});
