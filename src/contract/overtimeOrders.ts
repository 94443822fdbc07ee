/** Overtime orders, Surat Perintah Lembur (docs/hr.md, "Overtime orders"): ordered and agreed, or asked and approved. */
import * as v from 'valibot';
import { nullableText, recordId, requiredText } from './fields';
import { approvalDecision, isoDate } from './schemas';
import { clockTime } from './shifts';

export const OVERTIME_ORDER_STATUSES = ['asked', 'ordered', 'agreed', 'declined', 'rejected'] as const;
export type OvertimeOrderStatus = (typeof OVERTIME_ORDER_STATUSES)[number];

const plannedWork = {
  date: v.pipe(v.string('Pilih tanggalnya.'), v.isoDate('Pilih tanggalnya.')),
  start_time: clockTime('Jam mulai'),
  end_time: clockTime('Jam selesai'),
  task: requiredText('Tugas lembur wajib diisi.', 300),
};

/** The employee asks for overtime: the day, the planned hours and the task. */
export const OvertimeAskSchema = v.object(plannedWork);
export type OvertimeAsk = v.InferInput<typeof OvertimeAskSchema>;

/** A supervisor orders overtime for someone in their chain. */
export const OvertimeOrderInputSchema = v.object({ employee_id: recordId('Pilih pegawainya.', 'Pegawai tidak valid.'), ...plannedWork });
export type OvertimeOrderInput = v.InferInput<typeof OvertimeOrderInputSchema>;

export const OvertimeOrderSchema = v.object({
  id: v.number(),
  employee_id: v.number(),
  name: v.string(),
  date: isoDate,
  start_time: v.string(),
  end_time: v.string(),
  task: v.string(),
  status: v.picklist(OVERTIME_ORDER_STATUSES),
  /** Who ordered or approved it, or null while an employee's request waits. */
  ordered_by: nullableText,
  note: nullableText,
  created_at: v.string(),
});
export type OvertimeOrder = v.InferOutput<typeof OvertimeOrderSchema>;
export const OvertimeOrderListSchema = v.array(OvertimeOrderSchema);

/** A supervisor's view: their staff to order for, and the chain's orders (requests waiting first). */
export const StaffOvertimeOrdersSchema = v.object({
  staff: v.array(v.object({ id: v.number(), name: v.string() })),
  orders: OvertimeOrderListSchema,
});
export type StaffOvertimeOrders = v.InferOutput<typeof StaffOvertimeOrdersSchema>;

export const OvertimeOrderIdSchema = v.object({ id: recordId('Id perintah lembur wajib diisi.', 'Id perintah lembur tidak valid.') });

/** The employee's consent to an order, or not. */
export const OvertimeConsentSchema = v.object({ ...OvertimeOrderIdSchema.entries, decision: v.picklist(['agree', 'decline'], 'Pilih setuju atau tolak.') });
export type OvertimeConsent = v.InferInput<typeof OvertimeConsentSchema>;

/** A supervisor's decision on an employee's request. */
export const OvertimeAskDecisionSchema = approvalDecision(OvertimeOrderIdSchema.entries);
export type OvertimeAskDecision = v.InferInput<typeof OvertimeAskDecisionSchema>;

export const OvertimeOrderAnswerSchema = v.object({ message: v.string() });
export type OvertimeOrderAnswer = v.InferOutput<typeof OvertimeOrderAnswerSchema>;
