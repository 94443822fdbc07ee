/**
 * HR correcting a clock-in or clock-out (issue 39: "correct a record (time, status) with a required reason, audited,
 * and the employee sees that it was corrected"). Times and statuses are the spec's and docs/hr.md's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const DAY = '2026-11-24';

describe(`HR's corrections of records (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const ids: Record<string, number> = {};
  /** The record's version as the console lists it (what HR saw before correcting). */
  const versionOf = async (recordId: number | undefined) => {
    if (recordId === undefined) return 'tidak-ada';
    const row = await server.services.db.selectFrom('attendance').select(['employee_id', 'work_date']).where('id', '=', recordId).executeTakeFirst();
    if (!row) return 'tidak-ada';
    const period = row.work_date.slice(0, 7).replace('-', '');
    const listed = (await call(`${server.url}/hr/employees/${row.employee_id}/attendance?period=${period}`, { headers: { token: hrToken } })).body as { id: number; version: string }[];
    return listed.find((record) => record.id === recordId)?.version ?? 'tidak-terlihat';
  };
  /** A correction as the console sends it: with the version HR just saw, unless the test gives one. */
  const correct = async (body: { id: number | undefined; version?: string } & Record<string, unknown>) =>
    postJson(`${server.url}/hr/attendance/correct`, { version: await versionOf(body.id), ...body }, { token: hrToken });

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-25', '09:00') });
    hrToken = await logInAs(server.url, 'hr');
    const { db } = server.services;
    for (const username of ['demo', 'hr']) {
      const { id } = await db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      for (const [direction, time, late] of [['in', '07:50', 1], ['out', '16:10', 0]] as const) {
        const at = fromJakarta(DAY, time).toISOString();
        const values = {
          employee_id: id, work_date: DAY, direction, checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.98265, longitude: 110.40925, office_id: null,
          distance_m: 5, is_late: late, anomaly: late ? 'Macet di jalan' : null, face_file_id: `koreksi-${id}-${direction}`, location_file_id: null, letter_file_id: null,
          device_token: 'uji', idempotency_key: null, taken_offline: 0, verification: 'verified', flags: '', device_id: null, decided_by: null, decided_at: null,
          decision_note: null, accuracy_m: 8, check_nonce: null,
        };
        const row = await db
          .insertInto('attendance')
          .values(values)
          .onConflict((conflict) => conflict.columns(['employee_id', 'work_date', 'direction']).doUpdateSet(values))
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[`${username}-${direction}`] = row.id;
      }
    }
  });
  afterAll(() => server.close());

  it('moves a late clock-in to the time it really was, with a reason; no longer late; the employee sees why', async () => {
    const before = await call(`${server.url}/hr/employees/${(await server.services.db.selectFrom('employees').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id}/attendance?period=202611`, { headers: { token: hrToken } });
    expect(before.body.find((record: { id: number }) => record.id === ids['demo-in'])).toMatchObject({ work_date: DAY, direction: 'in', time: '07:50:00', time_zone: 'WIB', is_late: true, correction: null });

    const answer = await correct({ id: ids['demo-in'], time: '07:25', status: 'counts', note: 'Mesin absen mati, hadir 07.25 disaksikan kasubag' });
    expect(answer.body).toMatchObject({ message: 'Absen dikoreksi.', record: { time: '07:25:00', is_late: false, verification: 'verified', correction: { note: 'Mesin absen mati, hadir 07.25 disaksikan kasubag', original_checked_at: fromJakarta(DAY, '07:50').toISOString() } } });

    const history = (await call(`${server.url}/mobile-v2/riwayat-absen?period=202611`, { headers: { token: await logInAs(server.url, 'demo') } })).body;
    const day = history.find((item: { date: string }) => item.date === DAY);
    expect(day).toMatchObject({ status: 'Hadir', inpresent: '07:25:00', in_record: { verification: 'verified', correction: { note: 'Mesin absen mati, hadir 07.25 disaksikan kasubag' } } });

    const audit = (await call(`${server.url}/hr/audit?entity=attendance&entity_id=${ids['demo-in']}`, { headers: { token: hrToken } })).body;
    expect(audit[0]).toMatchObject({
      action: 'record.correct',
      actor: { name: 'Fitri Handayani, S.Psi.' },
      before: { checked_at: fromJakarta(DAY, '07:50').toISOString(), is_late: 1, verification: 'verified' },
      after: { checked_at: fromJakarta(DAY, '07:25').toISOString(), is_late: 0, verification: 'verified' },
    });
    // Corrected again, the original time is still the first one.
    const again = await correct({ id: ids['demo-in'], time: '07:40', status: 'counts', note: 'Koreksi ulang' });
    expect(again.body.record).toMatchObject({ time: '07:40:00', is_late: true, correction: { original_checked_at: fromJakarta(DAY, '07:50').toISOString() } });
  });

  it('voids a record with a reason: it counts nowhere, and the employee sees why', async () => {
    const answer = await correct({ id: ids['demo-out'], time: '16:10', status: 'void', note: 'Diabsenkan rekan' });
    expect(answer.body.record).toMatchObject({ verification: 'rejected', correction: { note: 'Diabsenkan rekan' } });
    const history = (await call(`${server.url}/mobile-v2/riwayat-absen?period=202611`, { headers: { token: await logInAs(server.url, 'demo') } })).body;
    expect(history.find((item: { date: string }) => item.date === DAY)).toMatchObject({
      outpresent: '00:00:00',
      out_record: { verification: 'rejected', correction: { note: 'Diabsenkan rekan', original_checked_at: fromJakarta(DAY, '16:10').toISOString() } },
    });
  });

  it.each([
    [{ time: '07:25', status: 'counts', note: '' }, 400, 'Alasan koreksi wajib diisi.'],
    [{ time: '7:25', status: 'counts', note: 'x' }, 400, 'Jam harus berformat HH:mm.'],
    [{ time: '07:25', status: 'hapus', note: 'x' }, 400, 'Status harus counts atau void.'],
  ])('refuses %j (%i: %s) and changes nothing', async (body, status, message) => {
    const answer = await correct({ id: ids['demo-in'], ...body });
    expect([answer.status, answer.body]).toEqual([status, { message }]);
  });

  it("refuses a clock-in after the day's clock-out, HR's own record, and an unknown one", async () => {
    const hrOut = await correct({ id: ids['hr-in'], time: '07:25', status: 'counts', note: 'x' });
    expect([hrOut.status, hrOut.body.message]).toEqual([403, 'Anda tidak dapat mengoreksi absen Anda sendiri.']);
    expect((await correct({ id: 2_147_483_647, time: '07:25', status: 'counts', note: 'x' })).status).toBe(404);
    // demo's clock-out was voided above: a clock-in may now be any time; restore it and try again.
    await correct({ id: ids['demo-out'], time: '16:10', status: 'counts', note: 'Ternyata benar' });
    const late = await correct({ id: ids['demo-in'], time: '17:00', status: 'counts', note: 'x' });
    expect([late.status, late.body.message]).toEqual([400, 'Jam absen masuk harus sebelum jam absen pulang hari itu.']);
  });

  it('refuses a correction made on a record changed since HR saw it: 409 with what it is now; one of six at once wins', async () => {
    const seen = await versionOf(ids['demo-in']!);
    expect((await correct({ id: ids['demo-in']!, version: seen, time: '07:20', status: 'counts', note: 'Pertama' })).status).toBe(200);
    const stale = await correct({ id: ids['demo-in']!, version: seen, time: '07:10', status: 'counts', note: 'Kedua, dari layar lama' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: 'Data absen ini sudah diubah sejak Anda membukanya: kini pukul 07:20, Tercatat. Periksa lalu koreksi lagi.', record: { time: '07:20:00' } });

    const version = await versionOf(ids['demo-in']!);
    const times = ['07:01', '07:02', '07:03', '07:04', '07:05', '07:06'];
    const answers = await Promise.all(times.map((time) => correct({ id: ids['demo-in']!, version, time, status: 'counts', note: `Serentak ${time}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = times[answers.findIndex((answer) => answer.status === 200)]!;
    expect((await server.services.db.selectFrom('attendance').select('checked_at').where('id', '=', ids['demo-in']!).executeTakeFirstOrThrow()).checked_at).toBe(fromJakarta(DAY, winner).toISOString());
  });

  it("never moves a clock-in after its clock-out, also when both are corrected at the same moment", async () => {
    // Back to an honest day first: in 07:30, out 16:10.
    await correct({ id: ids['demo-out']!, time: '16:10', status: 'counts', note: 'Kembali' });
    await correct({ id: ids['demo-in']!, time: '07:30', status: 'counts', note: 'Kembali' });
    const [inVersion, outVersion] = [await versionOf(ids['demo-in']!), await versionOf(ids['demo-out']!)];
    const [movedIn, movedOut] = await Promise.all([
      correct({ id: ids['demo-in']!, version: inVersion, time: '16:30', status: 'counts', note: 'Silang masuk' }),
      correct({ id: ids['demo-out']!, version: outVersion, time: '08:00', status: 'counts', note: 'Silang pulang' }),
    ]);
    expect([movedIn.status, movedOut.status].sort()).toEqual([200, 400]);
    const day = await server.services.db.selectFrom('attendance').select(['direction', 'checked_at']).where('id', 'in', [ids['demo-in']!, ids['demo-out']!]).execute();
    const at = Object.fromEntries(day.map((row) => [row.direction, row.checked_at]));
    expect(at.in! < at.out!).toBe(true);
  });

  it('refuses a correction to a time that has not happened yet', async () => {
    // The server's now is 25 November 2026, 09:00 WIB; demo's clock-in of that morning moved to 10:00 is in the future.
    const { db } = server.services;
    const { id: demo } = await db.selectFrom('employees').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const at = fromJakarta('2026-11-25', '07:28').toISOString();
    const values = {
      employee_id: demo, work_date: '2026-11-25', direction: 'in', checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.98265, longitude: 110.40925, office_id: null,
      distance_m: 5, is_late: 0, anomaly: null, face_file_id: 'koreksi-hari-ini', location_file_id: null, letter_file_id: null, device_token: 'uji', idempotency_key: null,
      taken_offline: 0, verification: 'verified', flags: '', device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 8, check_nonce: null,
    };
    const { id } = await db.insertInto('attendance').values(values).onConflict((conflict) => conflict.columns(['employee_id', 'work_date', 'direction']).doUpdateSet(values)).returning('id').executeTakeFirstOrThrow();
    const future = await correct({ id, time: '10:00', status: 'counts', note: 'Belum terjadi' });
    expect([future.status, future.body]).toEqual([400, { message: 'Jam koreksi belum terjadi. Pilih jam yang sudah lewat.' }]);
    expect((await correct({ id, time: '08:59', status: 'counts', note: 'Sudah lewat' })).status).toBe(200);
  });

  it("dates a night shift's corrected clock-out on the next morning", async () => {
    const { db } = server.services;
    const dimas = await db.selectFrom('employees').select('id').where('username', '=', 'dimas.saputro').executeTakeFirstOrThrow();
    // The demo's crew A works Malam on 17 November 2026 (server/seed/demo.ts: P P S S M M - - from 92 days before
    // the seed's today, 25 November: 84 days in, entry 4). Its clock-out kept at 07:40 the next morning.
    const at = fromJakarta('2026-11-18', '07:40').toISOString();
    const values = {
      employee_id: dimas.id, work_date: '2026-11-17', direction: 'out', checked_at: at, recorded_at: at, inside_office: 1, latitude: -7.01905, longitude: 110.39972,
      office_id: null, distance_m: 5, is_late: 0, anomaly: null, face_file_id: 'koreksi-dimas', location_file_id: null, letter_file_id: null, device_token: 'uji',
      idempotency_key: null, taken_offline: 0, verification: 'verified', flags: '', device_id: null, decided_by: null, decided_at: null, decision_note: null,
      accuracy_m: 8, check_nonce: null,
    };
    await db.insertInto('attendance').values(values).onConflict((conflict) => conflict.columns(['employee_id', 'work_date', 'direction']).doUpdateSet(values)).execute();
    const records = (await call(`${server.url}/hr/employees/${dimas.id}/attendance?period=202611`, { headers: { token: hrToken } })).body as { id: number; direction: string; time: string; work_date: string }[];
    const out = records.find((record) => record.work_date === '2026-11-17' && record.direction === 'out');
    expect(out?.time).toBe('07:40:00');
    const answer = await correct({ id: out!.id, time: '07:05', status: 'counts', note: 'Jam pulang sesuai buku jaga' });
    expect(answer.body.record).toMatchObject({ work_date: '2026-11-17', time: '07:05:00' });
    const stored = await db.selectFrom('attendance').select('checked_at').where('id', '=', out!.id).executeTakeFirstOrThrow();
    expect(stored.checked_at).toBe(fromJakarta('2026-11-18', '07:05').toISOString());
  });
});
