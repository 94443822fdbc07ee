/**
 * HR's dashboard (issue 39: "today at a glance per office: present, late, not yet in, on leave, pending
 * verification"), against an office of six people whose day is set up here and counted by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** Wednesday 25 November 2026, 09:00 in Jakarta: a work day of the default schedule (07:30–16:00). */
const NOW = fromJakarta('2026-11-25', '09:00');
const TODAY = '2026-11-25';

describe(`HR's dashboard (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  let now = NOW;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    hrToken = await logInAs(server.url, 'hr');
    const { db } = server.services;
    const office = await postJson(`${server.url}/hr/offices`, { name: 'Kantor Uji Dasbor', latitude: -6.9, longitude: 110.4, radius_m: 100, time_zone: 'WIB' }, { token: hrToken });
    const officeId = office.body.office.id as number;
    const passwordHash = await hashPassword('rahasia-uji-dasbor');
    const person = async (username: string) =>
      (ids[username] = (
        await db
          .insertInto('employees')
          .values({ username, password_hash: passwordHash, nup: `DASBOR-${username}`, name: username, position: 'Staf', position_level: 3, office_id: officeId, created_at: '2026-10-01T00:00:00.000Z' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id);
    const record = (employeeId: number, date: string, direction: string, time: string, extra: { verification?: string; is_late?: number } = {}) => {
      const at = fromJakarta(date, time).toISOString();
      return db
        .insertInto('attendance')
        .values({
          employee_id: employeeId, work_date: date, direction, checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.9, longitude: 110.4, office_id: officeId,
          distance_m: 5, is_late: extra.is_late ?? 0, anomaly: null, face_file_id: `dasbor-${employeeId}-${direction}`, location_file_id: null, letter_file_id: null,
          device_token: 'uji', idempotency_key: null, taken_offline: 0, verification: extra.verification ?? 'verified', flags: extra.verification === 'pending' ? 'offline' : '',
          device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 8, check_nonce: null,
        })
        .execute();
    };
    await record(await person('dasbor.tepat'), TODAY, 'in', '07:20');
    await record(await person('dasbor.telat'), TODAY, 'in', '08:00', { is_late: 1 });
    await person('dasbor.belum');
    const onLeave = await person('dasbor.cuti');
    await db
      .insertInto('leave_requests')
      .values({ employee_id: onLeave, leave_type_code: 'CUTI', start_date: TODAY, end_date: TODAY, description: 'Cuti', attachment: null, status: '1', created_at: '2026-11-20T00:00:00.000Z', working_days: 1, decided_by: null, decided_at: null, decision_note: null, cancelled_at: null, idempotency_key: null })
      .execute();
    await record(await person('dasbor.tunggu'), TODAY, 'in', '07:25', { verification: 'pending' });
    // A night operator still on yesterday's shift (every day Malam 23:00–07:00), clocked in at 22:55, not yet out.
    const night = await person('dasbor.malam');
    const roster = await postJson(
      `${server.url}/hr/rosters`,
      { name: 'Uji Malam', start_date: '2026-11-01', shifts: [{ code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: 0 }], cycle: ['M'] },
      { token: hrToken },
    );
    await postJson(`${server.url}/hr/rosters/assign`, { roster_id: roster.body.roster.id, employee_ids: [night] }, { token: hrToken });
    await record(night, '2026-11-24', 'in', '22:55');
    // Deactivated people are not counted.
    await db.updateTable('employees').set({ active: 0 }).where('id', '=', await person('dasbor.keluar')).execute();
  });
  afterAll(() => server.close());

  const office = async () => (await call(`${server.url}/hr/dashboard`, { headers: { token: hrToken } })).body.find((entry: { name: string }) => entry.name === 'Kantor Uji Dasbor');
  const named = (...usernames: string[]) => usernames.map((name) => ({ id: ids[name], name }));

  it('counts present, late, not yet in, on leave and waiting for the office, and says who', async () => {
    now = NOW;
    expect(await office()).toEqual({
      office_id: expect.any(Number),
      name: 'Kantor Uji Dasbor',
      time_zone: 'WIB',
      employees: 6,
      present: 3,
      late: 1,
      not_yet_in: 1,
      absent: 0,
      on_leave: 1,
      pending: 1,
      people: { late: named('dasbor.telat'), not_yet_in: named('dasbor.belum'), absent: [], on_leave: named('dasbor.cuti'), pending: named('dasbor.tunggu') },
    });
  });

  it('calls someone with no clock-in absent once the shift is over, not "not yet in"', async () => {
    // 18:00: the office's 07:30–16:00 shift ended two hours ago; the night operator's 23:00 shift is still to come.
    now = fromJakarta(TODAY, '18:00');
    expect(await office()).toMatchObject({ not_yet_in: 1, absent: 1, people: { not_yet_in: named('dasbor.malam'), absent: named('dasbor.belum') } });
  });

  it('answers 403 to an employee', async () => {
    expect((await call(`${server.url}/hr/dashboard`, { headers: { token: await logInAs(server.url, 'demo') } })).status).toBe(403);
  });
});
