import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, FIELD_SITE, HEAD_OFFICE, overtime, overtimeApi, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { withShownFlags } from '../support/recordDecision';

/** Monday 23 and Saturday 28 November 2026; the office schedule works Monday to Friday until 16:00. */
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
/** docs/api.md's overtime rules and messages. */
const MESSAGES = {
  beforeClockOut: 'Lembur dimulai setelah absen pulang hari kerja. Absen pulang dulu.',
  beforeScheduleEnd: 'Lembur di hari kerja dimulai paling cepat pukul 16:00, setelah jam kerja berakhir.',
  stillOpen: 'Lembur sebelumnya belum diakhiri. Absen pulang lembur dulu.',
  notStarted: 'Belum ada lembur yang berlangsung. Absen masuk lembur dulu.',
  invalidCheck: 'Data pemeriksaan absen tidak valid. Silakan absen ulang.',
  rejected: 'Lembur ditolak: Tidak ada perintah lembur. Tidak perlu absen pulang lembur.',
  weeklyCap: 'Lembur di hari kerja minggu ini sudah 18 jam, batas seminggu menurut PP 35/2021 pasal 26. Lembur di hari istirahat atau hari libur tidak termasuk batas ini.',
};

describe(`overtime (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '16:05');
  const at = (date: string, time: string) => (now = fromJakarta(date, time));
  const records = (username: string) =>
    server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select(['o.work_date', 'o.direction', 'o.checked_at', 'o.duration_minutes', 'o.latitude', 'o.location_file_id'])
      .where('e.username', '=', username)
      .orderBy('o.checked_at')
      .execute();

  /** Verified overtime from 17:00 on each of these days, lasting the minutes given. */
  async function insertWorkedOvertime(employeeId: number, days: readonly (readonly [date: string, minutes: number])[]) {
    for (const [date, minutes] of days) {
      for (const [direction, time, duration] of [['in', '17:00', null], ['out', null, minutes]] as const) {
        const at = (time ? fromJakarta(date, time) : new Date(fromJakarta(date, '17:00').getTime() + minutes * 60_000)).toISOString();
        await server.services.db
          .insertInto('overtime')
          .values({
            employee_id: employeeId, work_date: date, direction, checked_at: at, recorded_at: at, inside_office: 1, latitude: HEAD_OFFICE.latitude, longitude: HEAD_OFFICE.longitude,
            face_file_id: `minggu-${date}-${direction}`, location_file_id: `minggu-lokasi-${date}-${direction}`, device_token: 'uji', idempotency_key: null, verification: 'verified',
            flags: '', device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 8, check_nonce: null, duration_minutes: duration, auto_closed_at: null, taken_offline: 0,
          })
          .execute();
      }
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());

  it('starts after the schedule and the regular clock-out on a work day, one at a time, and records how long it lasted, for approval', async () => {
    const token = await logInAs(server.url, 'eko.purnomo');
    const api = overtimeApi(server.url, token, () => now);
    const attendance = attendanceApi(server.url, token, () => now);
    at(MONDAY, '07:20');
    expect((await clock(attendance, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    at(MONDAY, '15:50');
    expect((await api.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).body).toEqual({ message: MESSAGES.beforeScheduleEnd });
    at(MONDAY, '16:02');
    expect((await api.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).body).toEqual({ message: MESSAGES.beforeClockOut });

    at(MONDAY, '16:05');
    expect((await clock(attendance, { type: '0', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    at(MONDAY, '17:00');
    const start = await overtime(api, { type: '1', inside: true, at: HEAD_OFFICE, key: 'lembur-masuk-01' });
    expect(start.check.body).toMatchObject({ office: 'Kantor Pusat PDAM Tirta Kencana', distance_m: 11 });
    expect(start.insert).toMatchObject({
      status: 200,
      body: { message: 'Data berhasil diunggah.', date: MONDAY, time: '17:00:00', duration_minutes: null, verification: 'verified', flags: [] },
    });
    const replay = await api.insert({ ...HEAD_OFFICE, filename_face: 'x', filename_location: 'y', type: '1', location: '1', device_token: 'd' }, 'lembur-masuk-01');
    expect(replay.body).toEqual(start.insert!.body);
    expect(await api.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).toMatchObject({ status: 409, body: { message: MESSAGES.stillOpen } });

    at(MONDAY, '19:30');
    const end = await overtime(api, { type: '0', inside: false, at: FIELD_SITE });
    expect(end.insert).toMatchObject({
      status: 200,
      // No overtime order was agreed for the day: it waits for the supervisor (docs/hr.md, "Overtime orders").
      body: { date: MONDAY, time: '19:30:00', duration_minutes: 150, verification: 'pending', flags: [{ code: 'no_overtime_order', label: 'tanpa perintah lembur' }] },
    });
    expect(await api.check({ type: '0', is_location: '1', ...HEAD_OFFICE })).toMatchObject({ status: 409, body: { message: MESSAGES.notStarted } });

    const saved = await records('eko.purnomo');
    expect(saved.map((r) => [r.work_date, r.direction, r.duration_minutes, Math.round(r.latitude! * 1e4) / 1e4])).toEqual([
      [MONDAY, 'in', null, Math.round(HEAD_OFFICE.latitude * 1e4) / 1e4],
      [MONDAY, 'out', 150, Math.round(FIELD_SITE.latitude * 1e4) / 1e4],
    ]);
    const list = await api.list('202611');
    expect(list.body).toEqual([
      expect.objectContaining({ date: MONDAY, status: 'Menunggu Verifikasi', color: 'a16207', inpresent: '17:00:00', outpresent: '19:30:00', verification: 'pending' }),
    ]);
    const [day] = list.body as { inphoto: string; outphoto: string }[];
    expect((await fetch(`${server.url}${day!.outphoto}`)).status).toBe(200);
  });

  it('starts any time on a day off, and shows an overtime not yet ended as under way', async () => {
    const api = overtimeApi(server.url, await logInAs(server.url, 'maya.sari'), () => now);
    at(SATURDAY, '09:00');
    expect((await overtime(api, { type: '1', inside: true, at: HEAD_OFFICE })).insert!.status).toBe(200);
    expect((await api.list('202611')).body).toEqual([
      expect.objectContaining({ date: SATURDAY, status: 'Lembur Berlangsung', outpresent: '00:00:00', outphoto: null }),
    ]);
    expect((await api.list('202610')).body).toEqual([]);
  });

  it('records an overtime sent from a phone with push whole, and keeps the phone for its owner\'s notifications', async () => {
    const api = overtimeApi(server.url, await logInAs(server.url, 'kasubag.akuntansi'), () => now);
    const phone = `push-lembur-${'x'.repeat(30)}`;
    at(SATURDAY, '08:00');
    const start = await overtime(api, { type: '1', inside: true, at: HEAD_OFFICE, deviceToken: phone });
    expect(start.insert).toMatchObject({ status: 200, body: { date: SATURDAY, time: '08:00:00', duration_minutes: null } });
    at(SATURDAY, '10:30');
    const end = await overtime(api, { type: '0', inside: true, at: HEAD_OFFICE, deviceToken: phone });
    expect(end.insert).toMatchObject({ status: 200, body: { date: SATURDAY, time: '10:30:00', duration_minutes: 150 } });
    const saved = await server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select(['o.direction', 'o.checked_at', 'o.duration_minutes', 'o.face_file_id', 'o.location_file_id', 'o.device_token', 'o.check_nonce', 'o.accuracy_m', 'o.inside_office'])
      .where('e.username', '=', 'kasubag.akuntansi')
      .orderBy('o.checked_at')
      .execute();
    expect(saved).toEqual([
      { direction: 'in', checked_at: fromJakarta(SATURDAY, '08:00').toISOString(), duration_minutes: null, face_file_id: start.upload!.body.filename_image, location_file_id: start.upload!.body.filename_location, device_token: phone, check_nonce: expect.any(String), accuracy_m: expect.any(Number), inside_office: 1 },
      { direction: 'out', checked_at: fromJakarta(SATURDAY, '10:30').toISOString(), duration_minutes: 150, face_file_id: end.upload!.body.filename_image, location_file_id: end.upload!.body.filename_location, device_token: phone, check_nonce: expect.any(String), accuracy_m: expect.any(Number), inside_office: 1 },
    ]);
    const photos = [start, end].flatMap(({ upload }) => [upload!.body.filename_image as string, upload!.body.filename_location as string]);
    const claimed = await server.services.db.selectFrom('stored_files').select('claimed_at').where('id', 'in', photos).execute();
    expect(claimed.map((file) => file.claimed_at !== null)).toEqual([true, true, true, true]);
    const owner = await server.services.db
      .selectFrom('device_tokens as t')
      .innerJoin('employees as e', 'e.id', 't.employee_id')
      .select('e.username')
      .where('t.token', '=', phone)
      .execute();
    expect(owner).toEqual([{ username: 'kasubag.akuntansi' }]);
  });

  it('ends an overtime that ran past midnight on the day it started', async () => {
    const api = overtimeApi(server.url, await logInAs(server.url, 'dewi.anggraini'), () => now);
    at(SATURDAY, '20:00');
    await overtime(api, { type: '1', inside: true, at: HEAD_OFFICE });
    at('2026-11-29', '01:15');
    expect((await overtime(api, { type: '0', inside: true, at: HEAD_OFFICE })).insert!.body).toMatchObject({ date: SATURDAY, duration_minutes: 315 });
  });

  it('records a start and an end taken with no connection at their own times, flagged, with the rules applied then', async () => {
    const api = overtimeApi(server.url, await logInAs(server.url, 'siti.rahma'), () => now);
    at(SATURDAY, '13:00');
    const upload = async (type: '1' | '0') => (await api.upload({ filename_image: photo(), filename_location: photo(70) }, type)).body;
    const taken = async (type: '1' | '0', time: string, key: string) => {
      const photos = await upload(type);
      const body = { ...HEAD_OFFICE, filename_face: photos.filename_image, filename_location: photos.filename_location, type, location: '1', device_token: 'd-6' };
      return api.insert({ ...body, taken_at: fromJakarta(SATURDAY, time).toISOString() }, key);
    };
    expect((await taken('0', '10:00', 'siti-lembur-0')).body).toEqual({ message: MESSAGES.notStarted });
    expect((await taken('1', '10:00', 'siti-lembur-1')).body).toMatchObject({ date: SATURDAY, time: '10:00:00', duration_minutes: null });
    expect((await taken('0', '12:30', 'siti-lembur-2')).body).toMatchObject({ date: SATURDAY, time: '12:30:00', duration_minutes: 150 });
    const saved = await server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select(['o.direction', 'o.checked_at', 'o.recorded_at', 'o.taken_offline'])
      .where('e.username', '=', 'siti.rahma')
      .orderBy('o.checked_at')
      .execute();
    expect(saved).toEqual([
      { direction: 'in', checked_at: fromJakarta(SATURDAY, '10:00').toISOString(), recorded_at: fromJakarta(SATURDAY, '13:00').toISOString(), taken_offline: 1 },
      { direction: 'out', checked_at: fromJakarta(SATURDAY, '12:30').toISOString(), recorded_at: fromJakarta(SATURDAY, '13:00').toISOString(), taken_offline: 1 },
    ]);
  });

  it('ends an overtime start the supervisor rejected: nothing to end, the reason said, listed as rejected, the next one free to start', async () => {
    const api = overtimeApi(server.url, await logInAs(server.url, 'indah.permata'), () => now);
    at(SATURDAY, '11:00');
    const photos = (await api.upload({ filename_image: photo(), filename_location: photo(70) }, '1')).body;
    const taken = { ...FIELD_SITE, filename_face: photos.filename_image, filename_location: photos.filename_location, type: '1', location: '0', device_token: 'd-7' };
    const start = await api.insert({ ...taken, taken_at: fromJakarta(SATURDAY, '10:30').toISOString() }, 'indah-lembur-1');
    expect(start.body).toMatchObject({ date: SATURDAY, verification: 'pending' });
    const started = await server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select('o.id')
      .where('e.username', '=', 'indah.permata')
      .executeTakeFirstOrThrow();
    const decision = await withShownFlags(server, { kind: 'overtime', id: started.id, decision: 'reject', note: 'Tidak ada perintah lembur.' });
    expect((await postJson(`${server.url}/mobile-v2/verifikasi-absen/putuskan`, decision, { token: await logInAs(server.url, 'kasi.ipa') })).status).toBe(200);

    at(SATURDAY, '12:00');
    expect(await api.check({ type: '0', is_location: '0', ...FIELD_SITE })).toMatchObject({ status: 409, body: { message: MESSAGES.rejected } });
    expect((await api.list('202611')).body).toEqual([expect.objectContaining({ date: SATURDAY, status: 'Lembur Ditolak', outpresent: '00:00:00' })]);
    at('2026-11-29', '09:00');
    expect((await overtime(api, { type: '1', inside: false, at: FIELD_SITE })).insert).toMatchObject({ status: 200, body: { date: '2026-11-29' } });
  });

  it('refuses a work-day overtime once the week has 18 hours of it (PP 35/2021 art. 26), never a rest day’s', async () => {
    // rizky.pratama is field staff: Monday to Saturday. Monday 30 November to Friday 4 December: 4 + 4 + 4 + 4 + 2 hours.
    const { db } = server.services;
    const { id } = await db.selectFrom('employees').select('id').where('username', '=', 'rizky.pratama').executeTakeFirstOrThrow();
    await insertWorkedOvertime(id, [['2026-11-30', 240], ['2026-12-01', 240], ['2026-12-02', 240], ['2026-12-03', 240], ['2026-12-04', 120]]);
    const token = await logInAs(server.url, 'rizky.pratama');
    const api = overtimeApi(server.url, token, () => now);
    const attendance = attendanceApi(server.url, token, () => now);
    at('2026-12-05', '07:55');
    expect((await clock(attendance, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    at('2026-12-05', '16:40');
    expect((await clock(attendance, { type: '0', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    at('2026-12-05', '17:00');
    expect(await api.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).toMatchObject({ status: 409, body: { message: MESSAGES.weeklyCap } });
    // One of them rejected leaves 16 hours: the Saturday's may start.
    await db.updateTable('overtime').set({ verification: 'rejected' }).where('employee_id', '=', id).where('work_date', '=', '2026-12-04').where('direction', '=', 'out').execute();
    expect((await api.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).status).toBe(200);
    // Sunday is his rest day: outside the weekly limit whatever the week holds.
    await db.updateTable('overtime').set({ verification: 'verified' }).where('employee_id', '=', id).where('work_date', '=', '2026-12-04').execute();
    at('2026-12-06', '09:00');
    expect((await api.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).status).toBe(200);
  });

  it('counts a work-day overtime that crosses the week’s 18 hours only up to them, at its end and in the recap', async () => {
    // rizky.pratama, Monday 7 to Thursday 10 December 2026: 4 hours each (16); Friday's 17:00–20:30 counts 2 of its 3.5.
    const { db } = server.services;
    const { id } = await db.selectFrom('employees').select('id').where('username', '=', 'rizky.pratama').executeTakeFirstOrThrow();
    await insertWorkedOvertime(id, [['2026-12-07', 240], ['2026-12-08', 240], ['2026-12-09', 240], ['2026-12-10', 240]]);
    const token = await logInAs(server.url, 'rizky.pratama');
    const api = overtimeApi(server.url, token, () => now);
    const attendance = attendanceApi(server.url, token, () => now);
    at('2026-12-11', '07:55');
    expect((await clock(attendance, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    at('2026-12-11', '16:40');
    expect((await clock(attendance, { type: '0', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    at('2026-12-11', '17:00');
    expect((await overtime(api, { type: '1', inside: true, at: HEAD_OFFICE })).insert!.status).toBe(200);
    at('2026-12-11', '20:30');
    expect((await overtime(api, { type: '0', inside: true, at: HEAD_OFFICE })).insert).toMatchObject({ status: 200, body: { date: '2026-12-11', duration_minutes: 120 } });
    await db.updateTable('overtime').set({ verification: 'verified' }).where('employee_id', '=', id).where('work_date', '=', '2026-12-11').execute();
    const recap = await call(`${server.url}/hr/recap?period=202612`, { headers: { token: await logInAs(server.url, 'hr') } });
    const row = recap.body.rows.find((entry: { employee_id: number }) => entry.employee_id === id);
    // December's share: the week of 30 November (the test above: 4 + 4 + 4 + 4 + 2 = 18 hours, 30 November outside the
    // month) gives 1 to 4 December, 14 hours; the week of 7 December 16 + 2 = 18 (3.5 without the weekly cap): 32.
    expect(row.overtime_hours).toBe(32);
  });

  it('refuses an end without a start, a missing location photo, and checks meant for the other kind, writing nothing', async () => {
    const token = await logInAs(server.url, 'budi.santoso');
    const api = overtimeApi(server.url, token);
    at(SATURDAY, '10:00');
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    expect(await api.check({ type: '0', is_location: '1', ...HEAD_OFFICE })).toMatchObject({ status: 409, body: { message: MESSAGES.notStarted } });
    expect(await api.upload({ filename_image: photo() })).toMatchObject({ status: 400, body: { message: 'Foto lokasi wajib diunggah.' } });
    const submit = { ...HEAD_OFFICE, filename_face: 'AAAAAAAAAAAAAAAAAAAAAAAA', type: '1', location: '1', device_token: 'd' };
    expect(await api.insert(submit)).toMatchObject({ status: 400, body: { message: 'Filename for location is required' } });

    const regularCheck = (await attendanceApi(server.url, token).check({ type: '1', location: '1', ...HEAD_OFFICE })).body.check_id;
    expect(await api.insert({ ...submit, filename_location: 'B', check_id: regularCheck })).toMatchObject({ status: 400, body: { message: MESSAGES.invalidCheck } });
    const overtimeCheck = (await api.check({ type: '1', is_location: '1', ...HEAD_OFFICE })).body.check_id;
    const asRegular = await attendanceApi(server.url, token).submit({ ...submit, check_id: overtimeCheck });
    expect(asRegular).toMatchObject({ status: 400, body: { message: MESSAGES.invalidCheck } });
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
  });
});
