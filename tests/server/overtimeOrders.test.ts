/**
 * Overtime ordered before it is worked (issue 48, "Surat Perintah Lembur": "A supervisor orders overtime for staff in
 * the chain (date, planned start and end, the task); the employee … agrees or declines (PP 35/2021 art. 28) … may
 * also ask for one, which the supervisor approves first. An overtime clock-in within an agreed order is tied to it;
 * one without an order still works but waits … with the flag 'tanpa perintah lembur'"), on both databases. The demo
 * data ends before Friday 27 November 2026; the head office works Monday to Friday, so Saturday is a rest day, where
 * PP 35/2021 art. 31 pays a 5-day week's first eight hours twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyRecap } from '../../server/recap/monthlyRecap';
import { fromJakarta } from '../../server/time';
import { HEAD_OFFICE, overtime, overtimeApi } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const TASK = 'Perbaikan pipa bocor di Jl. Pemuda';

describe(`overtime orders (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(FRIDAY, '10:00');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const as = (username: string) => ({ token: tokens[username]! });
  const order = (username: string, body: object) => postJson(`${server.url}/mobile-v2/perintah-lembur/staf`, body, as(username));
  const own = async (username: string) => (await call(`${server.url}/mobile-v2/perintah-lembur`, { headers: as(username) })).body;
  const told = async (username: string, title: string) => {
    await server.services.notifier.idle();
    return server.services.db.selectFrom('notifications').select(['title', 'body', 'link']).where('employee_id', '=', ids[username]!).where('title', '=', title).execute();
  };
  const saturday = { employee_id: 0, date: SATURDAY, start_time: '08:00', end_time: '12:00', task: TASK };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['siti.rahma', 'budi.santoso', 'atasan', 'hr']) tokens[username] = await logInAs(server.url, username);
    saturday.employee_id = ids['siti.rahma']!;
  });
  afterAll(() => server.close());

  it("lets a supervisor order overtime for the chain, within the law's hours, one a day, and never for themselves", async () => {
    const refusals: [string, object, number, string][] = [
      ['siti.rahma', saturday, 403, 'Perintah lembur hanya untuk atasan (level jabatan di atas 4).'],
      ['atasan', { ...saturday, employee_id: ids.atasan }, 403, 'Anda tidak dapat memerintahkan atau menyetujui lembur Anda sendiri.'],
      ['atasan', { ...saturday, employee_id: ids.hr }, 404, 'Perintah lembur tidak ditemukan.'],
      ['atasan', { ...saturday, date: '2026-11-26' }, 400, 'Perintah lembur untuk hari ini sampai 30 hari ke depan.'],
      ['atasan', { ...saturday, start_time: '06:00', end_time: '19:00' }, 400, 'Lembur pada hari itu paling lama 11 jam (PP 35/2021 pasal 26).'],
      ['atasan', { ...saturday, date: '2026-11-30', start_time: '16:30', end_time: '21:00' }, 400, 'Lembur pada hari itu paling lama 4 jam (PP 35/2021 pasal 26).'],
      ['atasan', { ...saturday, end_time: '08:00' }, 400, 'Jam selesai harus setelah jam mulai.'],
      ['atasan', { ...saturday, task: ' ' }, 400, 'Tugas lembur wajib diisi.'],
    ];
    for (const [username, body, status, message] of refusals) {
      const answer = await order(username, body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    const ordered = await order('atasan', saturday);
    expect([ordered.status, ordered.body.message]).toEqual([200, 'Perintah lembur terkirim dan menunggu persetujuan pegawai.']);
    expect((await order('atasan', { ...saturday, start_time: '13:00', end_time: '15:00' })).status).toBe(409);
    expect(await told('siti.rahma', 'Perintah lembur')).toEqual([
      { title: 'Perintah lembur', body: `Rina Kusumawati, S.E.: Sabtu, 28 November 2026, 08:00–12:00. ${TASK}. Setujui atau tolak di Absen Lembur.`, link: '/absen-lembur' },
    ]);
    const staff = (await call(`${server.url}/mobile-v2/perintah-lembur/staf`, { headers: as('atasan') })).body;
    expect(staff.staff.map((person: { name: string }) => person.name)).toContain('Siti Rahmawati');
    expect(staff.orders).toMatchObject([{ name: 'Siti Rahmawati', date: SATURDAY, start_time: '08:00', end_time: '12:00', task: TASK, status: 'ordered', ordered_by: 'Rina Kusumawati, S.E.' }]);
  });

  it("takes the employee's consent once, only from them, and tells the supervisor", async () => {
    const [{ id }] = await own('siti.rahma');
    expect((await postJson(`${server.url}/mobile-v2/perintah-lembur/jawab`, { id, decision: 'agree' }, as('budi.santoso'))).status).toBe(403);
    const agreed = await postJson(`${server.url}/mobile-v2/perintah-lembur/jawab`, { id, decision: 'agree' }, as('siti.rahma'));
    expect([agreed.status, agreed.body.message]).toEqual([200, 'Anda menyetujui perintah lembur ini.']);
    expect((await postJson(`${server.url}/mobile-v2/perintah-lembur/jawab`, { id, decision: 'decline' }, as('siti.rahma'))).status).toBe(409);
    expect(await own('siti.rahma')).toMatchObject([{ status: 'agreed' }]);
    expect(await told('atasan', 'Perintah lembur disetujui pegawai')).toHaveLength(1);
  });

  it('ties the overtime worked under it, which counts and is paid at once; one without an order waits, flagged', async () => {
    for (const username of ['siti.rahma', 'budi.santoso']) {
      now = fromJakarta(SATURDAY, '08:00');
      const api = overtimeApi(server.url, tokens[username]!, () => now);
      expect((await overtime(api, { type: '1', inside: true, at: HEAD_OFFICE })).insert!.status).toBe(200);
      now = fromJakarta(SATURDAY, '12:00');
      const end = await overtime(api, { type: '0', inside: true, at: HEAD_OFFICE });
      expect(end.insert!.status).toBe(200);
      if (username === 'siti.rahma') expect(end.insert!.body).toMatchObject({ verification: 'verified', flags: [], duration_minutes: 240 });
      else expect(end.insert!.body).toMatchObject({ verification: 'pending', flags: [{ code: 'no_overtime_order', label: 'tanpa perintah lembur' }] });
    }
    const tied = await server.services.db.selectFrom('overtime').select(['direction', 'order_id']).where('employee_id', '=', ids['siti.rahma']!).where('work_date', '=', SATURDAY).orderBy('direction').execute();
    expect(tied.every((row) => row.order_id !== null)).toBe(true);
    const recap = await monthlyRecap(server.services.db, { period: '202611' }, now);
    const row = (name: string) => recap.rows.find((candidate) => candidate.name === name)!;
    expect([row('Siti Rahmawati').overtime_hours, row('Siti Rahmawati').overtime_pay_hours]).toEqual([4, 8]);
    expect([row('Budi Santoso').overtime_hours, row('Budi Santoso').overtime_pay_hours]).toEqual([0, 0]);
  });

  it("lets an employee ask, and the supervisor approve it (agreed) or reject it with a reason; all audited", async () => {
    now = fromJakarta(SATURDAY, '13:00');
    const asked = await postJson(`${server.url}/mobile-v2/perintah-lembur/ajukan`, { date: SUNDAY, start_time: '09:00', end_time: '11:00', task: 'Pembacaan meter pelanggan' }, as('budi.santoso'));
    expect([asked.status, asked.body.message]).toEqual([200, 'Pengajuan lembur terkirim dan menunggu persetujuan atasan.']);
    expect(await told('atasan', 'Pengajuan lembur menunggu persetujuan')).toHaveLength(1);
    const [waiting] = (await call(`${server.url}/mobile-v2/perintah-lembur/staf`, { headers: as('atasan') })).body.orders;
    expect(waiting).toMatchObject({ name: 'Budi Santoso', status: 'asked', ordered_by: null });
    expect((await postJson(`${server.url}/mobile-v2/perintah-lembur/jawab`, { id: waiting.id, decision: 'agree' }, as('budi.santoso'))).status).toBe(409);
    const decide = (body: object) => postJson(`${server.url}/mobile-v2/perintah-lembur/staf/putuskan`, body, as('atasan'));
    expect((await decide({ id: waiting.id, decision: 'reject' })).body.message).toBe('Tuliskan alasan penolakan.');
    const approved = await decide({ id: waiting.id, decision: 'approve' });
    expect([approved.status, approved.body.message]).toEqual([200, 'Pengajuan lembur disetujui.']);
    expect((await own('budi.santoso'))[0]).toMatchObject({ status: 'agreed', ordered_by: 'Rina Kusumawati, S.E.' });
    expect(await told('budi.santoso', 'Pengajuan lembur disetujui')).toHaveLength(1);
    const audit = await server.services.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'overtime_order').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'overtime_order.create', actor_id: ids.atasan },
      { action: 'overtime_order.answer', actor_id: ids['siti.rahma'] },
      { action: 'overtime_order.ask', actor_id: ids['budi.santoso'] },
      { action: 'overtime_order.decide', actor_id: ids.atasan },
    ]);
  });

  it('is agreed or approved only before its day is over; declined or rejected at any time', async () => {
    now = fromJakarta(SATURDAY, '14:00');
    const monday = '2026-11-30';
    expect((await order('atasan', { ...saturday, date: monday })).status).toBe(200);
    const asked = await postJson(`${server.url}/mobile-v2/perintah-lembur/ajukan`, { date: '2026-12-01', start_time: '17:00', end_time: '19:00', task: 'Pembacaan meter pelanggan' }, as('budi.santoso'));
    expect(asked.status).toBe(200);
    const ordered = (await own('siti.rahma')).find((entry: { date: string }) => entry.date === monday);
    const waiting = (await call(`${server.url}/mobile-v2/perintah-lembur/staf`, { headers: as('atasan') })).body.orders.find((entry: { status: string }) => entry.status === 'asked');
    now = fromJakarta('2026-12-02', '08:00');
    const dayPassed = 'Hari lembur ini sudah lewat: tidak dapat disetujui lagi.';
    const agreed = await postJson(`${server.url}/mobile-v2/perintah-lembur/jawab`, { id: ordered.id, decision: 'agree' }, as('siti.rahma'));
    expect([agreed.status, agreed.body.message]).toEqual([409, dayPassed]);
    const approved = await postJson(`${server.url}/mobile-v2/perintah-lembur/staf/putuskan`, { id: waiting.id, decision: 'approve' }, as('atasan'));
    expect([approved.status, approved.body.message]).toEqual([409, dayPassed]);
    expect((await postJson(`${server.url}/mobile-v2/perintah-lembur/jawab`, { id: ordered.id, decision: 'decline' }, as('siti.rahma'))).status).toBe(200);
    expect((await postJson(`${server.url}/mobile-v2/perintah-lembur/staf/putuskan`, { id: waiting.id, decision: 'reject', note: 'Sudah lewat.' }, as('atasan'))).status).toBe(200);
  });
});
