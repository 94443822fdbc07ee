/**
 * A payroll period HR closes (docs/hr.md, "Periods"), over HTTP on both databases. The issue: "HR closes a payroll
 * period once it is paid … After the close nothing changes the closed period's figures: corrections, HR additions,
 * correction requests, decisions, face results and leave touching its days answer 409 'Periode 26 Oktober – 25
 * November 2026 sudah ditutup' — except that no clock-in is ever lost: an offline record delivered late is kept, and
 * it and any decision on it count in the next open period as an adjustment … The closed period's recap and sheet files
 * are stored at the close and downloaded byte for byte the same afterwards." Cut-off day 25: period 202611 runs from
 * 26 October to 25 November 2026; HR closes it on Thursday 26 November 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { HEAD_OFFICE, honestReading, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const CLOSED = 'Periode 26 Oktober – 25 November 2026 sudah ditutup';
const SUNDAY = '2026-11-22';

describe(`payroll periods HR closes (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta('2026-11-25', '10:00');
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = (username: string) => ({ token: tokens[username]! });
  const get = (path: string, username = 'hr') => call(`${server.url}${path}`, { headers: as(username) });
  const post = (path: string, body: object, username = 'hr') => postJson(`${server.url}${path}`, body, as(username));
  const bytes = async (path: string) => Buffer.from(await (await fetch(`${server.url}${path}`, { headers: as('hr') })).arrayBuffer());
  const refusal = (answer: { status: number; body: { message?: string } }) => [answer.status, answer.body.message];

  /** A clock-in taken offline on `date` at 07:25 and delivered now: the phone's last server answer anchors its clock. */
  async function offlineClockIn(username: string, date: string) {
    const takenAt = fromJakarta(date, '07:25');
    const form = new FormData();
    form.set('type', '1');
    form.set('filename_image', photo(), 'filename_image.png');
    const face = (await call(`${server.url}/mobile-v2/upload-photo`, { method: 'POST', headers: as(username), body: form })).body.filename_image;
    const { chosen, positions } = honestReading(HEAD_OFFICE, takenAt.getTime());
    const body = { ...chosen, positions, filename_face: face, type: '1', location: '1', device_token: `phone-${username}`, taken_at: takenAt.toISOString(), server_time: fromJakarta(date, '07:00').toISOString(), elapsed_ms: 25 * 60_000 };
    return post('/mobile-v2/absen-upload', body, username);
  }
  /** A decision on a clock-in as the queue shows it: with the flags the decider was shown. */
  async function decide(id: number, decision: string, note = '', username = 'hr') {
    const queue = (await get('/hr/verification')).body as { kind: string; id: number; flags: { code: string }[] }[];
    const flags_seen = queue.find((item) => item.kind === 'attendance' && item.id === id)?.flags.map((flag) => flag.code) ?? [];
    const path = username === 'hr' ? '/hr/verification/decide' : '/mobile-v2/verifikasi-absen/putuskan';
    return post(path, { kind: 'attendance', id, decision, note, flags_seen }, username);
  }
  const recordOf = (username: string, date: string) =>
    server.services.db.selectFrom('attendance').select(['id', 'verification']).where('employee_id', '=', ids[username]!).where('work_date', '=', date).where('direction', '=', 'in').executeTakeFirstOrThrow();

  const pending: { correction?: number; leave?: number; record?: number; addition?: { id: number; version: string } } = {};
  let closedFiles: { json: unknown; xlsx: Buffer; csv: Buffer };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    const people = ['hr', 'kabag.umum', 'demo', 'siti.rahma', 'atasan', 'budi.santoso', 'maya.sari', 'dewi.anggraini'];
    for (const username of people) tokens[username] = await logInAs(server.url, username);
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).where('username', 'in', people).execute()) ids[row.username] = row.id;
    await server.services.db.updateTable('employees').set({ role: 'admin' }).where('username', '=', 'kabag.umum').execute();
    const settings = (await get('/hr/settings')).body;
    expect((await post('/hr/settings', { ...settings, payroll_cutoff_day: 25 })).status).toBe(200);
  });
  afterAll(() => server.close());

  it('lets every writer change the period before it is closed', async () => {
    const added = await post('/hr/attendance/add', { employee_id: ids.demo, date: SUNDAY, direction: 'in', time: '07:30', office_id: null, note: 'Lembur pelayanan hari Minggu' });
    expect(added.status).toBe(200);
    pending.addition = { id: added.body.record.id, version: added.body.record.version };

    const forgotten = { date: SUNDAY, direction: 'in', time: '07:40', office_id: null, reason: 'Lupa absen saat piket hari Minggu' };
    expect((await post('/mobile-v2/koreksi-absen', forgotten, 'siti.rahma')).status).toBe(200);
    expect((await post('/mobile-v2/koreksi-absen', { ...forgotten, direction: 'out', time: '12:00' }, 'siti.rahma')).status).toBe(200);
    const inbox = (await get('/mobile-v2/verifikasi-absen/koreksi', 'atasan')).body as { id: number; label: string }[];
    const [first, second] = [inbox.find((item) => item.label === 'Absen Masuk')!, inbox.find((item) => item.label === 'Absen Pulang')!];
    expect((await post('/mobile-v2/verifikasi-absen/koreksi/putuskan', { id: first.id, decision: 'approve' }, 'atasan')).status).toBe(200);
    pending.correction = second.id;

    for (const username of ['maya.sari', 'budi.santoso']) expect((await offlineClockIn(username, SUNDAY)).body).toMatchObject({ verification: 'pending' });
    const maya = await recordOf('maya.sari', SUNDAY);
    expect((await decide(maya.id, 'approve')).status).toBe(200);
    pending.record = (await recordOf('budi.santoso', SUNDAY)).id;

    const leave = (date: string) => ({ reason: 'IZIN', description: 'Urusan keluarga', start_date: date, end_date: date });
    const decided = await post('/mobile-v2/izin/insert', leave('23 November 2026'), 'demo');
    const waiting = await post('/mobile-v2/izin/insert', leave('24 November 2026'), 'demo');
    expect([decided.status, waiting.status]).toEqual([200, 200]);
    expect((await post('/hr/leave/decide', { id: decided.body.id, decision: 'approve', note: '' })).status).toBe(200);
    pending.leave = waiting.body.id;
  });

  it('refuses to close a period that has not ended, closes an ended one once, audited, and lists it', async () => {
    now = fromJakarta('2026-11-26', '09:00');
    expect(refusal(await post('/hr/periods/202612/close', {}))).toEqual([400, 'Periode 26 November – 25 Desember 2026 belum berakhir dan belum dapat ditutup.']);
    expect(refusal(await post('/hr/periods/2026-11/close', {}))).toEqual([400, 'Periode harus berformat YYYYMM, tahun 2000 sampai 2099.']);
    expect((await post('/hr/periods/202611/close', {}, 'demo')).status).toBe(403);

    const closed = await post('/hr/periods/202611/close', {});
    expect(refusal(closed)).toEqual([200, 'Periode 26 Oktober – 25 November 2026 ditutup. Rekap dan berkasnya disimpan.']);
    const closedAt = fromJakarta('2026-11-26', '09:00').toISOString();
    expect(closed.body.period).toMatchObject({ period: '202611', from: '2026-10-26', to: '2026-11-25', state: 'closed', closed_at: closedAt, closed_by: 'Fitri Handayani, S.Psi.' });
    expect(refusal(await post('/hr/periods/202611/close', {}))).toEqual([409, CLOSED]);

    const list = (await get('/hr/periods')).body as { period: string }[];
    expect(list.map((period) => period.period).slice(0, 3)).toEqual(['202612', '202611', '202610']);
    expect(list[0]).toMatchObject({ from: '2026-11-26', to: '2026-12-25', ended: false, state: 'open', closed_at: null, closed_by: null });
    expect(list[1]).toMatchObject({ from: '2026-10-26', to: '2026-11-25', ended: true, state: 'closed', closed_at: closedAt, closed_by: 'Fitri Handayani, S.Psi.' });
    expect(list).toHaveLength(12);

    const audit = await server.services.db.selectFrom('audit_log').select(['actor_id', 'entity', 'entity_id', 'after']).where('action', '=', 'period.close').execute();
    expect(audit).toEqual([{ actor_id: ids.hr, entity: 'payroll_period', entity_id: '202611', after: JSON.stringify({ from: '2026-10-26', to: '2026-11-25' }) }]);

    closedFiles = {
      json: (await get('/hr/recap?period=202611')).body,
      xlsx: await bytes('/hr/recap?period=202611&format=xlsx'),
      csv: await bytes('/hr/recap?period=202611&format=csv'),
    };
  });

  it("refuses every writer touching the closed period's days with the period's dates in words", async () => {
    expect(refusal(await post('/hr/attendance/correct', { id: pending.addition!.id, time: '08:00', status: 'counts', note: 'Jam salah', version: pending.addition!.version }))).toEqual([409, CLOSED]);
    expect(refusal(await post('/hr/attendance/add', { employee_id: ids.demo, date: '2026-11-15', direction: 'in', time: '07:30', office_id: null, note: 'Tidak tercatat' }))).toEqual([409, CLOSED]);
    expect(refusal(await post('/mobile-v2/koreksi-absen', { date: '2026-11-25', direction: 'out', time: '16:00', office_id: null, reason: 'Lupa absen pulang' }, 'siti.rahma'))).toEqual([409, CLOSED]);
    expect(refusal(await post('/mobile-v2/verifikasi-absen/koreksi/putuskan', { id: pending.correction, decision: 'approve' }, 'atasan'))).toEqual([409, CLOSED]);
    expect(refusal(await decide(pending.record!, 'approve'))).toEqual([409, CLOSED]);
    expect(refusal(await decide(pending.record!, 'reject', 'Tidak sah', 'atasan'))).toEqual([409, CLOSED]);
    expect(refusal(await post('/mobile-v2/izin/insert', { reason: 'IZIN', description: 'Urusan keluarga', start_date: '25 November 2026', end_date: '27 November 2026' }, 'siti.rahma'))).toEqual([409, CLOSED]);
    expect(refusal(await post('/hr/leave/decide', { id: pending.leave, decision: 'approve', note: '' }))).toEqual([409, CLOSED]);
    expect(refusal(await post('/mobile-v2/izin/delete', { id: pending.leave }, 'demo'))).toEqual([409, CLOSED]);
    expect((await recordOf('budi.santoso', SUNDAY)).verification).toBe('pending');

    // The next period's days are open.
    expect((await post('/mobile-v2/izin/insert', { reason: 'IZIN', description: 'Urusan keluarga', start_date: '30 November 2026', end_date: '30 November 2026' }, 'siti.rahma')).status).toBe(200);
  });

  it("keeps an offline clock-in delivered after the close, lets it be decided, and lists it in the next period's adjustments", async () => {
    now = fromJakarta('2026-11-26', '09:30');
    expect((await offlineClockIn('dewi.anggraini', SUNDAY)).body).toMatchObject({ verification: 'pending' });
    const late = await recordOf('dewi.anggraini', SUNDAY);
    expect((await decide(late.id, 'approve', 'Sinyal hilang di lokasi')).status).toBe(200);

    const december = (await get('/hr/recap?period=202612')).body;
    expect(december.adjustments).toEqual([
      { employee_id: ids['dewi.anggraini'], name: 'Dewi Anggraini', date: SUNDAY, kind: 'attendance', direction: 'in', verification: 'verified', recorded_at: fromJakarta('2026-11-26', '09:30').toISOString() },
    ]);
    expect((await get('/hr/recap?period=202611')).body.adjustments).toEqual([]);
  });

  it('answers the closed recap and its files byte for byte as they were at the close', async () => {
    now = fromJakarta('2026-11-27', '15:00');
    expect((await get('/hr/recap?period=202611')).body).toEqual(closedFiles.json);
    expect((await bytes('/hr/recap?period=202611&format=xlsx')).equals(closedFiles.xlsx)).toBe(true);
    expect((await bytes('/hr/recap?period=202611&format=csv')).equals(closedFiles.csv)).toBe(true);
  });

  it('lets only an admin reopen, with a reason, audited; the period takes changes again', async () => {
    const refused = await post('/hr/periods/202611/reopen', { reason: 'Salah hitung' });
    expect(refusal(refused)).toEqual([403, 'Hanya admin yang dapat membuka kembali periode yang sudah ditutup.']);
    expect(refusal(await post('/hr/periods/202611/reopen', { reason: '  ' }, 'kabag.umum'))).toEqual([400, 'Tuliskan alasan membuka kembali periode.']);
    expect(refusal(await post('/hr/periods/202610/reopen', { reason: 'Salah hitung' }, 'kabag.umum'))).toEqual([409, 'Periode 26 September – 25 Oktober 2026 belum ditutup.']);

    const reopened = await post('/hr/periods/202611/reopen', { reason: 'Koreksi lembur yang terlewat' }, 'kabag.umum');
    expect(refusal(reopened)).toEqual([200, 'Periode 26 Oktober – 25 November 2026 dibuka kembali.']);
    expect(reopened.body.period).toMatchObject({ state: 'open', closed_at: null, reopened_by: 'Sri Wahyuningsih, S.H.', reopen_reason: 'Koreksi lembur yang terlewat' });
    const audit = await server.services.db.selectFrom('audit_log').select(['action', 'actor_id', 'after']).where('action', 'in', ['period.reopen', 'access.refused']).where('actor_id', 'in', [ids.hr!, ids['kabag.umum']!]).execute();
    expect(audit.map((entry) => [entry.action, entry.actor_id, JSON.parse(entry.after!)])).toEqual([
      ['access.refused', ids.hr, { attempted: 'period.reopen', request: 'POST /hr/periods/202611/reopen', message: 'Hanya admin yang dapat membuka kembali periode yang sudah ditutup.' }],
      ['period.reopen', ids['kabag.umum'], { reason: 'Koreksi lembur yang terlewat' }],
    ]);

    expect((await decide(pending.record!, 'approve')).status).toBe(200);
    expect((await post('/hr/attendance/correct', { id: pending.addition!.id, time: '08:00', status: 'counts', note: 'Jam salah', version: pending.addition!.version })).status).toBe(200);
  });
});
