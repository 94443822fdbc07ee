/**
 * Who looked (issue 50: "every view of an employee's photo or position by someone else ... is logged: who, whose,
 * which record, when"), over HTTP on both databases: the supervisor's queue and staff history, HR's queue, the face
 * check's reference photos and correction requests' evidence each leave their entry; one's own history leaves none; the employee and HR read them. And
 * the privacy notice's first read, kept per version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../server/files/storage';
import { fromJakarta } from '../../server/time';
import { accessWhat } from '../../src/domain/privacy';
import { attendanceApi, clock, HEAD_OFFICE } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';

describe(`the access log (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '07:20');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const get = (username: string, path: string) => call(`${server.url}${path}`, { headers: { token: tokens[username]! } });
  /**
   * What was logged of Siti's Monday clock-in, or with `reference` of her reference photos (the demo's other staff,
   * and Siti's own earlier waiting records, are shown by the same views and logged too).
   */
  let recordId = 0;
  const entries = (of: 'record' | 'reference' = 'record') =>
    server.services.db
      .selectFrom('access_log')
      .select(['viewer_id', 'subject_id', 'what', 'record_kind'])
      .where('subject_id', '=', ids['siti.rahma']!)
      .where('record_id', '=', of === 'record' ? recordId : 0)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['siti.rahma', 'atasan', 'hr']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it("logs nothing of one's own: the employee's history and dashboard", async () => {
    const siti = attendanceApi(server.url, tokens['siti.rahma']!, () => now);
    expect((await clock(siti, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    expect((await get('siti.rahma', '/mobile-v2/riwayat-absen?period=202611')).status).toBe(200);
    expect((await get('siti.rahma', '/mobile-v2/absent-information')).status).toBe(200);
    expect(await server.services.db.selectFrom('access_log').select('id').execute()).toEqual([]);
  });

  it("logs the supervisor's staff history and queue, and HR's queue, once a viewer, a record and a day", async () => {
    const { db } = server.services;
    const record = await db.selectFrom('attendance').select('id').where('employee_id', '=', ids['siti.rahma']!).where('work_date', '=', MONDAY).executeTakeFirstOrThrow();
    recordId = record.id;
    now = fromJakarta(MONDAY, '09:00');
    expect((await get('atasan', `/mobile-v2/riwayat-absen-bawahan?start_date=${MONDAY}&end_date=${MONDAY}`)).status).toBe(200);
    expect(await entries()).toEqual([{ viewer_id: ids.atasan, subject_id: ids['siti.rahma'], what: 'photo', record_kind: 'attendance' }]);
    // The queue shows a waiting record's photos and its position.
    await db.updateTable('attendance').set({ verification: 'pending', flags: 'offline' }).where('id', '=', record.id).execute();
    expect((await get('atasan', '/mobile-v2/verifikasi-absen')).status).toBe(200);
    expect((await get('hr', '/hr/verification')).status).toBe(200);
    expect(await entries()).toEqual([
      { viewer_id: ids.atasan, subject_id: ids['siti.rahma'], what: 'photo', record_kind: 'attendance' },
      { viewer_id: ids.atasan, subject_id: ids['siti.rahma'], what: 'position', record_kind: 'attendance' },
      { viewer_id: ids.hr, subject_id: ids['siti.rahma'], what: 'photo', record_kind: 'attendance' },
      { viewer_id: ids.hr, subject_id: ids['siti.rahma'], what: 'position', record_kind: 'attendance' },
    ]);
    // The next day the same look is a new entry.
    now = fromJakarta('2026-11-24', '09:00');
    expect((await get('atasan', '/mobile-v2/verifikasi-absen')).status).toBe(200);
    expect(await entries()).toHaveLength(6);
  });

  it("logs HR's look at the reference photos, and never a list without any", async () => {
    const { db } = server.services;
    expect((await get('hr', `/hr/employees/${ids['siti.rahma']}/face-references`)).status).toBe(200);
    expect(await entries('reference')).toEqual([]);
    await db.updateTable('employees').set({ face_consent: 'agreed' }).where('id', '=', ids['siti.rahma']!).execute();
    await db.insertInto('face_references').values({ employee_id: ids['siti.rahma']!, file_id: 'rujukan-uji-000000000000', descriptor: '[]', created_at: now.toISOString(), created_by: ids.hr! }).execute();
    expect((await get('hr', `/hr/employees/${ids['siti.rahma']}/face-references`)).status).toBe(200);
    expect(await entries('reference')).toEqual([{ viewer_id: ids.hr, subject_id: ids['siti.rahma'], what: 'reference', record_kind: '' }]);
  });

  it('shows the employee, and HR, who looked at what, newest first; only HR reads another employee’s', async () => {
    const mine = await get('siti.rahma', '/mobile-v2/privasi/akses');
    expect(mine.status).toBe(200);
    const logged = await server.services.db.selectFrom('access_log').select('id').where('subject_id', '=', ids['siti.rahma']!).execute();
    expect(mine.body).toHaveLength(logged.length);
    expect(mine.body[0]).toEqual({ viewer: 'Fitri Handayani, S.Psi.', what: 'reference', record: null, viewed_at: now.toISOString() });
    expect(mine.body).toContainEqual({ viewer: 'Rina Kusumawati, S.E.', what: 'photo', record: { kind: 'attendance', direction: 'in', date: MONDAY }, viewed_at: fromJakarta(MONDAY, '09:00').toISOString() });
    const viewedAt = mine.body.map((entry: { viewed_at: string }) => entry.viewed_at);
    expect(viewedAt).toEqual([...viewedAt].sort().reverse());
    expect((await get('hr', `/hr/employees/${ids['siti.rahma']}/access-log`)).body).toEqual(mine.body);
    expect((await get('atasan', `/hr/employees/${ids['siti.rahma']}/access-log`)).status).toBe(403);
    expect((await get('atasan', '/mobile-v2/privasi/akses')).body).toEqual([]);
  });

  it("logs a supervisor's and HR's look at a correction request's evidence, and the employee reads it in words", async () => {
    const { db, files } = server.services;
    const evidence = await storeFile(db, files, { bytes: new TextEncoder().encode('surat keterangan'), kind: 'attachment', ownerId: ids['siti.rahma']!, contentType: 'image/png', width: 1, height: 1, claimed: true }, now);
    const request = { employee_id: ids['siti.rahma']!, attendance_id: null, time: '16:05', office_id: null, reason: 'Lupa absen pulang', created_at: now.toISOString(), idempotency_key: null, status: 'pending' };
    const [withEvidence, withoutEvidence] = await db
      .insertInto('correction_requests')
      .values([
        { ...request, work_date: MONDAY, direction: 'out', evidence_file_id: evidence },
        { ...request, work_date: '2026-11-24', direction: 'out', evidence_file_id: null },
      ])
      .returning('id')
      .execute();
    const evidenceViews = () =>
      db.selectFrom('access_log').select(['viewer_id', 'subject_id', 'what', 'record_kind', 'record_id']).where('what', '=', 'evidence').orderBy('id').execute();
    expect((await get('atasan', '/mobile-v2/verifikasi-absen/koreksi')).status).toBe(200);
    expect((await get('hr', '/hr/verification/corrections')).status).toBe(200);
    const logged = { subject_id: ids['siti.rahma'], what: 'evidence', record_kind: 'correction_request', record_id: withEvidence!.id };
    expect(await evidenceViews()).toEqual([
      { viewer_id: ids.atasan, ...logged },
      { viewer_id: ids.hr, ...logged },
    ]);
    expect((await evidenceViews()).some((view) => view.record_id === withoutEvidence!.id)).toBe(false);
    const mine = await get('siti.rahma', '/mobile-v2/privasi/akses');
    const seen = mine.body.filter((entry: { what: string }) => entry.what === 'evidence');
    expect(seen).toEqual([
      { viewer: 'Fitri Handayani, S.Psi.', what: 'evidence', record: { kind: 'attendance', direction: 'out', date: MONDAY }, viewed_at: now.toISOString() },
      { viewer: 'Rina Kusumawati, S.E.', what: 'evidence', record: { kind: 'attendance', direction: 'out', date: MONDAY }, viewed_at: now.toISOString() },
    ]);
    expect(accessWhat('evidence', { label: 'Absen Pulang', date: '23 November 2026' })).toBe('foto bukti pengajuan koreksi absen pulang Anda tanggal 23 November 2026');
  });

  it('keeps the first time each employee read the privacy notice, and refuses an old version', async () => {
    const read = (version: string) => postJson(`${server.url}/mobile-v2/privasi/dibaca`, { version }, { token: tokens['siti.rahma']! });
    const unread = { version: '2026-12-08', version_date: '2026-12-08', read_at: null, retention: { photo_days: 60, reference_days: 30 }, officer: null };
    expect((await get('siti.rahma', '/mobile-v2/privasi')).body).toEqual(unread);
    expect(await read('2026-12-07')).toMatchObject({ status: 409, body: { message: 'Pemberitahuan privasi sudah diperbarui. Muat ulang halaman ini.' } });
    const first = now.toISOString();
    expect((await read('2026-12-08')).body).toEqual({ ...unread, read_at: first });
    now = new Date(now.getTime() + 3_600_000);
    expect((await read('2026-12-08')).body).toEqual({ ...unread, read_at: first });
    expect((await get('siti.rahma', '/mobile-v2/privasi')).body).toEqual({ ...unread, read_at: first });
    expect((await get('atasan', '/mobile-v2/privasi')).body).toEqual(unread);
  });
});
