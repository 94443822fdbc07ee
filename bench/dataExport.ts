/**
 * 'Unduh Data Saya' of an employee who holds about 1 GB (a hostile employee's: 200 evidence PDFs of 5 MB, each attached to a
 * withdrawn correction request), against a real server process started as `npm start` starts it: its resident memory
 * sampled while the copy is prepared and while it is downloaded, and the p99 of other users' dashboard calls before and
 * meanwhile. Goal: the server under 300 MB, others' p99 under 200 ms (docs/BENCHMARKS.md).
 *
 *   npm run bench -- --data-export-only [--databases sqlite,postgres] [--export-files 200 --export-file-mb 5]
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSession } from '../server/auth/sessions';
import { issueToken } from '../server/auth/tokens';
import { openDatabase } from '../server/db/database';
import { newPhotoKey, parsePhotoKeys } from '../server/files/sealing';
import { fileStoreFor, storeFile } from '../server/files/storage';
import { startServerProcess } from './serverProcess';
import { jakartaDate } from '../server/time';

export interface DataExportFigures {
  database: 'sqlite' | 'postgres';
  files: number;
  heldMb: number;
  copyMb: number;
  parts: number;
  prepareSeconds: number;
  downloadSeconds: number;
  serverRssMb: { before: number; preparingPeak: number; downloadingPeak: number };
  othersMs: { before: { count: number; p50: number; p99: number }; preparing: { count: number; p50: number; p99: number }; downloading: { count: number; p50: number; p99: number } };
  othersFailed: number;
}

const HOSTILE = 'demo';
const OTHERS = ['atasan', 'siti.rahma', 'maya.sari', 'kasubag.penagihan', 'kasubag.akuntansi', 'kasi.jaringan', 'kabag.umum', 'kabag.teknik'];
/** Each other user's calls follow one another without pause: 8 phones polling the dashboard at once, all the time. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

/** A call's status and body, read whole (answers here are small JSON) or counted and dropped (`drain`). */
function send(url: string, options: { method?: string; token?: string; body?: string; drain?: boolean } = {}): Promise<{ status: number; body: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(options.token && { token: options.token }), ...(options.body && { 'content-type': 'application/json' }) };
    const call = request(url, { method: options.method ?? 'GET', headers, agent }, (answer) => {
      const pieces: Buffer[] = [];
      let bytes = 0;
      answer.on('data', (piece: Buffer) => {
        bytes += piece.length;
        if (!options.drain) pieces.push(piece);
      });
      answer.on('end', () => resolve({ status: answer.statusCode!, body: Buffer.concat(pieces).toString(), bytes }));
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end(options.body);
  });
}

export async function dataExportFigures(kind: 'sqlite' | 'postgres', postgresAdminUrl: string, files = 200, fileMb = 5): Promise<DataExportFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), `absensi-bench-export-${kind}-`));
  const databaseName = `absensi_bench_export_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const photoKeys = newPhotoKey('bench');
  const jwtSecret = randomBytes(32).toString('hex');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, PHOTO_KEYS: photoKeys, SEED_DEMO: '1', PORT: '0' };
  let server: { child: ChildProcess; url: string } | null = null;
  let database: ReturnType<typeof openDatabase> | null = null;
  try {
    // The server migrates and seeds the demo; the evidence is written beside it, straight through the file store.
    server = await startServerProcess(env);
    const { url, child } = server;
    database = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
    const { db } = database;
    const store = fileStoreFor({ databaseUrl: databaseUrl || undefined, dataDir, photoKeys: parsePhotoKeys(photoKeys) });
    const hostile = await db.selectFrom('employees').select('id').where('username', '=', HOSTILE).executeTakeFirstOrThrow();
    process.stdout.write(`[${kind}] writing ${files} evidence files of ${fileMb} MB for '${HOSTILE}'... `);
    const pdf = randomBytes(fileMb * 1_000_000);
    const now = new Date();
    // Yesterday's: within the retention period (the server's retention pass runs meanwhile).
    const workDate = jakartaDate(new Date(now.getTime() - 86_400_000));
    for (let i = 0; i < files; i++) {
      pdf.writeUInt32BE(i, 0);
      const fileId = await storeFile(db, store, { bytes: pdf, kind: 'attachment', ownerId: hostile.id, contentType: 'application/pdf', width: null, height: null, claimed: true }, now);
      await db
        .insertInto('correction_requests')
        .values({ employee_id: hostile.id, work_date: workDate, direction: 'in', attendance_id: null, time: '07:30', office_id: null, reason: 'Bukti', evidence_file_id: fileId, status: 'withdrawn', created_at: now.toISOString(), decided_by: null, decided_at: null, decision_note: null, idempotency_key: null })
        .execute();
    }
    console.log('done');

    // Signed in as the app is, each on a phone of their own (a burst of logins from one address would be held back).
    const tokenOf = async (username: string) => {
      const employee = await db.selectFrom('employees').select(['id', 'nup']).where('username', '=', username).executeTakeFirstOrThrow();
      return issueToken({ sub: employee.id, nup: employee.nup, sid: await startSession(db, employee.id, new Date(), `bench-phone-${employee.id}`) }, jwtSecret);
    };
    const hostileToken = await tokenOf(HOSTILE);
    const others = await Promise.all(OTHERS.map(tokenOf));
    let phase: 'before' | 'preparing' | 'downloading' | 'done' = 'before';
    const phaseNow = () => phase;
    const latencies = { before: [] as number[], preparing: [] as number[], downloading: [] as number[] };
    let othersFailed = 0;
    const loops = others.map(async (token) => {
      for (let now = phaseNow(); now !== 'done'; now = phaseNow()) {
        const start = performance.now();
        const answer = await send(`${url}/mobile-v2/absent-information`, { token }).catch(() => null);
        const ms = performance.now() - start;
        if (answer?.status !== 200) othersFailed += 1;
        const after = phaseNow();
        // A call that spans two phases counts in the later one.
        if (after !== 'done') latencies[after].push(ms);
      }
    });
    const peaks = { before: rssMb(child.pid!), preparing: 0, downloading: 0 };
    const sampling = setInterval(() => {
      if (phase === 'preparing' || phase === 'downloading') peaks[phase] = Math.max(peaks[phase], rssMb(child.pid!));
    }, 100);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    peaks.before = round(rssMb(child.pid!));

    phase = 'preparing';
    const asked = performance.now();
    const state = async () => JSON.parse((await send(`${url}/mobile-v2/privasi/salinan`, { token: hostileToken })).body);
    await send(`${url}/mobile-v2/privasi/salinan`, { method: 'POST', token: hostileToken });
    let copy = await state();
    while (copy.status === 'preparing') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      copy = await state();
    }
    const prepareSeconds = (performance.now() - asked) / 1000;
    if (copy.status !== 'ready') throw new Error(`the copy is ${copy.status}`);

    phase = 'downloading';
    const downloadStart = performance.now();
    let downloaded = 0;
    for (const part of copy.parts as { url: string }[]) downloaded += (await send(`${url}${part.url}`, { drain: true })).bytes;
    const downloadSeconds = (performance.now() - downloadStart) / 1000;
    if (downloaded !== copy.size) throw new Error(`downloaded ${downloaded} bytes of ${copy.size}`);
    phase = 'done';
    clearInterval(sampling);
    await Promise.all(loops);
    return {
      database: kind,
      files,
      heldMb: round((files * fileMb * 1_000_000) / 1e6),
      copyMb: round(copy.size / 1e6),
      parts: copy.parts.length,
      prepareSeconds: round(prepareSeconds),
      downloadSeconds: round(downloadSeconds),
      serverRssMb: { before: peaks.before, preparingPeak: round(peaks.preparing), downloadingPeak: round(peaks.downloading) },
      othersMs: { before: summary(latencies.before), preparing: summary(latencies.preparing), downloading: summary(latencies.downloading) },
      othersFailed,
    };
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGINT');
      await exited;
    }
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.end();
    }
  }
}

export function printDataExportFigures(figures: DataExportFigures) {
  const { serverRssMb: rss, othersMs: others } = figures;
  console.log(
    `\n== [${figures.database}] 'Unduh Data Saya' of ${figures.heldMb} MB held (${figures.files} files): a ${figures.copyMb} MB copy in ${figures.parts} part(s), prepared in ${figures.prepareSeconds} s, downloaded in ${figures.downloadSeconds} s`,
  );
  console.log(`  server RSS: ${rss.before} MB before, peak ${rss.preparingPeak} MB preparing, peak ${rss.downloadingPeak} MB downloading (goal < 300 MB)`);
  for (const [phase, s] of Object.entries(others)) console.log(`  others' dashboard ${phase.padEnd(11)} p50 ${s.p50} ms  p99 ${s.p99} ms  (${s.count}) (goal p99 < 200 ms)`);
  console.log(`  others' failed calls: ${figures.othersFailed}`);
}
