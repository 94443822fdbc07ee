/**
 * Passes that cannot be stopped ("Retention, the face pass, reminders and the forgotten-clock-out close treat
 * every item on its own: an item that fails is recorded with its reason, skipped, and retried a bounded number of
 * times; the pass goes on and finishes. A pass that leaves failures tells HR in the console … in words, and
 * `GET /health` … says which pass last failed. A test feeds each pass a poisoned item (an empty id, a directory, a
 * missing file, a file whose key is gone) and shows the rest done"; "A file whose key is missing answers 410 with a
 * message, the server says at start how many stored files no configured key opens, and `npm run admin --
 * check-photo-keys` lists them"), over HTTP and the passes themselves, on both databases and both photo stores.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeForgottenClockOuts } from '../../server/attendance/forgottenClockOut';
import { sendShiftReminders } from '../../server/attendance/reminders';
import { checkQueuedFaces } from '../../server/faces/faceChecks';
import { newPhotoKey, parsePhotoKeys } from '../../server/files/sealing';
import { signedFileUrl } from '../../server/files/signedUrl';
import { databaseFileStore, diskFileStore, type FileStore, storeFile, uploadsDir } from '../../server/files/storage';
import { runPass } from '../../server/maintenance/passes';
import { deleteExpiredPhotos } from '../../server/privacy/retention';
import { fromJakarta } from '../../server/time';
import { FAILURE_REASONS } from '../../src/domain/maintenance';
import { auditSentence } from '../../src/format/auditEntry';
import { failureWords, passStateWords } from '../../src/format/maintenance';
import { admin } from '../support/adminCommand';
import { attendanceApi, clock, HEAD_OFFICE } from '../support/attendanceApi';
import { call, logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const RETENTION_DAY = '2026-12-01';
/** A key no server of this test holds: what it sealed answers 410. */
const LOST_KEY = parsePhotoKeys(newPhotoKey('hilang'));

describe(`passes that cannot be stopped (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '06:00');
  const ids: Record<string, number> = {};
  const db = () => server.services.db;
  const onDisk = () => !server.services.config.databaseUrl;
  /** The same store as the server's, sealing with other keys. */
  const storeSealedWith = (keys: typeof LOST_KEY) => (onDisk() ? diskFileStore(server.dataDir, keys) : databaseFileStore(keys));
  const store = (files: FileStore = server.services.files) =>
    storeFile(db(), files, { bytes: new TextEncoder().encode('foto uji'), kind: 'face', ownerId: ids['budi.santoso']!, contentType: 'image/png', width: 1, height: 1, claimed: true }, now);
  /** Files sealed with a key the server does not hold. */
  const lostKeyFiles: string[] = [];
  const storeWithLostKey = async () => {
    const id = await store(storeSealedWith(LOST_KEY));
    lostKeyFiles.push(id);
    return id;
  };
  const folders = new Set<string>();
  /**
   * A stored file whose place holds a folder: on disk a real one; PostgreSQL has no folders, so there the store the
   * passes are given fails on it as a disk would.
   */
  const storeFolder = async () => {
    const id = await store();
    folders.add(id);
    if (onDisk()) {
      await rm(join(uploadsDir(server.dataDir), id));
      await mkdir(join(uploadsDir(server.dataDir), id));
    }
    return id;
  };
  const eisdir = (id: string) => Object.assign(new Error(`EISDIR: illegal operation on a directory, '${id}'`), { code: 'EISDIR' });
  const passStore = (): FileStore => {
    const files = server.services.files;
    if (onDisk()) return files;
    return {
      ...files,
      read: async (handle, id) => (folders.has(id) ? Promise.reject(eisdir(id)) : files.read(handle, id)),
      remove: async (handle, fileIds) => (fileIds.some((id) => folders.has(id)) ? Promise.reject(eisdir(fileIds.find((id) => folders.has(id))!)) : files.remove(handle, fileIds)),
    };
  };
  const record = async (username: string, date: string, face: string | null, letter: string | null = null) =>
    (
      await db()
        .insertInto('attendance')
        .values({ employee_id: ids[username]!, work_date: date, direction: 'in', checked_at: `${date}T00:20:00.000Z`, recorded_at: `${date}T00:20:01.000Z`, inside_office: 1, latitude: HEAD_OFFICE.latitude, longitude: HEAD_OFFICE.longitude, office_id: null, distance_m: 5, is_late: 0, anomaly: null, face_file_id: face, location_file_id: null, letter_file_id: letter, device_token: 'x', idempotency_key: null, device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 8, check_nonce: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const failures = (pass: string) => db().selectFrom('pass_failures').select(['item', 'reason', 'attempts', 'left_aside']).where('pass', '=', pass).orderBy('item').execute();
  const lastRun = (pass: string) => db().selectFrom('pass_runs').selectAll().where('pass', '=', pass).executeTakeFirst();
  const asHr = async (path: string) => call(`${server.url}${path}`, { headers: { token: await logInAs(server.url, 'hr') } });

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await db().selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    expect(await server.photoKeysChecked()).toBe(0);
  });
  afterAll(() => server.close());

  it('reminds everyone else when one employee’s plan cannot be read, and tries that one three times that day', async () => {
    await db().insertInto('shift_swaps').values({ employee_id: ids['eko.purnomo']!, date: MONDAY, shift: 'bukan json', created_by: null, created_at: now.toISOString() }).execute();
    now = fromJakarta(MONDAY, '07:16');
    expect(await sendShiftReminders(db(), server.services.notifier, now)).toBeGreaterThan(0);
    await server.services.notifier.idle();
    const told = await db().selectFrom('notifications').select('body').where('employee_id', '=', ids['siti.rahma']!).where('title', '=', 'Pengingat absen').execute();
    expect(told).toEqual([{ body: 'Jangan lupa absen masuk, shift mulai 07:30.' }]);
    const item = `reminder:${ids['eko.purnomo']}:${MONDAY}`;
    expect(await failures('reminders')).toEqual([{ item, reason: expect.stringMatching(/^kesalahan: /), attempts: 1, left_aside: 0 }]);
    for (const minute of ['07:17', '07:18', '07:19']) {
      now = fromJakarta(MONDAY, minute);
      await sendShiftReminders(db(), server.services.notifier, now);
    }
    // Tried on the first three runs, then left aside, still listed; the fourth run skipped nothing.
    expect(await failures('reminders')).toEqual([{ item, reason: expect.stringMatching(/^kesalahan: /), attempts: 3, left_aside: 1 }]);
    expect(await lastRun('reminders')).toMatchObject({ last_run_at: now.toISOString(), last_run_skipped: 0, last_failure_at: fromJakarta(MONDAY, '07:18').toISOString() });
  });

  it('closes the other forgotten clock-outs when one day cannot be closed, and tries that one three times', async () => {
    for (const username of ['budi.santoso', 'siti.rahma']) {
      now = fromJakarta(TUESDAY, '07:20');
      const api = attendanceApi(server.url, await logInAs(server.url, username), () => now);
      expect((await clock(api, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    }
    await db().insertInto('shift_swaps').values({ employee_id: ids['siti.rahma']!, date: TUESDAY, shift: '{rusak', created_by: null, created_at: now.toISOString() }).execute();
    const clockIn = (username: string) => db().selectFrom('attendance').select(['id', 'flags']).where('employee_id', '=', ids[username]!).where('work_date', '=', TUESDAY).executeTakeFirstOrThrow();
    now = fromJakarta(TUESDAY, '22:05');
    expect(await closeForgottenClockOuts(db(), server.services.notifier, now)).toBeGreaterThanOrEqual(1);
    expect((await clockIn('budi.santoso')).flags).toContain('forgot_clock_out');
    const item = `attendance:${(await clockIn('siti.rahma')).id}`;
    expect(await failures('forgotten_clock_outs')).toEqual([{ item, reason: expect.stringMatching(/^kesalahan: /), attempts: 1, left_aside: 0 }]);
    for (const time of ['23:05', '23:35', '23:55']) {
      now = fromJakarta(TUESDAY, time);
      await closeForgottenClockOuts(db(), server.services.notifier, now);
    }
    expect(await failures('forgotten_clock_outs')).toEqual([{ item, reason: expect.stringMatching(/^kesalahan: /), attempts: 3, left_aside: 1 }]);
    expect(await lastRun('forgotten_clock_outs')).toMatchObject({ last_run_skipped: 0 });
    await db().deleteFrom('shift_swaps').where('shift', 'in', ['{rusak', 'bukan json']).execute();
  });

  let folderFile = '';
  let missingFile = '';
  let retentionRecords: number[] = [];
  let erasedFiles: string[] = [];

  it('deletes every other expired photo when one file has an empty id, one is a folder, one is missing and one’s key is gone', async () => {
    now = fromJakarta(RETENTION_DAY, '09:00');
    const [plain, besideEmpty, lostKey] = [await store(), await store(), await storeWithLostKey()];
    missingFile = await store();
    await server.services.files.remove(db(), [missingFile]);
    folderFile = await storeFolder();
    erasedFiles = [plain, besideEmpty, lostKey];
    retentionRecords = [
      await record('budi.santoso', '2024-03-01', plain),
      // The attack of the issue: a clock-in whose letter was sent as ''.
      await record('budi.santoso', '2024-03-04', besideEmpty, ''),
      await record('budi.santoso', '2024-03-05', lostKey),
      await record('budi.santoso', '2024-03-06', missingFile),
      await record('budi.santoso', '2024-03-07', folderFile),
    ];
    // And what such a clock-in left behind before: '' noted for erasure, which stopped every pass since.
    await db().insertInto('file_erasures').values({ file_id: '' }).execute();

    const counts = await deleteExpiredPhotos(db(), passStore(), () => now);
    expect(counts).not.toBeNull();
    const records = await db().selectFrom('attendance').select(['face_file_id', 'letter_file_id', 'photos_removed_at']).where('id', 'in', retentionRecords).orderBy('id').execute();
    expect(records).toEqual(Array(5).fill({ face_file_id: null, letter_file_id: null, photos_removed_at: now.toISOString() }));
    for (const id of erasedFiles) {
      expect(await db().selectFrom('stored_files').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      expect(await server.services.files.sealingKeys(db(), [id])).toEqual(new Map());
    }
    // The folder is left where it is, to be tried again; the rest is forgotten.
    expect(await db().selectFrom('file_erasures').select('file_id').execute()).toEqual([{ file_id: folderFile }]);
    // A file missing from the disk is told; in PostgreSQL a file's bytes go with its row, and nothing is left to miss.
    const missing = onDisk() ? [{ item: `file:${missingFile}`, reason: FAILURE_REASONS.fileMissing, attempts: 1, left_aside: 1 }] : [];
    expect(await failures('retention')).toEqual(
      [
        { item: 'file:', reason: FAILURE_REASONS.malformedFileId, attempts: 1, left_aside: 1 },
        ...missing,
        { item: `file:${folderFile}`, reason: FAILURE_REASONS.notAFile, attempts: 1, left_aside: 0 },
      ].sort((a, b) => (a.item < b.item ? -1 : 1)),
    );
    expect(await lastRun('retention')).toMatchObject({ last_run_at: now.toISOString(), last_run_skipped: 2 + missing.length, last_failure_at: now.toISOString() });
  });

  it('tries the folder again on the next two runs, then leaves it aside, still listed', async () => {
    for (const time of ['10:00', '11:00', '12:00']) {
      now = fromJakarta(RETENTION_DAY, time);
      expect(await deleteExpiredPhotos(db(), passStore(), () => now)).not.toBeNull();
    }
    expect((await failures('retention')).find((failure) => failure.item === `file:${folderFile}`)).toEqual({ item: `file:${folderFile}`, reason: FAILURE_REASONS.notAFile, attempts: 3, left_aside: 1 });
    expect(await lastRun('retention')).toMatchObject({ last_run_at: now.toISOString(), last_run_skipped: 0, last_failure_at: fromJakarta(RETENTION_DAY, '11:00').toISOString() });
    expect(await db().selectFrom('file_erasures').select('file_id').execute()).toEqual([{ file_id: folderFile }]);
  });

  it('writes every other face check when one photo’s key is gone and one is a folder, and tries the folder three times', async () => {
    now = fromJakarta(RETENTION_DAY, '13:00');
    await db().updateTable('employees').set({ face_consent: 'agreed' }).where('id', 'in', [ids['siti.rahma']!, ids['budi.santoso']!]).execute();
    const queued = { status: 'queued', similarity: null, queued_at: now.toISOString(), claimed_at: null, checked_at: null } as const;
    const date = '2026-12-01';
    const siti = await record('siti.rahma', date, await storeWithLostKey());
    const budi = await record('budi.santoso', date, await storeFolder());
    const maya = await record('maya.sari', date, await store());
    for (const username of ['siti.rahma', 'budi.santoso', 'maya.sari']) {
      await db().insertInto('face_checks').values({ record_kind: 'attendance', employee_id: ids[username]!, work_date: date, direction: 'in', ...queued }).execute();
    }
    const status = async (username: string) =>
      (await db().selectFrom('face_checks').select(['id', 'status']).where('employee_id', '=', ids[username]!).where('work_date', '=', date).executeTakeFirstOrThrow());
    const pass = () => checkQueuedFaces(db(), passStore(), server.services.notifier, now);
    await pass();
    // Maya has not agreed: her record is written at once. Siti's photo cannot be opened again: left unchecked at once.
    expect((await status('maya.sari')).status).toBe('not_checked');
    expect((await status('siti.rahma')).status).toBe('not_checked');
    expect((await status('budi.santoso')).status).toBe('queued');
    const budiCheck = (await status('budi.santoso')).id;
    expect(await failures('face_checks')).toEqual(
      [
        { item: `face_check:${(await status('siti.rahma')).id}`, reason: FAILURE_REASONS.keyMissing, attempts: 1, left_aside: 1 },
        { item: `face_check:${budiCheck}`, reason: FAILURE_REASONS.notAFile, attempts: 1, left_aside: 0 },
      ].sort((a, b) => (a.item < b.item ? -1 : 1)),
    );
    // Budi's stays claimed until the claim expires, then is taken again; after the third failure it is left unchecked.
    now = fromJakarta(RETENTION_DAY, '13:05');
    expect(await pass()).toBe(0);
    for (const time of ['13:11', '13:22']) {
      now = fromJakarta(RETENTION_DAY, time);
      expect(await pass()).toBe(1);
    }
    expect((await status('budi.santoso')).status).toBe('not_checked');
    expect((await failures('face_checks')).find((failure) => failure.item === `face_check:${budiCheck}`)).toMatchObject({ attempts: 3, left_aside: 1 });
    now = fromJakarta(RETENTION_DAY, '13:40');
    expect(await pass()).toBe(0);
    expect([siti, budi, maya]).toHaveLength(3);
  });

  it('runs every upkeep step when one fails, and tries that one on every run', async () => {
    now = fromJakarta(RETENTION_DAY, '14:00');
    const { id: announcement } = await db()
      .insertInto('announcements')
      .values({ title: 'Uji pemeliharaan', description: '<p>Uji</p>', image_file_id: null, start_date: RETENTION_DAY, end_date: RETENTION_DAY, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const limiter = server.services.loginLimiter;
    const forget = limiter.forgetOlderThanWindow;
    limiter.forgetOlderThanWindow = () => Promise.reject(new Error('tabel percobaan masuk terkunci'));
    try {
      await server.maintain();
      // The step after the failing one ran: the announcement that began today was notified.
      expect((await db().selectFrom('announcements').select('notified_at').where('id', '=', announcement).executeTakeFirstOrThrow()).notified_at).toBe(now.toISOString());
      await server.maintain();
      await server.maintain();
      await server.maintain();
    } finally {
      limiter.forgetOlderThanWindow = forget;
    }
    expect(await failures('upkeep')).toEqual([{ item: 'step:login_attempts', reason: 'kesalahan: tabel percobaan masuk terkunci', attempts: 4, left_aside: 0 }]);
    await server.maintain();
    expect(await failures('upkeep')).toEqual([]);
  });

  it('records a run that fails as a whole, and takes it off the list once a run finishes', async () => {
    await expect(runPass(db(), 'upkeep', () => now, () => Promise.reject(new Error('basis data hilang')))).rejects.toThrow('basis data hilang');
    expect(await failures('upkeep')).toEqual([{ item: 'run:', reason: 'kesalahan: basis data hilang', attempts: 1, left_aside: 0 }]);
    await runPass(db(), 'upkeep', () => now, async () => undefined);
    expect(await failures('upkeep')).toEqual([]);
  });

  it('answers 410 with a message for a file whose key is gone', async () => {
    const lost = await storeWithLostKey();
    const answer = await call(`${server.url}${signedFileUrl(lost, server.jwtSecret, now)}`);
    expect(answer).toMatchObject({ status: 410, body: { message: 'Berkas ini tidak dapat dibuka lagi: kuncinya sudah tidak ada. Hubungi admin.' } });
  });

  it('says at start how many stored files no key opens, lists them for HR, and the admin command names them', async () => {
    now = fromJakarta(RETENTION_DAY, '15:00');
    const unopenable = (await db().selectFrom('stored_files').select('id').where('id', 'in', lostKeyFiles).execute()).map((row) => row.id).sort();
    expect(unopenable.length).toBeGreaterThanOrEqual(2);
    const warn = vi.spyOn(console, 'warn');
    const restarted = await startTestServer({ now: () => now, sharing: server });
    try {
      expect(await restarted.photoKeysChecked()).toBe(unopenable.length);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${unopenable.length} berkas tersimpan tidak dapat dibuka: kuncinya (hilang) tidak ada di PHOTO_KEYS.`));
    } finally {
      warn.mockRestore();
      await restarted.close();
    }
    const listed = await failures('photo_keys');
    const itemsFor = (reason: string) => listed.filter((failure) => failure.reason === reason).map((failure) => failure.item);
    expect(itemsFor(FAILURE_REASONS.keyMissing)).toEqual(unopenable.map((id) => `file:${id}`).sort());
    // The check reads every file's head on its own too: the face check's folder is listed, the rest still counted.
    const folderRows = (await db().selectFrom('stored_files').select('id').where('id', 'in', [...folders]).execute()).map((row) => `file:${row.id}`);
    expect(itemsFor(FAILURE_REASONS.notAFile)).toEqual(onDisk() ? folderRows : []);
    const command = await admin(server, 'check-photo-keys');
    expect(command.code, command.stderr).toBe(0);
    expect(command.stdout).toContain(`${unopenable.length} berkas tidak dapat dibuka karena kuncinya tidak ada di PHOTO_KEYS`);
    for (const id of unopenable) expect(command.stdout).toMatch(new RegExp(`${id}  face  budi\\.santoso \\(.+\\)  \\S+  kunci 'hilang'`));
  });

  it('tells HR in words which pass skipped what, in the console and the audit log', async () => {
    const state = await asHr('/hr/maintenance');
    expect(state.status).toBe(200);
    const retention = state.body.passes.find((pass: { name: string }) => pass.name === 'retention');
    expect(passStateWords(retention).lastFailure).toBe(`Penghapusan foto sesuai masa simpan 1 Desember 2026 pukul 11.00 WIB melewati 1 berkas: ${FAILURE_REASONS.notAFile}`);
    const folder = state.body.failures.find((failure: { item: string }) => failure.item === `file:${folderFile}`);
    expect(failureWords(folder)).toBe(`berkas ${folderFile}: ${FAILURE_REASONS.notAFile}; gagal 3 kali, terakhir 1 Desember 2026 pukul 11.00 WIB; tidak dicoba lagi; periksa penyebabnya`);
    expect((await call(`${server.url}/hr/maintenance`, { headers: { token: await logInAs(server.url, 'siti.rahma') } })).status).toBe(403);
    // Each run that skipped something left an audit entry, by no person, said in words.
    const audit = await asHr('/hr/audit?entity=maintenance');
    const firstRetention = audit.body.filter((entry: { entity_id: string }) => entry.entity_id === 'retention').at(-1);
    expect(firstRetention.actor).toBeNull();
    const sentence = auditSentence(firstRetention);
    expect(sentence.startsWith(`Penghapusan foto sesuai masa simpan melewati ${onDisk() ? 3 : 2} berkas: `)).toBe(true);
    for (const reason of [FAILURE_REASONS.malformedFileId, FAILURE_REASONS.notAFile, ...(onDisk() ? [FAILURE_REASONS.fileMissing] : [])]) expect(sentence).toContain(reason);
  });

  it('says in GET /health which pass failed last, with names and counts only', async () => {
    const health = await call(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.passes.map((pass: { name: string }) => pass.name)).toEqual(['retention', 'face_checks', 'reminders', 'forgotten_clock_outs', 'upkeep', 'photo_keys']);
    const listed = onDisk() ? 3 : 2;
    expect(health.body.passes[0]).toEqual({ name: 'retention', last_run_at: expect.any(String), last_run_skipped: 0, last_failure_at: fromJakarta(RETENTION_DAY, '11:00').toISOString(), failing: listed, left_aside: listed });
    expect(health.body.passes[2]).toMatchObject({ name: 'reminders', failing: 1, left_aside: 1 });
    // The start of the server sharing the database listed the unopenable files last.
    expect(health.body.last_failure).toEqual({ pass: 'photo_keys', at: now.toISOString() });
    const text = JSON.stringify(health.body);
    for (const secret of [folderFile, missingFile, ...lostKeyFiles, 'budi', 'Budi']) expect(text).not.toContain(secret);
    const one = await call(`${server.url}/health?pass=retention`);
    expect(one.body.passes).toHaveLength(1);
    expect(await call(`${server.url}/health?pass=semua`)).toMatchObject({ status: 400, body: { message: 'Nama pemeliharaan tidak dikenal.' } });
    expect(retentionRecords).toHaveLength(5);
  });
});
