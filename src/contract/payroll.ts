import * as v from 'valibot';
import { RecapAdjustmentSchema } from './hr';
import { recordId } from './fields';

/** A payroll period in the path: YYYYMM. */
export const PayrollPeriodParamSchema = v.object({
  /** A payroll period of this century: a year no payroll was paid in is no period to close or pull. */
  period: v.pipe(v.string(), v.regex(/^20\d\d(0[1-9]|1[0-2])$/, 'Periode harus berformat YYYYMM, tahun 2000 sampai 2099.')),
});
export const PayrollSheetEmployeeParamSchema = v.object({
  ...PayrollPeriodParamSchema.entries,
  employee_id: recordId('Id pegawai wajib diisi.', 'Id pegawai tidak valid.'),
});

/** One input a payroll system maps once (docs/hr.md, "Payroll sheet"): its stable code, its words, and what it counts. */
export const PayrollCodeSchema = v.object({
  code: v.string(),
  label: v.string(),
  unit: v.picklist(['hari', 'jam']),
});
export type PayrollCode = v.InferOutput<typeof PayrollCodeSchema>;

/** A row of the sheet: one employee's figure for every code of the sheet (0 when none). */
export const PayrollSheetRowSchema = v.object({
  employee_id: v.number(),
  nup: v.string(),
  name: v.string(),
  department: v.nullable(v.string()),
  figures: v.record(v.string(), v.number()),
});
export type PayrollSheetRow = v.InferOutput<typeof PayrollSheetRowSchema>;

const SheetHeadEntries = {
  period: v.string(),
  from: v.string(),
  to: v.string(),
  /** The last day counted: the period's end, or today in the current period. */
  counted_until: v.string(),
  generated_at: v.string(),
  /** Every code of the sheet, in its order: the fixed ones, then one per leave type, then overtime and the rest. */
  codes: v.array(PayrollCodeSchema),
};

/**
 * GET /hr/periods/{YYYYMM}/sheet and GET /api/payroll/{YYYYMM}: the sheet of every employee of the period, and the
 * adjustments: records of an earlier, closed period delivered during this one ('Penyesuaian periode sebelumnya').
 */
export const PayrollSheetSchema = v.object({ ...SheetHeadEntries, rows: v.array(PayrollSheetRowSchema), adjustments: v.array(RecapAdjustmentSchema) });
export type PayrollSheet = v.InferOutput<typeof PayrollSheetSchema>;

/** A record a figure counts: a clock-in or clock-out, an overtime's start or end, or an approved leave request. */
export const PayrollRecordRefSchema = v.object({
  kind: v.picklist(['attendance', 'overtime', 'leave_request']),
  id: v.number(),
});

/** One day a figure counts: how much it adds, the minutes it was judged by (late, early, overtime), its records. */
export const PayrollFigureDaySchema = v.object({
  date: v.string(),
  value: v.number(),
  minutes: v.nullable(v.number()),
  records: v.array(PayrollRecordRefSchema),
});
export type PayrollFigureDay = v.InferOutput<typeof PayrollFigureDaySchema>;

export const PayrollFigureSchema = v.object({
  ...PayrollCodeSchema.entries,
  value: v.number(),
  days: v.array(PayrollFigureDaySchema),
});
export type PayrollFigure = v.InferOutput<typeof PayrollFigureSchema>;

/** GET /hr/periods/{YYYYMM}/sheet/{employee_id}: one employee's figures, each with the days and records it counts. */
export const PayrollEmployeeSheetSchema = v.object({
  ...SheetHeadEntries,
  employee: v.object({ id: v.number(), nup: v.string(), name: v.string(), department: v.nullable(v.string()) }),
  figures: v.array(PayrollFigureSchema),
});
export type PayrollEmployeeSheet = v.InferOutput<typeof PayrollEmployeeSheetSchema>;

/** A key a payroll system reads closed periods' sheets with (docs/api.md, "Payroll"); only its hash is kept. */
export const PayrollKeySchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
});
export type PayrollKey = v.InferOutput<typeof PayrollKeySchema>;
export const PayrollKeyListSchema = v.array(PayrollKeySchema);

export const PayrollKeyRequestSchema = v.object({
  name: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, 'Nama kunci wajib diisi.'), v.maxLength(100, 'Nama kunci maksimal 100 karakter.')),
});
export type PayrollKeyRequest = v.InferOutput<typeof PayrollKeyRequestSchema>;

/** The key made: shown this once, never again. */
export const PayrollKeyMadeSchema = v.object({ message: v.string(), id: v.number(), name: v.string(), key: v.string() });
export type PayrollKeyMade = v.InferOutput<typeof PayrollKeyMadeSchema>;

export const PayrollKeyIdParamSchema = v.object({ id: recordId('Id kunci wajib diisi.', 'Id kunci tidak valid.') });
export const PayrollKeyRevokedSchema = v.object({ message: v.string() });
