import { checkAttendance, submitAttendance, uploadPhotos } from '../api/attendance';
import { checkOvertime, submitOvertime, uploadOvertimePhotos } from '../api/overtime';
import type { PhotoUploadResponse } from '../contract/schemas';
import type { AttendanceKind, CheckRequest, CheckResult, PendingAttendance, Photos, RecordedAnswer } from '../domain/attendance';

type Submit = PendingAttendance['submit'];

/** The face step as sent: with the ids its frames got when they were uploaded with the photos (docs/faces.md). */
const withFrames = (submit: Submit, filenames: PhotoUploadResponse): Submit['face_step'] =>
  submit.face_step ? { ...submit.face_step, frames: filenames.filename_frames ?? [] } : submit.face_step;

/** What a record's kind calls on the server: its check, its photo upload, its submit. */
interface RecordCalls {
  check(request: Omit<CheckRequest, 'kind'>, signal: AbortSignal): Promise<CheckResult>;
  upload(photos: Photos, type: '0' | '1', signal?: AbortSignal): Promise<PhotoUploadResponse>;
  submit(submit: Submit, filenames: PhotoUploadResponse, key: string, signal?: AbortSignal): Promise<RecordedAnswer>;
}

/** The calls of a regular clock-in or clock-out, and of an overtime start or end (docs/api.md): one table, one per kind. */
export const RECORD_CALLS: Record<AttendanceKind, RecordCalls> = {
  regular: {
    async check({ type, location, latitude, longitude, positions }, signal) {
      const answer = await checkAttendance({ type, location, latitude, longitude, positions }, signal);
      return { checkId: answer.check_id, isLate: answer.is_late === '1', passkeyChallenge: answer.passkey_challenge, faceChallenge: answer.face_challenge, shiftNotice: answer.shift_notice };
    },
    upload: (photos, type, signal) => uploadPhotos({ face: photos.face!, location: photos.location, letter: photos.letter, frames: photos.frames ?? [] }, type, signal),
    submit: (submit, filenames, key, signal) =>
      submitAttendance(
        { ...submit, face_step: withFrames(submit, filenames), filename_face: filenames.filename_image, filename_location: filenames.filename_location, filename_letter: filenames.filename_letter },
        key,
        signal,
      ),
  },
  overtime: {
    async check({ type, location, latitude, longitude, positions }, signal) {
      const answer = await checkOvertime({ type, is_location: location, latitude, longitude, positions }, signal);
      return { checkId: answer.check_id, isLate: false, passkeyChallenge: answer.passkey_challenge, faceChallenge: answer.face_challenge, shiftNotice: null };
    },
    // An overtime's answer has no letter.
    upload: async (photos, type, signal) => ({ ...(await uploadOvertimePhotos({ face: photos.face!, location: photos.location!, frames: photos.frames ?? [] }, type, signal)), filename_letter: null }),
    submit: (submit, filenames, key, signal) => {
      const { anomaly: _, ...rest } = submit;
      return submitOvertime({ ...rest, face_step: withFrames(submit, filenames), filename_face: filenames.filename_image, filename_location: filenames.filename_location! }, key, signal);
    },
  },
};
