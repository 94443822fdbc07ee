import { fromPromise } from 'xstate';
import { fetchAnomalyReasons } from '../api/attendance';
import { calling } from '../api/callingActor';
import { authStore } from '../auth/authStore';
import type { AnomalyOption, PhotoUploadResponse, PositionSample } from '../contract/schemas';
import { type CheckRequest, type CheckResult, locationProblem, type PendingAttendance, type PhotoKind, type Photos, type PhotoUploadRequest, type ReasonKind, type RecordedAnswer } from '../domain/attendance';
import type { CallFailure } from '../domain/flow';
import { compressPhoto } from './compressPhoto';
import { deliver, uploadAttendancePhotos } from './deliverPending';
import { outbox } from './outbox';
import { RECORD_CALLS } from './recordCalls';

const PHOTO_NAMES: Record<PhotoKind, string> = { face: 'wajah', location: 'lokasi', letter: 'surat' };
const LOCATION_UNSUPPORTED = 'Geolocation tidak didukung oleh browser ini.';
/** How long the phone watches its position before the check, and how many fixes are enough. */
const SAMPLING_MS = 4_000;
const SAMPLES_WANTED = 5;

const sampleOf = ({ coords, timestamp }: GeolocationPosition): PositionSample => ({
  latitude: coords.latitude,
  longitude: coords.longitude,
  accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
  timestamp: Math.round(timestamp),
});

/**
 * One reading of the phone's position. Denied, or no fix in time: both are the employee's to fix on the phone, and
 * then worth trying again.
 */
const currentPosition = (options: PositionOptions) =>
  fromPromise<PositionSample, void>(
    () =>
      new Promise((resolve, reject) => {
        if (!('geolocation' in navigator)) return reject({ connection: false, message: LOCATION_UNSUPPORTED } satisfies CallFailure);
        navigator.geolocation.getCurrentPosition(
          (position) => resolve(sampleOf(position)),
          (problem) => reject({ connection: false, message: locationProblem(problem.code === problem.PERMISSION_DENIED), retryable: true } satisfies CallFailure),
          options,
        );
      }),
  );

/** The real actors of the attendance flow (regular and overtime), given to attendanceMachine.provide() by the view. */
export const attendanceActors = {
  readLocation: currentPosition({ enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 }),
  /** A quick fresh fix without asking for precision (a network position will do); no answer within 5 s is none. */
  peekLocation: currentPosition({ enableHighAccuracy: false, timeout: 5_000, maximumAge: 0 }),
  /** A few seconds of fresh fixes after the first (watchPosition); ends early once enough came, or when cancelled. */
  samplePositions: fromPromise<PositionSample[], PositionSample>(
    ({ input, signal }) =>
      new Promise((resolve) => {
        const samples = [input];
        const done = () => {
          navigator.geolocation.clearWatch(watch);
          clearTimeout(timer);
          resolve(samples);
        };
        const watch = navigator.geolocation.watchPosition(
          (position) => {
            samples.push(sampleOf(position));
            if (samples.length >= SAMPLES_WANTED) done();
          },
          done,
          { enableHighAccuracy: true, timeout: SAMPLING_MS, maximumAge: 0 },
        );
        const timer = setTimeout(done, SAMPLING_MS);
        signal.addEventListener('abort', done);
      }),
  ),
  checkAttendance: calling<CheckResult, CheckRequest>(({ kind, ...request }, signal) => RECORD_CALLS[kind].check(request, signal)),
  fetchReasons: calling<AnomalyOption[], ReasonKind>(fetchAnomalyReasons),
  preparePhotos: fromPromise<Photos, Photos>(async ({ input }) => {
    // The face step's frames are small JPEGs already (src/faces/faceCamera.ts): they go as they are.
    const prepared: Photos = { face: null, location: null, letter: null, frames: input.frames ?? [] };
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
  submitAttendance: calling<RecordedAnswer, PendingAttendance>((pending, signal) => deliver(pending, signal)),
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
