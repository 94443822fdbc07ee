import { fromPromise } from 'xstate';
import { checkAttendance, fetchAnomalyReasons } from '../api/attendance';
import { calling } from '../api/callingActor';
import { checkOvertime } from '../api/overtime';
import { authStore } from '../auth/authStore';
import type { AnomalyOption, PhotoUploadResponse } from '../contract/schemas';
import type { CallFailure, CheckRequest, CheckResult, PendingAttendance, PhotoKind, Photos, PhotoUploadRequest, Position, ReasonKind } from '../domain/attendance';
import { compressPhoto } from './compressPhoto';
import { deliver, uploadAttendancePhotos } from './deliverPending';
import { outbox } from './outbox';

const PHOTO_NAMES: Record<PhotoKind, string> = { face: 'wajah', location: 'lokasi', letter: 'surat' };
const LOCATION_UNSUPPORTED = 'Geolocation tidak didukung oleh browser ini.';
const LOCATION_FAILED = 'Gagal mendapatkan lokasi perangkat.';

async function check({ kind, type, location, latitude, longitude }: CheckRequest, signal: AbortSignal): Promise<CheckResult> {
  if (kind === 'overtime') {
    const answer = await checkOvertime({ type, is_location: location, latitude, longitude }, signal);
    return { checkId: answer.check_id, isLate: false };
  }
  const answer = await checkAttendance({ type, location, latitude, longitude }, signal);
  return { checkId: answer.check_id, isLate: answer.is_late === '1' };
}

/** The real actors of the attendance flow (regular and overtime), given to attendanceMachine.provide() by the view. */
export const attendanceActors = {
  readLocation: fromPromise<Position, void>(
    () =>
      new Promise((resolve, reject) => {
        if (!('geolocation' in navigator)) return reject({ connection: false, message: LOCATION_UNSUPPORTED } satisfies CallFailure);
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
          () => reject({ connection: false, message: LOCATION_FAILED } satisfies CallFailure),
          { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
        );
      }),
  ),
  checkAttendance: calling<CheckResult, CheckRequest>(check),
  fetchReasons: calling<AnomalyOption[], ReasonKind>(fetchAnomalyReasons),
  preparePhotos: fromPromise<Photos, Photos>(async ({ input }) => {
    const prepared: Photos = { face: null, location: null, letter: null };
    for (const kind of Object.keys(PHOTO_NAMES) as PhotoKind[]) {
      const photo = input[kind];
      if (!photo) continue;
      try {
        prepared[kind] = await compressPhoto(photo);
      } catch {
        throw { connection: false, message: `Gagal memproses foto ${PHOTO_NAMES[kind]}.` } satisfies CallFailure;
      }
    }
    return prepared;
  }),
  uploadPhotos: calling<PhotoUploadResponse, PhotoUploadRequest>(uploadAttendancePhotos),
  submitAttendance: calling<unknown, PendingAttendance>((pending, signal) => deliver(pending, signal)),
  /** Keeps the attempt for delivery; when the flow was cancelled meanwhile, nothing stays behind. */
  keepForDelivery: fromPromise<void, PendingAttendance>(async ({ input, signal }) => {
    try {
      await outbox.add({ ...input, nup: authStore.get().user?.nup ?? '', keptAt: new Date().toISOString(), refusal: null });
      if (signal.aborted) await outbox.remove(input.id);
    } catch (error) {
      throw { connection: false, message: `Absen tidak dapat disimpan di perangkat (${(error as Error).message}).` } satisfies CallFailure;
    }
  }),
};
