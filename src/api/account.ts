import { AccessLogSchema, DataExportStateSchema, PrivacyNoticeStateSchema } from '../contract/privacy';
import { type ChangePasswordRequest, ChangePasswordResponseSchema, type ReminderSetting, ReminderSettingSavedSchema, ReminderSettingSchema } from '../contract/schemas';
import { type FaceConsentRequest, FaceConsentSavedSchema, FaceConsentStateSchema } from '../contract/faces';
import { api } from './http';

export const changePassword = (body: ChangePasswordRequest, signal?: AbortSignal) =>
  api.post('mobile-v2/ubah-password', { json: body, signal }).json(ChangePasswordResponseSchema);

export const REMINDER_KEY = 'mobile-v2/pengingat';
export const fetchReminderSetting = () => api.get(REMINDER_KEY).json(ReminderSettingSchema);
export const saveReminderSetting = (setting: ReminderSetting, signal?: AbortSignal) => api.post(REMINDER_KEY, { json: setting, signal }).json(ReminderSettingSavedSchema);

export const FACE_CONSENT_KEY = 'mobile-v2/pemeriksaan-wajah';
export const fetchFaceConsent = () => api.get(FACE_CONSENT_KEY).json(FaceConsentStateSchema);
export const answerFaceConsent = (answer: FaceConsentRequest, signal?: AbortSignal) => api.post(FACE_CONSENT_KEY, { json: answer, signal }).json(FaceConsentSavedSchema);
export const withdrawFaceConsent = (signal?: AbortSignal) => api.post(`${FACE_CONSENT_KEY}/tarik`, { signal }).json(FaceConsentSavedSchema);

export const ACCESS_LOG_KEY = 'mobile-v2/privasi/akses';
export const fetchAccessLog = () => api.get(ACCESS_LOG_KEY).json(AccessLogSchema);

export const PRIVACY_NOTICE_KEY = 'mobile-v2/privasi';
export const fetchPrivacyNotice = () => api.get(PRIVACY_NOTICE_KEY).json(PrivacyNoticeStateSchema);
/** Reading the notice's page records the first read of the version shown, and answers the state. */
export const markPrivacyNoticeRead = (version: string) => api.post(`${PRIVACY_NOTICE_KEY}/dibaca`, { json: { version } }).json(PrivacyNoticeStateSchema);

export const DATA_EXPORT_KEY = 'mobile-v2/privasi/salinan';
export const readDataExport = (signal?: AbortSignal) => api.get(DATA_EXPORT_KEY, { signal }).json(DataExportStateSchema);
export const requestDataExport = (signal?: AbortSignal) => api.post(DATA_EXPORT_KEY, { signal }).json(DataExportStateSchema);
