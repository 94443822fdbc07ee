import { AccessLogSchema, type PrivacySettings, PrivacySettingsSavedSchema, PrivacySettingsSchema } from '../contract/privacy';
import { AuditListSchema, HrAnnouncementImageSchema, HrAnnouncementListSchema, HrAnnouncementPublishedSchema, type HrAnnouncementRequest, HrAttendanceListSchema, HrDashboardSchema, HrEmployeeListSchema, type HrEmployeeRequestInput, HrEmployeeSavedSchema, HrEmployeeStatusResponseSchema, HrImportPreviewSchema, HolidayImportPreviewSchema, HolidayImportResultSchema, ImportJobSchema, ImportJobStateSchema, HrLeaveListSchema, HrMessageSchema, HrQuotaListSchema, type HrQuotaRequest, RecapSchema, RosterCalendarSchema, HrScheduleListSchema, type CompanySettings, CompanySettingsSavedSchema, CompanySettingsSchema, DepartmentListSchema, type RecordAdditionRequest, RecordAdditionResponseSchema, type RecordCorrectionRequest, RecordCorrectionResponseSchema } from '../contract/hr';
import { PersonalFieldsSchema } from '../contract/personalFields';
import { type FaceMatchApproval, FaceMatchApprovalResponseSchema, type RecordDecisionRequest, RecordDecisionResponseSchema, VerificationQueueSchema } from '../contract/schemas';
import {
  HolidayListSchema,
  type HolidayRequest,
  HolidaySavedSchema,
  MapTilesSchema,
  OfficeListSchema,
  type OfficeRequest,
  OfficeSavedSchema,
  type RosterAssignment,
  RosterAssignedSchema,
  RosterListSchema,
  type RosterRequest,
  RosterSavedSchema,
  type ShiftSwapRequest,
  ShiftSwapSavedSchema,
} from '../contract/shifts';
import type { ArchiveAction, ArchivedThing, ImageFile, ImportFile, StatusAction } from '../domain/hrConsole';
import { FaceReferencesSavedSchema, FaceReferencesSchema } from '../contract/faces';
import { api, UPLOAD_TIME_LIMIT_MS } from './http';

/** The console's calls (docs/hr.md); every one answers 403 to anyone but HR. */
export const hrEmployeesKey = (query: string) => `hr/employees?${query}`;
export const fetchHrEmployees = (key: string) => api.get(key).json(HrEmployeeListSchema);

export const changeEmployeeStatus = ({ action, id }: { action: StatusAction; id: number }, signal?: AbortSignal) =>
  action === 'reset'
    ? api.post(`hr/employees/${id}/password`, { signal }).json(HrEmployeeSavedSchema)
    : api.post(`hr/employees/${id}/${action}`, { signal }).json(HrEmployeeStatusResponseSchema);

export const saveEmployee = ({ id, employee }: { id: number | null; employee: HrEmployeeRequestInput }, signal?: AbortSignal) =>
  api.post(id === null ? 'hr/employees' : `hr/employees/${id}`, { json: employee, signal }).json(HrEmployeeSavedSchema);
export function uploadEmployeePhoto({ id, image }: { id: number; image: ImageFile }, signal?: AbortSignal) {
  const form = new FormData();
  form.set('photo', new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType }), image.name);
  return api.post(`hr/employees/${id}/photo`, { body: form, signal, timeout: UPLOAD_TIME_LIMIT_MS }).json(HrEmployeeSavedSchema);
}
export const faceReferencesKey = (id: number) => `hr/employees/${id}/face-references`;
export const fetchFaceReferences = (key: string) => api.get(key).json(FaceReferencesSchema);
export function addFaceReference({ employeeId, image }: { employeeId: number; image: ImageFile }, signal?: AbortSignal) {
  const form = new FormData();
  form.set('photo', new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType }), image.name);
  return api.post(faceReferencesKey(employeeId), { body: form, signal, timeout: UPLOAD_TIME_LIMIT_MS }).json(FaceReferencesSavedSchema);
}
export const removeFaceReference = ({ employeeId, id }: { employeeId: number; id: number }, signal?: AbortSignal) =>
  api.post(`${faceReferencesKey(employeeId)}/delete`, { json: { id }, signal }).json(FaceReferencesSavedSchema);
export const HR_SCHEDULES_KEY = 'hr/schedules';
export const fetchSchedules = () => api.get(HR_SCHEDULES_KEY).json(HrScheduleListSchema);

const sendImport = (table: 'employees' | 'holidays', mode: 'preview' | 'commit', file: ImportFile, signal?: AbortSignal) =>
  api.post(`hr/${table}/import?mode=${mode}`, { body: file.bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': file.contentType }, timeout: UPLOAD_TIME_LIMIT_MS, signal });
export const previewImport = (file: ImportFile, signal?: AbortSignal) => sendImport('employees', 'preview', file, signal).json(HrImportPreviewSchema);
/** The employee import goes on in the background on the server (docs/hr.md, "Import"); its state is read with the key. */
export const IMPORT_JOB_KEY = 'hr/employees/import/job';
export const startImport = (file: ImportFile, signal?: AbortSignal) =>
  api.post(IMPORT_JOB_KEY, { body: file.bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': file.contentType }, timeout: UPLOAD_TIME_LIMIT_MS, signal }).json(ImportJobSchema);
export const readImportJob = async (signal?: AbortSignal) => (await api.get(IMPORT_JOB_KEY, { signal }).json(ImportJobStateSchema)).job;
export const dismissImportJob = (signal?: AbortSignal) => api.post(`${IMPORT_JOB_KEY}/dismiss`, { signal }).json(ImportJobStateSchema);
export const previewHolidayImport = (file: ImportFile, signal?: AbortSignal) => sendImport('holidays', 'preview', file, signal).json(HolidayImportPreviewSchema);
export const commitHolidayImport = (file: ImportFile, signal?: AbortSignal) => sendImport('holidays', 'commit', file, signal).json(HolidayImportResultSchema);

export const HR_ROSTERS_KEY = 'hr/rosters';
export const fetchRosters = () => api.get(HR_ROSTERS_KEY).json(RosterListSchema);
export const assignRoster = (assignment: RosterAssignment, signal?: AbortSignal) => api.post('hr/rosters/assign', { json: assignment, signal }).json(RosterAssignedSchema);

export const rosterCalendarKey = (query: string) => `hr/roster-calendar?${query}`;
export const fetchRosterCalendar = (key: string) => api.get(key).json(RosterCalendarSchema);

export const recapKey = (query: string) => `hr/recap?${query}`;
/** Every recap cached: the payroll period they were made with may have changed. */
export const isRecapKey = (key: unknown) => typeof key === 'string' && key.startsWith('hr/recap?');
export const fetchRecap = (key: string) => api.get(key).json(RecapSchema);

/** A console file, with the name the server gives it (what it holds: period, scope, dates). */
async function downloadFrom(path: string, fallbackName: string, { query, format }: { query: string; format: 'csv' | 'xlsx' }, signal?: AbortSignal) {
  const response = await api.get(`${path}?${query}&format=${format}`, { signal, timeout: UPLOAD_TIME_LIMIT_MS });
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${fallbackName}.${format}`;
  return { name, contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes: new Uint8Array(await response.arrayBuffer()) };
}

export const downloadRecap = (request: { query: string; format: 'csv' | 'xlsx' }, signal?: AbortSignal) => downloadFrom('hr/recap', 'rekap-absensi', request, signal);
/** The employee import's template (no filter: `query` is empty). */
export const downloadImportTemplate = (request: { query: string; format: 'csv' | 'xlsx' }, signal?: AbortSignal) =>
  downloadFrom('hr/employees/import/template', 'templat-impor-pegawai', request, signal);
export const downloadAudit = (request: { query: string; format: 'csv' | 'xlsx' }, signal?: AbortSignal) => downloadFrom('hr/audit', 'log-audit', request, signal);

export const HR_VERIFICATION_KEY = 'hr/verification';
export const fetchHrVerificationQueue = () => api.get(HR_VERIFICATION_KEY).json(VerificationQueueSchema);
export const decideRecordAsHr = (decision: RecordDecisionRequest, signal?: AbortSignal) =>
  api.post('hr/verification/decide', { json: decision, signal }).json(RecordDecisionResponseSchema);

export const approveFaceMatchesAsHr = (approval: FaceMatchApproval, signal?: AbortSignal) =>
  api.post('hr/verification/approve-face-matches', { json: approval, signal }).json(FaceMatchApprovalResponseSchema);

export const hrAttendanceKey = (employeeId: number, period: string) => `hr/employees/${employeeId}/attendance?period=${period}`;
export const fetchHrAttendance = (key: string) => api.get(key).json(HrAttendanceListSchema);
export const addRecord = (addition: RecordAdditionRequest, signal?: AbortSignal) => api.post('hr/attendance/add', { json: addition, signal }).json(RecordAdditionResponseSchema);

export const correctRecord = (correction: RecordCorrectionRequest, signal?: AbortSignal) =>
  api.post('hr/attendance/correct', { json: correction, signal }).json(RecordCorrectionResponseSchema);

export const HR_DASHBOARD_KEY = 'hr/dashboard';
export const fetchHrDashboard = () => api.get(HR_DASHBOARD_KEY).json(HrDashboardSchema);

export const hrHolidaysKey = (year: number) => `hr/holidays?year=${year}`;
export const fetchHolidays = (key: string) => api.get(key).json(HolidayListSchema);
export const addHoliday = (holiday: HolidayRequest, signal?: AbortSignal) => api.post('hr/holidays', { json: holiday, signal }).json(HolidaySavedSchema);
export const removeHoliday = (body: { date: string }, signal?: AbortSignal) => api.post('hr/holidays/delete', { json: body, signal }).json(HolidaySavedSchema);

export const HR_DEPARTMENTS_KEY = 'hr/departments';
export const fetchDepartments = () => api.get(HR_DEPARTMENTS_KEY).json(DepartmentListSchema);
export const HR_OFFICES_KEY = 'hr/offices';
export const fetchOffices = () => api.get(HR_OFFICES_KEY).json(OfficeListSchema);
/** Archive, use again or delete an office or a roster (docs/hr.md, "Archiving"). */
export const changeArchive = ({ thing, action, id }: { thing: ArchivedThing; action: ArchiveAction; id: number }, signal?: AbortSignal) =>
  api.post(`hr/${thing === 'office' ? 'offices' : 'rosters'}/${id}/${action}`, { signal }).json(HrMessageSchema);
export const HR_MAP_KEY = 'hr/map';
export const fetchMapTiles = () => api.get(HR_MAP_KEY).json(MapTilesSchema);
export const saveOffice = ({ id, office }: { id: number | null; office: OfficeRequest }, signal?: AbortSignal) =>
  api.post(id === null ? 'hr/offices' : `hr/offices/${id}`, { json: office, signal }).json(OfficeSavedSchema);

export const hrLeaveKey = (query: string) => `hr/leave?${query}`;
export const fetchHrLeave = (key: string) => api.get(key).json(HrLeaveListSchema);
export const decideLeaveAsHr = (decision: { id: number; decision: 'approve' | 'reject'; note: string }, signal?: AbortSignal) =>
  api.post('hr/leave/decide', { json: decision, signal }).json(HrMessageSchema);
export const hrQuotasKey = (year: number, type: string) => `hr/leave/quotas?year=${year}&type=${type}`;
export const fetchHrQuotas = (key: string) => api.get(key).json(HrQuotaListSchema);
export const setQuota = (quota: HrQuotaRequest, signal?: AbortSignal) => api.post('hr/leave/quotas', { json: quota, signal }).json(HrMessageSchema);

export const HR_ANNOUNCEMENTS_KEY = 'hr/announcements';
export const fetchHrAnnouncements = () => api.get(HR_ANNOUNCEMENTS_KEY).json(HrAnnouncementListSchema);
export function uploadAnnouncementImage(image: ImageFile, signal?: AbortSignal) {
  const form = new FormData();
  form.set('image', new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType }), image.name);
  return api.post('hr/announcements/image', { body: form, signal, timeout: UPLOAD_TIME_LIMIT_MS }).json(HrAnnouncementImageSchema);
}
export const publishAnnouncement = (announcement: HrAnnouncementRequest, signal?: AbortSignal) =>
  api.post('hr/announcements', { json: announcement, signal }).json(HrAnnouncementPublishedSchema);
export const editAnnouncement = ({ id, announcement }: { id: number; announcement: HrAnnouncementRequest }, signal?: AbortSignal) =>
  api.post(`hr/announcements/${id}`, { json: announcement, signal }).json(HrAnnouncementPublishedSchema);
export const withdrawAnnouncement = (id: number, signal?: AbortSignal) => api.post(`hr/announcements/${id}/withdraw`, { signal }).json(HrMessageSchema);

export const saveRoster = ({ id, roster }: { id: number | null; roster: RosterRequest }, signal?: AbortSignal) =>
  api.post(id === null ? 'hr/rosters' : `hr/rosters/${id}`, { json: roster, signal }).json(RosterSavedSchema);
export const swapShift = (swap: ShiftSwapRequest, signal?: AbortSignal) => api.post('hr/shift-swaps', { json: swap, signal }).json(ShiftSwapSavedSchema);

export const hrAuditKey = (query: string) => `hr/audit?${query}`;
export const fetchAudit = (key: string) => api.get(key).json(AuditListSchema);

export const HR_SETTINGS_KEY = 'hr/settings';
export const fetchSettings = () => api.get(HR_SETTINGS_KEY).json(CompanySettingsSchema);
export const saveSettings = (settings: CompanySettings, signal?: AbortSignal) => api.post(HR_SETTINGS_KEY, { json: settings, signal }).json(CompanySettingsSavedSchema);

export const personalFieldsKey = (employeeId: number) => `hr/employees/${employeeId}/personal`;
export const fetchPersonalFields = (key: string) => api.get(key).json(PersonalFieldsSchema);

export const HR_PRIVACY_SETTINGS_KEY = 'hr/privacy-settings';
export const fetchPrivacySettings = () => api.get(HR_PRIVACY_SETTINGS_KEY).json(PrivacySettingsSchema);
export const savePrivacySettings = (settings: PrivacySettings, signal?: AbortSignal) =>
  api.post(HR_PRIVACY_SETTINGS_KEY, { json: settings, signal }).json(PrivacySettingsSavedSchema);

export const accessLogKey = (employeeId: number) => `hr/employees/${employeeId}/access-log`;
export const fetchAccessLogOf = (key: string) => api.get(key).json(AccessLogSchema);
