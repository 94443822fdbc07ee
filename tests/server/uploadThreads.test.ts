import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadThreads } from '../../server/files/uploadThreads';
import { serverThreadPool } from '../../server/threads/serverThreads';
import { threadPool } from '../../server/threads/threadPool';

const MAX_PIXELS = 2_000_000;
/** The real thread module, required as tsx lets a thread read TypeScript. */
const REAL_WORK = resolve('server/files/upload.worker.ts');

/** The server's own threads (server/threads/serverThreads.ts), `count` of them. */
const serverThreads = (count: number) => new UploadThreads(serverThreadPool(count, MAX_PIXELS), 'upload');
/** Threads running a module of the test's own, which exports the upload work as its default. */
const testThreads = (count: number, filename: string) => new UploadThreads(threadPool({ filename, maxThreads: count, workerData: { maxPixels: MAX_PIXELS } }));

/** A thread module of the test's own: `source` as an ES module in `dir`, by its URL. */
async function testModule(dir: string, name: string, source: string): Promise<string> {
  const path = join(dir, `${name}.mjs`);
  await writeFile(path, source);
  return pathToFileURL(path).href;
}

describe('upload threads', () => {
  let whole: Buffer;
  let dir: string;
  beforeAll(async () => {
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
    whole = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#777777', noise } }).jpeg({ quality: 70 }).toBuffer();
    dir = await mkdtemp(join(tmpdir(), 'absensi-threads-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answer each of many decodes at once with its own result, and leave the caller its bytes', async () => {
    const threads = serverThreads(2);
    const inputs = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? whole.subarray(0, Math.floor(whole.length * 0.6)) : whole));
    const answers = await Promise.all(inputs.map((bytes) => threads.decodes(bytes)));
    // A whole photo answers its difference hash (the same for the same photo), a cut one false.
    const hash = answers[1];
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(answers).toEqual(inputs.map((_, i) => (i % 3 !== 0 ? hash : false)));
    expect(whole.byteLength).toBeGreaterThan(10_000);
    expect(whole.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('refuse bytes that are not a JPEG at all', async () => {
    const threads = serverThreads(1);
    expect(await threads.decodes(new TextEncoder().encode('bukan gambar'))).toBe(false);
  });

  it('create new files with the bytes, in a folder made when missing, and never overwrite one', async () => {
    const threads = serverThreads(2);
    const paths = Array.from({ length: 12 }, (_, i) => join(dir, 'unggahan', `foto-${i}`));
    await Promise.all(paths.map((path, i) => threads.create(path, new TextEncoder().encode(`isi ${i}`))));
    expect(await Promise.all(paths.map((path) => readFile(path, 'utf8')))).toEqual(paths.map((_, i) => `isi ${i}`));
    await expect(threads.create(paths[0]!, new TextEncoder().encode('timpa'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(paths[0]!, 'utf8')).toBe('isi 0');
  });

  it('create a file in the same trip as the decode, only for a JPEG that decodes whole', async () => {
    const threads = serverThreads(2);
    const cut = whole.subarray(0, Math.floor(whole.length * 0.8));
    const paths = Array.from({ length: 9 }, (_, i) => join(dir, 'sekali-jalan', `foto-${i}`));
    const answers = await Promise.all(paths.map((path, i) => threads.createIfDecodes(path, i % 3 === 0 ? cut : whole)));
    expect(answers.map((answer) => typeof answer === 'string' && /^[0-9a-f]{16}$/.test(answer))).toEqual(paths.map((_, i) => i % 3 !== 0));
    expect((await readdir(join(dir, 'sekali-jalan'))).sort()).toEqual(['foto-1', 'foto-2', 'foto-4', 'foto-5', 'foto-7', 'foto-8']);
    expect(await readFile(paths[1]!)).toEqual(whole);
    await expect(threads.createIfDecodes(paths[1]!, whole)).rejects.toMatchObject({ code: 'EEXIST' });
  });

  it('answer a created file only once its bytes and the folders that name it are on disk', async () => {
    const log = join(dir, 'disk-log');
    // Notes what reaches the disk: files written with O_DSYNC (written through) and folders fsynced.
    const notesDiskWrites = `
      import fs from 'node:fs';
      import { createRequire, syncBuiltinESMExports } from 'node:module';
      const { openSync, fsyncSync, writeFileSync } = fs;
      const note = (line) => writeFileSync(${JSON.stringify(log)}, line + '\\n', { flag: 'a' });
      const openedPaths = new Map();
      fs.openSync = (path, flags, ...rest) => {
        const fd = openSync(path, flags, ...rest);
        openedPaths.set(fd, path);
        return fd;
      };
      fs.fsyncSync = (fd) => (fsyncSync(fd), note('fsync ' + openedPaths.get(fd)));
      fs.writeFileSync = (path, bytes, options) => {
        writeFileSync(path, bytes, options);
        note((options.flag & fs.constants.O_DSYNC ? 'written through ' : 'written ') + path);
      };
      syncBuiltinESMExports();
      export default createRequire(import.meta.url)(${JSON.stringify(REAL_WORK)}).default;`;
    const threads = testThreads(1, await testModule(dir, 'notes-disk-writes', notesDiskWrites));
    const lines = async () => (await readFile(log, 'utf8')).trim().split('\n');
    const inNewFolders = join(dir, 'tahan-listrik', 'baru', 'foto-1');
    await threads.create(inNewFolders, new Uint8Array([1, 2, 3]));
    const [written, ...synced] = await lines();
    expect(written).toBe(`written through ${inNewFolders}`);
    expect(synced.sort()).toEqual([`fsync ${dir}`, `fsync ${join(dir, 'tahan-listrik')}`, `fsync ${join(dir, 'tahan-listrik', 'baru')}`]);

    await rm(log);
    const second = join(dirname(inNewFolders), 'foto-2');
    expect(await threads.createIfDecodes(second, whole)).toMatch(/^[0-9a-f]{16}$/);
    expect(await lines()).toEqual([`written through ${second}`, `fsync ${dirname(second)}`]);
  });

  it('keep a process alive while they have work, and let it end when they have none', async () => {
    const path = join(dir, 'proses', 'foto');
    const script = join(dir, 'create.mts');
    await writeFile(
      script,
      `import { UploadThreads } from ${JSON.stringify(resolve('server/files/uploadThreads.ts'))};
      import { serverThreadPool } from ${JSON.stringify(resolve('server/threads/serverThreads.ts'))};
      await new UploadThreads(serverThreadPool(2, 1000), 'upload').create(${JSON.stringify(path)}, new Uint8Array([1, 2, 3]));
      console.log('selesai');`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { timeout: 15_000 });
    expect(stdout.trim()).toBe('selesai');
    expect(await readFile(path)).toEqual(Buffer.from([1, 2, 3]));
  });

  it('start a thread only when every running one has work, up to their number', async () => {
    const startedIn = await mkdtemp(join(dir, 'gestart-'));
    const marksItsStart = `
      import { writeFileSync } from 'node:fs';
      import { join } from 'node:path';
      import { threadId } from 'node:worker_threads';
      writeFileSync(join(${JSON.stringify(startedIn)}, String(threadId)), '');
      export default ({ bytes }) => ({ answer: true, failure: null, bytes });`;
    const threads = testThreads(3, await testModule(dir, 'marks-its-start', marksItsStart));
    for (let i = 0; i < 4; i++) expect(await threads.decodes(new Uint8Array(8))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await readdir(startedIn)).toHaveLength(1);

    expect(await Promise.all(Array.from({ length: 12 }, () => threads.decodes(new Uint8Array(8))))).toEqual(Array(12).fill(true));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await readdir(startedIn)).toHaveLength(3);
  });

  it('reject what a stopped thread had not answered, and start a new thread for the next job', async () => {
    const stopsOnce = `
      export default ({ bytes }) => {
        if (bytes.length === 1) process.exit(3);
        return { answer: true, failure: null, bytes };
      };`;
    const threads = testThreads(1, await testModule(dir, 'stops-once', stopsOnce));
    await expect(threads.decodes(new Uint8Array(1))).rejects.toThrow();
    expect(await threads.decodes(whole)).toBe(true);
  });
});
