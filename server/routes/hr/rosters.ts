import { Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { HrEmployeeIdParamSchema, type RosterCalendar, RosterCalendarQuerySchema, RosterCalendarSchema } from '../../../src/contract/hr';
import { PlannedDayListSchema, PlannedDaysQuerySchema, type Roster, type RosterAssigned, RosterAssignedSchema, RosterAssignmentSchema, RosterIdParamSchema, RosterListSchema, type RosterRequest, RosterRequestSchema, type RosterSaved, RosterSavedSchema, shiftSpan, ShiftSwapRequestSchema, type ShiftSwapSaved, ShiftSwapSavedSchema, type ShiftTimes } from '../../../src/contract/shifts';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { SHIFT_MESSAGES } from '../../../src/domain/shifts';
import { recordAudit } from '../../audit/auditLog';
import { requireAuthority } from '../../access/authority';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/types';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody, readQuery } from '../../http/validate';
import { loadWorkPlan } from '../../shifts/loadWorkPlan';
import { plannedDays } from '../../shifts/plannedDays';
import { rosterCalendar } from '../../shifts/rosterCalendar';
import { shiftOn, timesOf } from '../../shifts/workPlan';
import { addDays } from '../../../src/contract/calendar';
import { fromLocal } from '../../shifts/zones';
import { mediumDate } from '../../../src/format/indonesian';
import { documented } from '../../openapi/documented';
import { archivingRoutes } from './archiving';
import { requireOpenDays } from '../../periods/periodState';

const asRoster = (row: { id: number; name: string; start_date: string; shifts: string; cycle: string; employees: number | string | bigint; archived_at: string | null }): Roster => ({
  id: row.id,
  name: row.name,
  start_date: row.start_date,
  shifts: JSON.parse(row.shifts) as ShiftTimes[],
  cycle: row.cycle.split(','),
  employees: Number(row.employees),
  archived: row.archived_at !== null,
});

async function rosters(db: Kysely<Database>, id?: number): Promise<Roster[]> {
  let query = db
    .selectFrom('rosters as r')
    .select(['r.id', 'r.name', 'r.start_date', 'r.shifts', 'r.cycle', 'r.archived_at'])
    .select((eb) => eb.selectFrom('employees as e').select((count) => count.fn.countAll<number>().as('n')).whereRef('e.roster_id', '=', 'r.id').as('employees'))
    .orderBy('r.name');
  if (id !== undefined) query = query.where('r.id', '=', id);
  return (await query.execute()).map((row) => asRoster({ ...row, employees: row.employees ?? 0 }));
}

const stored = (roster: RosterRequest) => ({ name: roster.name, start_date: roster.start_date, shifts: JSON.stringify(roster.shifts), cycle: roster.cycle.join(',') });

/** A roster's name is unique: a clash (also of two saves at once) is a 409. */
async function saveRoster(work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, SHIFT_MESSAGES.rosterNameTaken);
    throw error;
  }
}

/** The shift an employee on a roster works on a date (after any swap), as a swap stores it; null: a day off. */
async function rosterDay(db: Kysely<Database>, employeeId: number, date: string): Promise<{ shifts: ShiftTimes[]; today: ShiftTimes | null }> {
  const row = await db.selectFrom('employees as e').leftJoin('rosters as r', 'r.id', 'e.roster_id').select(['e.id', 'r.shifts']).where('e.id', '=', employeeId).executeTakeFirst();
  if (!row) throw new ApiError(404, HR_MESSAGES.notFound);
  if (!row.shifts) throw new ApiError(400, SHIFT_MESSAGES.notOnRoster);
  const shift = shiftOn(await loadWorkPlan(db, employeeId, date, date), date);
  return { shifts: JSON.parse(row.shifts) as ShiftTimes[], today: shift && timesOf(shift) };
}

/** A swap never gives someone a shift that overlaps their day before or after (named by date, in words). */
async function requireNoOverlap(db: Kysely<Database>, employeeId: number, date: string, shift: ShiftTimes | null) {
  if (shift === null) return;
  const plan = await loadWorkPlan(db, employeeId, addDays(date, -1), addDays(date, 1));
  const span = shiftSpan(shift);
  const start = fromLocal(date, shift.start_time, plan.zone).getTime();
  const end = start + (span.end - span.start) * 60_000;
  const [before, after] = [shiftOn(plan, addDays(date, -1)), shiftOn(plan, addDays(date, 1))];
  const clash = before && before.end > start ? before.date : after && after.start < end ? after.date : null;
  if (clash) throw new ApiError(400, SHIFT_MESSAGES.swapOverlaps(shift.name, mediumDate(date), mediumDate(clash)));
}

async function setSwap(trx: Transaction<Database>, swap: { employee_id: number; date: string; shift: ShiftTimes | null; created_by: number; created_at: string }) {
  // A closed period's days keep the shifts they were paid by (docs/hr.md, "Periods").
  await requireOpenDays(trx, swap.date, swap.date);
  const shift = swap.shift && JSON.stringify(swap.shift);
  await trx
    .insertInto('shift_swaps')
    .values({ ...swap, shift })
    .onConflict((conflict) => conflict.columns(['employee_id', 'date']).doUpdateSet({ shift, created_by: swap.created_by, created_at: swap.created_at }))
    .execute();
}

/** Rosters (rotating shift patterns), who follows them, and one-off changes of a day (docs/hr.md, "Rosters"). */
export const hrRosterRoutes = new Hono<AppEnv>()
  .route(
    '/rosters',
    archivingRoutes({
      table: 'rosters',
      entity: 'roster',
      noun: 'pola shift (pegawainya tetap mengikutinya)',
      idSchema: RosterIdParamSchema,
      deleteRefusal: async (db, id) => {
        const [roster] = await rosters(db, id);
        return roster && roster.employees > 0 ? SHIFT_MESSAGES.rosterHasFollowers(roster.employees) : null;
      },
    }),
  )
  .get('/rosters', documented({
    summary: 'Konsol SDM: pola shift bergilir: shift-shiftnya (kode, nama, jam mulai dan selesai; selesai sebelum mulai berarti hari berikutnya; toleransi), siklusnya (kode shift atau `-` untuk libur, satu per hari, berulang dari `start_date`) dan jumlah pegawai yang mengikutinya.',
    auth: true, answer: RosterListSchema, errors: [401, 403],
  }), async (c) => c.json(await rosters(c.get('services').db)))

  .post('/rosters', documented({
    summary: 'Konsol SDM: menambah pola shift. Nama unik (409). Tercatat di log audit. 201.',
    auth: true, body: RosterRequestSchema, answer: RosterSavedSchema, errors: [400, 401, 403, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const roster = await readBody(c, RosterRequestSchema);
    const now = services.now();
    const id = await saveRoster(() =>
      services.db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('rosters').values({ ...stored(roster), created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, { actorId: c.get('employee').id, action: 'roster.create', entity: 'roster', entityId: id, before: null, after: roster }, now);
        return id;
      }),
    );
    return c.json({ message: SHIFT_MESSAGES.rosterCreated, roster: (await rosters(services.db, id))[0]! } satisfies RosterSaved, 201);
  })

  .post('/rosters/assign', documented({
    summary: 'Konsol SDM: memasang pola shift pada pegawai (`roster_id`), atau mengembalikan mereka ke jadwal mingguan (`roster_id` null). Semua atau tidak sama sekali; tercatat di log audit per pegawai. 400 bila pola diarsipkan; 404 bila pola atau salah satu pegawai tidak ada.',
    auth: true, body: RosterAssignmentSchema, answer: RosterAssignedSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { roster_id: rosterId, employee_ids: ids } = await readBody(c, RosterAssignmentSchema);
    const unique = [...new Set(ids)];
    for (const id of unique) await requireAuthority(services.db, c.get('employee'), id, 'company', 'employee.roster');
    const [roster] = rosterId === null ? [] : await rosters(services.db, rosterId);
    if (rosterId !== null && !roster) throw new ApiError(404, SHIFT_MESSAGES.rosterNotFound);
    if (roster?.archived) throw new ApiError(400, SHIFT_MESSAGES.rosterIsArchived(roster.name));
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('employees').select(['id', 'roster_id']).where('id', 'in', unique).execute();
      if (before.length !== unique.length) throw new ApiError(404, SHIFT_MESSAGES.employeesNotFound);
      await trx.updateTable('employees').set({ roster_id: rosterId }).where('id', 'in', unique).execute();
      for (const employee of before) {
        await recordAudit(trx, { actorId: c.get('employee').id, action: 'employee.roster', entity: 'employee', entityId: employee.id, before: { roster_id: employee.roster_id }, after: { roster_id: rosterId } }, now);
      }
    });
    return c.json({ message: SHIFT_MESSAGES.assigned(unique.length), employees: unique.length } satisfies RosterAssigned);
  })

  .post('/rosters/:id', documented({
    summary: 'Konsol SDM: mengubah pola shift (berlaku untuk semua pegawainya, juga hari yang sudah lewat yang belum dihitung ulang di rekap). Tercatat di log audit. 404 bila tidak ada; 409 bila namanya dipakai pola lain.',
    auth: true, body: RosterRequestSchema, answer: RosterSavedSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { id } = parseWith(RosterIdParamSchema, { id: c.req.param('id') });
    const roster = await readBody(c, RosterRequestSchema);
    const [before] = await rosters(services.db, id);
    if (!before) throw new ApiError(404, SHIFT_MESSAGES.rosterNotFound);
    await saveRoster(async () => {
      await services.db.transaction().execute(async (trx) => {
        await trx.updateTable('rosters').set(stored(roster)).where('id', '=', id).execute();
        await recordAudit(trx, { actorId: c.get('employee').id, action: 'roster.update', entity: 'roster', entityId: id, before, after: roster }, services.now());
      });
      return id;
    });
    return c.json({ message: SHIFT_MESSAGES.rosterUpdated, roster: (await rosters(services.db, id))[0]! } satisfies RosterSaved);
  })

  .post('/shift-swaps', documented({
    summary: 'Konsol SDM: mengubah satu hari pegawai ber-pola shift: bekerja pada shift `shift_code` polanya (`-` untuk libur), atau bertukar shift hari itu dengan `with_employee_id` (salah satu saja). Tercatat di log audit. 400 bila pegawai tidak ber-pola shift atau kode tidak ada di polanya; 404 bila pegawai tidak ada.',
    auth: true, body: ShiftSwapRequestSchema, answer: ShiftSwapSavedSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const swap = await readBody(c, ShiftSwapRequestSchema);
    if ((swap.shift_code === undefined) === (swap.with_employee_id === undefined)) throw new ApiError(400, SHIFT_MESSAGES.swapNeedsOne);
    if (swap.with_employee_id === swap.employee_id) throw new ApiError(400, SHIFT_MESSAGES.swapSelf);
    for (const id of [swap.employee_id, swap.with_employee_id]) if (id !== undefined) await requireAuthority(services.db, c.get('employee'), id, 'company', 'shift.swap');
    const mine = await rosterDay(services.db, swap.employee_id, swap.date);
    let changes: { employee_id: number; before: ShiftTimes | null; shift: ShiftTimes | null }[];
    if (swap.with_employee_id !== undefined) {
      const theirs = await rosterDay(services.db, swap.with_employee_id, swap.date);
      changes = [
        { employee_id: swap.employee_id, before: mine.today, shift: theirs.today },
        { employee_id: swap.with_employee_id, before: theirs.today, shift: mine.today },
      ];
    } else {
      const shift = swap.shift_code === '-' ? null : mine.shifts.find((known) => known.code === swap.shift_code);
      if (shift === undefined) throw new ApiError(400, SHIFT_MESSAGES.unknownShift);
      changes = [{ employee_id: swap.employee_id, before: mine.today, shift }];
    }
    for (const change of changes) await requireNoOverlap(services.db, change.employee_id, swap.date, change.shift);
    const now = services.now();
    const actorId = c.get('employee').id;
    await services.db.transaction().execute(async (trx) => {
      for (const change of changes) {
        await setSwap(trx, { employee_id: change.employee_id, date: swap.date, shift: change.shift, created_by: actorId, created_at: now.toISOString() });
        await recordAudit(trx, { actorId, action: 'shift.swap', entity: 'employee', entityId: change.employee_id, before: { date: swap.date, shift: change.before }, after: { date: swap.date, shift: change.shift } }, now);
      }
    });
    const days = await Promise.all(
      changes.map(async (change) => ({ employee_id: change.employee_id, day: plannedDays(await loadWorkPlan(services.db, change.employee_id, swap.date, swap.date), swap.date, 1)[0]! })),
    );
    return c.json({ message: SHIFT_MESSAGES.swapped, days } satisfies ShiftSwapSaved);
  })

  .get('/roster-calendar', documented({
    summary: 'Konsol SDM: kalender jadwal: siapa bekerja di shift apa pada `days` hari (1-42, bawaan 7) mulai `from`, untuk satu kantor (`office_id`) atau bagian (`department`) atau seluruh perusahaan; per pegawai dan hari: kode, nama dan jam shift (kode null: libur), `changed` bila hari itu diubah SDM, `leave` bila ada izin disetujui, `employed` di luar masa kerja false; hari libur dengan namanya. Paling banyak 200 pegawai; `more` menyebut sisanya.',
    auth: true, query: RosterCalendarQuerySchema, answer: RosterCalendarSchema, errors: [400, 401, 403],
  }), async (c) => {
    const query = readQuery(c, RosterCalendarQuerySchema);
    return c.json(await rosterCalendar(c.get('services').db, { officeId: query.office_id, department: query.department }, query.from, query.days) satisfies RosterCalendar);
  })

  .get('/employees/:id/shifts', documented({
    summary: 'Konsol SDM: jadwal pegawai per hari mulai `from` selama `days` hari (1-62, bawaan 14): nama shift dan jamnya menurut zona kantornya, atau libur (`name` null).',
    auth: true, query: PlannedDaysQuerySchema, answer: PlannedDayListSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const { db } = c.get('services');
    const { id } = parseWith(HrEmployeeIdParamSchema, { id: c.req.param('id') });
    const { from, days } = readQuery(c, PlannedDaysQuerySchema);
    if (!(await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst())) throw new ApiError(404, HR_MESSAGES.notFound);
    return c.json(plannedDays(await loadWorkPlan(db, id, from, addDays(from, days - 1)), from, days));
  });
