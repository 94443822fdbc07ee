import type { Kysely, Selectable } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import type { OvertimeOrder, OvertimeOrderStatus } from '../../src/contract/overtimeOrders';
import { longDate } from '../../src/format/indonesian';
import { requireAuthority } from '../access/authority';
import { recordAudit } from '../audit/auditLog';
import { isUniqueViolation } from '../db/errors';
import type { Database, OvertimeOrderTable, SignedInEmployee } from '../db/types';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { localDate } from '../shifts/zones';
import { overtimeCapMinutes } from './overtimeRules';

export const ORDER_MESSAGES = {
  dayOutOfRange: 'Perintah lembur untuk hari ini sampai 30 hari ke depan.',
  tooLong: (hours: number) => `Lembur pada hari itu paling lama ${hours} jam (PP 35/2021 pasal 26).`,
  empty: 'Jam selesai harus setelah jam mulai.',
  taken: 'Sudah ada perintah atau pengajuan lembur untuk pegawai ini pada tanggal itu.',
  notFound: 'Perintah lembur tidak ditemukan.',
  notOwn: 'Perintah lembur ini bukan untuk Anda.',
  notWaiting: 'Perintah lembur ini sudah dijawab atau diputuskan.',
  dayPassed: 'Hari lembur ini sudah lewat: tidak dapat disetujui lagi.',
  own: 'Anda tidak dapat memerintahkan atau menyetujui lembur Anda sendiri.',
  asked: 'Pengajuan lembur terkirim dan menunggu persetujuan atasan.',
  ordered: 'Perintah lembur terkirim dan menunggu persetujuan pegawai.',
  agreed: 'Anda menyetujui perintah lembur ini.',
  declined: 'Anda menolak perintah lembur ini.',
  approved: 'Pengajuan lembur disetujui.',
  rejected: 'Pengajuan lembur ditolak.',
} as const;

/** How far ahead an order or a request may be made. */
const DAYS_AHEAD = 30;

type OrderRow = Selectable<OvertimeOrderTable>;
interface PlannedWork {
  date: string;
  start_time: string;
  end_time: string;
  task: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Refuses a day before today or too far ahead (on the employee's office clock), and planned hours beyond the day's legal cap. */
async function requirePlannedWork(services: Pick<Services, 'db' | 'now'>, employeeId: number, work: PlannedWork): Promise<void> {
  const plan = await loadWorkPlan(services.db, employeeId, work.date, work.date);
  const today = localDate(services.now(), plan.zone);
  if (work.date < today || work.date > addDays(today, DAYS_AHEAD)) throw new ApiError(400, ORDER_MESSAGES.dayOutOfRange);
  const minutes = (minutesOf(work.end_time) - minutesOf(work.start_time) + 24 * 60) % (24 * 60);
  if (minutes === 0) throw new ApiError(400, ORDER_MESSAGES.empty);
  const cap = overtimeCapMinutes(plan, work.date);
  if (minutes > cap) throw new ApiError(400, ORDER_MESSAGES.tooLong(cap / 60));
}

/** An order is agreed or approved before its day is over (on the employee's office clock); declined or rejected at any time. */
async function requireDayNotPassed(services: Pick<Services, 'db' | 'now'>, order: OrderRow): Promise<void> {
  const plan = await loadWorkPlan(services.db, order.employee_id, order.work_date, order.work_date);
  if (order.work_date < localDate(services.now(), plan.zone)) throw new ApiError(409, ORDER_MESSAGES.dayPassed);
}

async function insertOrder(services: Pick<Services, 'db' | 'now'>, values: Omit<OrderRow, 'id'>, actorId: number): Promise<number> {
  try {
    return await services.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('overtime_orders').values(values).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, { actorId, action: values.status === 'asked' ? 'overtime_order.ask' : 'overtime_order.create', entity: 'overtime_order', entityId: id, before: null, after: { date: values.work_date, start_time: values.start_time, end_time: values.end_time, task: values.task, status: values.status } }, services.now());
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ORDER_MESSAGES.taken);
    throw error;
  }
}

/** An employee asks for overtime; their direct supervisor is told. */
export async function askOvertime(services: Services, employee: SignedInEmployee, work: PlannedWork): Promise<number> {
  await requirePlannedWork(services, employee.id, work);
  const id = await insertOrder(services, { employee_id: employee.id, work_date: work.date, start_time: work.start_time, end_time: work.end_time, task: work.task, status: 'asked', ordered_by: null, created_at: services.now().toISOString(), answered_at: null, decided_by: null, note: null }, employee.id);
  if (employee.supervisor_id) {
    services.notifier.notify(
      [employee.supervisor_id],
      { title: 'Pengajuan lembur menunggu persetujuan', body: `${employee.name}: ${longDate(work.date)}, ${work.start_time}–${work.end_time}. ${work.task}`, link: '/perintah-lembur' },
      { from: employee.id, kind: 'overtime_request' },
    );
  }
  return id;
}

/** A supervisor orders overtime for someone below them (never themselves); the employee is told and asked to agree. */
export async function orderOvertime(services: Services, supervisor: SignedInEmployee, employeeId: number, work: PlannedWork): Promise<number> {
  await requireAuthority(services.db, supervisor, employeeId, 'chain', 'overtime_order.create', { self: ORDER_MESSAGES.own, outsideChain: ORDER_MESSAGES.notFound, outsideChainStatus: 404 });
  await requirePlannedWork(services, employeeId, work);
  const id = await insertOrder(services, { employee_id: employeeId, work_date: work.date, start_time: work.start_time, end_time: work.end_time, task: work.task, status: 'ordered', ordered_by: supervisor.id, created_at: services.now().toISOString(), answered_at: null, decided_by: null, note: null }, supervisor.id);
  services.notifier.notify(
    [employeeId],
    { title: 'Perintah lembur', body: `${supervisor.name}: ${longDate(work.date)}, ${work.start_time}–${work.end_time}. ${work.task}. Setujui atau tolak di Absen Lembur.`, link: '/absen-lembur' },
    { from: supervisor.id, kind: 'overtime_order' },
  );
  return id;
}

/** Moves an order from the status it must have to the next, once: of two answers at once one wins (409 for the other). */
async function settle(services: Pick<Services, 'db' | 'now'>, order: OrderRow, from: OvertimeOrderStatus, change: Partial<OrderRow> & { status: OvertimeOrderStatus }, actorId: number, action: string) {
  await services.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('overtime_orders').set({ ...change, answered_at: services.now().toISOString() }).where('id', '=', order.id).where('status', '=', from).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, ORDER_MESSAGES.notWaiting);
    await recordAudit(trx, { actorId, action, entity: 'overtime_order', entityId: order.id, before: { status: from }, after: { status: change.status, note: change.note ?? null } }, services.now());
  });
}

async function orderOf(db: Kysely<Database>, id: number): Promise<OrderRow> {
  const order = await db.selectFrom('overtime_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
  return order;
}

/** The employee agrees to an order (PP 35/2021 art. 28: the worker's consent) or declines it; whoever ordered it is told. */
export async function answerOrder(services: Services, employee: SignedInEmployee, id: number, agree: boolean): Promise<string> {
  const order = await orderOf(services.db, id);
  if (order.employee_id !== employee.id) throw new ApiError(403, ORDER_MESSAGES.notOwn);
  if (order.status !== 'ordered') throw new ApiError(409, ORDER_MESSAGES.notWaiting);
  if (agree) await requireDayNotPassed(services, order);
  await settle(services, order, 'ordered', { status: agree ? 'agreed' : 'declined' }, employee.id, 'overtime_order.answer');
  if (order.ordered_by) {
    services.notifier.notify(
      [order.ordered_by],
      { title: agree ? 'Perintah lembur disetujui pegawai' : 'Perintah lembur ditolak pegawai', body: `${employee.name}: ${longDate(order.work_date)}, ${order.start_time}–${order.end_time}.`, link: '/perintah-lembur' },
      { from: employee.id, kind: 'overtime_answer' },
    );
  }
  return agree ? ORDER_MESSAGES.agreed : ORDER_MESSAGES.declined;
}

/** A supervisor above the employee approves their request (it is agreed: the employee asked) or rejects it with a reason. */
export async function decideAsk(services: Services, supervisor: SignedInEmployee, id: number, approve: boolean, note: string): Promise<string> {
  const order = await orderOf(services.db, id);
  await requireAuthority(services.db, supervisor, order.employee_id, 'chain', 'overtime_order.decide', { self: ORDER_MESSAGES.own, outsideChain: ORDER_MESSAGES.notFound, outsideChainStatus: 404 });
  if (order.status !== 'asked') throw new ApiError(409, ORDER_MESSAGES.notWaiting);
  if (approve) await requireDayNotPassed(services, order);
  await settle(services, order, 'asked', { status: approve ? 'agreed' : 'rejected', ordered_by: supervisor.id, decided_by: supervisor.id, note: note || null }, supervisor.id, 'overtime_order.decide');
  services.notifier.notify(
    [order.employee_id],
    {
      title: approve ? 'Pengajuan lembur disetujui' : 'Pengajuan lembur ditolak',
      body: `${longDate(order.work_date)}, ${order.start_time}–${order.end_time}.${note ? ` Catatan: ${note}` : ''}`,
      link: '/absen-lembur',
    },
    { from: supervisor.id, kind: 'overtime_request_decided' },
  );
  return approve ? ORDER_MESSAGES.approved : ORDER_MESSAGES.rejected;
}

/** Orders of these employees from a week ago on, requests waiting first, then by date. */
export async function ordersOf(db: Kysely<Database>, employeeIds: number[], today: string): Promise<OvertimeOrder[]> {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .selectFrom('overtime_orders as o')
    .innerJoin('employees as e', 'e.id', 'o.employee_id')
    .leftJoin('employees as s', 's.id', 'o.ordered_by')
    .select(['o.id', 'o.employee_id', 'e.name', 'o.work_date', 'o.start_time', 'o.end_time', 'o.task', 'o.status', 's.name as ordered_by', 'o.note', 'o.created_at'])
    .where('o.employee_id', 'in', employeeIds)
    .where('o.work_date', '>=', addDays(today, -7))
    .orderBy('o.work_date', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  const waitingFirst = (row: (typeof rows)[number]) => (row.status === 'asked' || row.status === 'ordered' ? 0 : 1);
  return rows
    .map((row) => ({ ...row, date: row.work_date, status: row.status as OvertimeOrderStatus }))
    .sort((a, b) => waitingFirst(a) - waitingFirst(b))
    .map(({ work_date: _, ...order }) => order);
}

/** The agreed order an overtime on this day is worked under, if any. */
export const agreedOrder = (db: Kysely<Database>, employeeId: number, date: string) =>
  db.selectFrom('overtime_orders').select('id').where('employee_id', '=', employeeId).where('work_date', '=', date).where('status', '=', 'agreed').executeTakeFirst();
