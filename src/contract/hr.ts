/** The HR console's calls (`/hr/...`, docs/api.md "HR console"): their payloads and answers. */
import * as v from 'valibot';
import { MAX_RECORD_ID, recordId } from './fields';
import { parseLeaveDate } from './leaveDate';

/** Who may do what: every employee uses the app; `hr` also the console; `admin` also manages HR accounts. */
export const ROLES = ['employee', 'hr', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const filterText = (label: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, `${label}: maksimal 100 karakter.`)), '');

export const HrEmployeeQuerySchema = v.object({
  /** Part of a name, username or NUP. */
  q: filterText('Pencarian'),
  office_id: v.optional(recordId('Kantor wajib diisi.', 'Kantor tidak valid.')),
  department: filterText('Bagian'),
  active: v.optional(v.picklist(['1', '0', ''], 'Status aktif harus 1 atau 0.'), ''),
});
export type HrEmployeeQuery = v.InferOutput<typeof HrEmployeeQuerySchema>;

export const HrEmployeeSchema = v.object({
  id: v.number(),
  username: v.string(),
  nup: v.string(),
  name: v.string(),
  position: v.string(),
  position_level: v.number(),
  department: v.nullable(v.string()),
  offices: v.array(v.object({ id: v.number(), name: v.string() })),
  supervisor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  role: v.picklist(ROLES),
  active: v.boolean(),
  field_staff: v.boolean(),
});
export type HrEmployee = v.InferOutput<typeof HrEmployeeSchema>;

export const HrEmployeeListSchema = v.array(HrEmployeeSchema);

export const HrEmployeeIdParamSchema = v.object({ id: recordId('Id pegawai wajib diisi.', 'Id pegawai tidak valid.') });

export const HrEmployeeStatusResponseSchema = v.object({ message: v.string(), employee: HrEmployeeSchema });
export type HrEmployeeStatusResponse = v.InferOutput<typeof HrEmployeeStatusResponseSchema>;

export const HrRoleRequestSchema = v.object({ role: v.picklist(ROLES, 'Peran harus employee, hr atau admin.') });

const auditDate = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.isoDate(`${label} harus berformat yyyy-mm-dd.`),
      v.check((text) => parseLeaveDate(text) === text, `${label} bukan tanggal yang ada.`),
    ),
  );

export const AuditQuerySchema = v.object({
  entity: filterText('Jenis data'),
  entity_id: filterText('Id data'),
  actor_id: v.optional(recordId('Pelaku wajib diisi.', 'Pelaku tidak valid.')),
  from: auditDate('Tanggal awal'),
  to: auditDate('Tanggal akhir'),
  /** Entries older than this id: the next page (newest first, 100 a page). */
  before_id: v.optional(recordId('Halaman wajib diisi.', 'Halaman tidak valid.')),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

export const AuditEntrySchema = v.object({
  id: v.pipe(v.number(), v.maxValue(MAX_RECORD_ID)),
  at: v.string(),
  actor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  action: v.string(),
  entity: v.string(),
  entity_id: v.string(),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditListSchema = v.array(AuditEntrySchema);
