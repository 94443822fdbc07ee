/**
 * Correction requests (issue 48, "Pengajuan Koreksi Absen"): an employee asks for a forgotten or wrong clock-in or
 * clock-out of one of the last seven days (the default HR can change); one waits per day and direction; it can be
 * withdrawn while it waits; the supervisor (chain) or HR decides it, never their own; approved, the record is made or
 * corrected with `source: 'request'` and counts; rejected, the reason is shown; audited, told both ways.
 * The demo data is seeded on Monday 23 November 2026 at 06:00 WIB, so that day and after hold no records but the
 * test's own. The head office's schedule is 07:30–16:00 WIB, Monday to Friday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

describe(`correction requests (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '06:00');
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let headOffice = 0;
  let otherOffice = 0;

  const as = (username: string) => ({ token: tokens[username]! });
  const choices = (username: string) => call(`${server.url}/mobile-v2/koreksi-absen`, { headers: as(username) });
  const ask = (username: string, body: object, key?: string) => postJson(`${server.url}/mobile-v2/koreksi-absen`, body, { ...as(username), ...(key && { 'Idempotency-Key': key }) });
  const inbox = (username: string) => call(`${server.url}/mobile-v2/verifikasi-absen/koreksi`, { headers: as(username) });
  const decide = (username: string, body: object) => postJson(`${server.url}/mobile-v2/verifikasi-absen/koreksi/putuskan`, body, as(username));
  const record = (username: string, date: string, direction: 'in' | 'out') =>
    server.services.db.selectFrom('attendance').selectAll().where('employee_id', '=', ids[username]!).where('work_date', '=', date).where('direction', '=', direction).executeTakeFirst();
  const requestsOf = (username: string) => server.services.db.selectFrom('correction_requests').selectAll().where('employee_id', '=', ids[username]!).orderBy('id').execute();
  const historyDay = async (username: string, date: string) =>
    (await call(`${server.url}/mobile-v2/riwayat-absen?period=202611`, { headers: as(username) })).body.find((day: { date: string }) => day.date === date);
  const told = async (username: string, title: string) => {
    await server.services.notifier.idle();
    return server.services.db.selectFrom('notifications').select(['title', 'body', 'link']).where('employee_id', '=', ids[username]!).where('title', '=', title).execute();
  };
  const forgottenIn = (office: number | null = headOffice) => ({ date: MONDAY, direction: 'in', time: '07:25', office_id: office, reason: 'Lupa absen, sudah di loket sejak pagi' });

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    const offices = await server.services.db.selectFrom('employee_offices').select(['office_id']).where('employee_id', '=', ids['siti.rahma']!).execute();
    headOffice = offices[0]!.office_id;
    otherOffice = (await server.services.db.selectFrom('offices').select('id').where('id', 'not in', offices.map((office) => office.office_id)).executeTakeFirstOrThrow()).id;
    now = fromJakarta(WEDNESDAY, '07:20');
    for (const username of ['siti.rahma', 'budi.santoso', 'atasan', 'hr', 'demo']) tokens[username] = await logInAs(server.url, username);
    // Budi clocks in late on Wednesday, at 08:10; he will ask for it to be 07:28.
    now = fromJakarta(WEDNESDAY, '08:10');
    expect((await clock(attendanceApi(server.url, tokens['budi.santoso']!, () => now), { type: '1', inside: true, at: HEAD_OFFICE, anomaly: 'Macet di jalan' })).submit!.status).toBe(200);
    now = fromJakarta(WEDNESDAY, '10:00');
  });
  afterAll(() => server.close());

  it("offers the last seven days, newest first, and the employee's own offices", async () => {
    const answer = await choices('siti.rahma');
    expect(answer.status).toBe(200);
    expect(answer.body.window_days).toBe(7);
    expect(answer.body.days).toEqual(['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20', '2026-11-19']);
    expect(answer.body.offices.map((office: { id: number }) => office.id)).toContain(headOffice);
    expect(answer.body.requests).toEqual([]);
  });

  it('refuses what cannot be asked, with a message, and stores nothing', async () => {
    const refusals: [object, number, string][] = [
      [{ ...forgottenIn(), date: '2026-11-18' }, 400, 'Koreksi hanya dapat diajukan untuk 7 hari terakhir.'],
      [{ ...forgottenIn(), date: WEDNESDAY, time: '10:30' }, 400, 'Jam itu belum terjadi. Pilih jam yang sudah lewat.'],
      [forgottenIn(otherOffice), 400, 'Pilih salah satu kantor Anda, atau Di luar kantor.'],
      [{ ...forgottenIn(), reason: '   ' }, 400, 'Alasan wajib diisi.'],
      [{ ...forgottenIn(), time: '7.25' }, 400, 'Jam harus berformat HH:mm.'],
      [{ ...forgottenIn(), direction: 'both' }, 400, 'Pilih absen masuk atau pulang.'],
      [{ ...forgottenIn(), filename: 'tidak-ada.jpg' }, 400, 'Foto bukti tidak ditemukan. Unggah ulang fotonya.'],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await ask('siti.rahma', body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(await requestsOf('siti.rahma')).toEqual([]);
  });

  it('takes a forgotten clock-in once, tells the supervisor, and shows it waiting in the history', async () => {
    const first = await ask('siti.rahma', forgottenIn(), 'koreksi-siti-1');
    expect([first.status, first.body.message]).toEqual([200, 'Pengajuan koreksi terkirim dan menunggu persetujuan atasan.']);
    // The same request sent again (a lost answer) is the same request; another one for that day and direction waits its turn.
    expect((await ask('siti.rahma', forgottenIn(), 'koreksi-siti-1')).status).toBe(200);
    const again = await ask('siti.rahma', { ...forgottenIn(), time: '07:20' }, 'koreksi-siti-2');
    expect([again.status, again.body.message]).toEqual([409, 'Sudah ada pengajuan koreksi absen masuk untuk tanggal itu yang menunggu keputusan.']);
    expect(await requestsOf('siti.rahma')).toHaveLength(1);
    expect(await told('atasan', 'Pengajuan koreksi absen menunggu persetujuan')).toEqual([
      { title: 'Pengajuan koreksi absen menunggu persetujuan', body: 'Siti Rahmawati: absen masuk, Senin, 23 November 2026.', link: '/verifikasi-absen' },
    ]);
    expect(await historyDay('siti.rahma', MONDAY)).toMatchObject({
      status: 'Tidak Hadir',
      correctable: true,
      correction_requests: [{ direction: 'in', time: '07:25', status: 'pending', decision_note: null }],
    });
    expect((await choices('siti.rahma')).body.requests).toMatchObject([{ date: MONDAY, direction: 'in', label: 'Absen Masuk', time: '07:25', status: 'pending', recorded_time: null }]);
  });

  it('lets the supervisor see the day beside the request, and nobody decide their own', async () => {
    const answer = await inbox('atasan');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject([
      { name: 'Siti Rahmawati', date: MONDAY, label: 'Absen Masuk', time: '07:25', reason: 'Lupa absen, sudah di loket sejak pagi', shift: 'Reguler 07:30–16:00', leave: null, recorded_in: null, recorded_out: null },
    ]);
    expect((await inbox('siti.rahma')).status).toBe(403);
    const id = answer.body[0].id;
    const ownLevel = await decide('budi.santoso', { id, decision: 'approve' });
    expect(ownLevel.status).toBe(403);
    // The supervisor's own request waits for their supervisor, not for them.
    expect((await ask('atasan', { ...forgottenIn(null), direction: 'out', time: '16:05' })).status).toBe(200);
    const own = (await requestsOf('atasan'))[0]!;
    const refused = await postJson(`${server.url}/hr/verification/corrections/decide`, { id: own.id, decision: 'approve' }, as('atasan'));
    expect(refused.status).toBe(403);
    const self = await decide('atasan', { id: own.id, decision: 'approve' });
    expect([self.status, self.body.message]).toEqual([403, 'Anda tidak dapat memutuskan pengajuan koreksi Anda sendiri.']);
  });

  it('approved, makes the record as asked: counted, on time, made by request, audited, and the employee told', async () => {
    const [{ id }] = (await inbox('atasan')).body;
    // The same approval sent twice at once (a double tap on two screens): exactly one is taken.
    const answers = await Promise.all([decide('atasan', { id, decision: 'approve' }), decide('atasan', { id, decision: 'approve' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const approved = answers.find((answer) => answer.status === 200)!;
    expect(approved.body.message).toBe('Pengajuan koreksi disetujui. Absennya sudah dicatat.');
    expect(await record('siti.rahma', MONDAY, 'in')).toMatchObject({
      checked_at: fromJakarta(MONDAY, '07:25').toISOString(),
      verification: 'verified',
      is_late: 0,
      source: 'request',
      office_id: headOffice,
      inside_office: 1,
      face_file_id: null,
      decided_by: ids['atasan'],
      correction_note: 'Lupa absen, sudah di loket sejak pagi',
    });
    expect(await historyDay('siti.rahma', MONDAY)).toMatchObject({
      inpresent: '07:25:00',
      correction_requests: [],
      in_record: { verification: 'verified', correction: { by: 'request', note: 'Lupa absen, sudah di loket sejak pagi', original_checked_at: null } },
    });
    expect(await told('siti.rahma', 'Pengajuan koreksi disetujui')).toEqual([
      { title: 'Pengajuan koreksi disetujui', body: 'Koreksi absen masuk Senin, 23 November 2026.', link: '/pengajuan-koreksi' },
    ]);
    const audit = await server.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'correction.decide').where('entity_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(ids['atasan']);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ status: 'approved', checked_at: fromJakarta(MONDAY, '07:25').toISOString() });
    expect((await inbox('atasan')).body).toEqual([]);
  });

  it('keeps a clock-out after its clock-in', async () => {
    const answer = await ask('siti.rahma', { ...forgottenIn(), direction: 'out', time: '07:00' });
    expect([answer.status, answer.body.message]).toEqual([400, 'Jam absen masuk harus sebelum jam absen pulang hari itu.']);
  });

  it('lets the employee withdraw a waiting request, only their own and only once', async () => {
    expect((await ask('siti.rahma', { ...forgottenIn(), date: TUESDAY, direction: 'out', time: '16:05' })).status).toBe(200);
    const waiting = (await requestsOf('siti.rahma')).find((request) => request.status === 'pending')!;
    expect((await postJson(`${server.url}/mobile-v2/koreksi-absen/tarik`, { id: waiting.id }, as('budi.santoso'))).status).toBe(403);
    const withdrawn = await postJson(`${server.url}/mobile-v2/koreksi-absen/tarik`, { id: waiting.id }, as('siti.rahma'));
    expect([withdrawn.status, withdrawn.body.message]).toEqual([200, 'Pengajuan koreksi ditarik.']);
    expect((await postJson(`${server.url}/mobile-v2/koreksi-absen/tarik`, { id: waiting.id }, as('siti.rahma'))).status).toBe(409);
    expect((await decide('atasan', { id: waiting.id, decision: 'approve' })).status).toBe(409);
    expect(await record('siti.rahma', TUESDAY, 'out')).toBeUndefined();
  });

  it('corrects a wrong clock-in through HR, keeping the time it had; a rejection needs and shows its reason', async () => {
    expect((await ask('budi.santoso', { date: WEDNESDAY, direction: 'in', time: '07:28', office_id: headOffice, reason: 'Antre di gerbang, aplikasi macet' })).status).toBe(200);
    const hrInbox = await call(`${server.url}/hr/verification/corrections`, { headers: as('hr') });
    const item = hrInbox.body.find((entry: { name: string }) => entry.name === 'Budi Santoso');
    expect(item).toMatchObject({ recorded_in: '08:10:00', recorded_time: '08:10:00', time: '07:28' });
    const decided = await postJson(`${server.url}/hr/verification/corrections/decide`, { id: item.id, decision: 'approve' }, as('hr'));
    expect(decided.status).toBe(200);
    expect(await record('budi.santoso', WEDNESDAY, 'in')).toMatchObject({
      checked_at: fromJakarta(WEDNESDAY, '07:28').toISOString(),
      original_checked_at: fromJakarta(WEDNESDAY, '08:10').toISOString(),
      is_late: 0,
      source: 'request',
      decided_by: ids['hr'],
    });

    expect((await ask('budi.santoso', { date: TUESDAY, direction: 'in', time: '07:15', office_id: null, reason: 'Dinas luar ke IPA' })).status).toBe(200);
    const waiting = (await requestsOf('budi.santoso')).find((request) => request.status === 'pending')!;
    const noReason = await decide('atasan', { id: waiting.id, decision: 'reject' });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Tuliskan alasan penolakan.']);
    expect((await decide('atasan', { id: waiting.id, decision: 'reject', note: 'Tidak ada surat tugas' })).status).toBe(200);
    expect(await record('budi.santoso', TUESDAY, 'in')).toBeUndefined();
    expect(await historyDay('budi.santoso', TUESDAY)).toMatchObject({ correction_requests: [{ direction: 'in', status: 'rejected', decision_note: 'Tidak ada surat tugas' }] });
    expect(await told('budi.santoso', 'Pengajuan koreksi ditolak')).toEqual([
      { title: 'Pengajuan koreksi ditolak', body: 'Koreksi absen masuk Selasa, 24 November 2026. Catatan: Tidak ada surat tugas', link: '/pengajuan-koreksi' },
    ]);
  });

  it('lets HR add a missing record directly, counted and audited, never its own, never twice', async () => {
    const add = (username: string, body: object) => postJson(`${server.url}/hr/attendance/add`, body, as(username));
    const missing = { employee_id: ids['siti.rahma'], date: TUESDAY, direction: 'in', time: '07:40', office_id: headOffice, note: 'Mesin absen mati, daftar hadir manual' };
    const refusals: [string, object, number, string][] = [
      ['hr', { ...missing, employee_id: ids['hr'] }, 403, 'Anda tidak dapat mengoreksi absen Anda sendiri.'],
      ['hr', { ...missing, date: WEDNESDAY, time: '11:00' }, 400, 'Jam koreksi belum terjadi. Pilih jam yang sudah lewat.'],
      ['hr', { ...missing, office_id: otherOffice }, 400, 'Pilih salah satu kantor pegawai ini, atau Di luar kantor.'],
      ['hr', { ...missing, note: ' ' }, 400, 'Alasan wajib diisi.'],
      ['hr', { ...missing, date: MONDAY }, 409, 'Absen itu sudah ada. Koreksi absennya di daftar.'],
      ['siti.rahma', missing, 403, 'Konsol SDM hanya untuk petugas SDM.'],
    ];
    for (const [username, body, status, message] of refusals) {
      const answer = await add(username, body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(await record('siti.rahma', TUESDAY, 'in')).toBeUndefined();

    const added = await add('hr', missing);
    expect([added.status, added.body.message, added.body.record]).toMatchObject([200, 'Absen ditambahkan.', { work_date: TUESDAY, direction: 'in', time: '07:40:00', verification: 'verified', is_late: true }]);
    expect(await record('siti.rahma', TUESDAY, 'in')).toMatchObject({ source: 'hr', verification: 'verified', is_late: 1, decided_by: ids['hr'], face_file_id: null, original_checked_at: null });
    expect((await add('hr', missing)).status).toBe(409);
    expect(await historyDay('siti.rahma', TUESDAY)).toMatchObject({ inpresent: '07:40:00', in_record: { correction: { by: 'hr', note: 'Mesin absen mati, daftar hadir manual', original_checked_at: null } } });
    const audit = await server.services.db.selectFrom('audit_log').select(['actor_id', 'entity', 'entity_id']).where('action', '=', 'record.add').execute();
    expect(audit).toEqual([{ actor_id: ids['hr'], entity: 'attendance', entity_id: String(added.body.record.id) }]);
  });
});
