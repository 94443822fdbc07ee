import { calling, deciding } from '../api/callingActor';
import { answerFaceConsent, changePassword, readDataExport, requestDataExport, saveReminderSetting, withdrawFaceConsent } from '../api/account';
import type { FaceConsentRequest } from '../contract/faces';
import type { ChangePasswordRequest, ReminderSetting } from '../contract/schemas';

/** The real actor of the change-password form. */
export const accountActors = {
  changePassword: calling((request: ChangePasswordRequest, signal) => changePassword(request, signal)),
};

/** The face check's consent (docs/faces.md): agreeing, declining and withdrawing are decisions of the employee's own. */
export const faceConsentActors = {
  decide: deciding((request: FaceConsentRequest | 'withdraw', _note, signal) => (request === 'withdraw' ? withdrawFaceConsent(signal) : answerFaceConsent(request, signal))),
};

/** The real actor of Akun's reminder switch. */
export const reminderSettingActors = {
  saveReminder: calling((setting: ReminderSetting, signal) => saveReminderSetting(setting, signal)),
};

/** 'Unduh Data Saya': reading the latest copy, and asking for one. */
export const dataExportActors = {
  readCopy: calling((_: void, signal) => readDataExport(signal)),
  requestCopy: calling((_: void, signal) => requestDataExport(signal)),
};
