import { fromPromise } from 'xstate';
import { checkAttendance, fetchAnomalyReasons, uploadPhotos } from '../api/attendance';
import { toCallFailure } from '../api/callFailure';
import { compressPhoto } from './compressPhoto';
import { deliver } from './deliverPending';
import { outbox } from './outbox';
import { authStore } from '../auth/authStore';
import type { AnomalyOption, AttendanceCheckRequest, AttendanceCheckResponse, AttendanceSubmitResponse, PhotoUploadResponse } from '../contract/schemas';
import { DIRECTION_CODE, type CallFailure, type Direction, type LocationFailure, type PendingAttendance, type PhotoKind, type Photos, type Position, type ReasonKind } from '../domain/attendance';

const PHOTO_NAMES: Record<PhotoKind, string> = { face: 'wajah', location: 'lokasi', letter: 'surat' };

const calling = <Output, Input>(call: (input: Input, signal: AbortSignal) => Promise<Output>) =>
  fromPromise<Output, Input>(async ({ input, signal }) => {
    try {
      return await call(input, signal);
    } catch (error) {
      throw toCallFailure(error);
    }
  });

/** The real actors of the clock-in/out flow, given to clockMachine.provide() by the dashboard. */
export const clockActors = {
  readLocation: fromPromise<Position, void>(
    () =>
      new Promise((resolve, reject) => {
        if (!('geolocation' in navigator)) return reject({ unsupported: true } satisfies LocationFailure);
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
          () => reject({ unsupported: false } satisfies LocationFailure),
          { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
        );
      }),
  ),
  checkAttendance: calling<AttendanceCheckResponse, AttendanceCheckRequest>(checkAttendance),
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
  uploadPhotos: calling<PhotoUploadResponse, { photos: Photos; direction: Direction }>(({ photos, direction }, signal) =>
    uploadPhotos({ face: photos.face!, location: photos.location, letter: photos.letter }, DIRECTION_CODE[direction], signal),
  ),
  submitAttendance: calling<AttendanceSubmitResponse, PendingAttendance>((pending) => deliver(pending)),
  keepForDelivery: fromPromise<void, PendingAttendance>(async ({ input }) => {
    try {
      await outbox.add({ ...input, nup: authStore.get().user?.nup ?? '', keptAt: new Date().toISOString(), refusal: null });
    } catch (error) {
      throw { connection: false, message: `Absen tidak dapat disimpan di perangkat (${(error as Error).message}).` } satisfies CallFailure;
    }
  }),
};
