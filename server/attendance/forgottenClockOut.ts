import type { Kysely } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import { longDate } from '../../src/format/indonesian';
import type { Database } from '../db/types';
import { notifyRecordWaiting } from '../push/notifications';
import type { Notifier } from '../push/notifier';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { CLOCK_OUT_AFTER_MS, shiftOn } from '../shifts/workPlan';
import { readSetting } from '../settings/companySettings';
import { jakartaDate } from '../time';
import { flagLater } from '../records/lifecycle';
import { itemKey, type PassRun, runPass } from '../maintenance/passes';

/** How far back the hourly pass looks: a server stopped for a few days still closes what it missed. */
const DAYS_LOOKED_BACK = 7;

/**
 * A clock-in whose clock-out never came (docs/hr.md, "Forgotten clock-outs"): at its shift's end plus the hours HR set
 * (1–6, by default 6: the clock-out window, after which no clock-out can reach that day), the day waits for the
 * supervisor, flagged 'lupa absen pulang', and the employee and the supervisor are told. Run by the hourly
 * maintenance; of two server processes exactly one closes each day (the lifecycle's step is conditional on the state it read).
 * Each record on its own: one that fails is recorded and skipped, and tried again on the next runs (`runPass`).
 * Answers how many days it closed.
 */
export async function closeForgottenClockOuts(db: Kysely<Database>, notifier: Notifier, now: Date): Promise<number> {
  return runPass(db, 'forgotten_clock_outs', () => now, (run) => closeOpenDays(db, notifier, now, run));
}

async function closeOpenDays(db: Kysely<Database>, notifier: Notifier, now: Date, run: PassRun): Promise<number> {
  const open = await db
    .selectFrom('attendance as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.id', 'a.employee_id', 'a.work_date', 'a.recorded_at', 'a.flags', 'a.verification', 'a.decided_at', 'e.name', 'e.supervisor_id'])
    .where('a.direction', '=', 'in')
    .where('a.work_date', '>=', addDays(jakartaDate(now), -DAYS_LOOKED_BACK))
    .where('a.decided_at', 'is', null)
    .where('a.verification', '!=', 'rejected')
    .where('a.flags', 'not like', '%forgot_clock_out%')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('attendance as o').select('o.id').whereRef('o.employee_id', '=', 'a.employee_id').whereRef('o.work_date', '=', 'a.work_date').where('o.direction', '=', 'out'))),
    )
    .execute();
  if (open.length === 0) return 0;
  const limitMs = (await readSetting(db, 'forgotten_clock_out_hours')) * 3_600_000;
  let closed = 0;
  for (const record of open) {
    const item = itemKey('attendance', record.id);
    if (run.skips(item)) continue;
    const outcome = await run.attempt(item, async () => {
      const shift = shiftOn(await loadWorkPlan(db, record.employee_id, record.work_date, record.work_date), record.work_date);
      if (shift === null || now.getTime() < shift.end + Math.min(limitMs, CLOCK_OUT_AFTER_MS)) return false;
      return (await flagLater(db, 'attendance', record, ['forgot_clock_out'])) !== null;
    });
    if (!outcome.ok || !outcome.value) continue;
    closed += 1;
    const day = longDate(record.work_date);
    notifier.notify([record.employee_id], {
      title: 'Anda lupa absen pulang',
      body: `${day}: absen masuk Anda menunggu verifikasi atasan. Ajukan koreksi bila Anda sebenarnya pulang pada jamnya.`,
      link: '/riwayat-absen',
    });
    notifyRecordWaiting(notifier, record, `lupa absen pulang, ${day}`);
  }
  return closed;
}
