/**
 * The 07:30 rush, measured: N employees imported with the admin command, then each clocks in once with the calls
 * the app makes (absen-check, upload-photo with a ~40 KB JPEG, absen-upload with an Idempotency-Key) from
 * `--clients` clients at once, against a real server process, on SQLite and on PostgreSQL: N without passkeys, then
 * N others whose phones sign every check with a software passkey, then the same clients fetching a static file (the
 * ceiling both rushes are compared with, measured in the same run). Then a login attack:
 * a burst of wrong logins from one address while other users work. Then HR's monthly recap of every employee over a
 * month of records, beside a plain read of those rows. Then Lighthouse's mobile run over /, /login and
 * a signed-in /dashboard. Then 'Unduh Data Saya' of an employee holding about 1 GB beside other users
 * (bench/dataExport.ts). Prints the figures and writes bench/results.json. See docs/BENCHMARKS.md.
 *
 *   npm run bench [-- --employees 2000 --clients 64 --warm-up 64 --databases sqlite,postgres|none --profile --skip-pages --skip-data-export]
 *   npm run bench -- --data-export-only [--databases sqlite]
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { type Answer, HttpConnection } from './httpConnection';
import { faceStepFigures, type FaceStepFigures } from './faceStep';
import { lighthouseFigures, type PageFigures } from './lighthouse';
import { dataExportFigures, type DataExportFigures, printDataExportFigures } from './dataExport';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { startSession } from '../server/auth/sessions';
import { issueToken } from '../server/auth/tokens';
import { openDatabase } from '../server/db/database';
import type { Database } from '../server/db/types';
import { UploadThreads } from '../server/files/uploadThreads';
import { newPhotoKey, parsePhotoKeys } from '../server/files/sealing';
import { fileStoreFor } from '../server/files/storage';
import { deleteExpiredPhotos } from '../server/privacy/retention';
import { RETENTION_DAYS, retentionFigures, seedExpiredPhotos } from './retention';
import { describeFaces } from '../server/faces/faceThread';
import { serverThreadPool } from '../server/threads/serverThreads';
import { monthlyRecap } from '../server/recap/monthlyRecap';
import { closePeriod } from '../server/periods/closing';
import { sendShiftReminders } from '../server/attendance/reminders';
import type { Notifier } from '../server/push/notifier';
import { monthOf, payPeriodOf } from '../src/contract/calendar';
import { fromJakarta, jakartaTime } from '../server/time';
import type { Kysely } from 'kysely';
import { startServerProcess } from './serverProcess';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { type SoftAuthenticator, softAuthenticator, TEST_ORIGIN } from '../tests/support/softAuthenticator';

/** PostgreSQL on this machine: through its Unix socket when it has one, as a server beside it should (docs/deployment.md). */
function localPostgres(): string {
  const socketFolder = '/var/run/postgresql';
  return existsSync(socketFolder) ? `postgres://root@localhost/test?host=${socketFolder}` : 'postgres://root@127.0.0.1:5432/test';
}

const { values: args } = parseArgs({
  options: {
    employees: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '64' },
    'warm-up': { type: 'string', default: '64' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    'postgres-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? localPostgres() },
    'attack-logins': { type: 'string', default: '2000' },
    profile: { type: 'boolean', default: false },
    'skip-pages': { type: 'boolean', default: false },
    'skip-face': { type: 'boolean', default: false },
    'skip-data-export': { type: 'boolean', default: false },
    'data-export-only': { type: 'boolean', default: false },
    'export-files': { type: 'string', default: '200' },
    'export-file-mb': { type: 'string', default: '5' },
  },
});
const EMPLOYEES = Number(args.employees);
const CLIENTS = Number(args.clients);
const ATTACK_LOGINS = Number(args['attack-logins']);
/** Clock-ins by other employees before the measured rush: a server at 07:30 has been up all night (docs/BENCHMARKS.md). */
const WARM_UP = Number(args['warm-up']);
const OFFICE = { name: 'Kantor Uji Beban', latitude: -6.98265, longitude: 110.40925, radius: 150 };
const run = promisify(execFile);

type Call = 'check' | 'upload' | 'submit';
interface Sample {
  call: string;
  ms: number;
  ok: boolean;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const round = (n: number) => Math.round(n * 10) / 10;
const ratio = (n: number) => Math.round(n * 1000) / 1000;

function summarize(samples: Sample[], calls: string[]) {
  return Object.fromEntries(
    calls.map((call) => {
      const times = samples.filter((s) => s.call === call).map((s) => s.ms).sort((a, b) => a - b);
      return [call, { count: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)), max: round(times.at(-1) ?? 0) }];
    }),
  );
}

/** A 480×640 JPEG of about 40 KB, like the app's compressed face photo. */
async function facePhoto(): Promise<Uint8Array> {
  const noise = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } }).png().toBuffer();
  const base = sharp(noise).blur(1.2);
  for (let quality = 90; quality >= 30; quality -= 5) {
    const jpeg = await base.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= 42 * 1024) return jpeg;
  }
  throw new Error('could not make a ~40 KB JPEG');
}

/**
 * A real face as the app sends it (480×640 JPEG): the middle person of tests/fixtures/faces/sample1.jpg (MIT), for the
 * rush whose employees agreed to the face check, so that the server's queue does the whole comparison.
 */
const realFacePhoto = async (): Promise<Uint8Array> =>
  sharp('tests/fixtures/faces/sample1.jpg').extract({ left: 319, top: 71, width: 300, height: 400 }).resize(480, 640).jpeg({ quality: 80 }).toBuffer();

/**
 * The face step's four challenge frames the app sends with that face (docs/faces.md, "The frames"), by challenge: a
 * turn made of the face and its mirror image in the order the challenge asks (tests/support/faceFrames.ts), for blinks
 * the still face (no closed eyes to show: those records wait). The server's pass looks at each record's four.
 */
async function challengeFrames(face: Uint8Array): Promise<Record<string, Uint8Array[]>> {
  const frame = await sharp(face).resize(240, 320).jpeg({ quality: 80 }).toBuffer();
  const mirror = await sharp(frame).flop().jpeg({ quality: 80 }).toBuffer();
  const yaw = (await describeFaces(frame)).faces[0]?.yaw ?? 0;
  const rising = yaw > 0 ? [mirror, mirror, frame, frame] : [frame, frame, mirror, mirror];
  return { turn_right: rising, turn_left: [...rising].reverse(), blink_twice: [frame, frame, frame, frame] };
}

/** The median of a step timed `times` times in a row, in milliseconds to 0.01. */
async function medianMs(times: number, step: (i: number) => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await step(i);
    ms.push(performance.now() - start);
  }
  return Math.round(percentile(ms.sort((a, b) => a - b), 50) * 100) / 100;
}

/**
 * How fast the machine is this hour (its speed drifts by a third within a day, docs/BENCHMARKS.md): an upload's two
 * steps on one of the server's upload threads with nothing else running. The files stay in `folder` until the end,
 * as ext4 makes files created soon after many deletions slower.
 */
async function machineSpeed(photo: Uint8Array, folder: string) {
  const thread = new UploadThreads(serverThreadPool(1), 'upload');
  await medianMs(50, () => thread.decodes(photo));
  return {
    photoDecodeMs: await medianMs(300, () => thread.decodes(photo)),
    syncedFileMs: await medianMs(200, (i) => thread.create(join(folder, `foto-${i}`), photo)),
  };
}

/**
 * A schedule every day whose start is two hours after now (WIB): the rush, minutes from now, clocks in on time at
 * any hour the bench runs. (A schedule starting at 23:59 made every clock-in after midnight late for the night's.)
 */
const BENCH_SCHEDULE = 'Sepanjang Hari';

function scheduleStartingSoon() {
  const hoursFromNow = (hours: number) => jakartaTime(new Date(Date.now() + hours * 60 * 60 * 1000)).slice(0, 5);
  return { start_time: hoursFromNow(2), end_time: hoursFromNow(10) };
}

async function admin(env: NodeJS.ProcessEnv, ...command: string[]) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...command], { env, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** CPU seconds a process has used so far (user + system, all its threads). */
function cpuSecondsOfStat(stat: string): number {
  const fields = stat.split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const cpuSeconds = (pid: number) => cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** CPU seconds PostgreSQL's processes have used so far (every backend, the WAL writer and the rest); 0 without one. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) total += cpuSecondsOfStat(stat);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** CPU seconds of the process's main thread alone: the event loop, which every request passes through. */
function eventLoopCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** VmHWM: the highest resident set size the process has had. */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Keep-alive connections for the other users during the login attack (the attacker is a process of its own). */
const otherUsers = new Agent({ keepAlive: true, maxSockets: 256 });

/** An HTTP/1.1 request over the other users' keep-alive agent. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: otherUsers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const ok = res.statusCode! >= 200 && res.statusCode! < 300;
        resolve({ ok, status: res.statusCode!, body: ok && text.startsWith('{') ? JSON.parse(text) : text });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The call's time until its whole answer has arrived; the answer. */
async function timed(samples: Sample[], call: string, request: () => Promise<Answer>): Promise<Answer | null> {
  const start = performance.now();
  try {
    const answer = await request();
    samples.push({ call, ms: performance.now() - start, ok: answer.ok });
    return answer;
  } catch {
    samples.push({ call, ms: performance.now() - start, ok: false });
    return null;
  }
}

/** The multipart body the app's upload sends: the type field, the face photo and the face step's frames, if any. */
function photoForm(photo: Uint8Array, frames: Uint8Array[] = []): { body: Buffer; contentType: string } {
  const boundary = `----absensi${randomBytes(8).toString('hex')}`;
  const part = (name: string, bytes: Uint8Array) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ];
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n`),
    ...part('filename_image', photo),
    ...frames.flatMap((frame, index) => part(`frame_${index + 1}`, frame)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A client's keep-alive connection, opened before the clock starts as the app's is: the app has loaded the
 * dashboard before anyone presses the button. Opened inside the rush, 64 at once (name lookup, connection, the
 * server's first request on it), they held the rush's first calls for up to 650 ms.
 */
async function openConnection(url: string): Promise<HttpConnection> {
  const connection = new HttpConnection(new URL(url));
  await connection.request('GET', '/logo.svg', {});
  return connection;
}

/** `signers`: the software passkey of each token's phone, which signs the check's challenge (none: unsigned). */
/** `framesByChallenge`: the employees agreed to the face check; their face step sends these frames for its challenge. */
async function clockInRush(url: string, tokens: string[], photo: Uint8Array, signers?: Map<string, SoftAuthenticator>, framesByChallenge?: Record<string, Uint8Array[]>) {
  const samples: Sample[] = [];
  const connections = await Promise.all(Array.from({ length: CLIENTS }, () => openConnection(url)));
  const form = photoForm(photo);
  const faceForms = new Map(Object.entries(framesByChallenge ?? {}).map(([challenge, frames]) => [challenge, photoForm(photo, frames)]));
  const failures: string[] = [];
  let next = 0;
  // 11 m from the office's centre, as a phone at the door reads it, with the samples the app sends.
  const position = { latitude: String(OFFICE.latitude + 0.0001), longitude: String(OFFICE.longitude) };
  const positionSamples = () => [{ latitude: OFFICE.latitude + 0.0001, longitude: OFFICE.longitude, accuracy: 9, timestamp: Date.now() }];
  const worker = async () => {
    const connection = connections.pop()!;
    while (next < tokens.length) {
      const token = tokens[next++]!;
      const json = { token, 'content-type': 'application/json' };
      const check = await timed(samples, 'check', () =>
        connection.request('POST', '/mobile-v2/absen-check', json, JSON.stringify({ type: '1', location: '1', ...position, positions: positionSamples() })),
      );
      if (!check?.ok) {
        failures.push(`check ${check?.status} ${check?.body?.message ?? ''}`.trim());
        continue;
      }
      const { check_id, passkey_challenge, face_challenge } = check.body as { check_id: string; passkey_challenge: string | null; face_challenge: string | null };
      const signer = signers?.get(token);
      if (signer && !passkey_challenge) failures.push('check without a passkey challenge');
      const sent = (face_challenge && faceForms.get(face_challenge)) || form;
      const upload = await timed(samples, 'upload', () =>
        connection.request('POST', '/mobile-v2/upload-photo', { token, 'content-type': sent.contentType }, sent.body),
      );
      if (!upload?.ok) {
        failures.push(`upload ${upload?.status} ${upload?.body?.message ?? ''}`.trim());
        continue;
      }
      const { filename_image, filename_frames } = upload.body as { filename_image: string; filename_frames: string[] };
      const passkey_assertion = signer && passkey_challenge ? signer.sign(passkey_challenge) : null;
      const face_step = framesByChallenge ? { challenge: face_challenge, outcome: 'passed', antispoof: 0.9, liveness: 0.9, frames: filename_frames } : null;
      const body = { ...position, filename_face: filename_image, filename_location: null, filename_letter: null, type: '1', location: '1', device_token: `bench-${randomUUID()}`, anomaly: null, is_pwa: '1', check_id, passkey_assertion, face_step };
      const submit = await timed(samples, 'submit', () =>
        connection.request('POST', '/mobile-v2/absen-upload', { ...json, 'idempotency-key': randomUUID() }, JSON.stringify(body)),
      );
      if (!submit?.ok) failures.push(`submit ${submit?.status} ${submit?.body?.message ?? ''}`.trim());
    }
    connection.close();
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  return { seconds: (performance.now() - start) / 1000, samples, failures };
}

/**
 * The ceiling a rush is compared with, in the same run: the same clients on the same kind of connections, each
 * fetching a small static file as fast as the server answers, `requests` in all; requests per second.
 */
async function staticCeiling(url: string, requests: number) {
  const connections = await Promise.all(Array.from({ length: CLIENTS }, () => openConnection(url)));
  let next = 0;
  const worker = async () => {
    const connection = connections.pop()!;
    while (next++ < requests) await connection.request('GET', '/logo.svg', {});
    connection.close();
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  return requests / ((performance.now() - start) / 1000);
}

/** What verifying one assertion costs the server: @simplewebauthn/server over a P-256 signature, median of 300. */
async function assertionVerifyMs() {
  const phone = softAuthenticator();
  const credential = { id: phone.id, publicKey: Buffer.from(phone.publicKey, 'base64url'), counter: 0, transports: ['internal' as const] };
  const challenge = randomBytes(32).toString('base64url');
  const assertions = Array.from({ length: 350 }, () => phone.sign(challenge));
  const verify = (i: number) =>
    verifyAuthenticationResponse({ response: assertions[i] as never, expectedChallenge: challenge, expectedOrigin: TEST_ORIGIN, expectedRPID: 'localhost', credential, requireUserVerification: true });
  await medianMs(50, (i) => verify(300 + i));
  return medianMs(300, verify);
}

/** Clients per kind of other user's request during the login attack, each sending its next as soon as one is answered. */
const OTHERS_PER_KIND = 4;

/**
 * Wrong logins from one address, all at once, sent by another process (bench/attacker.ts), while other users load
 * the dashboard, a static file, and sign in: only their requests sent while the attack lasts are counted.
 */
async function loginAttack(url: string, userToken: string, username: string, password: string) {
  const samples: Sample[] = [];
  const json = { 'content-type': 'application/json' };
  const attacker = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'attacker.ts'), url, String(ATTACK_LOGINS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const begun = new Promise<void>((resolve) =>
    attacker.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.startsWith('start')) resolve();
    }),
  );
  const ended = new Promise<void>((resolve) => attacker.once('exit', () => resolve()));
  let attacking = false;
  void begun.then(() => (attacking = true));
  void ended.then(() => (attacking = false));
  /** One client repeating a kind of request; its answers count only while the attack lasts. */
  const repeat = async (call: string, request: () => Promise<Answer>) => {
    await begun;
    while (attacking) {
      const during: Sample[] = [];
      await timed(during, call, request);
      if (attacking) samples.push(...during);
    }
  };
  let otherAddress = 0;
  const kinds: [string, () => Promise<Answer>][] = [
    ['dashboard', () => send(`${url}/mobile-v2/absent-information`, { headers: { token: userToken } })],
    ['static', () => send(`${url}/logo.svg`)],
    ['login (other address)', () => send(`${url}/pwa/login`, { method: 'POST', headers: { ...json, 'x-forwarded-for': `198.51.100.${++otherAddress % 250}` }, body: JSON.stringify({ username, password }) })],
  ];
  const others = Promise.all(kinds.flatMap(([call, request]) => Array.from({ length: OTHERS_PER_KIND }, () => repeat(call, request))));
  await ended;
  await others;
  const { seconds, statuses } = JSON.parse(output.slice(output.indexOf('{'))) as { seconds: number; statuses: Record<number, number> };
  return { seconds, attackStatuses: statuses, samples };
}

async function benchDatabase(kind: 'sqlite' | 'postgres', photo: Uint8Array) {
  const dataDir = await mkdtemp(join(tmpdir(), `absensi-bench-${kind}-`));
  const databaseName = `absensi_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = args['postgres-url']!;
  let databaseUrl = '';
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const jwtSecret = randomBytes(32).toString('hex');
  // Photos sealed on both databases, as a deployment keeps them (docs/deployment.md, "Photo keys").
  const photoKeys = newPhotoKey('bench');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, PHOTO_KEYS: photoKeys, SEED_DEMO: '0', PORT: '0', TRUST_PROXY: '1' };
  let server: { child: ChildProcess; url: string } | null = null;
  const database = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
  try {
    process.stdout.write(`[${kind}] importing ${EMPLOYEES} employees... `);
    const importStart = performance.now();
    const offices = join(dataDir, 'kantor.csv');
    await writeFile(offices, `name,latitude,longitude,radius\n${OFFICE.name},${OFFICE.latitude},${OFFICE.longitude},${OFFICE.radius}\n`);
    await admin(env, 'import-offices', '--file', offices);
    await database.db.insertInto('work_schedules').values({ name: BENCH_SCHEDULE, ...scheduleStartingSoon(), grace_minutes: 0, work_days: '1,2,3,4,5,6,7' }).execute();
    const staff = join(dataDir, 'pegawai.csv');
    const row = (prefix: string, i: number) => `${prefix}${i},rahasia-${i}-${prefix},Pegawai Uji ${i},${prefix.toUpperCase()}${String(i).padStart(6, '0')},Staf,3,${OFFICE.name},Bagian Uji,Sepanjang Hari`;
    const rows = [
      ...Array.from({ length: EMPLOYEES }, (_, i) => row('bench', i)),
      ...Array.from({ length: EMPLOYEES }, (_, i) => row('signed', i)),
      ...Array.from({ length: EMPLOYEES }, (_, i) => row('faced', i)),
      ...Array.from({ length: EMPLOYEES }, (_, i) => row('later', i)),
      ...Array.from({ length: WARM_UP }, (_, i) => row('warm', i)),
    ];
    const header = 'username,password,name,nup,position,level,office,department,schedule';
    await writeFile(staff, `${header}\n${rows.join('\n')}\n`);
    await admin(env, 'import-employees', '--file', staff);
    // A file holds at most 10,000 rows (docs/import.md): the retention rush's employees come in a second one.
    const more = join(dataDir, 'pegawai-2.csv');
    await writeFile(more, `${header}\n${Array.from({ length: EMPLOYEES }, (_, i) => row('during', i)).join('\n')}\n`);
    await admin(env, 'import-employees', '--file', more);
    const importSeconds = (performance.now() - importStart) / 1000;
    console.log(`${importSeconds.toFixed(1)} s`);

    // Each employee on a phone of their own, as signed in with its device key: every submit asks who else used it.
    const signedIn = async (prefix: string) => {
      const employees = await database.db.selectFrom('employees').select(['id', 'nup']).where('username', 'like', `${prefix}%`).orderBy('id').execute();
      const sessionOf = (id: number) => startSession(database.db, id, new Date(), `bench-phone-${id}`);
      return Promise.all(employees.map(async (e) => ({ id: e.id, token: await issueToken({ sub: e.id, nup: e.nup, sid: await sessionOf(e.id) }, jwtSecret) })));
    };
    // The signing rush's employees each enrolled a passkey on their phone: software keys, their rows written here;
    // the warm-up's too, so that the server has verified assertions before either rush, as one up all night has.
    const withPasskeys = async (employees: { id: number; token: string }[]) => {
      const phones = employees.map(() => softAuthenticator());
      const enrolled = new Date().toISOString();
      await database.db
        .insertInto('passkeys')
        .values(phones.map((phone, i) => ({ id: phone.id, employee_id: employees[i]!.id, public_key: phone.publicKey, counter: 0, transports: '["internal"]', name: 'Bench', status: 'active', created_at: enrolled, last_used_at: null, decided_by: null, decided_at: null })))
        .execute();
      return new Map(employees.map((employee, i) => [employee.token, phones[i]!]));
    };
    const tokens = (await signedIn('bench')).map((e) => e.token);
    const warmUpEmployees = await signedIn('warm');
    const warmUpTokens = warmUpEmployees.map((e) => e.token);
    const warmUpSigners = await withPasskeys(warmUpEmployees);
    const signingEmployees = await signedIn('signed');
    const signedTokens = signingEmployees.map((e) => e.token);
    const signers = await withPasskeys(signingEmployees);
    // The face rush's employees agreed to the face check, and HR took a reference of each: the real face's template.
    const facedTokens = (await signedIn('faced')).map((e) => e.token);
    const laterTokens = (await signedIn('later')).map((e) => e.token);
    const duringTokens = (await signedIn('during')).map((e) => e.token);
    process.stdout.write(`[${kind}] signed in; describing the real face... `);
    const facePhotoBytes = await realFacePhoto();
    const descriptor = JSON.stringify((await describeFaces(facePhotoBytes)).faces[0]!.descriptor);
    await database.db.updateTable('employees').set({ face_consent: 'agreed' }).where('username', 'like', 'faced%').execute();
    const facedIds = await database.db.selectFrom('employees').select('id').where('username', 'like', 'faced%').execute();
    const referenceAt = new Date().toISOString();
    for (let i = 0; i < facedIds.length; i += 500) {
      await database.db
        .insertInto('face_references')
        .values(facedIds.slice(i, i + 500).map(({ id }) => ({ employee_id: id, file_id: 'bench-reference', descriptor, created_at: referenceAt, created_by: null })))
        .execute();
    }

    console.log('done');
    const profileDir = args.profile ? join('bench', 'profiles', kind) : null;
    server = await startServerProcess(env, profileDir);
    const pid = server.child.pid!;
    const baselineRss = peakRssMb(pid);
    const warmUp = await clockInRush(server.url, warmUpTokens, photo, warmUpSigners);
    const [serverCpuBefore, eventLoopCpuBefore, driverCpuBefore, postgresCpuBefore] = [cpuSeconds(pid), eventLoopCpuSeconds(pid), process.cpuUsage(), postgresCpuSeconds()];
    const rush = await clockInRush(server.url, tokens, photo);
    const driverCpu = process.cpuUsage(driverCpuBefore);
    const cpu = {
      server: round(cpuSeconds(pid) - serverCpuBefore),
      serverEventLoop: round(eventLoopCpuSeconds(pid) - eventLoopCpuBefore),
      loadGenerator: round((driverCpu.user + driverCpu.system) / 1e6),
      postgres: round(postgresCpuSeconds() - postgresCpuBefore),
    };
    const rushPeakRss = peakRssMb(pid);
    const signed = await clockInRush(server.url, signedTokens, photo, signers);
    const faced = await clockInRush(server.url, facedTokens, facePhotoBytes, undefined, await challengeFrames(facePhotoBytes));
    // The same rush as the first, of other employees, while the face rush's queue is being compared on its thread.
    const comparingBy = await faceQueueStarted(database.db);
    const beside = await clockInRush(server.url, laterTokens, photo);
    const queue = await faceQueueAfterRush(database.db);
    const ceiling = await staticCeiling(server.url, 3 * EMPLOYEES);
    const recordsOf = async (prefix: string, verifiedOnly = false) => {
      let query = database.db
        .selectFrom('attendance as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('e.username', 'like', `${prefix}%`)
        .where('a.direction', '=', 'in');
      if (verifiedOnly) query = query.where('a.verification', '=', 'verified');
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const recorded = { n: await recordsOf('bench') };
    const calls: Call[] = ['check', 'upload', 'submit'];
    const errors = rush.samples.filter((s) => !s.ok).length;

    process.stdout.write(`[${kind}] login attack: ${ATTACK_LOGINS} wrong logins from one address... `);
    const attack = await loginAttack(server.url, tokens[0]!, 'bench1', 'rahasia-1-bench');
    console.log(`${attack.seconds.toFixed(1)} s`);

    process.stdout.write(`[${kind}] monthly recap of ${EMPLOYEES} employees... `);
    const recap = await recapBench(database.db);
    console.log(`${recap.recapMs} ms`);

    // The retention pass (docs/privacy.md) over clock-ins past their retention, from another process (as a second
    // server would run it), while other employees clock in: the pass's pace, and the rush beside it ÷ without it.
    process.stdout.write(`[${kind}] retention pass over ${EMPLOYEES * RETENTION_DAYS} expired clock-ins beside a rush... `);
    const benchIds = (await database.db.selectFrom('employees').select('id').where('username', 'like', 'bench%').execute()).map((e) => e.id);
    const seed = await seedExpiredPhotos(database.db, benchIds, { dataDir, databaseUrl, photoKeys });
    const store = fileStoreFor({ dataDir, databaseUrl: databaseUrl || undefined, photoKeys: parsePhotoKeys(photoKeys) });
    const passStart = performance.now();
    const pass = deleteExpiredPhotos(database.db, store, () => new Date()).then((counts) => ({ counts, seconds: (performance.now() - passStart) / 1000 }));
    const duringRush = await clockInRush(server.url, duringTokens, photo);
    const passed = await pass;
    const retention = {
      ...retentionFigures(seed, passed.seconds),
      cleared: passed.counts?.records ?? null,
      rushSeconds: round(duringRush.seconds),
      rushErrors: duringRush.samples.filter((s) => !s.ok).length,
      rushCalls: summarize(duringRush.samples, calls),
      toRushWithout: ratio(rush.seconds / duringRush.seconds),
    };
    console.log(`${retention.passSeconds} s`);

    return {
      database: kind,
      employees: EMPLOYEES,
      clients: CLIENTS,
      importSeconds: round(importSeconds),
      warmUp: { clockIns: WARM_UP, seconds: round(warmUp.seconds), errors: warmUp.samples.filter((s) => !s.ok).length },
      rush: {
        seconds: round(rush.seconds),
        clockInsPerSecond: round(EMPLOYEES / rush.seconds),
        calls: summarize(rush.samples, calls),
        errors,
        failures: [...new Set(rush.failures)],
        recordsExpected: EMPLOYEES,
        recordsFound: Number(recorded.n),
        serverRssMb: { atStart: round(baselineRss), peak: round(rushPeakRss) },
        cpuSeconds: cpu,
        toCeiling: ratio((3 * EMPLOYEES) / rush.seconds / ceiling),
      },
      signedRush: {
        seconds: round(signed.seconds),
        clockInsPerSecond: round(EMPLOYEES / signed.seconds),
        calls: summarize(signed.samples, calls),
        errors: signed.samples.filter((s) => !s.ok).length,
        failures: [...new Set(signed.failures)],
        recordsFound: await recordsOf('signed'),
        recordsVerified: await recordsOf('signed', true),
        toCeiling: ratio((3 * EMPLOYEES) / signed.seconds / ceiling),
      },
      facedRush: {
        seconds: round(faced.seconds),
        errors: faced.samples.filter((s) => !s.ok).length,
        failures: [...new Set(faced.failures)],
        calls: summarize(faced.samples, calls),
        toCeiling: ratio((3 * EMPLOYEES) / faced.seconds / ceiling),
        queue,
      },
      rushBesideQueue: {
        queueComparingAfterSeconds: comparingBy,
        seconds: round(beside.seconds),
        errors: beside.samples.filter((s) => !s.ok).length,
        failures: [...new Set(beside.failures)],
        calls: summarize(beside.samples, calls),
        toCeiling: ratio((3 * EMPLOYEES) / beside.seconds / ceiling),
        toRushWithoutQueue: ratio(rush.seconds / beside.seconds),
      },
      staticCeilingPerSecond: round(ceiling),
      loginAttack: {
        wrongLogins: ATTACK_LOGINS,
        seconds: round(attack.seconds),
        answers: attack.attackStatuses,
        others: summarize(attack.samples, ['dashboard', 'static', 'login (other address)']),
        othersFailed: attack.samples.filter((s) => !s.ok).length,
      },
      serverPeakRssMb: round(peakRssMb(pid)),
      recap,
      retention,
    };
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGINT');
      await exited;
    }
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.end();
    }
  }
}

/** Waits until the server's face pass has compared a first record (it runs every half minute); answers the seconds waited. */
async function faceQueueStarted(db: Kysely<Database>) {
  const start = performance.now();
  while (performance.now() - start < 40_000) {
    const done = await db.selectFrom('face_checks').select('id').where('status', '!=', 'queued').limit(1).execute();
    if (done.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return round((performance.now() - start) / 1000);
}

/**
 * The face queue the face rush left (docs/faces.md): how many of its records the server's one face thread compared
 * by the end of the rush beside it, then its pace over the next 30 s with nothing else running, and from that pace
 * the time the whole queue takes to catch up.
 */
async function faceQueueAfterRush(db: Kysely<Database>) {
  const checked = async () => Number((await db.selectFrom('face_checks').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '!=', 'queued').executeTakeFirstOrThrow()).n);
  const queued = Number((await db.selectFrom('face_checks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const duringRush = await checked();
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const afterIdle = await checked();
  const perSecond = (afterIdle - duringRush) / ((performance.now() - start) / 1000);
  const statuses = await db.selectFrom('face_checks').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  return {
    queued,
    comparedDuringRush: duringRush,
    facesPerSecond: round(perSecond),
    catchUpSeconds: perSecond > 0 ? round(queued / perSecond) : null,
    statuses: Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)])),
  };
}

/** The month the recap bench fills and reads: October 2026, a whole past month whatever the day of the run. */
const RECAP_PERIOD = '202610';

/**
 * HR's monthly recap of every bench employee over a month in which each clocked in and out every day (a clock-out
 * of one in ten early, one clock-in in twenty still pending), timed in-process beside a plain read of the rows the
 * recap reads: the recap should cost a small multiple of reading them (issue 39). Medians of three.
 */
async function recapBench(db: Kysely<Database>) {
  const { first, last } = monthOf(RECAP_PERIOD);
  // Employed since before the month (the import dated them today).
  await db.updateTable('employees').set({ created_at: fromJakarta(first, '00:00').toISOString() }).where('username', 'like', 'bench%').execute();
  const employees = await db.selectFrom('employees').select('id').where('username', 'like', 'bench%').execute();
  const rows: object[] = [];
  for (let day = 1; day <= Number(last.slice(8)); day++) {
    const date = `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
    for (const { id } of employees) {
      const record = (direction: string, time: string, verification: string) => {
        const at = fromJakarta(date, time).toISOString();
        return {
          employee_id: id, work_date: date, direction, checked_at: at, recorded_at: at, inside_office: 1, latitude: OFFICE.latitude, longitude: OFFICE.longitude,
          office_id: null, distance_m: 10, is_late: 0, anomaly: null, face_file_id: `bench-${id}-${date}-${direction}`, location_file_id: null, letter_file_id: null,
          device_token: 'bench', idempotency_key: null, taken_offline: 0, verification, flags: '', device_id: null, decided_by: null, decided_at: null,
          decision_note: null, accuracy_m: 10, check_nonce: null,
        };
      };
      rows.push(record('in', '07:20', (id + day) % 20 === 0 ? 'pending' : 'verified'), record('out', (id + day) % 10 === 0 ? '15:00' : '16:10', 'verified'));
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('attendance').values(rows.slice(i, i + 500) as never).execute();
  const plainRead = () =>
    Promise.all([
      db.selectFrom('employees').selectAll().execute(),
      db.selectFrom('attendance').select(['employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'verification', 'is_late', 'inside_office']).where('work_date', '>=', first).where('work_date', '<=', last).execute(),
    ]);
  const now = fromJakarta('2026-11-25', '09:00');
  const recap = () => monthlyRecap(db, { period: RECAP_PERIOD }, now);
  const [readMs, recapMs] = [await medianMs(3, plainRead), await medianMs(3, recap)];
  const result = await recap();

  // HR closing the month (docs/hr.md, "Periods"): the recap, both files made from it and the row stored; each of the
  // three closes is undone after it (the undoing timed with it: one delete of one row).
  const closer = { id: employees[0]!.id, role: 'hr' as const };
  const closeMs = await medianMs(3, async () => {
    await closePeriod({ db, now: () => now }, closer, RECAP_PERIOD);
    await db.deleteFrom('payroll_periods').where('period', '=', RECAP_PERIOD).execute();
  });

  // The same month under a payroll cut-off on the 25th (docs/hr.md, "Settings"): 26 September to 25 October.
  await db.insertInto('company_settings').values({ key: 'payroll_cutoff_day', value: '25' }).onConflict((conflict) => conflict.column('key').doUpdateSet({ value: '25' })).execute();
  const cutOff = payPeriodOf(RECAP_PERIOD, 25);
  const cutOffRead = () =>
    Promise.all([
      db.selectFrom('employees').selectAll().execute(),
      db.selectFrom('attendance').select(['employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'verification', 'is_late', 'inside_office']).where('work_date', '>=', cutOff.first).where('work_date', '<=', cutOff.last).execute(),
    ]);
  const [cutOffReadMs, cutOffRecapMs] = [await medianMs(3, cutOffRead), await medianMs(3, recap)];
  await db.deleteFrom('company_settings').where('key', '=', 'payroll_cutoff_day').execute();

  // The reminders' pass over every employee ten minutes before their shift on a day without records: the first pass
  // claims and sends every clock-in reminder, the next (a minute later) finds them sent and writes nothing.
  const quiet = { notify: () => undefined } as unknown as Notifier;
  const { start_time: shiftStart } = await db.selectFrom('work_schedules').select('start_time').where('name', '=', BENCH_SCHEDULE).executeTakeFirstOrThrow();
  const shiftAt = fromJakarta('2026-11-02', shiftStart).getTime();
  const started = performance.now();
  const reminded = await sendShiftReminders(db, quiet, new Date(shiftAt - 10 * 60_000));
  const firstPassMs = performance.now() - started;
  const steadyPassMs = await medianMs(3, () => sendShiftReminders(db, quiet, new Date(shiftAt - 9 * 60_000)));
  return {
    period: RECAP_PERIOD,
    employees: result.rows.length,
    records: rows.length,
    readMs: round(readMs),
    recapMs: round(recapMs),
    ratio: round(recapMs / readMs),
    close: { ms: round(closeMs), ratio: round(closeMs / recapMs) },
    cutOff: { from: cutOff.first, to: cutOff.last, readMs: round(cutOffReadMs), recapMs: round(cutOffRecapMs), ratio: round(cutOffRecapMs / cutOffReadMs) },
    reminders: { sent: reminded, firstPassMs: round(firstPassMs), steadyPassMs: round(steadyPassMs) },
  };
}

/** Lighthouse over the built app on a server of its own with the demo data (SQLite), signed in as demo for /dashboard. */
async function pageFigures(): Promise<PageFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'absensi-bench-pages-'));
  const server = await startServerProcess({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: '1', PORT: '0', DATABASE_URL: '' }, null);
  try {
    const login = await send(`${server.url}/pwa/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
    if (!login.ok) throw new Error(`demo could not sign in: ${login.status}`);
    return await lighthouseFigures(server.url, (login.body as { token: string }).token);
  } finally {
    server.child.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function print(result: Awaited<ReturnType<typeof benchDatabase>>) {
  const { rush, loginAttack: attack } = result;
  console.log(`\n== ${result.database}: ${result.employees} clock-ins, ${result.clients} clients (after a warm-up of ${result.warmUp.clockIns} in ${result.warmUp.seconds} s)`);
  console.log(`total ${rush.seconds} s, ${rush.clockInsPerSecond} clock-ins/s, errors ${rush.errors}, records ${rush.recordsFound}/${rush.recordsExpected}, server peak RSS ${rush.serverRssMb.peak} MB`);
  console.log(
    `CPU during the rush: server ${rush.cpuSeconds.server} s (event loop ${rush.cpuSeconds.serverEventLoop} s), load generator ${rush.cpuSeconds.loadGenerator} s, PostgreSQL ${rush.cpuSeconds.postgres} s`,
  );
  for (const [call, s] of Object.entries(rush.calls)) console.log(`  ${call.padEnd(8)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.count})`);
  if (rush.failures.length) console.log(`  failures: ${rush.failures.join(', ')}`);
  const { signedRush: signed } = result;
  console.log(
    `signed by each phone's passkey: total ${signed.seconds} s, ${signed.clockInsPerSecond} clock-ins/s, errors ${signed.errors}, records ${signed.recordsFound}/${result.employees} (verified ${signed.recordsVerified})`,
  );
  for (const [call, s] of Object.entries(signed.calls)) console.log(`  ${call.padEnd(8)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.count})`);
  if (signed.failures.length) console.log(`  failures: ${signed.failures.join(', ')}`);
  const { facedRush: faced } = result;
  console.log(
    `employees who agreed to the face check (real faces): total ${faced.seconds} s, errors ${faced.errors}, ${faced.queue.queued} records queued for the face thread`,
  );
  if (faced.failures.length) console.log(`  failures: ${faced.failures.join(', ')}`);
  const { rushBesideQueue: beside } = result;
  console.log(
    `the unsigned rush again (other employees) while the queue compares (first after ${beside.queueComparingAfterSeconds} s): total ${beside.seconds} s, errors ${beside.errors}; to the rush without the queue ${beside.toRushWithoutQueue} (target ≥ 0.95)`,
  );
  for (const [call, s] of Object.entries(beside.calls)) console.log(`  ${call.padEnd(8)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.count})`);
  console.log(
    `  face queue: ${faced.queue.comparedDuringRush} compared by the end of that rush, ${faced.queue.facesPerSecond} records/s on one thread after it (${faced.queue.facesPerSecond > 0 ? Math.round(1000 / faced.queue.facesPerSecond) : '-'} ms per record: its photo and 4 challenge frames), the whole queue in ${faced.queue.catchUpSeconds} s; ${JSON.stringify(faced.queue.statuses)}`,
  );
  console.log(`static ceiling: ${result.staticCeilingPerSecond} requests/s; the rush's calls per second to it: unsigned ${rush.toCeiling}, signed ${signed.toCeiling}, face check ${faced.toCeiling}, beside the queue ${beside.toCeiling}`);
  console.log(`login attack: ${attack.wrongLogins} wrong logins in ${attack.seconds} s, answers ${JSON.stringify(attack.answers)}; other users meanwhile:`);
  for (const [call, s] of Object.entries(attack.others)) console.log(`  ${call.padEnd(22)} p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.count})`);
  if (attack.othersFailed) console.log(`  other users' requests that failed: ${attack.othersFailed}`);
  const { recap } = result;
  console.log(
    `monthly recap ${recap.period}: ${recap.employees} employees, ${recap.records} records: ${recap.recapMs} ms; a plain read of its rows ${recap.readMs} ms (recap / read ${recap.ratio})`,
  );
  console.log(`closing period ${recap.period} (its recap, XLSX and CSV stored): ${recap.close.ms} ms (close / recap ${recap.close.ratio}, at most 3)`);
  console.log(
    `payroll period ${recap.cutOff.from} to ${recap.cutOff.to} (cut-off 25): recap ${recap.cutOff.recapMs} ms; a plain read ${recap.cutOff.readMs} ms (recap / read ${recap.cutOff.ratio})`,
  );
  console.log(`shift reminders over every active employee (${recap.reminders.sent} due): first pass ${recap.reminders.firstPassMs} ms, a steady pass ${recap.reminders.steadyPassMs} ms`);
  const { retention } = result;
  console.log(
    `retention pass: ${retention.cleared ?? 'none (lease held)'} of ${retention.records} expired clock-ins and their photos in ${retention.passSeconds} s (${retention.recordsPerSecond} records/s); a year of 2,000 employees (${retention.yearRecords} records) ≈ ${retention.yearMinutes} min`,
  );
  console.log(`  the unsigned rush beside it (other employees): ${retention.rushSeconds} s, errors ${retention.rushErrors}; to the rush without it ${retention.toRushWithout}`);
  for (const [call, s] of Object.entries(retention.rushCalls)) console.log(`  ${call.padEnd(8)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.count})`);
}

const benchedDatabases = args.databases!.split(',').filter((name): name is 'sqlite' | 'postgres' => name === 'sqlite' || name === 'postgres');
/** 'Unduh Data Saya' of an employee holding about 1 GB, on each database (bench/dataExport.ts). */
async function dataExports(): Promise<DataExportFigures[]> {
  const figures = [];
  for (const kind of benchedDatabases) {
    const result = await dataExportFigures(kind, args['postgres-url']!, Number(args['export-files']), Number(args['export-file-mb']));
    printDataExportFigures(result);
    figures.push(result);
  }
  return figures;
}
if (args['data-export-only']) {
  // Alone (the server bundle is all it needs): its figures replace the last run's in bench/results.json, the rest kept.
  await run('npm', ['run', '--silent', 'build:server']);
  const figures = await dataExports();
  const last = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  await writeFile('bench/results.json', `${JSON.stringify({ ...last, dataExport: { date: new Date().toISOString(), figures } }, null, 2)}\n`);
  console.log('\nbench/results.json ditulis (dataExport).');
  process.exit(0);
}
if (!existsSync('dist/index.html')) {
  console.log('dist/ belum ada: npm run build ...');
  await run('npm', ['run', 'build']);
} else {
  await run('npm', ['run', '--silent', 'build:server']);
}
const photo = await facePhoto();
const cores = cpus().length;
const cpuModel = cpus()[0]?.model.trim();
console.log(`Absensi bench: ${EMPLOYEES} employees, ${CLIENTS} clients, photo ${(photo.length / 1024).toFixed(1)} KB, ${cores} cores (${cpuModel}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB`);
const speedFolder = await mkdtemp(join(tmpdir(), 'absensi-bench-speed-'));
const results = [];
let machine: Awaited<ReturnType<typeof machineSpeed>> & { assertionVerifyMs: number };
let pages: PageFigures[] = [];
let faceStep: FaceStepFigures | null = null;
let dataExport: { date: string; figures: DataExportFigures[] } | null = null;
try {
  machine = { ...(await machineSpeed(photo, speedFolder)), assertionVerifyMs: await assertionVerifyMs() };
  console.log(
    `this hour, one upload thread alone: the photo decoded whole and hashed in ${machine.photoDecodeMs} ms, its synced file created in ${machine.syncedFileMs} ms (medians)`,
  );
  console.log(`verifying one passkey assertion (P-256, @simplewebauthn/server): ${machine.assertionVerifyMs} ms (median)`);
  // `--databases none` measures the pages alone.
  for (const kind of benchedDatabases) {
    const result = await benchDatabase(kind, photo);
    print(result);
    results.push(result);
  }
  if (!args['skip-face']) {
    faceStep = await faceStepFigures();
    console.log(
      `\n== face step on the phone path, CPU ${faceStep.cpuSlowdown}× slower: models loaded in ${faceStep.modelsLoadMs} ms (first use); camera to one face ${faceStep.cameraToFaceMs} ms; a frame judged in ${faceStep.frameMs} ms; presence and two blinks ${faceStep.presenceAndChallengeMs} ms (target ≤ 1500)`,
    );
  }
  if (!args['skip-data-export']) dataExport = { date: new Date().toISOString(), figures: await dataExports() };
  if (!args['skip-pages']) {
    pages = await pageFigures();
    console.log('\n== Lighthouse, mobile (median of 3): LCP / FCP / CLS / TBT / score');
    for (const page of pages) console.log(`  ${page.path.padEnd(11)} ${page.lcpMs} ms / ${page.fcpMs} ms / ${page.cls} / ${page.tbtMs} ms / ${page.performance}`);
  }
} finally {
  await rm(speedFolder, { recursive: true, force: true });
}
await writeFile(
  'bench/results.json',
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores, cpuModel, photoBytes: photo.length, machine, results, faceStep, dataExport, pages }, null, 2)}\n`,
);
console.log('\nbench/results.json ditulis.');
