import { calling, deciding } from '../api/callingActor';
import type { DecisionRequest } from '../domain/leave';
import { type RecordDecisionChoice, recordDecisionRequest } from '../domain/verification';
import type { FaceMatchApproval } from '../contract/schemas';
import {
  addHoliday,
  changeArchive,
  assignRoster,
  changeEmployeeStatus,
  startImport,
  readImportJob,
  dismissImportJob,
  correctRecord,
  addRecord,
  saveSettings,
  savePrivacySettings,
  saveRoster,
  decideLeaveAsHr,
  approveFaceMatchesAsHr,
  decideRecordAsHr,
  downloadAudit,
  downloadImportTemplate,
  downloadRecap,
  previewImport,
  addFaceReference,
  removeFaceReference,
  previewHolidayImport,
  commitHolidayImport,
  publishAnnouncement,
  editAnnouncement,
  removeHoliday,
  saveEmployee,
  saveOffice,
  setQuota,
  swapShift,
  uploadAnnouncementImage,
  uploadEmployeePhoto,
  withdrawAnnouncement,
} from '../api/hr';

/** The real actors of the console's flows, given to each machine's .provide() by its view. */
export const hrEmployeeImportActors = {
  readImportJob: calling((_: void, signal) => readImportJob(signal)),
  previewImport: calling(previewImport),
  startImport: calling(startImport),
  dismissImportJob: calling((_: void, signal) => dismissImportJob(signal)),
};

export const hrHolidayImportActors = {
  previewImport: calling(previewHolidayImport),
  commitImport: calling(commitHolidayImport),
};

export const hrEmployeeStatusActors = { changeStatus: calling(changeEmployeeStatus) };

export const hrAnnouncementWithdrawalActors = { withdrawAnnouncement: calling(withdrawAnnouncement) };

export const hrEmployeeFormActors = { saveEmployee: calling(saveEmployee), uploadPhoto: calling(uploadEmployeePhoto) };

export const hrRosterAssignmentActors = { assignRoster: calling(assignRoster) };

export const hrRosterFormActors = { saveRoster: calling(saveRoster) };

export const hrShiftSwapActors = { swapShift: calling(swapShift) };

export const hrRecordCorrectionActors = { correctRecord: calling(correctRecord) };
export const hrRecordAdditionActors = { addRecord: calling(addRecord) };
export const hrSettingsActors = { saveSettings: calling(saveSettings) };
export const hrPrivacySettingsActors = { saveSettings: calling(savePrivacySettings) };
export const hrFaceReferencesActors = { addReference: calling(addFaceReference), removeReference: calling(removeFaceReference) };

/** HR's approval or rejection of any leave request (never a cancel: that is the employee's). */
export const hrLeaveDecisionActors = {
  decide: deciding(({ action, id }: DecisionRequest, note, signal) => decideLeaveAsHr({ id, decision: action === 'approve' ? 'approve' : 'reject', note }, signal)),
};

export const hrAnnouncementActors = { uploadImage: calling(uploadAnnouncementImage), publishAnnouncement: calling(publishAnnouncement), editAnnouncement: calling(editAnnouncement) };

export const hrQuotaActors = { setQuota: calling(setQuota) };

export const hrOfficeFormActors = { saveOffice: calling(saveOffice) };

export const hrArchivingActors = { changeArchive: calling(changeArchive) };

export const hrHolidaysActors = { addHoliday: calling(addHoliday), removeHoliday: calling(removeHoliday) };

export const hrRecapDownloadActors = { downloadFile: calling(downloadRecap) };
export const hrAuditDownloadActors = { downloadFile: calling(downloadAudit) };
export const hrTemplateDownloadActors = { downloadFile: calling(downloadImportTemplate) };

/** HR's decision on any employee's pending record (the company-wide queue). */
export const hrRecordVerificationActors = {
  decide: deciding((request: RecordDecisionChoice, note, signal) => decideRecordAsHr(recordDecisionRequest(request, note), signal)),
};

export const hrFaceMatchApprovalActors = {
  decide: deciding((request: FaceMatchApproval, _note, signal) => approveFaceMatchesAsHr(request, signal)),
};

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveFile(file: { name: string; contentType: string; bytes: Uint8Array }) {
  const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }));
  const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
