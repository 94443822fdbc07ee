/**
 * One life for a record, over HTTP: every writer goes through the lifecycle, so a flag is cleared only by a person's
 * decision that was shown it. The side doors found by trying them: a correction request "for the time it already had"
 * approving an offline record, a decision made on a card older than the record's flags, HR's correction over a doubt
 * it was not shown, and an overtime whose rejected start left its end waiting. The demo is seeded on Monday
 * 23 November 2026 at 06:00 WIB; the head office works 07:30–16:00 WIB, Monday to Friday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeForgottenClockOuts } from '../../server/attendance/forgottenClockOut';
import { flagLater } from '../../server/records/lifecycle';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, FIELD_SITE, HEAD_OFFICE, overtimeApi, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { shownFlags } from '../support/recordDecision';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';
const WEDNESDAY = '2026-11-25';
const SATURDAY = '2026-11-28';

describe(`one life for a record (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '06:00');
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let headOffice = 0;
  const as = (username: string) => ({ token: tokens[username]! });
  const decideRecord = (username: string, body: object) => postJson(`${server.url}/mobile-v2/verifikasi-absen/putuskan`, body, as(username));
  const clockInOf = (username: string, date: string) =>
    server.services.db.selectFrom('attendance').selectAll().where('employee_id', '=', ids[username]!).where('work_date', '=', date).where('direction', '=', 'in').executeTakeFirstOrThrow();

  /** A clock-in taken without a connection at `time` and delivered now: it waits, flagged 'offline'. */
  async function offlineClockIn(username: string, date: string, time: string) {
    const api = attendanceApi(server.url, tokens[username]!, () => now);
    const face = (await api.upload({ filename_image: photo() }, '1')).body.filename_image;
    const position = { latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) };
    const answer = await api.submit({ ...position, filename_face: face, type: '1', location: '1', device_token: `d-${username}`, check_id: null, taken_at: fromJakarta(date, time).toISOString() });
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ verification: 'pending' });
    return clockInOf(username, date);
  }

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    headOffice = (await server.services.db.selectFrom('employee_offices').select('office_id').where('employee_id', '=', ids['siti.rahma']!).executeTakeFirstOrThrow()).office_id;
    now = fromJakarta(WEDNESDAY, '07:00');
    for (const username of ['siti.rahma', 'budi.santoso', 'atasan', 'hr']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it('keeps a waiting record waiting when a correction request for its own time is approved, and shows the decider why', async () => {
    now = fromJakarta(WEDNESDAY, '09:00');
    const record = await offlineClockIn('siti.rahma', WEDNESDAY, '07:25');
    const flags = record.flags;
    expect(flags).toContain('offline');
    const asked = await postJson(`${server.url}/mobile-v2/koreksi-absen`, { date: WEDNESDAY, direction: 'in', time: '07:25', office_id: headOffice, reason: 'Sinyal hilang di loket' }, as('siti.rahma'));
    expect(asked.status).toBe(200);

    const card = (await call(`${server.url}/mobile-v2/verifikasi-absen/koreksi`, { headers: as('atasan') })).body.find((item: { date: string; name: string }) => item.date === WEDNESDAY && item.name === 'Siti Rahmawati');
    expect(card.record).toMatchObject({ verification: 'pending', flags: expect.arrayContaining([{ code: 'offline', label: 'diambil tanpa koneksi' }]) });

    const approved = await postJson(`${server.url}/mobile-v2/verifikasi-absen/koreksi/putuskan`, { id: card.id, decision: 'approve' }, as('atasan'));
    expect(approved.body).toEqual({ message: 'Pengajuan koreksi disetujui: jamnya sudah dikoreksi. Absennya masih menunggu verifikasi karena tanda lainnya.' });
    // The request changed the time it asked for, and nothing else: the record still waits, with the flags it had.
    expect(await clockInOf('siti.rahma', WEDNESDAY)).toMatchObject({ verification: 'pending', flags, source: 'request', decided_at: null });
    const queue = (await call(`${server.url}/mobile-v2/verifikasi-absen`, { headers: as('atasan') })).body as { id: number; kind: string }[];
    expect(queue.some((item) => item.kind === 'attendance' && item.id === record.id)).toBe(true);

    // It counts once a person decides it, shown its flags.
    const decided = await decideRecord('atasan', { kind: 'attendance', id: record.id, decision: 'approve', note: '', flags_seen: flags.split(',') });
    expect(decided.body).toMatchObject({ verification: 'verified' });
  });

  it('refuses a decision that was not shown every flag the record has now, and changes nothing', async () => {
    now = fromJakarta(WEDNESDAY, '10:00');
    const record = await offlineClockIn('budi.santoso', WEDNESDAY, '07:20');
    const seenOnTheCard = await shownFlags(server, 'attendance', record.id);
    // Meanwhile the face pass finds another face.
    expect(await flagLater(server.services.db, 'attendance', record, ['face_mismatch'])).toMatchObject({ verification: 'pending' });

    const stale = await decideRecord('atasan', { kind: 'attendance', id: record.id, decision: 'approve', note: '', flags_seen: seenOnTheCard });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('wajah tidak cocok dengan foto rujukan');
    expect(stale.body.message).toMatch(/^Data absen ini berubah sejak Anda melihatnya/);
    // Rejecting blind is refused the same way; HR's console too.
    expect((await decideRecord('atasan', { kind: 'attendance', id: record.id, decision: 'reject', note: 'Tidak hadir', flags_seen: seenOnTheCard })).status).toBe(409);
    expect((await postJson(`${server.url}/hr/verification/decide`, { kind: 'attendance', id: record.id, decision: 'approve', note: '', flags_seen: seenOnTheCard }, as('hr'))).status).toBe(409);
    // A decision without the flags it saw is not a decision.
    expect((await decideRecord('atasan', { kind: 'attendance', id: record.id, decision: 'approve', note: '' })).status).toBe(400);
    expect(await clockInOf('budi.santoso', WEDNESDAY)).toMatchObject({ verification: 'pending', decided_at: null });

    const shown = await decideRecord('atasan', { kind: 'attendance', id: record.id, decision: 'reject', note: 'Wajah orang lain', flags_seen: [...seenOnTheCard, 'face_mismatch'] });
    expect(shown.body).toMatchObject({ verification: 'rejected' });
  });

  it("refuses HR's correction made on a version from before a flag was added", async () => {
    now = fromJakarta('2026-11-26', '10:00');
    const record = await offlineClockIn('siti.rahma', '2026-11-26', '07:22');
    const listed = (await call(`${server.url}/hr/employees/${ids['siti.rahma']}/attendance?period=202611`, { headers: as('hr') })).body.find((row: { id: number }) => row.id === record.id);
    expect(listed.flags).toContainEqual({ code: 'offline', label: 'diambil tanpa koneksi' });
    await flagLater(server.services.db, 'attendance', record, ['shared_device']);
    const correction = { id: record.id, time: '07:22', status: 'counts', note: 'Hadir, dicek di CCTV', version: listed.version };
    const stale = await postJson(`${server.url}/hr/attendance/correct`, correction, as('hr'));
    expect(stale.status).toBe(409);
    expect(await clockInOf('siti.rahma', '2026-11-26')).toMatchObject({ verification: 'pending', corrected_at: null });
    const fresh = (await call(`${server.url}/hr/employees/${ids['siti.rahma']}/attendance?period=202611`, { headers: as('hr') })).body.find((row: { id: number }) => row.id === record.id);
    expect(fresh.flags.map((flag: { code: string }) => flag.code)).toEqual(expect.arrayContaining(['offline', 'shared_device']));
    expect((await postJson(`${server.url}/hr/attendance/correct`, { ...correction, version: fresh.version }, as('hr'))).body.record).toMatchObject({ verification: 'verified' });
  });

  it('rejects an overtime whole: rejecting its start closes its end with the same decision, each audited', async () => {
    now = fromJakarta(SATURDAY, '13:00');
    const api = overtimeApi(server.url, tokens['budi.santoso']!, () => now);
    const taken = async (type: '1' | '0', time: string, key: string) => {
      const photos = (await api.upload({ filename_image: photo(), filename_location: photo(70) }, type)).body;
      const body = { ...FIELD_SITE, filename_face: photos.filename_image, filename_location: photos.filename_location, type, location: '0', device_token: 'd-budi' };
      return api.insert({ ...body, taken_at: fromJakarta(SATURDAY, time).toISOString() }, key);
    };
    expect((await taken('1', '09:00', 'budi-lembur-1')).body).toMatchObject({ verification: 'pending' });
    expect((await taken('0', '12:00', 'budi-lembur-2')).body).toMatchObject({ verification: 'pending' });
    const halves = await server.services.db.selectFrom('overtime').selectAll().where('employee_id', '=', ids['budi.santoso']!).where('work_date', '=', SATURDAY).orderBy('direction').execute();
    const start = halves.find((half) => half.direction === 'in')!;
    const end = halves.find((half) => half.direction === 'out')!;

    const rejected = await decideRecord('atasan', { kind: 'overtime', id: start.id, decision: 'reject', note: 'Tidak ada pekerjaan lembur', flags_seen: start.flags.split(',') });
    expect(rejected.body).toEqual({ message: 'Lembur ditolak, mulai dan selesainya.', verification: 'rejected' });
    const after = await server.services.db.selectFrom('overtime').select(['id', 'verification', 'decided_by', 'decision_note']).where('id', 'in', [start.id, end.id]).orderBy('id').execute();
    expect(after).toEqual(
      [start.id, end.id].sort((a, b) => a - b).map((id) => ({ id, verification: 'rejected', decided_by: ids.atasan, decision_note: 'Tidak ada pekerjaan lembur' })),
    );
    // Nothing left to decide, and both decisions are in the audit log.
    expect((await decideRecord('atasan', { kind: 'overtime', id: end.id, decision: 'approve', note: '', flags_seen: end.flags.split(',') })).status).toBe(409);
    const audited = await server.services.db.selectFrom('audit_log').select(['entity_id', 'actor_id']).where('action', '=', 'record.decide').where('entity', '=', 'overtime').execute();
    expect(audited.map((entry) => [Number(entry.entity_id), entry.actor_id]).sort()).toEqual([[start.id, ids.atasan], [end.id, ids.atasan]].sort());
  });

  it('never approves a forgotten clock-out as a whole day: the decider gives the clock-out time, or approves the clock-in only', async () => {
    const { db, notifier } = server.services;
    const closeDay = async (username: string, date: string) => {
      now = fromJakarta(date, '07:25');
      expect((await clock(attendanceApi(server.url, tokens[username]!, () => now), { type: '1', inside: true, at: HEAD_OFFICE })).submit!.body).toMatchObject({ verification: 'verified' });
      now = fromJakarta(date, '22:05');
      await closeForgottenClockOuts(db, notifier, now);
      const clockIn = await clockInOf(username, date);
      expect(clockIn).toMatchObject({ verification: 'pending', flags: 'forgot_clock_out' });
      return clockIn;
    };
    const clockOutOf = (username: string, date: string) =>
      db.selectFrom('attendance').selectAll().where('employee_id', '=', ids[username]!).where('work_date', '=', date).where('direction', '=', 'out').executeTakeFirst();
    const historyDay = async (username: string, date: string) =>
      (await call(`${server.url}/mobile-v2/riwayat-absen?period=202612`, { headers: as(username) })).body.find((day: { date: string }) => day.date === date);

    const first = await closeDay('siti.rahma', '2026-12-01');
    const approve = (body: object) => decideRecord('atasan', { kind: 'attendance', id: first.id, decision: 'approve', note: '', flags_seen: ['forgot_clock_out'], ...body });
    expect(await approve({})).toMatchObject({ status: 400, body: { message: 'Hari ini ditutup sebagai lupa absen pulang: isi jam pulangnya, atau setujui absen masuk saja.' } });
    expect(await approve({ clock_out_time: '07:10' })).toMatchObject({ status: 400, body: { message: 'Jam pulang harus setelah jam masuk hari itu.' } });
    expect(await approve({ clock_out_time: '4pm' })).toMatchObject({ status: 400, body: { message: 'Jam pulang harus berformat JJ:MM, misalnya 16:05.' } });
    expect(await clockOutOf('siti.rahma', '2026-12-01')).toBeUndefined();
    expect((await approve({ clock_out_time: '15:30' })).body).toMatchObject({ verification: 'verified' });
    // The clock-out the supervisor gave: counted, kept as set by the supervisor, audited; the day leaves 30 minutes early.
    expect(await clockOutOf('siti.rahma', '2026-12-01')).toMatchObject({
      checked_at: fromJakarta('2026-12-01', '15:30').toISOString(), verification: 'verified', source: 'supervisor', decided_by: ids.atasan, correction_note: 'Jam pulang diisi atasan.',
    });
    const day = await historyDay('siti.rahma', '2026-12-01');
    expect(day.out_record).toMatchObject({ correction: { by: 'supervisor' } });
    expect(day.status).toBe('Pulang Cepat');
    const added = await db.selectFrom('audit_log').select(['action', 'actor_id']).where('action', '=', 'record.add').where('actor_id', '=', ids.atasan!).execute();
    expect(added).toHaveLength(1);

    const second = await closeDay('budi.santoso', '2026-12-02');
    const onlyIn = await decideRecord('atasan', { kind: 'attendance', id: second.id, decision: 'approve', note: '', flags_seen: ['forgot_clock_out'], clock_in_only: true });
    expect(onlyIn.body).toMatchObject({ verification: 'verified' });
    // Approved with its clock-in only: the day counts with early leave from the clock-in to the shift's end.
    expect(await clockOutOf('budi.santoso', '2026-12-02')).toMatchObject({ checked_at: fromJakarta('2026-12-02', '07:25').toISOString(), source: 'supervisor', correction_note: 'Hanya absen masuk yang disetujui: pulang dihitung pada jam masuk.' });
    expect((await historyDay('budi.santoso', '2026-12-02')).status).toBe('Pulang Cepat');
  });
});
