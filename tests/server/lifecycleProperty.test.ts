/**
 * One life for a record, as a property over random sequences of every writer (docs/decisions.md, "One life for a
 * record"): clock-ins and clock-outs online and offline at any hour, doubts found later (the face pass, a shared
 * phone), the forgotten clock-out pass, decisions shown every flag or not, HR's corrections on a fresh or a stale
 * version, correction requests approved or rejected, and HR closing November. After every step, on a fresh server:
 * - nothing counts with a flag no decision was shown (a record the server counted by itself has no flag; one that came
 *   to count in a step was shown its flags, or waited only for a clock-out a person gave);
 * - a record outside its shift's window carries 'di luar jam shift', worked out here from the schedule
 *   (Monday to Friday 07:30–16:00 WIB: a clock-in from 05:30 to 16:00, a clock-out from 07:30 to 22:00);
 * - nothing stands after an employee's end date;
 * - once November is closed, none of its records received before the close changes, nor its recap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeForgottenClockOuts } from '../../server/attendance/forgottenClockOut';
import { flagLater } from '../../server/records/lifecycle';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-12-01', '2026-12-02', '2026-12-03'];
const PEOPLE = ['siti.rahma', 'budi.santoso'] as const;
/** Budi leaves on Wednesday 2 December: nothing of his may stand after it. */
const BUDI_LEAVES = '2026-12-02';
const CLOCK_TIMES = { in: ['05:00', '06:45', '07:20', '08:10', '17:30', '23:49'], out: ['07:40', '15:30', '16:05', '21:00', '23:30'] } as const;

type Who = (typeof PEOPLE)[number];
type Direction = 'in' | 'out';
interface At {
  day: number;
  /** Minutes after midnight WIB. */
  minute: number;
}
type Step =
  | ({ kind: 'clock'; who: Who; direction: Direction; time: string; online: boolean } & At)
  | ({ kind: 'flag'; target: number; flag: 'face_mismatch' | 'shared_device' } & At)
  | ({ kind: 'decide'; target: number; decision: 'approve' | 'accept_at_receipt' | 'reject'; shownAll: boolean; clockOut: 'time' | 'clock_in_only' } & At)
  | ({ kind: 'correct'; target: number; counts: boolean; stale: boolean } & At)
  | ({ kind: 'request'; who: Who; direction: Direction; approve: boolean; daysBack: number } & At)
  | ({ kind: 'forgotten' } & At)
  | ({ kind: 'close' } & At);

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const timeOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const who = fc.constantFrom(...PEOPLE);
const direction = fc.constantFrom<Direction>('in', 'out');
const day = fc.integer({ min: 0, max: DAYS.length - 1 });
const minute = fc.integer({ min: 5 * 60, max: 23 * 60 + 55 });

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('clock' as const), who, direction: fc.constant('in' as const), time: fc.constantFrom(...CLOCK_TIMES.in), online: fc.boolean(), day }).map((s) => ({ ...s, minute: minuteOf(s.time) + 1 })) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('clock' as const), who, direction: fc.constant('out' as const), time: fc.constantFrom(...CLOCK_TIMES.out), online: fc.boolean(), day }).map((s) => ({ ...s, minute: minuteOf(s.time) + 1 })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('flag' as const), target: fc.nat(), flag: fc.constantFrom('face_mismatch' as const, 'shared_device' as const), day, minute }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('decide' as const), target: fc.nat(), decision: fc.constantFrom('approve' as const, 'accept_at_receipt' as const, 'reject' as const), shownAll: fc.boolean(), clockOut: fc.constantFrom('time' as const, 'clock_in_only' as const), day, minute }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('correct' as const), target: fc.nat(), counts: fc.boolean(), stale: fc.boolean(), day, minute }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('request' as const), who, direction, approve: fc.boolean(), daysBack: fc.integer({ min: 0, max: 3 }), day, minute }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forgotten' as const), day, minute }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), day: fc.integer({ min: 4, max: DAYS.length - 1 }), minute }) },
);
/** The steps in the order their moments come: the server's clock only moves forward. */
const sequence = fc.array(step, { minLength: 4, maxLength: 14 }).map((steps) => [...steps].sort((a, b) => a.day - b.day || a.minute - b.minute));

/** Independent of the code: the weekly schedule's window, Monday to Friday 07:30–16:00 WIB, every day here a work day. */
const outsideWindow = (direction: Direction, localTime: string) => {
  const at = minuteOf(localTime);
  return direction === 'in' ? at < 5 * 60 + 30 || at > 16 * 60 : at < 7 * 60 + 30 || at > 22 * 60;
};
const wibTime = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hour12: false });
const COUNTING = new Set(['verified', 'accepted_at_receipt']);
const flagSet = (flags: string) => flags.split(',').filter(Boolean);

describe(`one life for a record, whatever the writers do (${databaseKind})`, () => {
  it('never counts a flag no decision saw, keeps shift windows and employment, and never moves a closed period', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (steps) => {
        let now = fromJakarta('2026-11-23', '06:00');
        const server: TestServer = await startTestServer({ now: () => now });
        try {
          await walk(server, steps, (moment) => (now = moment));
        } finally {
          await server.close();
        }
      }),
      { numRuns: 15 },
    );
  });
});

async function walk(server: TestServer, steps: Step[], setNow: (moment: Date) => void) {
  const { db, notifier } = server.services;
  const ids: Record<string, number> = {};
  for (const row of await db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
  await db.updateTable('employees').set({ end_date: BUDI_LEAVES }).where('id', '=', ids['budi.santoso']!).execute();
  const headOffice = (await db.selectFrom('employee_offices').select('office_id').where('employee_id', '=', ids['siti.rahma']!).executeTakeFirstOrThrow()).office_id;
  const tokens: Record<string, string> = {};
  for (const username of [...PEOPLE, 'atasan', 'hr']) tokens[username] = await logInAs(server.url, username);

  const ours = () =>
    db.selectFrom('attendance').selectAll().where('employee_id', 'in', PEOPLE.map((p) => ids[p]!)).where('work_date', '>=', DAYS[0]!).orderBy('id').execute();
  /** One of the records made so far, chosen by the step (none yet: the step does nothing). */
  const existing = async (target: number) => {
    const rows = await ours();
    return rows.length === 0 ? undefined : rows[target % rows.length];
  };
  const novemberRecap = async () => (await call(`${server.url}/hr/recap?period=202611`, { headers: { token: tokens.hr! } })).body;

  let previous = new Map((await ours()).map((row) => [row.id, row]));
  let closed: { at: string; rows: string; recap: unknown } | null = null;

  for (const s of steps) {
    const date = DAYS[s.day]!;
    const moment = fromJakarta(date, timeOf(s.minute));
    setNow(moment);
    /** The flags each decision or correction of this step was shown, by record id. */
    const shown = new Map<number, string[]>();

    if (s.kind === 'clock') {
      const api = attendanceApi(server.url, tokens[s.who]!, () => moment);
      if (s.online) await clock(api, { type: s.direction === 'in' ? '1' : '0', inside: true, at: HEAD_OFFICE, anomaly: s.direction === 'in' ? 'Macet di jalan' : undefined });
      else {
        const face = (await api.upload({ filename_image: photo() }, s.direction === 'in' ? '1' : '0')).body.filename_image;
        const taken = fromJakarta(date, s.time).toISOString();
        await api.submit({ latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude), filename_face: face, type: s.direction === 'in' ? '1' : '0', location: '1', device_token: `d-${s.who}`, check_id: null, taken_at: taken });
      }
    } else if (s.kind === 'flag') {
      const row = await existing(s.target);
      if (row) await flagLater(db, 'attendance', row, [s.flag]);
    } else if (s.kind === 'decide') {
      const row = await existing(s.target);
      if (row) {
        const flags = flagSet(row.flags);
        const seen = s.shownAll ? flags : flags.slice(1);
        const body = { kind: 'attendance', id: row.id, decision: s.decision, note: s.decision === 'reject' ? 'Tidak sesuai' : '', flags_seen: seen, ...(s.clockOut === 'time' ? { clock_out_time: '16:00' } : { clock_in_only: true }) };
        const answer = await postJson(`${server.url}/mobile-v2/verifikasi-absen/putuskan`, body, { token: tokens.atasan! });
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status === 200) shown.set(row.id, seen);
      }
    } else if (s.kind === 'correct') {
      const row = await existing(s.target);
      if (row) {
        const listed = (await call(`${server.url}/hr/employees/${row.employee_id}/attendance?period=${row.work_date.slice(0, 7).replace('-', '')}`, { headers: { token: tokens.hr! } })).body.find(
          (item: { id: number }) => item.id === row.id,
        );
        if (s.stale) await flagLater(db, 'attendance', row, ['face_mismatch']);
        const answer = await postJson(`${server.url}/hr/attendance/correct`, { id: row.id, time: listed.time.slice(0, 5), status: s.counts ? 'counts' : 'void', note: 'Dicek', version: listed.version }, { token: tokens.hr! });
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status === 200) shown.set(row.id, listed.flags.map((flag: { code: string }) => flag.code));
      }
    } else if (s.kind === 'request') {
      const asked = await postJson(`${server.url}/mobile-v2/koreksi-absen`, { date: DAYS[Math.max(0, s.day - s.daysBack)], direction: s.direction, time: s.direction === 'in' ? '07:25' : '16:05', office_id: headOffice, reason: 'Lupa absen' }, { token: tokens[s.who]! });
      expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(500);
      if (asked.status === 200) {
        const request = await db.selectFrom('correction_requests').select('id').where('employee_id', '=', ids[s.who]!).orderBy('id', 'desc').executeTakeFirstOrThrow();
        const decided = await postJson(`${server.url}/mobile-v2/verifikasi-absen/koreksi/putuskan`, { id: request.id, decision: s.approve ? 'approve' : 'reject', note: s.approve ? '' : 'Tidak benar' }, { token: tokens.atasan! });
        expect(decided.status, JSON.stringify(decided.body)).toBeLessThan(500);
      }
    } else if (s.kind === 'forgotten') {
      await closeForgottenClockOuts(db, notifier, moment);
    } else {
      const answer = await postJson(`${server.url}/hr/periods/202611/close`, {}, { token: tokens.hr! });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      if (answer.status === 200 && !closed) {
        const rows = await ours();
        closed = { at: moment.toISOString(), rows: JSON.stringify(rows.filter((row) => row.work_date <= '2026-11-30')), recap: await novemberRecap() };
      }
    }

    const rows = await ours();
    const where = (row: { id: number; flags: string; verification: string }) => `after ${JSON.stringify(s)}: record ${row.id} ${row.verification} [${row.flags}]`;
    for (const row of rows) {
      const flags = flagSet(row.flags);
      // Counted by the server alone: nothing doubted.
      if (COUNTING.has(row.verification) && row.decided_at === null) expect(flags, where(row)).toEqual([]);
      // Came to count in this step: shown every flag, or waited only for the clock-out a person gave.
      const before = previous.get(row.id);
      if (COUNTING.has(row.verification) && (!before || !COUNTING.has(before.verification)) && flags.length > 0) {
        const seen = shown.get(row.id);
        const settled = s.kind === 'request' && row.direction === 'in' && row.flags === 'forgot_clock_out';
        expect(settled || (seen !== undefined && flags.every((flag) => seen.includes(flag))), where(row)).toBe(true);
      }
      if (row.source === 'app') expect(flags.includes('outside_shift'), `${where(row)} at ${wibTime(row.checked_at)}`).toBe(outsideWindow(row.direction as Direction, wibTime(row.checked_at)));
      if (row.employee_id === ids['budi.santoso']) expect(row.work_date <= BUDI_LEAVES, where(row)).toBe(true);
    }
    if (closed) {
      const closedAt = closed.at;
      const november = rows.filter((row) => row.work_date <= '2026-11-30');
      expect(JSON.stringify(november.filter((row) => row.recorded_at <= closedAt)), `after ${JSON.stringify(s)}`).toBe(
        JSON.stringify(JSON.parse(closed.rows).filter((row: { recorded_at: string }) => row.recorded_at <= closedAt)),
      );
      expect(await novemberRecap()).toEqual(closed.recap);
    }
    previous = new Map(rows.map((row) => [row.id, row]));
  }
}
