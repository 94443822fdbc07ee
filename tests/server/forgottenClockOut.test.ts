/**
 * The forgotten clock-out (issue 48: "at the shift's end plus a limit … the day is closed as 'lupa absen pulang'
 * (pending, with the flag), the employee and the supervisor told"). The office's default schedule ends at 16:00 WIB;
 * a clock-out is taken up to six hours after it (docs/api.md), so the day closes from 22:00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeForgottenClockOuts } from '../../server/attendance/forgottenClockOut';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const TUESDAY = '2026-11-24';

describe(`the forgotten clock-out (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(TUESDAY, '07:00');
  const ids: Record<string, number> = {};
  const clockIn = (username: string) => server.services.db.selectFrom('attendance').select(['verification', 'flags']).where('employee_id', '=', ids[username]!).where('work_date', '=', TUESDAY).where('direction', '=', 'in').executeTakeFirstOrThrow();
  const told = (username: string) =>
    server.services.db.selectFrom('notifications').select(['title', 'body', 'link']).where('employee_id', '=', ids[username]!).where('body', 'like', '%Selasa, 24 November 2026%').execute();

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['budi.santoso', 'siti.rahma']) {
      now = fromJakarta(TUESDAY, '07:20');
      const api = attendanceApi(server.url, await logInAs(server.url, username), () => now);
      expect((await clock(api, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
      if (username === 'siti.rahma') {
        // Siti clocks out late, within the window: her day is whole.
        now = fromJakarta(TUESDAY, '21:30');
        expect((await clock(api, { type: '0', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
      }
    }
  });
  afterAll(() => server.close());

  it('leaves the day open while a clock-out can still come', async () => {
    now = fromJakarta(TUESDAY, '21:59');
    await server.maintain();
    expect(await clockIn('budi.santoso')).toEqual({ verification: 'verified', flags: '' });
    expect(await told('budi.santoso')).toEqual([]);
  });

  it('then closes it once, pending with the flag, and tells the employee and the supervisor', async () => {
    now = fromJakarta(TUESDAY, '22:05');
    // Two server processes' passes at once: exactly one closes the day.
    const closed = await Promise.all([closeForgottenClockOuts(server.services.db, server.services.notifier, now), closeForgottenClockOuts(server.services.db, server.services.notifier, now)]);
    await server.maintain();
    expect(closed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await clockIn('budi.santoso')).toEqual({ verification: 'pending', flags: 'forgot_clock_out' });
    expect(await clockIn('siti.rahma')).toEqual({ verification: 'verified', flags: '' });
    await server.services.notifier.idle();
    expect(await told('budi.santoso')).toEqual([
      {
        title: 'Anda lupa absen pulang',
        body: 'Selasa, 24 November 2026: absen masuk Anda menunggu verifikasi atasan. Ajukan koreksi bila Anda sebenarnya pulang pada jamnya.',
        link: '/riwayat-absen',
      },
    ]);
    expect(await told('atasan')).toEqual([{ title: 'Absen menunggu verifikasi', body: 'Budi Santoso: lupa absen pulang, Selasa, 24 November 2026.', link: '/verifikasi-absen' }]);

    const history = await call(`${server.url}/mobile-v2/riwayat-absen?period=202611`, { headers: { token: await logInAs(server.url, 'budi.santoso') } });
    expect(history.body.find((day: { date: string }) => day.date === TUESDAY)).toMatchObject({ status: 'Menunggu Verifikasi', flags: [{ code: 'forgot_clock_out', label: 'lupa absen pulang' }] });
  });

  it('is settled by the clock-out the employee asks for: approved, the day counts, the decision audited', async () => {
    now = fromJakarta('2026-11-25', '09:00');
    const budi = await logInAs(server.url, 'budi.santoso');
    const offices = await call(`${server.url}/mobile-v2/koreksi-absen`, { headers: { token: budi } });
    const asked = await postJson(
      `${server.url}/mobile-v2/koreksi-absen`,
      { date: TUESDAY, direction: 'out', time: '16:10', office_id: offices.body.offices[0].id, reason: 'Lupa absen pulang, pulang pukul 16.10' },
      { token: budi },
    );
    expect(asked.status).toBe(200);
    const atasan = await logInAs(server.url, 'atasan');
    const [request] = (await call(`${server.url}/mobile-v2/verifikasi-absen/koreksi`, { headers: { token: atasan } })).body;
    expect(request).toMatchObject({ name: 'Budi Santoso', date: TUESDAY, recorded_in: '07:20:00', recorded_out: null });
    expect((await postJson(`${server.url}/mobile-v2/verifikasi-absen/koreksi/putuskan`, { id: request.id, decision: 'approve' }, { token: atasan })).status).toBe(200);
    expect(await clockIn('budi.santoso')).toEqual({ verification: 'verified', flags: 'forgot_clock_out' });
    const history = await call(`${server.url}/mobile-v2/riwayat-absen?period=202611`, { headers: { token: budi } });
    expect(history.body.find((day: { date: string }) => day.date === TUESDAY)).toMatchObject({ status: 'Hadir', outpresent: '16:10:00' });
    const decided = await server.services.db.selectFrom('audit_log').select(['action', 'entity', 'actor_id']).where('action', '=', 'record.decide').execute();
    expect(decided).toEqual([{ action: 'record.decide', entity: 'attendance', actor_id: ids.atasan }]);
  });

  it('closes at the limit HR set (2 hours after the shift’s end: from 18:00), not before', async () => {
    const hr = await logInAs(server.url, 'hr');
    const settings = { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 2 };
    expect((await postJson(`${server.url}/hr/settings`, settings, { token: hr })).status).toBe(200);
    const wednesday = '2026-11-25';
    now = fromJakarta(wednesday, '07:25');
    const api = attendanceApi(server.url, await logInAs(server.url, 'eko.purnomo'), () => now);
    expect((await clock(api, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    const ekoIn = () => server.services.db.selectFrom('attendance').select(['verification', 'flags']).where('employee_id', '=', ids['eko.purnomo']!).where('work_date', '=', wednesday).where('direction', '=', 'in').executeTakeFirstOrThrow();
    now = fromJakarta(wednesday, '17:59');
    expect(await closeForgottenClockOuts(server.services.db, server.services.notifier, now)).toBe(0);
    expect(await ekoIn()).toEqual({ verification: 'verified', flags: '' });
    now = fromJakarta(wednesday, '18:01');
    expect(await closeForgottenClockOuts(server.services.db, server.services.notifier, now)).toBe(1);
    expect(await ekoIn()).toEqual({ verification: 'pending', flags: 'forgot_clock_out' });
  });
});
