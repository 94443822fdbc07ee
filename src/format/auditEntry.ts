import type { AuditEntry } from '../contract/hr';
import type { Verification } from '../contract/verification';
import type { CorrectionRequestStatus } from '../contract/correctionRequests';
import { CORRECTION_STATUS_LABELS } from '../domain/correctionRequests';
import type { PersonalChangeStatus, PersonalField } from '../contract/personalChanges';
import { PERSONAL_CHANGE_STATUS_LABELS, PERSONAL_FIELD_LABELS } from '../domain/personalChanges';
import type { OvertimeOrderStatus } from '../contract/overtimeOrders';
import { OVERTIME_ORDER_STATUS_LABELS } from '../domain/overtimeOrders';
import { leaveStatusBadge } from '../domain/leave';
import { ROLE_LABELS } from '../domain/roles';
import type { HolidayKind } from '../contract/shifts';
import { HOLIDAY_KIND_LABELS } from '../domain/shifts';
import { RECORD_LABELS, VERIFICATION_BADGES } from '../domain/verification';
import { dateRange, fieldDate, longDate, wibMoment } from './indonesian';
import { itemWords, skippedSentence } from './maintenance';
import type { PassName, SkippedItem } from '../contract/maintenance';
import { PASS_LABELS } from '../domain/maintenance';

/** What a record decision did, in the decider's words. */
const DECIDED: Record<Verification, string> = {
  verified: 'menyetujui',
  accepted_at_receipt: 'menerima (jam diterima)',
  rejected: 'menolak',
  pending: 'mengembalikan ke antrean',
};

/** The verb of each action on an employee, followed by the employee's name. */
const ON_EMPLOYEE: Record<string, string> = {
  'employee.create': 'menambahkan pegawai',
  'employee.update': 'mengubah data',
  'employee.deactivate': 'menonaktifkan',
  'employee.reactivate': 'mengaktifkan kembali',
  'employee.password': 'membuat password baru untuk',
  'employee.photo': 'mengganti foto profil',
  'employee.role': 'mengubah peran',
  'employee.roster': 'mengubah pola shift',
  'employee.supervisor': 'mengubah atasan',
  'employee.import.create': 'menambahkan lewat impor pegawai',
  'employee.import.update': 'mengubah lewat impor data',
  'shift.swap': 'menukar shift',
  'leave.quota': 'mengubah kuota cuti',
  'passkey.enrol': 'mendaftarkan perangkat absen',
  'passkey.approve': 'menyetujui perangkat absen',
  'passkey.revoke': 'mencabut perangkat absen',
  'passkey.exempt': 'mengubah pengecualian perangkat absen',
  'passkey.code': 'membuat kode pendaftaran perangkat untuk',
  'face.reference.add': 'menambahkan foto rujukan wajah',
  'face.reference.remove': 'menghapus foto rujukan wajah',
};

/** The verb of each action on something else, followed by its name when the entry keeps one. */
const ON_THING: Record<string, string> = {
  'office.create': 'menambahkan kantor',
  'office.update': 'mengubah kantor',
  'office.archive': 'mengarsipkan kantor',
  'office.restore': 'memakai lagi kantor',
  'office.delete': 'menghapus kantor',
  'roster.create': 'membuat pola shift',
  'roster.update': 'mengubah pola shift',
  'roster.archive': 'mengarsipkan pola shift',
  'roster.restore': 'memakai lagi pola shift',
  'roster.delete': 'menghapus pola shift',
  'holiday.create': 'menambahkan hari libur',
  'holiday.delete': 'menghapus hari libur',
  'announcement.create': 'menerbitkan pengumuman',
  'announcement.withdraw': 'menarik pengumuman',
  'employee.import': 'mengimpor berkas pegawai',
  'settings.update': 'mengubah pengaturan perusahaan',
  'privacy.settings.update': 'mengubah pengaturan data pribadi',
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const named = (entry: AuditEntry) => text(entry.after?.name) ?? text(entry.after?.title) ?? text(entry.before?.name) ?? text(entry.before?.title);

/** What the record was: 'absen masuk Andi Saputra, Kamis, 26 November 2026'. */
function recordWords(entry: AuditEntry): string {
  const kind = entry.entity === 'overtime' ? 'overtime' : 'attendance';
  const direction = entry.record?.direction === 'out' ? 'out' : 'in';
  const date = entry.record ? `, ${longDate(entry.record.from)}` : '';
  return `${RECORD_LABELS[kind][direction].toLowerCase()} ${entry.subject?.name ?? `nomor ${entry.entity_id}`}${date}`;
}

/** ', Sabtu, 28 November 2026' when the entry names its day. */
const onDay = (entry: AuditEntry) => (entry.record ? `, ${longDate(entry.record.from)}` : '');

/**
 * An audit entry as a sentence in Indonesian: who did what to whom ("Rina Kusumawati menyetujui absen masuk Andi
 * Saputra, Kamis, 26 November 2026"); when is said beside it (`auditMoment`).
 */
export function auditSentence(entry: AuditEntry): string {
  const actor = entry.actor?.name ?? 'Perintah admin';
  const subject = entry.subject?.name ?? `pegawai nomor ${entry.entity_id}`;
  switch (entry.action) {
    case 'record.decide':
      return `${actor} ${DECIDED[(text(entry.after?.verification) ?? 'pending') as Verification] ?? 'memutuskan'} ${recordWords(entry)}`;
    case 'record.correct':
      return `${actor} mengoreksi ${recordWords(entry)}`;
    case 'record.add':
      return `${actor} menambahkan ${recordWords(entry)}`;
    case 'correction.decide':
      return `${actor} ${text(entry.after?.status) === 'approved' ? 'menyetujui' : 'menolak'} pengajuan koreksi ${recordWords(entry)}`;
    case 'personal.change.decide': {
      const field = PERSONAL_FIELD_LABELS[text(entry.after?.field) as PersonalField] ?? 'data diri';
      return `${actor} ${text(entry.after?.status) === 'approved' ? 'menyetujui' : 'menolak'} perubahan ${field} ${subject}`;
    }
    case 'overtime_order.create':
      return `${actor} memerintahkan lembur ${subject}${onDay(entry)}`;
    case 'overtime_order.ask':
      return `${actor} mengajukan lembur${onDay(entry)}`;
    case 'overtime_order.answer':
      return `${actor} ${text(entry.after?.status) === 'agreed' ? 'menyetujui' : 'menolak'} perintah lembur${onDay(entry)}`;
    case 'overtime_order.decide':
      return `${actor} ${text(entry.after?.status) === 'agreed' ? 'menyetujui' : 'menolak'} pengajuan lembur ${subject}${onDay(entry)}`;
    case 'leave.decide': {
      const verb = text(entry.after?.status) === '1' ? 'menyetujui' : 'menolak';
      const days = entry.record ? `, ${dateRange(entry.record.from, entry.record.to)}` : '';
      return `${actor} ${verb} pengajuan izin ${subject}${days}`;
    }
    case 'holiday.import':
      return `${actor} mengimpor daftar hari libur tahun ${entry.entity_id}`;
    case 'retention.run':
      return 'Penghapusan berkala menghapus foto dan posisi yang masa simpannya berakhir';
    case 'maintenance.skipped': {
      const items = Array.isArray(entry.after?.items) ? (entry.after.items as SkippedItem[]) : [];
      return skippedSentence(entry.entity_id as PassName, null, Number(entry.after?.skipped ?? items.length), items);
    }
    case 'period.close':
      return `${actor} menutup periode penggajian ${entry.entity_id}`;
    case 'period.reopen':
      return `${actor} membuka kembali periode penggajian ${entry.entity_id}: ${text(entry.after?.reason) ?? ''}`;
    case 'payroll_key.create':
      return `${actor} membuat kunci penggajian "${named(entry) ?? ''}"`;
    case 'payroll_key.revoke':
      return `${actor} mencabut kunci penggajian "${named(entry) ?? ''}"`;
    case 'payroll_key.use':
      return `Sistem penggajian membaca periode ${text(entry.after?.period) ?? ''} dengan kunci "${named(entry) ?? ''}"`;
    case 'payroll_key.refused':
      return `Kunci penggajian "${named(entry) ?? ''}" yang sudah dicabut dipakai lagi dan ditolak`;
    case 'access.refused':
      return `${actor} ditolak saat mencoba mengubah ${subject}: ${text(entry.after?.message) ?? 'tidak berwenang'}`;
  }
  if (ON_EMPLOYEE[entry.action]) return `${actor} ${ON_EMPLOYEE[entry.action]} ${subject}`;
  const name = named(entry);
  if (ON_THING[entry.action]) return `${actor} ${ON_THING[entry.action]}${name ? ` "${name}"` : ''}`;
  return `${actor} mengubah data${name ? ` "${name}"` : ''}`;
}

export const auditMoment = (entry: AuditEntry) => wibMoment(entry.at);

/** The fields a change names, in words; a field not listed here is shown by its own name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nama', nup: 'NUP', position: 'Jabatan', position_level: 'Level jabatan', department_id: 'Bagian', sub_department_id: 'Sub bagian',
  office_id: 'Kantor utama', office_ids: 'Kantor', supervisor_id: 'Atasan', schedule_id: 'Jadwal', roster_id: 'Pola shift', role: 'Peran',
  field_staff: 'Pegawai lapangan', start_date: 'Tanggal mulai bekerja', end_date: 'Tanggal berhenti', active: 'Aktif', username: 'Username',
  verification: 'Status', note: 'Catatan', checked_at: 'Jam absen', is_late: 'Terlambat', status: 'Status', password: 'Password',
  device: 'Perangkat', with_code: 'Dengan kode', passkey_exempt: 'Dikecualikan', quota: 'Kuota', days: 'Hari', title: 'Judul',
  task: 'Tugas', latitude: 'Lintang', longitude: 'Bujur', radius_m: 'Radius (m)', time_zone: 'Zona waktu', date: 'Tanggal', shift: 'Shift',
  correction_window_days: 'Batas hari pengajuan koreksi', payroll_cutoff_day: 'Tanggal tutup buku', cuti_bersama_uses_quota: 'Cuti bersama memotong kuota',
  forgotten_clock_out_hours: 'Batas lupa absen pulang (jam)', reference: 'Foto rujukan', kind: 'Jenis', created: 'Baru', updated: 'Diubah', removed: 'Dihapus',
  usernames: 'Username', attempted: 'Tindakan', request: 'Permintaan', message: 'Pesan', start_time: 'Jam mulai', end_time: 'Jam selesai',
  photo_retention_days: 'Masa simpan foto dan posisi (hari)', reference_retention_days: 'Masa simpan foto rujukan wajah (hari)',
  officer_name: 'Pejabat pelindungan data', officer_contact: 'Kontak pejabat pelindungan data', through: 'Sampai tanggal kerja',
  records: 'Absen dan lembur', files: 'Foto dan lampiran', positions: 'Posisi', requests: 'Pengajuan koreksi dan izin',
  request_id: 'Nomor pengajuan', field: 'Data', value: 'Isi data', pass: 'Pemeliharaan', skipped: 'Butir dilewati', items: 'Butir dan alasannya', file_quota_mb: 'Ruang berkas per pegawai (MB)',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function valueWords(field: string, value: unknown, entity: string): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (field === 'verification' && typeof value === 'string' && value in VERIFICATION_BADGES) return VERIFICATION_BADGES[value as Verification];
  if (field === 'status' && entity === 'leave_request' && typeof value === 'string') return leaveStatusBadge(value).label;
  if (field === 'status' && entity === 'overtime_order' && typeof value === 'string' && value in OVERTIME_ORDER_STATUS_LABELS) {
    return OVERTIME_ORDER_STATUS_LABELS[value as OvertimeOrderStatus];
  }
  if (field === 'status' && entity === 'correction_request' && typeof value === 'string' && value in CORRECTION_STATUS_LABELS) {
    return CORRECTION_STATUS_LABELS[value as CorrectionRequestStatus];
  }
  if (field === 'status' && entity === 'employee' && typeof value === 'string' && value in PERSONAL_CHANGE_STATUS_LABELS) {
    return PERSONAL_CHANGE_STATUS_LABELS[value as PersonalChangeStatus];
  }
  if (field === 'field' && typeof value === 'string' && value in PERSONAL_FIELD_LABELS) return PERSONAL_FIELD_LABELS[value as PersonalField];
  if (field === 'pass' && entity === 'maintenance' && typeof value === 'string' && value in PASS_LABELS) return PASS_LABELS[value as PassName];
  if (field === 'items' && entity === 'maintenance' && Array.isArray(value)) return (value as SkippedItem[]).map((skipped) => `${itemWords(skipped.item)}: ${skipped.reason}`).join('; ');
  if (field === 'kind' && entity === 'holiday' && typeof value === 'string' && value in HOLIDAY_KIND_LABELS) return HOLIDAY_KIND_LABELS[value as HolidayKind];
  if (field === 'role' && typeof value === 'string' && value in ROLE_LABELS) return ROLE_LABELS[value as keyof typeof ROLE_LABELS];
  if ((field === 'is_late' || field === 'field_staff' || field === 'passkey_exempt' || field === 'active' || field === 'cuti_bersama_uses_quota') && typeof value === 'number') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'string' && INSTANT.test(value)) return wibMoment(value);
  if (typeof value === 'string' && DATE.test(value)) return fieldDate(value);
  if (Array.isArray(value)) return value.map((item) => valueWords(field, item, entity)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each field the entry names, before and after, in words: the rows of a small table. */
export function auditChanges(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({
    field: FIELD_LABELS[field] ?? field,
    before: entry.before ? valueWords(field, entry.before[field], entry.entity) : '-',
    after: entry.after ? valueWords(field, entry.after[field], entry.entity) : '-',
  }));
}
