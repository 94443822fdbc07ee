import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/files/png';
import { fromJakarta } from '../../server/time';
import { admin as adminOn } from '../support/adminCommand';
import { call, logInAs } from '../support/http';
import { type LeaveApi, leaveApi, pdf, uploadAttachment } from '../support/leaveApi';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** Monday 23 November 2026, 09:00 in Jakarta; 25 December 2026 (a Friday) is a seeded holiday. */
const TODAY = '2026-11-23';
const HOUR_MS = 60 * 60 * 1000;

/** docs/api.md's leave messages. */
const M = {
  accepted: 'Pengajuan Izin Berhasil!',
  unknownReason: 'Alasan izin tidak dikenal.',
  endBeforeStart: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  tooLong: 'Pengajuan izin paling lama 60 hari.',
  tooEarly: 'Tanggal awal paling lama 30 hari yang lalu.',
  noWorkingDay: 'Rentang tanggal tidak mencakup hari kerja.',
  crossesYear: 'Cuti tidak boleh melewati pergantian tahun. Ajukan terpisah untuk tiap tahun.',
  overlap: 'Sudah ada pengajuan izin pada tanggal tersebut.',
  beyondQuota: (left: number) => `Sisa kuota cuti tidak cukup: tersisa ${left} hari kerja.`,
  attachmentMissing: 'Lampiran tidak ditemukan. Unggah ulang lampiran.',
  badDate: 'Tanggal tidak valid. Gunakan format seperti 05 Maret 2025.',
  notOwn: 'Anda hanya dapat membatalkan pengajuan izin Anda sendiri.',
  notPending: 'Hanya pengajuan izin yang masih menunggu yang dapat dibatalkan.',
  alreadyDecided: 'Pengajuan izin ini sudah diputuskan atau dibatalkan.',
  notSupervisor: 'Persetujuan izin hanya untuk atasan (level jabatan di atas 4).',
  outsideChain: 'Pengajuan izin ini bukan dari staf Anda.',
  noteRequired: 'Tuliskan alasan penolakan.',
};

/**
 * Working days by hand from the calendar (Mon–Fri office schedule, holidays excluded: in 2026 the SKB's, with Thursday
 * 24 December cuti bersama and Friday 25 December Christmas).
 */
const WORKING_DAYS: [start: string, end: string, days: number][] = [
  ['2026-12-14', '2026-12-18', 5],
  ['2026-12-24', '2026-12-28', 1],
  ['2026-12-19', '2026-12-20', 0],
  ['2026-12-31', '2027-01-04', 2],
];

const request = (over: Record<string, unknown> = {}) => ({
  reason: 'CUTI',
  description: 'Liburan keluarga',
  start_date: '14 Desember 2026',
  end_date: '18 Desember 2026',
  filename: null,
  ...over,
});

describe(`leave requests (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(TODAY, '09:00');
  const apis = new Map<string, LeaveApi>();
  const as = async (username: string) => {
    if (!apis.has(username)) apis.set(username, leaveApi(server.url, await logInAs(server.url, username)));
    return apis.get(username)!;
  };
  const admin = (...args: string[]) => adminOn(server, ...args);
  const employeeId = async (username: string) =>
    (await server.services.db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  /** A clean slate: no requests, and a quota HR set through the admin command. */
  const freshStart = async (username: string, quota: number) => {
    await server.services.db.deleteFrom('leave_requests').where('employee_id', '=', await employeeId(username)).execute();
    expect((await admin('set-leave-quota', '--username', username, '--year', '2026', '--days', String(quota))).code).toBe(0);
  };
  const statusOf = async (id: number) =>
    (await server.services.db.selectFrom('leave_requests').select(['status', 'decision_note']).where('id', '=', id).executeTakeFirstOrThrow());

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());

  it('records a good request with its working days, lists it as pending and shows the quota', async () => {
    await freshStart('siti.rahma', 12);
    const siti = await as('siti.rahma');
    const form = (await siti.list('202612')).body.form;
    expect(form).toEqual(
      expect.arrayContaining([
        { value: 'CUTI', label: 'Cuti Tahunan', attachment_after_days: null },
        { value: 'SAKIT', label: 'Sakit', attachment_after_days: 1 },
      ]),
    );
    const answer = await siti.insert(request());
    expect(answer).toMatchObject({ status: 200, body: { message: M.accepted, id: expect.any(Number) } });
    expect((await siti.list('202612')).body.history).toEqual([
      {
        id: answer.body.id,
        reason: 'Cuti Tahunan',
        reason_code: 'CUTI',
        date: '14 Desember 2026 - 18 Desember 2026',
        description: 'Liburan keluarga',
        file: null,
        status: '0',
        working_days: 5,
        note: null,
      },
    ]);
    expect((await siti.list('202611')).body.history).toEqual([]);
    expect((await siti.quota()).body).toEqual({ tahun: 2026, kuota: 12, terpakai: 0, cuti_bersama: 0, menunggu: 5, akhir_sisa_kuota: 12, hari_kerja: null });
  });

  it.each(WORKING_DAYS)('counts the working days from %s to %s as %i', async (start, end, days) => {
    const answer = await (await as('siti.rahma')).quota({ start_date: start, end_date: end });
    expect(answer.body.hari_kerja).toBe(days);
  });

  it('counts a holiday HR adds with the admin command', async () => {
    const siti = await as('siti.rahma');
    const range = { start_date: '2026-12-14', end_date: '2026-12-18' };
    expect((await admin('add-holiday', '--date', '2026-12-16', '--name', 'Hari Jadi Kota')).code).toBe(0);
    expect((await siti.quota(range)).body.hari_kerja).toBe(4);
    await server.services.db.deleteFrom('holidays').where('date', '=', '2026-12-16').execute();
  });

  it.each([
    [{ reason: '' }, 400, 'Reason is required'],
    [{ description: '   ' }, 400, 'Description is required'],
    [{ start_date: undefined }, 400, 'Start date is required'],
    [{ end_date: '' }, 400, 'End date is required'],
    [{ start_date: '31 Februari 2026' }, 400, M.badDate],
    [{ start_date: '2026-13-01' }, 400, M.badDate],
    [{ reason: 'LIBUR' }, 400, M.unknownReason],
    [{ start_date: '18 Desember 2026', end_date: '14 Desember 2026' }, 400, M.endBeforeStart],
    [{ reason: 'IZIN', start_date: '01 Desember 2026', end_date: '31 Januari 2027' }, 400, M.tooLong],
    [{ start_date: '19 Desember 2026', end_date: '20 Desember 2026' }, 400, M.noWorkingDay],
    [{ reason: 'SAKIT', start_date: '01 Desember 2026', end_date: '02 Desember 2026' }, 400, 'Filename is required'],
    [{ reason: 'IZIN', start_date: '01 Desember 2026', end_date: '01 Desember 2026', filename: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, 400, M.attachmentMissing],
    [{ start_date: '31 Desember 2026', end_date: '04 Januari 2027' }, 400, M.crossesYear],
    [{ reason: 'IZIN', start_date: '02 Oktober 2026', end_date: '02 Oktober 2026' }, 400, M.tooEarly],
    [{ description: 'a\u0000b' }, 400, 'Data berisi karakter yang tidak diizinkan.'],
    [{ description: 'x'.repeat(1001) }, 400, 'Maksimal 1000 karakter.'],
  ])('refuses %j with %i and changes nothing', async (over, status, message) => {
    const demo = await as('demo');
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    expect(await demo.insert(request(over))).toMatchObject({ status, body: { message } });
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
  });

  it('refuses a body that is not JSON, or too large, with a 4xx', async () => {
    const token = await logInAs(server.url, 'demo');
    const url = `${server.url}/mobile-v2/izin/insert`;
    const form = await call(url, { method: 'POST', headers: { token, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' });
    expect(form.status).toBe(415);
    const huge = await call(url, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(request({ description: 'x'.repeat(200_000) })) });
    expect(huge.status).toBe(413);
  });

  it('refuses overlapping requests, also when they arrive at once, but not over a rejected one', async () => {
    await freshStart('dewi.anggraini', 12);
    const dewi = await as('dewi.anggraini');
    const answers = await Promise.all(Array.from({ length: 6 }, () => dewi.insert(request({ reason: 'IZIN' }))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(M.overlap);
    const first = answers.find((a) => a.status === 200)!.body.id as number;
    expect(await dewi.insert(request({ reason: 'SAKIT', start_date: '18 Desember 2026', end_date: '18 Desember 2026' }))).toMatchObject({ status: 409, body: { message: M.overlap } });

    expect((await (await as('atasan')).decide({ id: first, decision: 'reject', note: 'Akhir tahun banyak pekerjaan' })).status).toBe(200);
    expect((await dewi.insert(request({ reason: 'IZIN', start_date: '16 Desember 2026', end_date: '16 Desember 2026' }))).status).toBe(200);
  });

  it('keeps requests within the quota: pending ones count, approved ones use it', async () => {
    await freshStart('budi.santoso', 6);
    const budi = await as('budi.santoso');
    const first = await budi.insert(request());
    expect(first.status).toBe(200);
    expect(await budi.insert(request({ start_date: '21 Desember 2026', end_date: '22 Desember 2026' }))).toMatchObject({ status: 409, body: { message: M.beyondQuota(1) } });
    const parallel = await Promise.all(
      ['21', '22', '23'].map((day) => budi.insert(request({ start_date: `${day} Desember 2026`, end_date: `${day} Desember 2026` }))),
    );
    expect(parallel.map((a) => a.status).sort()).toEqual([200, 409, 409]);

    const atasan = await as('atasan');
    expect(await atasan.decide({ id: first.body.id, decision: 'approve', note: '' })).toMatchObject({ status: 200, body: { message: 'Pengajuan izin disetujui.' } });
    expect((await budi.quota()).body).toMatchObject({ kuota: 6, terpakai: 5, menunggu: 1, akhir_sisa_kuota: 1 });
    expect((await budi.list('202612')).body.history.find((item: { id: number }) => item.id === first.body.id)).toMatchObject({ status: '1', note: null });
  });

  it('cancels only the employee’s own pending requests', async () => {
    await freshStart('maya.sari', 12);
    const maya = await as('maya.sari');
    const own = (await maya.insert(request({ reason: 'IZIN', start_date: '07 Desember 2026', end_date: '07 Desember 2026' }))).body.id;
    const decided = (await maya.insert(request({ reason: 'IZIN', start_date: '08 Desember 2026', end_date: '08 Desember 2026' }))).body.id;
    expect((await (await as('kasubag.penagihan')).decide({ id: decided, decision: 'approve' })).status).toBe(200);

    expect(await (await as('demo')).cancel(own)).toMatchObject({ status: 403, body: { message: M.notOwn } });
    expect(await maya.cancel(decided)).toMatchObject({ status: 409, body: { message: M.notPending } });
    expect((await maya.cancel(999_999)).status).toBe(404);
    expect((await maya.cancel('abc')).status).toBe(400);
    expect(await maya.cancel(own)).toMatchObject({ status: 200, body: { message: 'Pengajuan izin dibatalkan.' } });
    expect(await maya.cancel(own)).toMatchObject({ status: 409, body: { message: M.notPending } });
    expect((await maya.list('202612')).body.history.map((item: { id: number }) => item.id)).toEqual([decided]);
    expect(await (await as('kasubag.penagihan')).decide({ id: own, decision: 'approve' })).toMatchObject({ status: 409, body: { message: M.alreadyDecided } });
    expect((await maya.insert(request({ reason: 'IZIN', start_date: '07 Desember 2026', end_date: '07 Desember 2026' }))).status).toBe(200);
  });

  // Issue 51: "Riwayat Izin shows the latest requests first whatever month they fall in (a request for next month is
  // visible right after sending it)".
  it('lists the latest requests of any month, the last sent first, without cancelled ones, at most ten', async () => {
    await freshStart('budi.santoso', 12);
    const budi = await as('budi.santoso');
    const sent: number[] = [];
    for (const day of ['01', '02', '03', '04', '07', '08', '09', '10', '11', '14', '15']) {
      sent.push((await budi.insert(request({ reason: 'IZIN', start_date: `${day} Desember 2026`, end_date: `${day} Desember 2026` }))).body.id as number);
    }
    expect((await budi.cancel(sent[10]!)).status).toBe(200);
    const january = (await budi.insert(request({ reason: 'IZIN', start_date: '04 Januari 2027', end_date: '04 Januari 2027' }))).body.id as number;
    const latest = await budi.latest();
    expect(latest.status).toBe(200);
    expect(latest.body.map((item: { id: number }) => item.id)).toEqual([january, ...sent.slice(1, 10).reverse()]);
    expect(latest.body[0]).toMatchObject({ reason: 'Izin Keperluan Pribadi', date: '04 Januari 2027 - 04 Januari 2027', status: '0' });
    expect((await (await as('maya.sari')).latest()).body.every((item: { id: number }) => !sent.includes(item.id))).toBe(true);
  });

  it('refuses ids outside the database range at the door, with 400 and a message, on both calls', async () => {
    const [maya, boss] = [await as('maya.sari'), await as('kasubag.penagihan')];
    // PostgreSQL's integer (serial) keys end at 2^31 - 1; JSON numbers and digit strings beyond it are no id.
    const beyond: unknown[] = [2_147_483_648, '2147483648', 9_007_199_254_740_992, '9007199254740992', 1e308, '1e+308', 0, -1, 1.5, '07', ' 1', '0x10'];
    for (const id of beyond) {
      expect(await maya.cancel(id), JSON.stringify(id)).toMatchObject({ status: 400, body: { message: 'Id tidak valid.' } });
      expect(await boss.decide({ id, decision: 'approve' }), JSON.stringify(id)).toMatchObject({ status: 400, body: { message: 'Id tidak valid.' } });
    }
    expect(await maya.cancel(2_147_483_647)).toMatchObject({ status: 404, body: { message: 'Pengajuan izin tidak ditemukan.' } });
    expect(await boss.decide({ id: '2147483647', decision: 'approve' })).toMatchObject({ status: 404, body: { message: 'Pengajuan izin tidak ditemukan.' } });
  });

  it('lets only supervisors in the chain decide, once, and requires a note to reject', async () => {
    await freshStart('demo', 12);
    const demo = await as('demo');
    const id = (await demo.insert(request({ reason: 'IZIN', description: 'Urusan keluarga' }))).body.id as number;

    expect(await demo.inbox()).toMatchObject({ status: 403, body: { message: M.notSupervisor } });
    expect(await (await as('budi.santoso')).decide({ id, decision: 'approve' })).toMatchObject({ status: 403, body: { message: M.notSupervisor } });
    expect(await (await as('kasubag.penagihan')).decide({ id, decision: 'approve' })).toMatchObject({ status: 403, body: { message: M.outsideChain } });
    expect((await (await as('kasubag.penagihan')).inbox()).body.map((item: { id: number }) => item.id)).not.toContain(id);

    for (const supervisor of ['atasan', 'kabag.langganan', 'dirut']) {
      expect((await (await as(supervisor)).inbox()).body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id, name: 'Andi Saputra', nup: '19930715013', reason: 'Izin Keperluan Pribadi', date: '14 Desember 2026 - 18 Desember 2026', working_days: 5, quota_left: null, description: 'Urusan keluarga' }),
        ]),
      );
    }
    const atasan = await as('atasan');
    expect(await atasan.decide({ id, decision: 'reject', note: ' ' })).toMatchObject({ status: 400, body: { message: M.noteRequired } });
    expect(await atasan.decide({ id, decision: 'maybe' })).toMatchObject({ status: 400 });
    expect((await atasan.decide({ id: 999_999, decision: 'approve' })).status).toBe(404);
    expect((await statusOf(id)).status).toBe('0');

    const both = await Promise.all([atasan.decide({ id, decision: 'reject', note: 'Tidak ada pengganti' }), (await as('kabag.langganan')).decide({ id, decision: 'approve' })]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await atasan.decide({ id, decision: 'approve' })).toMatchObject({ status: 409, body: { message: M.alreadyDecided } });
    expect((await atasan.inbox()).body.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('counts adjacent sick leave together for the doctor\'s letter, across a weekend, and never a run broken by a working day', async () => {
    await freshStart('maya.sari', 12);
    const maya = await as('maya.sari');
    const sick = (start: string, end = start) => maya.insert(request({ reason: 'SAKIT', description: 'Demam', start_date: start, end_date: end }));
    // Friday 4 December, then Monday 7 December: the weekend between joins them into four calendar days.
    expect((await sick('04 Desember 2026')).status).toBe(200);
    expect(await sick('07 Desember 2026')).toMatchObject({
      status: 400,
      body: { message: 'Sakit ini bersambung dengan pengajuan Sakit sebelumnya menjadi 4 hari berturut-turut, sehingga memerlukan lampiran (surat dokter).' },
    });
    // The day before joins from the other side: Thursday 3 December.
    expect((await sick('03 Desember 2026')).body.message).toMatch(/menjadi 2 hari berturut-turut/);
    // Tuesday 8 December is a working day away from Friday's: a run of its own.
    expect((await sick('08 Desember 2026')).status).toBe(200);
    // One request between two others bridges them: Wed 9 joins Tue 8 (and nothing else).
    expect((await sick('09 Desember 2026')).body.message).toMatch(/menjadi 2 hari berturut-turut/);
    // With the letter it is taken.
    const letter = await uploadAttachment(server.url, pdf(), 'application/pdf');
    expect((await maya.insert(request({ reason: 'SAKIT', description: 'Demam', start_date: '09 Desember 2026', end_date: '09 Desember 2026', filename: letter.body.filename }))).status).toBe(200);
  });

  it('caps Izin at its yearly days (pending included), and shows the approver the year so far per type', async () => {
    await freshStart('dewi.anggraini', 12);
    const dewi = await as('dewi.anggraini');
    const izin = (start: string, end: string) => dewi.insert(request({ reason: 'IZIN', description: 'Urusan keluarga', start_date: start, end_date: end }));
    // 1–11 December 2026: 9 working days; 14–16 December: 3 more reach the default cap of 12.
    const first = await izin('01 Desember 2026', '11 Desember 2026');
    expect(first.status).toBe(200);
    expect((await izin('14 Desember 2026', '16 Desember 2026')).status).toBe(200);
    expect(await izin('17 Desember 2026', '17 Desember 2026')).toMatchObject({
      status: 409,
      body: { message: 'Batas Izin Keperluan Pribadi tahun 2026 adalah 12 hari kerja; sudah dipakai atau diajukan 12 hari kerja.' },
    });
    expect((await (await as('atasan')).decide({ id: first.body.id, decision: 'approve' })).status).toBe(200);
    const inbox = (await (await as('atasan')).inbox()).body as { name: string; year_totals: object[] }[];
    expect(inbox.find((item) => item.name === 'Dewi Anggraini')!.year_totals).toEqual(
      expect.arrayContaining([{ reason_code: 'IZIN', reason: 'Izin Keperluan Pribadi', days: 9, pending_days: 3 }]),
    );
    expect((await admin('set-leave-cap', '--type', 'IZIN', '--days', '14')).code).toBe(0);
    expect((await izin('17 Desember 2026', '18 Desember 2026')).status).toBe(200);
    expect((await admin('set-leave-cap', '--type', 'LIBUR', '--days', '3')).code).toBe(2);
  });

  it('lets HR decide with the admin command', async () => {
    await freshStart('rizky.pratama', 12);
    const rizky = await as('rizky.pratama');
    const approved = (await rizky.insert(request())).body.id as number;
    const rejected = (await rizky.insert(request({ reason: 'IZIN', start_date: '21 Desember 2026', end_date: '21 Desember 2026' }))).body.id as number;
    expect((await admin('decide-leave', '--id', String(approved), '--approve', '--note', 'Selamat berlibur')).code).toBe(0);
    expect((await admin('decide-leave', '--id', String(rejected), '--reject')).code).toBe(2);
    expect(await admin('decide-leave', '--id', String(rejected), '--reject', '--note', 'Jadwal piket')).toMatchObject({ code: 0, stdout: expect.stringContaining('ditolak') });
    expect(await admin('decide-leave', '--id', String(rejected), '--approve')).toMatchObject({ code: 2, stderr: expect.stringContaining(M.alreadyDecided) });
    expect(await statusOf(approved)).toEqual({ status: '1', decision_note: 'Selamat berlibur' });
    expect(await statusOf(rejected)).toEqual({ status: '2', decision_note: 'Jadwal piket' });
    // Rizky works six days a week: 14–18 December is five working days, and with Saturday 19th it would be six.
    expect((await rizky.quota()).body).toMatchObject({ terpakai: 5, akhir_sisa_kuota: 7 });
  });

  it('takes only JPEG, PNG and PDF attachments that are what they claim, within size and rate limits', async () => {
    const png = new Uint8Array(encodePng(200, 100, (x) => [x % 256, 40, 90]));
    const cases: [Uint8Array, string, number][] = [
      [pdf(), 'application/pdf', 200],
      [png, 'image/png', 200],
      [png, 'application/pdf', 400],
      [pdf(), 'image/png', 400],
      [pdf(), 'text/plain', 415],
      [pdf().subarray(0, 120), 'application/pdf', 400],
      [pdf('x', '/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >>'), 'application/pdf', 400],
      [png.subarray(0, png.length - 40), 'image/png', 400],
      [new Uint8Array(5 * 1024 * 1024 + 1), 'application/pdf', 413],
    ];
    for (const [bytes, type, status] of cases) {
      const answer = await uploadAttachment(server.url, bytes, type, '198.51.100.1');
      expect(answer.status, `${type} ${bytes.length}`).toBe(status);
      if (status === 200) expect(answer.body.filename).toMatch(/^[A-Za-z0-9_-]{24}$/);
      else expect(answer.body.message).toEqual(expect.any(String));
    }
    const burst = await Promise.all(Array.from({ length: 25 }, () => uploadAttachment(server.url, pdf(), 'application/pdf', '198.51.100.2')));
    expect(burst.filter((a) => a.status === 200).length).toBeLessThanOrEqual(20);
    expect(burst.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(5);
    expect((await uploadAttachment(server.url, pdf(), 'application/pdf', '198.51.100.3')).status).toBe(200);
  });

  it('serves an attachment only through signed URLs given to the employee and their supervisors', async () => {
    await freshStart('demo', 12);
    const demo = await as('demo');
    const filename = (await uploadAttachment(server.url, pdf(), 'application/pdf')).body.filename as string;
    expect(await (await as('siti.rahma')).insert(request({ reason: 'SAKIT', start_date: '30 November 2026', end_date: '01 Desember 2026', filename: 'x'.repeat(24) }))).toMatchObject({ status: 400 });
    const id = (await demo.insert(request({ reason: 'SAKIT', start_date: '30 November 2026', end_date: '01 Desember 2026', filename }))).body.id;
    expect(await (await as('siti.rahma')).insert(request({ reason: 'SAKIT', start_date: '30 November 2026', end_date: '01 Desember 2026', filename }))).toMatchObject({ status: 400, body: { message: M.attachmentMissing } });

    const url = (await demo.list('202611')).body.history.find((item: { id: number }) => item.id === id).file as string;
    expect(url).toMatch(new RegExp(`^/files/${filename}\\?expires=\\d+&signature=`));
    const opened = await fetch(`${server.url}${url}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(pdf());
    const inboxItem = (await (await as('atasan')).inbox()).body.find((item: { id: number }) => item.id === id);
    expect(inboxItem.file).toMatch(new RegExp(`^/files/${filename}\\?`));

    const stranger = await as('maya.sari');
    expect(JSON.stringify((await stranger.list('202611')).body)).not.toContain(filename);
    expect((await fetch(`${server.url}/files/${filename}`)).status).toBe(403);
    expect((await fetch(`${server.url}/files/${filename}?expires=${Date.now() + HOUR_MS}&signature=guess`)).status).toBe(403);
    const expires = new URL(url, server.url).searchParams.get('expires');
    now = new Date(Number(expires) + 1000);
    expect((await fetch(`${server.url}${url}`)).status).toBe(403);
    now = fromJakarta(TODAY, '09:00');
  });

  it('deletes attachments no request refers to after a day, and keeps those in use', async () => {
    const unused = (await uploadAttachment(server.url, pdf('tidak dipakai'), 'application/pdf', '198.51.100.9')).body.filename as string;
    const used = (await uploadAttachment(server.url, pdf('dipakai'), 'application/pdf', '198.51.100.9')).body.filename as string;
    await freshStart('dewi.anggraini', 12);
    expect((await (await as('dewi.anggraini')).insert(request({ reason: 'IZIN', start_date: '09 Desember 2026', end_date: '09 Desember 2026', filename: used }))).status).toBe(200);
    now = new Date(now.getTime() + 25 * HOUR_MS);
    await server.maintain();
    expect(await server.services.files.read(server.services.db, unused)).toBeNull();
    expect(await server.services.files.read(server.services.db, used)).not.toBeNull();
    now = fromJakarta(TODAY, '09:00');
  });
});
