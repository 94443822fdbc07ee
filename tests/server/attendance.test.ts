import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { claimPhotos } from '../../server/attendance/checks';
import { attendanceApi, clock, FIELD_SITE, HEAD_OFFICE, honestReading, photo } from '../support/attendanceApi';
import { call, logInAs } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** Monday 23 November 2026, Asia/Jakarta. */
const MONDAY = '2026-11-23';

describe(`attendance (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '07:20');
  const at = (time: string) => (now = fromJakarta(MONDAY, time));
  const countAttendance = async (username: string) => {
    const rows = await server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['a.direction', 'a.checked_at', 'a.recorded_at'])
      .where('e.username', '=', username)
      .where('a.work_date', '=', MONDAY)
      .execute();
    return rows;
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());
  beforeEach(() => void at('07:20'));

  it('records an on-time clock-in inside the office, shows it on the dashboard, and refuses a second one', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'demo'), () => now);
    const { check, upload, submit } = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE, key: 'demo-in-0001' });
    expect(check.body).toMatchObject({ is_late: '0', office: 'Kantor Pusat PDAM Tirta Kencana', distance_m: 11 });
    expect(upload!.body.filename_image).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(upload!.body.filename_location).toBeNull();
    expect(submit!.status).toBe(200);
    const at0720 = fromJakarta(MONDAY, '07:20').toISOString();
    expect(submit!.body).toEqual({
      message: 'Data berhasil diunggah.',
      date: MONDAY,
      time: '07:20:00',
      status: 'Hadir',
      verification: 'verified',
      flags: [],
      checked_at: at0720,
      received_at: at0720,
      note: null,
      correction: null,
    });

    const dashboard = await api.dashboard();
    expect(dashboard.body).toMatchObject({ is_absen_in: true, is_absen_out: false, absent_status: 'Hadir', inpresent: '07:20:00', outpresent: '00:00:00' });
    const image = await fetch(`${server.url}${dashboard.body.inphoto}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);

    expect(await api.check({ type: '1', location: '1', ...HEAD_OFFICE })).toMatchObject({ status: 409, body: { message: 'Anda sudah absen masuk hari ini.' } });
    const again = await clock(api, { type: '1', inside: false, at: FIELD_SITE, anomaly: 'Perbaikan pipa bocor' });
    expect(again.check.status).toBe(409);
    expect(await countAttendance('demo')).toHaveLength(1);
  });

  it('refuses an "inside" check made outside every office radius, with the distance', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'siti.rahma'), () => now);
    const answer = await api.check({ type: '1', location: '1', ...FIELD_SITE });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Lokasi Anda 2,\d km dari Kantor Pusat PDAM Tirta Kencana, di luar radius 100 m\. Pilih absen di luar kantor\.$/);
  });

  it('accepts the nearest of several offices for field staff', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'joko.susilo'), () => now);
    const plant = { latitude: -7.01905, longitude: 110.39972 };
    const answer = await api.check({ type: '1', location: '1', ...plant });
    expect(answer.body).toMatchObject({ is_late: '0', office: 'IPA Kaligarang' });
  });

  it('needs location and letter photos and a luar-masuk reason outside the office', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'dewi.anggraini'), () => now);
    const check = await api.check({ type: '1', location: '0', ...FIELD_SITE });
    expect(check.body.is_late).toBe('0');
    const face = (await api.upload({ filename_image: photo() })).body.filename_image;
    const base = { ...FIELD_SITE, filename_face: face, type: '1', location: '0', device_token: 'd-1', check_id: check.body.check_id };
    expect((await api.submit({ ...base, anomaly: 'Perbaikan pipa bocor' })).body.message).toBe('Foto lokasi dan foto surat wajib untuk absen di luar kantor.');

    const files = (await api.upload({ filename_image: photo(), filename_location: photo(60), filename_letter: photo(200) })).body;
    const complete = { ...base, filename_face: files.filename_image, filename_location: files.filename_location, filename_letter: files.filename_letter };
    expect((await api.submit(complete)).body.message).toBe('Silakan pilih alasan terlebih dahulu.');
    expect((await api.submit({ ...complete, anomaly: 'Kendaraan mogok' })).body.message).toMatch(/Alasan tidak dikenal/);
    const done = await api.submit({ ...complete, anomaly: 'Perbaikan pipa bocor' });
    // Outside the office counts once the supervisor confirms the assignment (she is not field staff).
    expect(done.body).toMatchObject({
      status: 'Menunggu Verifikasi',
      time: '07:20:00',
      verification: 'pending',
      flags: [{ code: 'no_accuracy', label: 'akurasi lokasi tidak ada, nol, atau tidak berubah' }, { code: 'field_duty', label: 'dinas luar menunggu konfirmasi atasan' }],
    });
    expect(await api.reasons('luar-masuk')).toMatchObject({ status: 200, body: expect.arrayContaining([{ label: 'Perbaikan pipa bocor' }]) });
  });

  it('marks a clock-in after start time plus grace as late and requires a reason from the default list', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'maya.sari'), () => now);
    at('07:35');
    expect((await api.check({ type: '1', location: '1', ...HEAD_OFFICE })).body.is_late).toBe('0');
    at('07:36');
    const late = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE });
    expect(late.check.body.is_late).toBe('1');
    expect(late.submit!.body).toEqual({ message: 'Silakan pilih alasan terlebih dahulu.' });
    expect((await api.reasons('')).body[0]).toEqual({ label: 'Kendaraan mogok' });
    const done = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE, anomaly: 'Macet di jalan' });
    expect(done.submit!.body).toMatchObject({ status: 'Terlambat', time: '07:36:00' });
  });

  it('records clock-out, early and outside the office with a luar-pulang reason, as routine for field staff', async () => {
    await server.services.db.updateTable('employees').set({ field_staff: 1 }).where('username', '=', 'ratna.dewi').execute();
    const api = attendanceApi(server.url, await logInAs(server.url, 'ratna.dewi'), () => now);
    await clock(api, { type: '1', inside: true, at: HEAD_OFFICE });
    at('15:10');
    const out = await clock(api, { type: '0', inside: false, at: FIELD_SITE, anomaly: 'Pulang langsung dari lokasi pekerjaan' });
    expect(out.check.body.is_late).toBe('0');
    expect(out.submit!.body).toMatchObject({ status: 'Pulang Cepat', time: '15:10:00', verification: 'verified', flags: [] });
    const dashboard = await api.dashboard();
    expect(dashboard.body).toMatchObject({ is_absen_in: true, is_absen_out: true, outpresent: '15:10:00', absent_status: 'Pulang Cepat' });
  });

  it('counts a submit within 10 minutes of its check; a later one keeps the check time but waits, flagged "terkirim terlambat"', async () => {
    const checked = async (api: ReturnType<typeof attendanceApi>) => {
      const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
      const check = await api.check({ type: '1', location: '1', ...chosen, positions });
      const face = (await api.upload({ filename_image: photo() })).body.filename_image;
      return { ...chosen, filename_face: face, type: '1', location: '1', device_token: 'd-2', check_id: check.body.check_id };
    };
    const onTime = attendanceApi(server.url, await logInAs(server.url, 'hendra.gunawan'), () => now);
    const onTimeBody = await checked(onTime);
    at('07:30');
    expect((await onTime.submit(onTimeBody)).body).toMatchObject({ time: '07:20:00', status: 'Hadir', verification: 'verified', flags: [] });

    at('07:20');
    const kept = attendanceApi(server.url, await logInAs(server.url, 'ahmad.fauzi'), () => now);
    const keptBody = await checked(kept);
    at('11:21');
    const delivered = await kept.submit(keptBody, 'ahmad-late-1');
    expect(delivered.body).toMatchObject({
      time: '07:20:00',
      status: 'Menunggu Verifikasi',
      verification: 'pending',
      flags: [{ code: 'late_delivery', label: 'terkirim terlambat' }],
      checked_at: fromJakarta(MONDAY, '07:20').toISOString(),
      received_at: fromJakarta(MONDAY, '11:21').toISOString(),
    });
    const [record] = await countAttendance('ahmad.fauzi');
    expect(record).toEqual({ direction: 'in', checked_at: fromJakarta(MONDAY, '07:20').toISOString(), recorded_at: fromJakarta(MONDAY, '11:21').toISOString() });
    // Its check is used: another record cannot use it again.
    expect(await kept.submit({ ...keptBody, filename_face: (await kept.upload({ filename_image: photo(78) })).body.filename_image })).toMatchObject({
      status: 409,
      body: { message: 'Pemeriksaan absen ini sudah dipakai. Silakan absen ulang.' },
    });
  });

  describe('taken with no connection (taken_at, no check_id)', () => {
    const offlineRecord = async (username: string) =>
      server.services.db
        .selectFrom('attendance as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select(['a.checked_at', 'a.recorded_at', 'a.is_late', 'a.anomaly', 'a.inside_office', 'a.taken_offline'])
        .where('e.username', '=', username)
        .where('a.work_date', '=', MONDAY)
        .orderBy('a.checked_at')
        .execute();

    it('records it at the time it was taken (late for a field schedule from 08:00) without a reason, flagged for HR, once', async () => {
      const api = attendanceApi(server.url, await logInAs(server.url, 'sugeng.raharjo'), () => now);
      at('09:00');
      const face = (await api.upload({ filename_image: photo() })).body.filename_image;
      const takenAt = fromJakarta(MONDAY, '08:20');
      const { chosen, positions } = honestReading(HEAD_OFFICE, takenAt.getTime());
      const body = { ...chosen, positions, filename_face: face, type: '1', location: '1', device_token: 'd-3', check_id: null, taken_at: takenAt.toISOString() };
      const answers = await Promise.all([1, 2].map(() => api.submit(body, 'sugeng-offline-1')));
      const offline = [{ code: 'offline', label: 'diambil tanpa koneksi' }];
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 200, body: { date: MONDAY, time: '08:20:00', status: 'Menunggu Verifikasi', verification: 'pending', flags: offline } });
      }
      expect(await offlineRecord('sugeng.raharjo')).toEqual([
        {
          checked_at: fromJakarta(MONDAY, '08:20').toISOString(),
          recorded_at: fromJakarta(MONDAY, '09:00').toISOString(),
          is_late: 1,
          anomaly: null,
          inside_office: 1,
          taken_offline: 1,
        },
      ]);
      expect((await api.submit({ ...body, taken_at: fromJakarta(MONDAY, '08:45').toISOString() }, 'sugeng-offline-2')).body).toEqual({ message: 'Anda sudah absen masuk hari ini.' });
    });

    it('records one outside the office without a reason, and one with a check as checked (not flagged)', async () => {
      const api = attendanceApi(server.url, await logInAs(server.url, 'slamet.riyadi'), () => now);
      at('07:25');
      const photos = (await api.upload({ filename_image: photo(), filename_location: photo(60), filename_letter: photo(200) })).body;
      const outside = {
        ...FIELD_SITE,
        filename_face: photos.filename_image,
        filename_location: photos.filename_location,
        filename_letter: photos.filename_letter,
        type: '1',
        location: '0',
        device_token: 'd-4',
        taken_at: fromJakarta(MONDAY, '07:10').toISOString(),
      };
      expect((await api.submit(outside)).body).toMatchObject({ time: '07:10:00' });
      expect(await offlineRecord('slamet.riyadi')).toMatchObject([{ checked_at: fromJakarta(MONDAY, '07:10').toISOString(), inside_office: 0, anomaly: null, taken_offline: 1 }]);

      at('15:00');
      const check = await api.check({ type: '0', location: '1', ...HEAD_OFFICE });
      const face = (await api.upload({ filename_image: photo() }, '0')).body.filename_image;
      at('15:01');
      const out = { ...HEAD_OFFICE, filename_face: face, type: '0', location: '1', device_token: 'd-4', check_id: check.body.check_id, taken_at: fromJakarta(MONDAY, '14:00').toISOString() };
      expect((await api.submit(out)).body).toMatchObject({ time: '15:00:00' });
      expect((await offlineRecord('slamet.riyadi'))[1]).toMatchObject({ checked_at: fromJakarta(MONDAY, '15:00').toISOString(), taken_offline: 0 });
    });

    it('refuses a time before a check the server answered, ahead of the server, malformed, or an inside place outside every radius, and writes nothing', async () => {
      const api = attendanceApi(server.url, await logInAs(server.url, 'rizky.pratama'), () => now);
      at('11:00');
      expect((await api.check({ type: '1', location: '1', ...HEAD_OFFICE })).status).toBe(200);
      at('12:00');
      const face = (await api.upload({ filename_image: photo() })).body.filename_image;
      const body = { ...HEAD_OFFICE, filename_face: face, type: '1', location: '1', device_token: 'd-5' };
      const before = await databaseSnapshot(server.services.db, server.dataDir);
      const refusals: [Record<string, unknown>, number, string][] = [
        [
          { taken_at: fromJakarta(MONDAY, '10:59').toISOString() },
          400,
          'Absen ini tercatat diambil tanpa koneksi pukul 10:59:00, padahal server sudah menjawab pemeriksaan absen Anda pukul 11:00:00. Silakan absen ulang.',
        ],
        [{ taken_at: new Date(now.getTime() + 6000).toISOString() }, 400, 'Waktu absen di perangkat lebih maju dari waktu server. Periksa jam perangkat Anda, lalu absen ulang.'],
        [{ taken_at: '2026-11-23 07:30' }, 400, 'taken_at harus waktu ISO dalam UTC.'],
        [{ taken_at: '2026-11-23T07:30:00+07:00' }, 400, 'taken_at harus waktu ISO dalam UTC.'],
        [{ taken_at: '2026-13-45T07:30:00Z' }, 400, 'taken_at tidak valid.'],
        [{ taken_at: 20261123 }, 400, 'taken_at tidak valid.'],
        [{ ...FIELD_SITE, taken_at: fromJakarta(MONDAY, '11:00').toISOString() }, 400, 'Lokasi Anda 2,2 km dari Kantor Pusat PDAM Tirta Kencana, di luar radius 100 m. Pilih absen di luar kantor.'],
      ];
      for (const [change, status, message] of refusals) expect(await api.submit({ ...body, ...change }), message).toMatchObject({ status, body: { message } });
      expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
      expect((await api.submit({ ...body, taken_at: fromJakarta(MONDAY, '11:30').toISOString() })).body).toMatchObject({ time: '11:30:00', verification: 'pending' });
    });
  });

  it('lets each photo count for one record only: an old one is refused, and of two claims racing for one photo one wins', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'agung.setiawan'), () => now);
    const clockIn = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE });
    expect(clockIn.submit!.status).toBe(200);
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    at('16:05');
    const out = await api.check({ type: '0', location: '1', ...HEAD_OFFICE });
    const position = { latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) };
    const usedAgain = { ...position, filename_face: clockIn.upload!.body.filename_image, type: '0', location: '1', device_token: 'd-7', check_id: out.body.check_id };
    expect(await api.submit(usedAgain)).toMatchObject({ status: 400, body: { message: 'Foto wajah diunggah sebelum pemeriksaan absen. Ambil foto baru lalu absen ulang.' } });
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);

    // Of two transactions claiming one fresh photo at once (two submits racing), exactly one claims it.
    const face = (await api.upload({ filename_image: photo(33) }, '0')).body.filename_image as string;
    const ids = { face, location: null, letter: null };
    const claims = await Promise.allSettled(
      [1, 2].map(() => server.services.db.transaction().execute((trx) => claimPhotos(trx, ids, new Date().toISOString()))),
    );
    expect(claims.map((claim) => claim.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = claims.find((claim) => claim.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 400, message: 'Foto ini sudah dipakai untuk absen lain. Ambil foto baru lalu absen ulang.' });
    // That photo is now taken for good: a submit naming it is refused too.
    expect((await api.submit({ ...usedAgain, filename_face: face })).status).toBe(400);
  });

  it('refuses a record whose photo another record of the employee took, from a phone with push, keeping neither record nor token', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'kasubag.akuntansi'), () => now);
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const checks = { in: await api.check({ type: '1', location: '1', ...chosen, positions }), out: await api.check({ type: '0', location: '1', ...chosen, positions }) };
    const face = (await api.upload({ filename_image: photo(34) }, '1')).body.filename_image as string;
    const submitWith = (type: '1' | '0', deviceToken: string) =>
      api.submit({ latitude: String(chosen.latitude), longitude: String(chosen.longitude), filename_face: face, type, location: '1', device_token: deviceToken, is_pwa: '1', check_id: checks[type === '1' ? 'in' : 'out'].body.check_id });
    expect((await submitWith('1', `push-masuk-${'x'.repeat(30)}`)).status).toBe(200);
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    expect(await submitWith('0', `push-pulang-${'x'.repeat(30)}`)).toMatchObject({ status: 400, body: { message: 'Foto ini sudah dipakai untuk absen lain. Ambil foto baru lalu absen ulang.' } });
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
  });

  it('refuses a clock-out earlier than that day\'s clock-in, and a clock-in later than its clock-out, writing nothing', async () => {
    const position = { latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) };
    const submitWith = async (api: ReturnType<typeof attendanceApi>, type: '0' | '1', checkId: string, anomaly: string | null = null) => {
      const face = (await api.upload({ filename_image: photo(type === '0' ? 41 : 42) }, type)).body.filename_image;
      return api.submit({ ...position, filename_face: face, type, location: '1', device_token: 'd-8', check_id: checkId, anomaly });
    };
    // An 'out' check kept from 06:50, submitted after the 07:00 clock-in.
    const early = attendanceApi(server.url, await logInAs(server.url, 'budi.santoso'), () => now);
    at('06:50');
    const keptOut = await early.check({ type: '0', location: '1', ...HEAD_OFFICE });
    at('07:00');
    const clockIn = await clock(early, { type: '1', inside: true, at: HEAD_OFFICE });
    expect(clockIn.submit?.status, JSON.stringify(clockIn.check.body)).toBe(200);
    at('07:05');
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    expect(await submitWith(early, '0', keptOut.body.check_id)).toMatchObject({
      status: 400,
      body: { message: 'Jam absen pulang tidak boleh sebelum jam absen masuk hari itu.' },
    });
    expect((await countAttendance('budi.santoso')).length).toBe(1);
    expect((await databaseSnapshot(server.services.db, server.dataDir)).counts.attendance).toBe(before.counts.attendance);

    // A clock-out at 15:00 with no clock-in, then a clock-in checked at 15:10.
    const late = attendanceApi(server.url, await logInAs(server.url, 'kabag.keuangan'), () => now);
    at('15:00');
    const clockOut = await clock(late, { type: '0', inside: true, at: HEAD_OFFICE });
    expect(clockOut.submit?.status, JSON.stringify(clockOut.submit?.body ?? clockOut.check.body)).toBe(200);
    at('15:10');
    const laterIn = await late.check({ type: '1', location: '1', ...HEAD_OFFICE });
    const lateReason = (await late.reasons('')).body[0].label as string;
    expect(await submitWith(late, '1', laterIn.body.check_id, lateReason)).toMatchObject({
      status: 400,
      body: { message: 'Jam absen masuk tidak boleh setelah jam absen pulang hari itu.' },
    });
  });

  it('records a replayed submit once, also when the replays race', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'wulan.sari'), () => now);
    const check = await api.check({ type: '1', location: '1', ...HEAD_OFFICE });
    const face = (await api.upload({ filename_image: photo() })).body.filename_image;
    const body = { ...HEAD_OFFICE, filename_face: face, type: '1', location: '1', device_token: 'd-3', check_id: check.body.check_id };
    const answers = await Promise.all([1, 2, 3].map(() => api.submit(body, 'wulan-in-key-1')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await api.submit(body, 'wulan-in-key-1')).status).toBe(200);
    expect(await countAttendance('wulan.sari')).toHaveLength(1);

    const other = attendanceApi(server.url, await logInAs(server.url, 'eko.purnomo'), () => now);
    expect((await other.submit(body, 'wulan-in-key-1')).body.message).toBe('Idempotency-Key sudah dipakai.');
  });

  it('refuses bad payloads and uploads with a 4xx message and writes nothing', async () => {
    const token = await logInAs(server.url, 'bayu.aji');
    const api = attendanceApi(server.url, token);
    const stranger = attendanceApi(server.url, await logInAs(server.url, 'arif.rahman'), () => now);
    const strangerFace = (await stranger.upload({ filename_image: photo() })).body.filename_image;
    const strangerCheck = (await stranger.check({ type: '1', location: '0', ...FIELD_SITE })).body.check_id;
    const before = await databaseSnapshot(server.services.db, server.dataDir);

    const checks: [Record<string, unknown>, string][] = [
      [{}, 'Type is required'],
      [{ type: '1', location: '1', latitude: '-6.98' }, 'Longitude is required'],
      [{ type: 'masuk', location: '1', ...HEAD_OFFICE }, 'Type is required'],
      [{ type: '1', location: true, ...HEAD_OFFICE }, 'Location is required'],
      [{ type: '1', location: '1', latitude: 1e308, longitude: 110.4 }, 'Latitude harus angka antara -90 dan 90.'],
      [{ type: '1', location: '1', latitude: '1'.repeat(40), longitude: 110.4 }, 'Latitude tidak valid.'],
      [{ type: '1', location: '1', latitude: '-91', longitude: 110.4 }, 'Latitude harus angka antara -90 dan 90.'],
      [{ type: '1', location: '1', latitude: -6.9, longitude: '110.4; drop table' }, 'Longitude harus angka antara -180 dan 180.'],
    ];
    for (const [body, message] of checks) expect(await api.check(body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });

    const submit = { ...HEAD_OFFICE, filename_face: strangerFace, type: '1', location: '1', device_token: 'd-4' };
    const submits: [Record<string, unknown>, string][] = [
      [{ ...submit, device_token: '' }, 'Device token is required'],
      [{ ...submit, filename_face: undefined }, 'Filename for face is required'],
      [{ ...submit, latitude: [1] }, 'Latitude is required'],
      [submit, 'Foto wajah tidak ditemukan. Unggah ulang foto.'],
      [{ ...submit, filename_face: '../../jwt-secret' }, 'Foto wajah tidak ditemukan. Unggah ulang foto.'],
      [{ ...submit, check_id: 'eyJmYWtlIjp0cnVlfQ.c2lnbmF0dXJl' }, 'Data pemeriksaan absen tidak valid. Silakan absen ulang.'],
      [{ ...submit, location: '0', check_id: strangerCheck }, 'Data pemeriksaan absen tidak valid. Silakan absen ulang.'],
    ];
    for (const [body, message] of submits) expect(await api.submit(body), message).toMatchObject({ status: 400, body: { message } });
    expect((await api.submit(submit, 'bad key!')).body.message).toMatch(/Idempotency-Key/);

    const huge = new Blob([new Uint8Array(2 * 1024 * 1024 + 10)], { type: 'image/jpeg' });
    const claimsHugePixels = new Blob([photo().slice(0, 16), new Uint8Array([0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10]), new Uint8Array(64)], { type: 'image/png' });
    const uploads: [Record<string, Blob | string>, number, string][] = [
      [{}, 400, 'Foto wajah wajib diunggah.'],
      [{ filename_image: 'wajah.jpg' }, 400, 'Foto wajah harus berupa berkas foto.'],
      [{ filename_image: new Blob(['<svg/>'.padEnd(100)], { type: 'image/jpeg' }) }, 400, 'Foto wajah bukan gambar JPEG, PNG atau WebP.'],
      [{ filename_image: photo(), filename_letter: new Blob(['%PDF-1.4'.padEnd(100)]) }, 400, 'Foto surat bukan gambar JPEG, PNG atau WebP.'],
      [{ filename_image: huge }, 413, 'Foto wajah terlalu besar (maksimal 2 MB).'],
      [{ filename_image: claimsHugePixels }, 400, 'Foto wajah harus berukuran 32 sampai 4096 piksel per sisi.'],
      [{ filename_image: photo(1, 8, 8) }, 400, 'Foto wajah harus berukuran 32 sampai 4096 piksel per sisi.'],
    ];
    for (const [files, status, message] of uploads) expect(await api.upload(files), message).toMatchObject({ status, body: { message } });
    const notMultipart = await call(`${server.url}/mobile-v2/upload-photo`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{}' });
    expect(notMultipart).toMatchObject({ status: 415, body: { message: 'Kirim foto sebagai multipart/form-data.' } });
    const tooBig = await api.upload({ filename_image: new Blob([new Uint8Array(8 * 1024 * 1024)]) });
    expect(tooBig.status).toBe(413);

    expect(await api.history('202613')).toMatchObject({ status: 400, body: { message: 'Periode harus berformat YYYYMM.' } });
    expect(await api.reasons('luar-kota')).toMatchObject({ status: 400, body: { message: 'Tipe kelainan tidak dikenal.' } });
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
  });

  it('stores an upload under a random name whatever name the client gives it', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'indah.permata'), () => now);
    const form = new FormData();
    form.set('type', '1');
    form.set('filename_image', photo(), '../../../data/absensi.sqlite');
    const answer = await call(`${server.url}/mobile-v2/upload-photo`, { method: 'POST', headers: { token: (await logInAs(server.url, 'indah.permata')) }, body: form });
    expect(answer.body.filename_image).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await api.dashboard()).status).toBe(200);
  });

  it('serves a photo only through its own unexpired signature', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'demo'), () => now);
    const own = new URL((await api.dashboard()).body.inphoto, server.url);
    const other = attendanceApi(server.url, await logInAs(server.url, 'ratna.dewi'), () => now);
    const otherId = new URL((await other.dashboard()).body.inphoto, server.url).pathname.split('/').pop()!;

    expect((await fetch(own)).status).toBe(200);
    const swapped = new URL(own);
    swapped.pathname = `/files/${otherId}`;
    expect(await call(swapped.toString())).toMatchObject({ status: 403, body: { message: 'Tautan berkas tidak valid atau sudah kedaluwarsa.' } });
    expect((await call(`${server.url}/files/${otherId}`)).status).toBe(403);
    expect((await call(`${server.url}/files/..%2F..%2Fjwt-secret?expires=9999999999999&signature=x`)).status).toBe(404);
    expect((await call(`${server.url}/files/jwt-secret`)).status).toBe(404);
    at('23:59');
    now = new Date(Number(own.searchParams.get('expires')) + 1000);
    expect((await call(own.toString())).status).toBe(403);
  });

  it('lists the month by day with statuses, colours, photos and times, newest first', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'demo'), () => now);
    const history = await api.history('202611');
    expect(history.status).toBe(200);
    const [today, ...earlier] = history.body;
    expect(today).toMatchObject({ date: MONDAY, status: 'Hadir', color: '16a34a', inpresent: '07:20:00', outpresent: '00:00:00', outphoto: null });
    expect(today.inphoto).toMatch(/^\/files\/[A-Za-z0-9_-]{24}\?expires=\d+&signature=/);
    expect(earlier.length).toBeGreaterThan(10);
    expect(earlier.map((item: { date: string }) => item.date)).toEqual([...earlier.map((item: { date: string }) => item.date)].sort().reverse());
    const statuses = new Set(earlier.map((item: { status: string }) => item.status));
    expect([...statuses].every((s) => ['Hadir', 'Terlambat', 'Dinas Luar', 'Pulang Cepat', 'Tidak Hadir', 'Izin', 'Cuti', 'Sakit'].includes(s as string))).toBe(true);
    expect(earlier.every((item: { date: string }) => ![0, 6].includes(new Date(item.date).getUTCDay()))).toBe(true);
    expect((await api.history('202701')).body).toEqual([]);
  });
});

describe(`supervisors and their staff's photos (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '07:20');

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());

  const staffAttendance = (token: string, query: string) => call(`${server.url}/mobile-v2/riwayat-absen-bawahan?${query}`, { headers: { token } });

  it("gives a supervisor their direct and indirect staff's attendance with photo URLs that open", async () => {
    await clock(attendanceApi(server.url, await logInAs(server.url, 'demo'), () => now), { type: '1', inside: true, at: HEAD_OFFICE });
    now = fromJakarta(MONDAY, '09:00');

    const direct = await staffAttendance(await logInAs(server.url, 'atasan'), `start_date=${MONDAY}&end_date=${MONDAY}`);
    expect(direct.status).toBe(200);
    expect(new Set(direct.body.map((item: { nup: string }) => item.nup))).toEqual(new Set(['19930715013', '19950202014', '19910918015', '19970611016']));
    const andi = direct.body.find((item: { nup: string }) => item.nup === '19930715013');
    expect(andi).toMatchObject({ name: 'Andi Saputra', occupation: 'Staf Pelayanan Pelanggan', department: 'Bagian Hubungan Langganan', subdepartment: 'Sub Bagian Pelayanan Pelanggan', date: MONDAY, status: 'Hadir', inpresent: '07:20:00' });
    expect((await fetch(`${server.url}${andi.inphoto}`)).status).toBe(200);
    expect(direct.body.find((item: { nup: string }) => item.nup === '19950202014')).toMatchObject({ status: 'Belum Absen', inphoto: null });

    const chain = await staffAttendance(await logInAs(server.url, 'kabag.langganan'), 'start_date=2026-11-16&end_date=2026-11-20');
    expect(new Set(chain.body.map((item: { name: string }) => item.name))).toContain('Andi Saputra');
    expect(new Set(chain.body.map((item: { name: string }) => item.name))).toContain('Rizky Pratama');
  });

  it('refuses staff below level 5, a reversed or too long range, and bad dates', async () => {
    const demo = await logInAs(server.url, 'demo');
    expect(await staffAttendance(demo, `start_date=${MONDAY}&end_date=${MONDAY}`)).toMatchObject({
      status: 403,
      body: { message: 'Absen staf hanya dapat dilihat oleh atasan (level jabatan di atas 4).' },
    });
    const atasan = await logInAs(server.url, 'atasan');
    expect((await staffAttendance(atasan, 'start_date=2026-11-20&end_date=2026-11-16')).body.message).toBe('Tanggal akhir tidak boleh sebelum tanggal awal.');
    expect((await staffAttendance(atasan, 'start_date=2026-09-01&end_date=2026-11-16')).body.message).toBe('Rentang tanggal paling lama 31 hari.');
    expect(await staffAttendance(atasan, 'start_date=20261116&end_date=2026-11-20')).toMatchObject({ status: 400, body: { message: 'Tanggal awal harus berformat yyyy-mm-dd.' } });
    expect((await staffAttendance(atasan, 'end_date=2026-11-20')).body.message).toBe('Tanggal awal wajib diisi.');
  });
});
