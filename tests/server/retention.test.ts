/**
 * Retention (issue 50: "photos of clock-ins, overtime and letters, and raw position samples, are deleted when the
 * period ends (default: the payroll period plus a dispute window) ... records under an open dispute (pending, a
 * correction request waiting) are kept until decided ... in batches, claimed once across processes, resumable after a
 * crash ... each run audited with its counts"; "reference photos and face templates are deleted when employment ends
 * (end date plus a short period)"), over HTTP and the pass itself, on both databases and both photo stores.
 *
 * The periods, worked by hand from docs/privacy.md (60 days after the payroll period's end; calendar months):
 * | record of      | period ends  | kept through | gone on     |
 * | 3–11 August    | 31 August    | 30 October   | 31 October  |
 * | 1 September    | 30 September | 29 November  | 30 November |
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredPhotos, photosDueThrough, RETENTION_BATCH } from '../../server/privacy/retention';
import { storeFile, type FileStore } from '../../server/files/storage';
import { fromJakarta } from '../../server/time';
import { admin } from '../support/adminCommand';
import { attendanceApi, clock, FIELD_SITE, HEAD_OFFICE, overtime, overtimeApi } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const REMOVED = 'Foto dihapus sesuai kebijakan retensi';

describe('the last work date whose photos are due', () => {
  // Worked by hand: kept N days after the payroll period's last day, gone the day after that.
  it.each([
    // today, cut-off day, days kept, due through
    ['2026-10-30', 0, 60, '2026-07-31'], // August ended 31 Aug; its 60th day after is 30 Oct
    ['2026-10-31', 0, 60, '2026-08-31'],
    ['2027-01-31', 0, 30, '2026-12-31'], // across the year
    ['2027-01-30', 0, 30, '2026-11-30'],
    ['2026-11-24', 25, 60, '2026-08-25'], // periods 26th to 25th: September's ended 25 Sep, kept through 24 Nov
    ['2026-11-25', 25, 60, '2026-09-25'],
    ['2026-11-28', 25, 60, '2026-09-25'],
  ] as const)('on %s (cut-off %i, %i days): through %s', (today, cutoff, days, through) => {
    expect(photosDueThrough(today, cutoff, days)).toBe(through);
  });
});

describe(`retention of photos and positions (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta('2026-08-03', '07:20');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const at = (date: string, time: string) => (now = fromJakarta(date, time));
  /** Signed in afresh: a sign-in lasts 30 days, and this test's clock runs through four months. */
  const get = async (username: string, path: string) => call(`${server.url}${path}`, { headers: { token: await logInAs(server.url, username) } });
  const asHr = async () => ({ token: await logInAs(server.url, 'hr') });
  const db = () => server.services.db;
  const files = () => server.services.files;
  const attendanceOf = (username: string) =>
    db()
      .selectFrom('attendance')
      .select(['work_date', 'face_file_id', 'latitude', 'longitude', 'distance_m', 'checked_at', 'verification', 'photos_removed_at'])
      .where('employee_id', '=', ids[username]!)
      .where('work_date', '>=', '2026-08-03')
      .orderBy('work_date')
      .execute();
  const storedAttachment = () =>
    storeFile(db(), files(), { bytes: new TextEncoder().encode('lampiran uji'), kind: 'attachment', ownerId: ids['siti.rahma']!, contentType: 'image/png', width: 1, height: 1, claimed: true }, now);
  /** What the pass left of the stored files given: whether each row and its bytes remain. */
  const kept = async (fileIds: string[]) =>
    Promise.all(
      fileIds.map(async (id) => ({
        row: (await db().selectFrom('stored_files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
        bytes: (await files().read(db(), id)) !== null,
      })),
    );
  const auditRuns = () => db().selectFrom('audit_log').select(['actor_id', 'after']).where('action', '=', 'retention.run').orderBy('id').execute();
  let august3Files: string[] = [];
  let overtimeFiles: string[] = [];
  let pendingEvidence = '';
  let decidedEvidence = '';
  let leaveAttachment = '';

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await db().selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['siti.rahma', 'maya.sari', 'hr']) tokens[username] = await logInAs(server.url, username);
    const siti = attendanceApi(server.url, tokens['siti.rahma']!, () => now);
    for (const [date, inside] of [['2026-08-03', false], ['2026-08-04', true], ['2026-08-05', true], ['2026-09-01', true]] as const) {
      at(date, '07:20');
      expect((await clock(siti, { type: '1', inside, at: inside ? HEAD_OFFICE : FIELD_SITE, anomaly: inside ? undefined : 'Perbaikan pipa bocor' })).submit!.status).toBe(200);
    }
    // Every record decided but the 4 August one, which waits; 5 August has a correction request waiting.
    await db().updateTable('attendance').set({ verification: 'verified' }).where('employee_id', '=', ids['siti.rahma']!).where('work_date', '>=', '2026-08-03').execute();
    await db().updateTable('attendance').set({ verification: 'pending', flags: 'offline' }).where('employee_id', '=', ids['siti.rahma']!).where('work_date', '=', '2026-08-04').execute();
    const august3 = await db().selectFrom('attendance').select(['face_file_id', 'location_file_id', 'letter_file_id']).where('employee_id', '=', ids['siti.rahma']!).where('work_date', '=', '2026-08-03').executeTakeFirstOrThrow();
    august3Files = [august3.face_file_id!, august3.location_file_id!, august3.letter_file_id!];
    at('2026-08-06', '10:00');
    pendingEvidence = await storedAttachment();
    decidedEvidence = await storedAttachment();
    const request = { employee_id: ids['siti.rahma']!, attendance_id: null, time: '16:05', office_id: null, reason: 'Lupa absen pulang', created_at: now.toISOString(), idempotency_key: null };
    await db()
      .insertInto('correction_requests')
      .values([
        { ...request, work_date: '2026-08-05', direction: 'out', evidence_file_id: pendingEvidence, status: 'pending' },
        { ...request, work_date: '2026-08-06', direction: 'out', evidence_file_id: decidedEvidence, status: 'rejected', decided_by: ids.atasan!, decided_at: now.toISOString() },
      ])
      .execute();
    leaveAttachment = await storedAttachment();
    await db()
      .insertInto('leave_requests')
      .values({ employee_id: ids['siti.rahma']!, leave_type_code: 'SAKIT', start_date: '2026-08-10', end_date: '2026-08-11', description: 'Demam', attachment: leaveAttachment, status: '1', created_at: now.toISOString(), working_days: 2 })
      .execute();
    // Maya's overtime of Saturday 8 August, started and ended, then approved.
    const maya = overtimeApi(server.url, tokens['maya.sari']!, () => now);
    at('2026-08-08', '09:00');
    expect((await overtime(maya, { type: '1', inside: true, at: HEAD_OFFICE })).insert!.status).toBe(200);
    at('2026-08-08', '11:00');
    expect((await overtime(maya, { type: '0', inside: true, at: HEAD_OFFICE })).insert!.status).toBe(200);
    await db().updateTable('overtime').set({ verification: 'verified' }).where('employee_id', '=', ids['maya.sari']!).where('work_date', '=', '2026-08-08').execute();
    overtimeFiles = (await db().selectFrom('overtime').select(['face_file_id', 'location_file_id']).where('employee_id', '=', ids['maya.sari']!).where('work_date', '=', '2026-08-08').execute()).flatMap(
      (row) => [row.face_file_id!, row.location_file_id!],
    );
  });
  afterAll(() => server.close());

  it('keeps every photo while its period and the 60 days after it run (29 October: nothing of August goes)', async () => {
    at('2026-10-30', '23:00');
    await deleteExpiredPhotos(db(), files(), () => now);
    expect((await attendanceOf('siti.rahma')).map((row) => row.photos_removed_at)).toEqual([null, null, null, null]);
    expect(await kept([...august3Files, ...overtimeFiles, leaveAttachment, decidedEvidence])).toEqual(Array(9).fill({ row: true, bytes: true }));
  });

  it('deletes the photos and raw positions whose time ended, keeps the facts, and keeps what is under dispute', async () => {
    const before = await attendanceOf('siti.rahma');
    at('2026-11-28', '09:00');
    const counts = await deleteExpiredPhotos(db(), files(), () => now);
    const after = await attendanceOf('siti.rahma');
    const removedAt = now.toISOString();
    expect(after).toEqual([
      { ...before[0], face_file_id: null, latitude: null, longitude: null, photos_removed_at: removedAt },
      before[1], // waits for a decision
      before[2], // a correction request of its day waits
      before[3], // September: kept through 29 November
    ]);
    expect(after[0]!.distance_m).not.toBeNull();
    expect(await kept(august3Files)).toEqual(Array(3).fill({ row: false, bytes: false }));
    const mayaOvertime = await db().selectFrom('overtime').select(['face_file_id', 'location_file_id', 'latitude', 'photos_removed_at', 'duration_minutes']).where('employee_id', '=', ids['maya.sari']!).where('work_date', '=', '2026-08-08').orderBy('direction').execute();
    expect(mayaOvertime).toEqual([
      { face_file_id: null, location_file_id: null, latitude: null, photos_removed_at: removedAt, duration_minutes: null },
      { face_file_id: null, location_file_id: null, latitude: null, photos_removed_at: removedAt, duration_minutes: 120 },
    ]);
    expect(await kept(overtimeFiles)).toEqual(Array(4).fill({ row: false, bytes: false }));
    // The decided correction request's evidence and the decided leave's attachment go; the waiting request's stays.
    expect(await kept([decidedEvidence, leaveAttachment, pendingEvidence])).toEqual([{ row: false, bytes: false }, { row: false, bytes: false }, { row: true, bytes: true }]);
    const leave = await db().selectFrom('leave_requests').select(['attachment', 'photos_removed_at', 'status']).where('employee_id', '=', ids['siti.rahma']!).where('start_date', '=', '2026-08-10').executeTakeFirstOrThrow();
    expect(leave).toEqual({ attachment: null, photos_removed_at: removedAt, status: '1' });
    // One audit entry, by no person, with the run's counts.
    expect(counts).not.toBeNull();
    expect(counts!.records).toBeGreaterThanOrEqual(3);
    expect(counts!.requests).toBeGreaterThanOrEqual(2);
    const runs = await auditRuns();
    expect(runs.at(-1)).toEqual({ actor_id: null, after: JSON.stringify({ through: '2026-08-31', ...counts }) });
    // A second run finds nothing more, and audits nothing.
    expect(await deleteExpiredPhotos(db(), files(), () => now)).toEqual({ records: 0, positions: 0, requests: 0, files: 0 });
    expect(await auditRuns()).toHaveLength(runs.length);
  });

  it('says so in the history where the photo was, and the console reads the run in words', async () => {
    const history = await get('siti.rahma', '/mobile-v2/riwayat-absen?period=202608');
    const august3 = history.body.find((day: { date: string }) => day.date === '2026-08-03');
    expect(august3).toMatchObject({ inphoto: null, in_record: { photos_removed: true } });
    const august4 = history.body.find((day: { date: string }) => day.date === '2026-08-04');
    expect(august4.inphoto).not.toBeNull();
    expect(august4.in_record.photos_removed).toBeUndefined();
    const { auditSentence } = await import('../../src/format/auditEntry');
    const audit = await get('hr', '/hr/audit?entity=retention');
    expect(audit.status).toBe(200);
    const entry = audit.body[0];
    expect(auditSentence(entry)).toBe('Penghapusan berkala menghapus foto dan posisi yang masa simpannya berakhir');
    expect(REMOVED).toBe((await import('../../src/domain/privacy')).PHOTOS_REMOVED);
  });

  it('takes September on 30 November, and a dispute once it is decided', async () => {
    at('2026-11-29', '23:59');
    await deleteExpiredPhotos(db(), files(), () => now);
    expect((await attendanceOf('siti.rahma')).map((row) => row.photos_removed_at !== null)).toEqual([true, false, false, false]);
    await db().updateTable('attendance').set({ verification: 'rejected' }).where('employee_id', '=', ids['siti.rahma']!).where('work_date', '=', '2026-08-04').execute();
    await db().updateTable('correction_requests').set({ status: 'approved' }).where('evidence_file_id', '=', pendingEvidence).execute();
    at('2026-11-30', '00:30');
    await deleteExpiredPhotos(db(), files(), () => now);
    expect((await attendanceOf('siti.rahma')).map((row) => row.photos_removed_at !== null)).toEqual([true, true, true, true]);
    expect(await kept([pendingEvidence])).toEqual([{ row: false, bytes: false }]);
  });

  it('runs in one process at a time, and a pass cut short is finished by the next', async () => {
    // Two years of an employee's clock-ins, more than one batch: made directly, each with a stored face photo.
    at('2026-12-01', '09:00');
    const faces: string[] = [];
    for (let day = 0; day < RETENTION_BATCH + 30; day++) {
      const face = await storeFile(db(), files(), { bytes: new TextEncoder().encode('wajah uji'), kind: 'face', ownerId: ids.demo ?? null, contentType: 'image/png', width: 1, height: 1, claimed: true }, now);
      faces.push(face);
      const date = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      await db()
        .insertInto('attendance')
        .values({ employee_id: ids['budi.santoso']!, work_date: date, direction: 'in', checked_at: `${date}T00:20:00.000Z`, recorded_at: `${date}T00:20:01.000Z`, inside_office: 1, latitude: HEAD_OFFICE.latitude, longitude: HEAD_OFFICE.longitude, office_id: null, distance_m: 5, is_late: 0, anomaly: null, face_file_id: face, location_file_id: null, letter_file_id: null, device_token: 'x', idempotency_key: null, device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 8, check_nonce: null })
        .execute();
    }
    // Another process holds the pass: this one leaves it alone until that one's lease runs out.
    const lease = { holder: 'another-process', until: new Date(now.getTime() + 5 * 60_000).toISOString() };
    await db().insertInto('maintenance_leases').values({ name: 'retention', ...lease }).onConflict((conflict) => conflict.column('name').doUpdateSet(lease)).execute();
    expect(await deleteExpiredPhotos(db(), files(), () => now)).toBeNull();
    // So does the operator's command (run by the real clock, past this test's: the lease is set for it too).
    await db().updateTable('maintenance_leases').set({ until: new Date(Date.now() + 5 * 60_000).toISOString() }).where('name', '=', 'retention').execute();
    expect((await admin(server, 'retention')).stdout).toContain('Penghapusan sesuai masa simpan sedang berjalan di proses lain.');
    await db().updateTable('maintenance_leases').set(lease).where('name', '=', 'retention').execute();
    // The lease runs out (that process died); this one takes over, its file store fails, and it is cut short after
    // its first batch (the server closing).
    at('2026-12-01', '09:11');
    let failing = true;
    const brittle: FileStore = {
      ...files(),
      remove: async (handle, fileIds) => {
        if (failing) throw new Error('disk tidak dapat ditulis');
        return files().remove(handle, fileIds);
      },
    };
    let batches = 0;
    expect(await deleteExpiredPhotos(db(), brittle, () => now, { stop: () => batches++ >= 1 })).not.toBeNull();
    const cleared = await db().selectFrom('attendance').select('id').where('employee_id', '=', ids['budi.santoso']!).where('work_date', '<', '2025-01-01').where('photos_removed_at', 'is not', null).execute();
    expect(cleared.length).toBeGreaterThan(0);
    expect(cleared.length).toBeLessThan(RETENTION_BATCH + 30);
    // Each file the store could not erase is kept for the next pass, and its failure recorded.
    const noted = await db().selectFrom('file_erasures').select('file_id').execute();
    expect(noted.length).toBeGreaterThan(0);
    const failed = await db().selectFrom('pass_failures').select(['item', 'reason', 'attempts']).where('pass', '=', 'retention').execute();
    expect(failed).toHaveLength(noted.length);
    expect(failed[0]).toMatchObject({ reason: 'kesalahan: disk tidak dapat ditulis', attempts: 1 });
    // The next pass finishes it, each file once; two at once: one runs, the other finds the pass held.
    failing = false;
    const [first, second] = await Promise.all([deleteExpiredPhotos(db(), files(), () => now), deleteExpiredPhotos(db(), files(), () => now)]);
    expect([first, second].filter((counts) => counts === null)).toHaveLength(1);
    expect(await db().selectFrom('file_erasures').select('file_id').execute()).toEqual([]);
    expect(await db().selectFrom('pass_failures').select('item').where('pass', '=', 'retention').execute()).toEqual([]);
    expect(await db().selectFrom('attendance').select('id').where('employee_id', '=', ids['budi.santoso']!).where('work_date', '<', '2025-01-01').where('photos_removed_at', 'is', null).execute()).toEqual([]);
    expect(await kept(faces)).toEqual(Array(faces.length).fill({ row: false, bytes: false }));
  });

  it('takes references and templates the set number of days after employment ends', async () => {
    at('2026-12-11', '08:00');
    const saved = await postJson(`${server.url}/hr/privacy-settings`, { photo_retention_days: 60, reference_retention_days: 10, officer_name: 'Bambang Hartono', officer_contact: 'pdp@pdam.example' }, await asHr());
    expect(saved).toMatchObject({ status: 200, body: { message: 'Pengaturan data pribadi disimpan.' } });
    at('2026-12-11', '09:00');
    for (const [username, endDate] of [['rizky.pratama', '2026-12-01'], ['dimas.saputro', '2026-11-30']] as const) {
      await db().updateTable('employees').set({ end_date: endDate, face_consent: 'agreed' }).where('id', '=', ids[username]!).execute();
      const file = await storeFile(db(), files(), { bytes: new TextEncoder().encode('rujukan uji'), kind: 'reference', ownerId: ids[username]!, contentType: 'image/png', width: 1, height: 1, claimed: true }, now);
      await db().insertInto('face_references').values({ employee_id: ids[username]!, file_id: file, descriptor: '[0.1]', created_at: now.toISOString(), created_by: ids.hr! }).execute();
    }
    await server.maintain();
    const left = await db().selectFrom('face_references').select('employee_id').where('employee_id', 'in', [ids['rizky.pratama']!, ids['dimas.saputro']!]).execute();
    // Ended 1 December: kept through 11 December. Ended 30 November: 11 days ago, gone.
    expect(left).toEqual([{ employee_id: ids['rizky.pratama'] }]);
  });

  it('lets HR set the periods and the officer, refuses what is out of range, and the notice follows', async () => {
    const hr = await asHr();
    const post = (body: object) => postJson(`${server.url}/hr/privacy-settings`, body, hr);
    const base = { photo_retention_days: 90, reference_retention_days: 0, officer_name: 'Bambang Hartono', officer_contact: 'pdp@pdam.example' };
    expect(await post({ ...base, photo_retention_days: 29 })).toMatchObject({ status: 400, body: { message: 'Masa simpan foto dan posisi minimal 30.' } });
    expect(await post({ ...base, reference_retention_days: 366 })).toMatchObject({ status: 400, body: { message: 'Masa simpan foto rujukan wajah maksimal 365.' } });
    expect(await post({ ...base, officer_name: 'x'.repeat(101) })).toMatchObject({ status: 400, body: { message: 'Nama pejabat pelindungan data: maksimal 100 karakter.' } });
    expect((await postJson(`${server.url}/hr/privacy-settings`, base, { token: await logInAs(server.url, 'siti.rahma') })).status).toBe(403);
    expect((await post(base)).status).toBe(200);
    expect((await get('hr', '/hr/privacy-settings')).body).toEqual(base);
    // Saved twice by HR (above, and in the references' test): the notice is at its second change, dated by the save.
    expect((await get('siti.rahma', '/mobile-v2/privasi')).body).toEqual({
      version: '2026-12-08.2',
      version_date: '2026-12-11',
      read_at: null,
      retention: { photo_days: 90, reference_days: 0 },
      officer: { name: 'Bambang Hartono', contact: 'pdp@pdam.example' },
    });
  });
});
