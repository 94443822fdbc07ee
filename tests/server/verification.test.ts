import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodePng } from '../../server/files/png';
import { fromJakarta } from '../../server/time';
import { admin } from '../support/adminCommand';
import { type AttendanceApi, attendanceApi, clock, HEAD_OFFICE, honestReading, OFFICE_CENTRE, overtime, overtimeApi, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { withShownFlags } from '../support/recordDecision';

/**
 * The frauds of the trust model (docs/decisions.md, "Trust"), each tried with nothing but the API, and the honest
 * paths beside them. Expectations are the rules: a record counts only when the server saw it happen or a
 * person approved it. Monday 23 November 2026; the office works 07:30–16:00, Monday to Friday.
 */
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
/** A town about 406 km from the head office (Surabaya). */
const FAR_AWAY = { latitude: -7.2575, longitude: 112.7521 };

const flag = (code: string, label: string) => ({ code, label });
const FLAGS = {
  lateDelivery: flag('late_delivery', 'terkirim terlambat'),
  offline: flag('offline', 'diambil tanpa koneksi'),
  deviceClock: flag('device_clock', 'jam perangkat tidak sesuai'),
  sharedDevice: flag('shared_device', 'perangkat dipakai pegawai lain'),
  officeCentre: flag('office_centre', 'posisi tepat di titik pusat kantor'),
  repeated: flag('repeated_position', 'posisi sama persis dengan absen hari lain'),
  noAccuracy: flag('no_accuracy', 'akurasi lokasi tidak ada, nol, atau tidak berubah'),
  poorAccuracy: flag('poor_accuracy', 'akurasi lokasi lebih buruk dari radius kantor'),
  stale: flag('stale_position', 'posisi diambil terlalu lama sebelumnya'),
  travel: flag('impossible_travel', 'perpindahan terlalu cepat dari absen sebelumnya'),
  similarPhoto: flag('similar_photo', 'foto mirip foto sebelumnya'),
  fieldDuty: flag('field_duty', 'dinas luar menunggu konfirmasi atasan'),
  outsideShift: flag('outside_shift', 'di luar jam shift'),
  overtimeApproval: flag('overtime_approval', 'lembur perlu persetujuan atasan'),
  overtimeCapped: flag('overtime_capped', 'lembur ditutup otomatis pada batas'),
};

describe(`records that tell the truth (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '07:20');
  const at = (time: string, date = MONDAY) => (now = fromJakarta(date, time));
  const employeeApi = async (username: string) => attendanceApi(server.url, await logInAs(server.url, username), () => now);
  const queue = (token: string) => call(`${server.url}/mobile-v2/verifikasi-absen`, { headers: { token } });
  const decide = async (token: string, body: { kind: 'attendance' | 'overtime'; id: number; flags_seen?: string[]; [field: string]: unknown }) =>
    postJson(`${server.url}/mobile-v2/verifikasi-absen/putuskan`, await withShownFlags(server, body), { token });
  const history = async (api: AttendanceApi, date = MONDAY) => ((await api.history('202611')).body as { date: string }[]).find((day) => day.date === date);

  /** A check with honest samples, a fresh face photo, and the submit body for it. */
  async function checkedBody(api: AttendanceApi, place = HEAD_OFFICE, type: '1' | '0' = '1') {
    const { chosen, positions } = honestReading(place, now.getTime());
    const check = await api.check({ type, location: '1', ...chosen, positions });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    const face = (await api.upload({ filename_image: photo() }, type)).body.filename_image;
    return { ...chosen, filename_face: face, type, location: '1', device_token: 'd-truth', check_id: check.body.check_id, anomaly: null };
  }

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());
  beforeEach(() => void at('07:20'));

  describe('time', () => {
    it('keeps an honest clock-in verified with no flags, at once', async () => {
      const api = await employeeApi('demo');
      const { submit } = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE });
      expect(submit!.body).toMatchObject({ status: 'Hadir', verification: 'verified', flags: [] });
      expect(await history(api)).toMatchObject({ status: 'Hadir', verification: 'verified', flags: [], in_record: { verification: 'verified' } });
    });

    it('lets a check asked at 07:20 and submitted at 11:10 count only after a person decides, showing both times', async () => {
      const api = await employeeApi('siti.rahma');
      const body = await checkedBody(api);
      at('11:10');
      const submit = await api.submit(body);
      expect(submit.body).toMatchObject({ time: '07:20:00', status: 'Menunggu Verifikasi', verification: 'pending', flags: [FLAGS.lateDelivery] });
      expect(await history(api)).toMatchObject({
        status: 'Menunggu Verifikasi',
        checked_at: fromJakarta(MONDAY, '07:20').toISOString(),
        received_at: fromJakarta(MONDAY, '11:10').toISOString(),
      });
      const staff = await call(`${server.url}/mobile-v2/riwayat-absen-bawahan?start_date=${MONDAY}&end_date=${MONDAY}`, { headers: { token: await logInAs(server.url, 'atasan') } });
      expect(staff.body.find((item: { name: string }) => item.name === 'Siti Rahmawati')).toMatchObject({ status: 'Menunggu Verifikasi', verification: 'pending' });
    });

    it('keeps a taken_at clock-in pending, flags a device clock that disagrees with its measured anchor, and trusts no lead', async () => {
      const api = await employeeApi('budi.santoso');
      at('09:00');
      const takenAt = fromJakarta(MONDAY, '07:25');
      const face = (await api.upload({ filename_image: photo() })).body.filename_image;
      const { chosen, positions } = honestReading(HEAD_OFFICE, takenAt.getTime());
      // The phone's last server answer said 06:30:00 and 10 minutes passed on its monotonic clock: 06:40, not 07:25.
      const body = { ...chosen, positions, filename_face: face, type: '1', location: '1', device_token: 'd', taken_at: takenAt.toISOString(), server_time: fromJakarta(MONDAY, '06:30').toISOString(), elapsed_ms: 600_000 };
      const submit = await api.submit(body);
      expect(submit.body).toMatchObject({ time: '07:25:00', status: 'Menunggu Verifikasi', verification: 'pending', flags: [FLAGS.offline, FLAGS.deviceClock] });

      const honest = await employeeApi('dewi.anggraini');
      const honestFace = (await honest.upload({ filename_image: photo() })).body.filename_image;
      const anchored = { ...body, filename_face: honestFace, server_time: fromJakarta(MONDAY, '07:00').toISOString(), elapsed_ms: 25 * 60_000 + 30_000 };
      expect((await honest.submit(anchored)).body).toMatchObject({ verification: 'pending', flags: [FLAGS.offline] });
    });
  });

  // Issue 51: "the lateness in words ('terlambat 2 jam 14 menit')": the queue says how late a late clock-in was.
  it("tells the queue how many minutes a waiting clock-in was late: 09:44 on a 07:30 shift is 134", async () => {
    const api = await employeeApi('kabag.umum');
    at('09:50');
    const takenAt = fromJakarta(MONDAY, '09:44');
    const face = (await api.upload({ filename_image: photo() })).body.filename_image;
    const { chosen, positions } = honestReading(HEAD_OFFICE, takenAt.getTime());
    const body = { ...chosen, positions, filename_face: face, type: '1', location: '1', device_token: 'd', anomaly: 'Macet di jalan', taken_at: takenAt.toISOString(), server_time: fromJakarta(MONDAY, '09:30').toISOString(), elapsed_ms: 14 * 60_000 + 10_000 };
    expect((await api.submit(body)).body).toMatchObject({ time: '09:44:00', verification: 'pending' });
    const queue = await call(`${server.url}/hr/verification`, { headers: { token: await logInAs(server.url, 'hr') } });
    const item = queue.body.find((entry: { name: string; direction: string }) => entry.name === 'Sri Wahyuningsih, S.H.' && entry.direction === 'in');
    expect(item).toMatchObject({ late_minutes: 134 });
    expect(queue.body.filter((entry: { direction: string; late_minutes: number | null }) => entry.direction === 'out').every((entry: { late_minutes: number | null }) => entry.late_minutes === null)).toBe(true);
  });

  describe('photo', () => {
    it('refuses a tiny face, and a photo uploaded before the check (an old one from the history), changing nothing', async () => {
      const api = await employeeApi('maya.sari');
      const old = (await api.upload({ filename_image: photo() })).body.filename_image;
      at('07:22');
      const body = await checkedBody(api);
      const tiny = (await api.upload({ filename_image: new Blob([new Uint8Array(encodePng(32, 32, () => [128, 128, 128]))], { type: 'image/png' }) })).body.filename_image;
      const before = await databaseSnapshot(server.services.db, server.dataDir);
      expect(await api.submit({ ...body, filename_face: tiny })).toMatchObject({
        status: 400,
        body: { message: 'Foto wajah terlalu kecil (minimal 240 piksel di sisi pendek). Ambil foto baru lalu absen ulang.' },
      });
      expect(await api.submit({ ...body, filename_face: old })).toMatchObject({
        status: 400,
        body: { message: 'Foto wajah diunggah sebelum pemeriksaan absen. Ambil foto baru lalu absen ulang.' },
      });
      expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
      expect((await api.submit(body)).status).toBe(200);
    });

    it('lets one check and one photo make one record when two submits race', async () => {
      const api = await employeeApi('eko.purnomo');
      const body = await checkedBody(api);
      const other = (await api.upload({ filename_image: photo(44) })).body.filename_image;
      const answers = await Promise.all([api.submit(body), api.submit({ ...body, filename_face: other })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const rows = await server.services.db.selectFrom('attendance as a').innerJoin('employees as e', 'e.id', 'a.employee_id').select('a.id').where('e.username', '=', 'eko.purnomo').where('a.work_date', '=', MONDAY).execute();
      expect(rows).toHaveLength(1);
    });

    it('flags a face that is an earlier face re-sent or resized, and not a new one', async () => {
      const api = await employeeApi('kabag.keuangan');
      const face = photo(15);
      const submitWith = async (type: '1' | '0', picture: Blob) => {
        const body = await checkedBody(api, HEAD_OFFICE, type);
        const upload = await api.upload({ filename_image: picture }, type);
        return api.submit({ ...body, filename_face: upload.body.filename_image });
      };
      expect((await submitWith('1', face)).body).toMatchObject({ verification: 'verified', flags: [] });
      at('16:05');
      expect((await submitWith('0', face)).body).toMatchObject({ verification: 'pending', flags: [FLAGS.similarPhoto] });
      at('07:20', TUESDAY);
      const resized = new Blob([new Uint8Array(await sharp(new Uint8Array(await face.arrayBuffer())).resize(360, 480).jpeg({ quality: 70 }).toBuffer())], { type: 'image/jpeg' });
      expect((await submitWith('1', resized)).body).toMatchObject({ flags: [FLAGS.similarPhoto] });
      at('16:05', TUESDAY);
      expect((await submitWith('0', photo(15))).body).toMatchObject({ verification: 'verified', flags: [] });
    });

    it('flags both records when one phone clocks in two employees the same day', async () => {
      const first = await postJson(`${server.url}/pwa/login`, { username: 'wulan.sari', password: 'demo1234' });
      const second = await postJson(`${server.url}/pwa/login`, { username: 'kasubag.akuntansi', password: 'demo1234', device_key: first.body.device_key });
      const wulan = attendanceApi(server.url, first.body.token, () => now);
      const colleague = attendanceApi(server.url, second.body.token, () => now);
      expect((await clock(wulan, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.body).toMatchObject({ verification: 'verified', flags: [] });
      at('07:21');
      expect((await clock(colleague, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.body).toMatchObject({ verification: 'pending', flags: [FLAGS.sharedDevice] });
      expect(await history(wulan)).toMatchObject({ status: 'Menunggu Verifikasi', flags: [FLAGS.sharedDevice] });
      // Her own phone again the next day: nobody else's record on it, nothing to flag.
      at('07:20', TUESDAY);
      const again = await postJson(`${server.url}/pwa/login`, { username: 'wulan.sari', password: 'demo1234', device_key: first.body.device_key });
      expect((await clock(attendanceApi(server.url, again.body.token, () => now), { type: '1', inside: true, at: HEAD_OFFICE })).submit!.body).toMatchObject({
        verification: 'verified',
      });
    });

    it('flags both records when two employees submit on one phone at the same moment', async () => {
      const first = await postJson(`${server.url}/pwa/login`, { username: 'rizky.pratama', password: 'demo1234' });
      const second = await postJson(`${server.url}/pwa/login`, { username: 'ahmad.fauzi', password: 'demo1234', device_key: first.body.device_key });
      const apis = [first, second].map((login) => attendanceApi(server.url, login.body.token, () => now));
      const bodies = await Promise.all(apis.map((api) => checkedBody(api)));
      const answers = await Promise.all(apis.map((api, index) => api.submit(bodies[index]!)));
      // The record stored second finds the first and flags both; the first may have answered before the second existed.
      expect(answers.map((answer) => answer.body.verification)).toContain('pending');
      for (const api of apis) expect(await history(api)).toMatchObject({ status: 'Menunggu Verifikasi', flags: [FLAGS.sharedDevice] });
    });
  });

  describe('place', () => {
    it('flags a position typed in: the office centre, no accuracy, poor accuracy, an old fix', async () => {
      const cases: [string, Record<string, unknown>, object[]][] = [
        ['arif.rahman', { ...OFFICE_CENTRE, positions: [{ ...OFFICE_CENTRE, accuracy: 5, timestamp: now.getTime() }] }, [FLAGS.officeCentre]],
        ['bayu.aji', { ...HEAD_OFFICE }, [FLAGS.noAccuracy]],
        ['agung.setiawan', { ...HEAD_OFFICE, positions: [{ ...HEAD_OFFICE, accuracy: 0, timestamp: now.getTime() }] }, [FLAGS.noAccuracy]],
        ['sugeng.raharjo', { ...HEAD_OFFICE, positions: [1, 2, 3].map((n) => ({ ...HEAD_OFFICE, accuracy: 10, timestamp: now.getTime() - n * 1000 })) }, [FLAGS.noAccuracy]],
        ['slamet.riyadi', { ...HEAD_OFFICE, positions: [{ ...HEAD_OFFICE, accuracy: 900, timestamp: now.getTime() }] }, [FLAGS.poorAccuracy]],
        ['hendra.gunawan', { ...HEAD_OFFICE, positions: [{ ...HEAD_OFFICE, accuracy: 9, timestamp: now.getTime() - 10 * 60_000 }] }, [FLAGS.stale]],
      ];
      for (const [username, place, flags] of cases) {
        const api = await employeeApi(username);
        const check = await api.check({ type: '1', location: '1', ...place });
        const face = (await api.upload({ filename_image: photo() })).body.filename_image;
        const submit = await api.submit({ latitude: String(place.latitude), longitude: String(place.longitude), filename_face: face, type: '1', location: '1', device_token: 'd', check_id: check.body.check_id });
        expect(submit.body, username).toMatchObject({ verification: 'pending', flags: expect.arrayContaining(flags) });
        expect(submit.body.flags.length, username).toBeLessThanOrEqual(flags.length + 1);
      }
    });

    it('flags a position identical to another day\'s record (not the same day\'s), and 406 km in 2 minutes', async () => {
      const api = await employeeApi('ratna.dewi');
      const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
      const send = async (type: '1' | '0', inside: boolean, place: typeof chosen, samples: typeof positions) => {
        const check = await api.check({ type, location: inside ? '1' : '0', ...place, positions: samples });
        const files = (await api.upload(inside ? { filename_image: photo() } : { filename_image: photo(), filename_location: photo(61), filename_letter: photo(201) }, type)).body;
        return api.submit({ latitude: String(place.latitude), longitude: String(place.longitude), filename_face: files.filename_image, filename_location: files.filename_location, filename_letter: files.filename_letter, type, location: inside ? '1' : '0', device_token: 'd', check_id: check.body.check_id, anomaly: inside ? null : 'Pulang langsung dari lokasi pekerjaan' });
      };
      expect((await send('1', true, chosen, positions)).body).toMatchObject({ verification: 'verified' });
      const later = () => positions.map((sample) => ({ ...sample, timestamp: now.getTime() }));
      at('16:05');
      expect((await send('0', true, chosen, later())).body).toMatchObject({ verification: 'verified', flags: [] });
      at('07:20', TUESDAY);
      expect((await send('1', true, chosen, later())).body.flags).toEqual([FLAGS.repeated]);

      at('07:20');
      const traveller = await employeeApi('kasubag.penagihan');
      const arrived = await clock(traveller, { type: '1', inside: true, at: HEAD_OFFICE });
      expect(arrived.submit?.body.verification, JSON.stringify(arrived.check.body)).toBe('verified');
      at('07:22');
      const far = honestReading(FAR_AWAY, now.getTime());
      const check = await traveller.check({ type: '0', location: '0', ...far.chosen, positions: far.positions });
      const files = (await traveller.upload({ filename_image: photo(), filename_location: photo(62), filename_letter: photo(202) }, '0')).body;
      const out = await traveller.submit({ latitude: String(far.chosen.latitude), longitude: String(far.chosen.longitude), filename_face: files.filename_image, filename_location: files.filename_location, filename_letter: files.filename_letter, type: '0', location: '0', device_token: 'd', check_id: check.body.check_id, anomaly: 'Pulang langsung dari lokasi pekerjaan' });
      // A clock-out before its shift has begun is also outside the shift's window (docs/hr.md, "Shift windows").
      expect(out.body).toMatchObject({ verification: 'pending', flags: [FLAGS.travel, FLAGS.outsideShift, FLAGS.fieldDuty] });
    });
  });

  describe('overtime', () => {
    it('needs the day\'s clock-in, counts at most 4 hours on a work day, and pays nothing before a decision', async () => {
      const token = await logInAs(server.url, 'kasi.jaringan');
      const api = attendanceApi(server.url, token, () => now);
      const lembur = overtimeApi(server.url, token, () => now);
      at('16:30');
      expect(await lembur.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).toMatchObject({ status: 409, body: { message: 'Lembur di hari kerja memerlukan absen masuk hari itu.' } });
      at('07:20');
      await clock(api, { type: '1', inside: true, at: HEAD_OFFICE });
      at('07:31');
      await clock(api, { type: '0', inside: true, at: HEAD_OFFICE });
      expect(await lembur.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).toMatchObject({
        status: 409,
        body: { message: 'Lembur di hari kerja dimulai paling cepat pukul 16:00, setelah jam kerja berakhir.' },
      });
      at('16:10');
      expect((await overtime(lembur, { type: '1', inside: true, at: HEAD_OFFICE })).insert!.status).toBe(200);
      at('22:30');
      const end = await overtime(lembur, { type: '0', inside: true, at: HEAD_OFFICE });
      expect(end.check).toMatchObject({ status: 409, body: { message: 'Lembur ini sudah ditutup otomatis pukul 20:10:00 pada batas lembur, dan menunggu persetujuan atasan.' } });
      expect((await lembur.list('202611')).body[0]).toMatchObject({
        status: 'Menunggu Verifikasi',
        outpresent: '20:10:00',
        verification: 'pending',
        flags: [FLAGS.overtimeCapped, FLAGS.overtimeApproval],
      });
      const row = await server.services.db.selectFrom('overtime').select('duration_minutes').where('work_date', '=', MONDAY).where('auto_closed_at', 'is not', null).executeTakeFirstOrThrow();
      expect(row.duration_minutes).toBe(240);
    });

    it('closes an overtime left open at its cap and leaves it for the supervisor', async () => {
      const token = await logInAs(server.url, 'kasubag.kepegawaian');
      const lembur = overtimeApi(server.url, token, () => now);
      at('09:00', '2026-11-28');
      expect((await overtime(lembur, { type: '1', inside: true, at: HEAD_OFFICE })).insert!.status).toBe(200);
      at('07:00', '2026-11-30');
      const [day] = (await lembur.list('202611')).body;
      expect(day).toMatchObject({ date: '2026-11-28', status: 'Menunggu Verifikasi', outpresent: '20:00:00', flags: [FLAGS.overtimeCapped, FLAGS.overtimeApproval] });
      const row = await server.services.db.selectFrom('overtime').select(['duration_minutes', 'auto_closed_at']).where('work_date', '=', '2026-11-28').where('direction', '=', 'in').executeTakeFirstOrThrow();
      expect(row).toEqual({ duration_minutes: 660, auto_closed_at: fromJakarta('2026-11-28', '20:00').toISOString() });
      expect((await lembur.check({ type: '0', is_location: '1', ...HEAD_OFFICE })).status).toBe(409);
    });
  });

  describe("the supervisor's verification queue", () => {
    it('lists the chain\'s pending records with their evidence; one decision wins; never one\'s own; outside the chain is not found', async () => {
      const supervisor = await logInAs(server.url, 'atasan');
      const items = (await queue(supervisor)).body as { id: number; kind: string; name: string; flags: object[] }[];
      const siti = items.find((item) => item.name === 'Siti Rahmawati')!;
      expect(siti).toMatchObject({
        kind: 'attendance',
        date: MONDAY,
        direction: 'in',
        label: 'Absen Masuk',
        verification: 'pending',
        flags: [FLAGS.lateDelivery],
        checked_at: fromJakarta(MONDAY, '07:20').toISOString(),
        received_at: fromJakarta(MONDAY, '11:10').toISOString(),
        inside_office: true,
        distance_m: expect.any(Number),
        accuracy_m: 8,
      });
      expect((await fetch(`${server.url}${(siti as unknown as { face_photo: string }).face_photo}`)).status).toBe(200);
      expect(items.every((item) => ['Siti Rahmawati', 'Budi Santoso', 'Dewi Anggraini'].includes(item.name))).toBe(true);

      expect(await queue(await logInAs(server.url, 'demo'))).toMatchObject({ status: 403 });
      expect(await decide(supervisor, { kind: 'attendance', id: siti.id, decision: 'reject' })).toMatchObject({ status: 400, body: { message: 'Tuliskan alasan penolakan.' } });
      const outsider = await logInAs(server.url, 'kasubag.penagihan');
      expect(await decide(outsider, { kind: 'attendance', id: siti.id, decision: 'approve' })).toMatchObject({ status: 404 });

      const [first, second] = await Promise.all([
        decide(supervisor, { kind: 'attendance', id: siti.id, decision: 'accept_at_receipt' }),
        decide(await logInAs(server.url, 'kabag.langganan'), { kind: 'attendance', id: siti.id, decision: 'approve' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);

      // A supervisor's own record (the traveller's clock-out) is never theirs to decide.
      const traveller = await server.services.db.selectFrom('employees').select('id').where('username', '=', 'kasubag.penagihan').executeTakeFirstOrThrow();
      const own = await server.services.db.selectFrom('attendance').select('id').where('verification', '=', 'pending').where('employee_id', '=', traveller.id).executeTakeFirstOrThrow();
      expect(await decide(outsider, { kind: 'attendance', id: own.id, decision: 'approve' })).toMatchObject({
        status: 403,
        body: { message: 'Anda tidak dapat memverifikasi absen Anda sendiri.' },
      });
    });

    it('counts an accepted-at-receipt clock-in at the received time (late), a rejected one not at all, and tells the employee', async () => {
      const supervisor = await logInAs(server.url, 'atasan');
      const siti = await employeeApi('siti.rahma');
      const day = await history(siti);
      expect(day).toMatchObject({ in_record: { verification: expect.stringMatching(/^(accepted_at_receipt|verified)$/) } });
      if ((day as unknown as { in_record: { verification: string } }).in_record.verification === 'accepted_at_receipt') {
        expect(day).toMatchObject({ status: 'Terlambat', inpresent: '11:10:00' });
      } else {
        expect(day).toMatchObject({ status: 'Hadir', inpresent: '07:20:00' });
      }

      const budi = (await queue(supervisor)).body.find((item: { name: string }) => item.name === 'Budi Santoso');
      expect(await decide(supervisor, { kind: 'attendance', id: budi.id, decision: 'reject', note: 'Tidak ada di kantor pukul 07:25.' })).toMatchObject({
        status: 200,
        body: { message: 'Absen ditolak.', verification: 'rejected' },
      });
      const budiApi = await employeeApi('budi.santoso');
      at('09:00', TUESDAY);
      expect(await history(budiApi)).toMatchObject({ status: 'Tidak Hadir', inpresent: '00:00:00', in_record: { verification: 'rejected', note: 'Tidak ada di kantor pukul 07:25.' } });
      await expect
        .poll(async () => (await server.services.db.selectFrom('notifications as n').innerJoin('employees as e', 'e.id', 'n.employee_id').select(['n.title', 'n.body']).where('e.username', '=', 'budi.santoso').execute()))
        .toContainEqual({ title: `Absen Masuk ${MONDAY} 07:25:00: sudah diverifikasi`, body: 'Ditolak atasan. Catatan: Tidak ada di kantor pukul 07:25.' });
      await expect
        .poll(async () => (await server.services.db.selectFrom('notifications as n').innerJoin('employees as e', 'e.id', 'n.employee_id').select('n.link').where('e.username', '=', 'atasan').execute()))
        .toContainEqual({ link: '/verifikasi-absen' });
    });

    it('lets HR decide any pending record with the admin command', async () => {
      const record = await server.services.db.selectFrom('overtime').select('id').where('verification', '=', 'pending').where('work_date', '=', '2026-11-28').executeTakeFirstOrThrow();
      expect(await admin(server, 'decide-record', '--kind', 'lembur', '--id', String(record.id), '--reject')).toMatchObject({ code: 2 });
      const done = await admin(server, 'decide-record', '--kind', 'lembur', '--id', String(record.id), '--approve', '--note', 'Perbaikan pipa induk');
      expect(done).toMatchObject({ code: 0, stdout: expect.stringContaining('Lembur disetujui.') });
      expect(await admin(server, 'decide-record', '--kind', 'lembur', '--id', String(record.id), '--approve')).toMatchObject({ code: 2, stderr: expect.stringContaining('Data absen ini sudah diputuskan.') });
      const lembur = overtimeApi(server.url, await logInAs(server.url, 'kasubag.kepegawaian'), () => now);
      expect((await lembur.list('202611')).body[0]).toMatchObject({ status: 'Lembur', verification: 'verified', in_record: { note: 'Perbaikan pipa induk' } });
    });
  });
});
