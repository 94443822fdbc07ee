import { and, assign, emit, setup } from 'xstate';
import type {
  AnomalyOption,
  AttendanceCheckRequest,
  AttendanceCheckResponse,
  AttendanceSubmitResponse,
  Geofence,
  PhotoUploadResponse,
} from '../src/contract/schemas';
import {
  type CallFailure,
  DIRECTION_CODE,
  type Direction,
  isWithinOffices,
  type LocationFailure,
  locationCode,
  type PendingAttendance,
  type PhotoKind,
  type Photos,
  type Position,
  reasonKindOf,
  type ReasonKind,
} from '../src/domain/attendance';
import { unprovided } from './unprovided';

export interface ClockAlert {
  kind: 'success' | 'error' | 'info';
  title: string;
  text: string;
  confirmLabel: string;
}

export interface ClockContext {
  direction: Direction;
  /** Inside the office: chosen for clock-out, from the position and the geofences for clock-in. */
  inside: boolean;
  offices: Geofence[];
  deviceToken: string;
  /** Idempotency key of this attempt, kept across retries and delivery from the device. */
  attemptId: string;
  position: Position | null;
  check: AttendanceCheckResponse | null;
  reasons: AnomalyOption[];
  reason: string | null;
  photos: Photos;
  filenames: PhotoUploadResponse | null;
  /** The message shown in the current step (a missing reason or photo, a camera problem). */
  hint: string | null;
  alert: ClockAlert | null;
}

export type ClockEvent =
  | { type: 'clock.start'; direction: Direction; offices: Geofence[]; deviceToken: string; attemptId: string }
  | { type: 'place.choose'; inside: boolean }
  | { type: 'reason.select'; label: string }
  | { type: 'reason.save' }
  | { type: 'photo.captured'; photo: Blob }
  | { type: 'photo.retake' }
  | { type: 'photo.confirm' }
  | { type: 'camera.failed'; message: string }
  | { type: 'submit.retry' }
  | { type: 'flow.cancel' }
  | { type: 'alert.dismiss' };

export type ClockEmitted =
  | { type: 'attendance.recorded'; direction: Direction }
  | { type: 'attendance.queued'; direction: Direction };

export const CLOCK_MESSAGES = {
  locationFailed: 'Gagal mendapatkan lokasi perangkat.',
  locationUnsupported: 'Geolocation tidak didukung oleh browser ini.',
  checkFailedTitle: 'Absen Gagal',
  reasonsFailed: 'Gagal mengambil data kelainan.',
  reasonMissing: 'Silakan pilih alasan terlebih dahulu.',
  faceMissing: 'Silakan ambil foto wajah terlebih dahulu.',
  locationPhotoMissing: 'Silakan ambil foto lokasi terlebih dahulu.',
  locationAndLetterMissing: 'Silakan ambil foto lokasi dan surat terlebih dahulu.',
  uploadFailed: 'Upload foto gagal',
  submitFailedTitle: 'Absen upload gagal!',
  submitFallback: 'Absen upload failed',
  successTitle: 'Absen berhasil!',
  successText: 'Data berhasil diunggah.',
  queuedTitle: 'Absen disimpan di perangkat',
  queuedText: 'Koneksi terputus. Absen Anda sudah disimpan dan akan dikirim otomatis saat koneksi kembali.',
} as const;

const NO_PHOTOS: Photos = { face: null, location: null, letter: null };

const failure = (error: unknown): CallFailure =>
  error && typeof error === 'object' && 'connection' in error
    ? (error as CallFailure)
    : { connection: false, message: error instanceof Error ? error.message : null };

const errorAlert = (title: string, text: string): ClockAlert => ({ kind: 'error', title, text, confirmLabel: 'OK' });

function pendingFrom(context: ClockContext): PendingAttendance {
  return {
    id: context.attemptId,
    direction: context.direction,
    photos: context.photos,
    filenames: context.filenames,
    submit: {
      latitude: String(context.position!.latitude),
      longitude: String(context.position!.longitude),
      type: DIRECTION_CODE[context.direction],
      location: locationCode(context.inside),
      device_token: context.deviceToken,
      anomaly: context.reason,
      is_pwa: '1',
      check_id: context.check?.check_id ?? null,
    },
  };
}

export const clockMachine = setup({
  types: {
    context: {} as ClockContext,
    events: {} as ClockEvent,
    emitted: {} as ClockEmitted,
  },
  actors: {
    readLocation: unprovided<Position>('readLocation'),
    checkAttendance: unprovided<AttendanceCheckResponse, AttendanceCheckRequest>('checkAttendance'),
    fetchReasons: unprovided<AnomalyOption[], ReasonKind>('fetchReasons'),
    preparePhotos: unprovided<Photos, Photos>('preparePhotos'),
    uploadPhotos: unprovided<PhotoUploadResponse, { photos: Photos; direction: Direction }>('uploadPhotos'),
    submitAttendance: unprovided<AttendanceSubmitResponse, PendingAttendance>('submitAttendance'),
    keepForDelivery: unprovided<void, PendingAttendance>('keepForDelivery'),
  },
  guards: {
    isClockOut: ({ event }) => event.type === 'clock.start' && event.direction === 'out',
    needsReason: ({ context, event }) =>
      !context.inside || (event as { output?: AttendanceCheckResponse }).output?.is_late === '1',
    hasReason: ({ context }) => Boolean(context.reason),
    hasFacePhoto: ({ context }) => context.photos.face !== null,
    hasLocationPhoto: ({ context }) => context.photos.location !== null,
    hasLetterPhoto: ({ context }) => context.photos.letter !== null,
    isOutside: ({ context }) => !context.inside,
    isUnsupported: ({ event }) => ((event as { error?: Partial<LocationFailure> }).error?.unsupported ?? false) === true,
    isConnectionProblem: ({ event }) => failure((event as { error?: unknown }).error).connection,
  },
  actions: {
    clearHint: assign({ hint: null }),
    keepPhoto: assign(({ context, event }, params: { kind: PhotoKind }) => ({
      photos: { ...context.photos, [params.kind]: (event as { photo: Blob }).photo },
      hint: null,
    })),
    dropPhoto: assign(({ context }, params: { kind: PhotoKind }) => ({ photos: { ...context.photos, [params.kind]: null } })),
    showCameraProblem: assign(({ event }) => ({ hint: (event as { message: string }).message })),
    reset: assign({
      position: null,
      check: null,
      reasons: [],
      reason: null,
      photos: NO_PHOTOS,
      filenames: null,
      hint: null,
      alert: null,
    }),
  },
}).createMachine({
  id: 'clock',
  context: {
    direction: 'in',
    inside: true,
    offices: [],
    deviceToken: '',
    attemptId: '',
    position: null,
    check: null,
    reasons: [],
    reason: null,
    photos: NO_PHOTOS,
    filenames: null,
    hint: null,
    alert: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'clock.start': [
          {
            guard: 'isClockOut',
            target: 'choosingPlace',
            actions: [
              'reset',
              assign(({ event }) => ({ direction: event.direction, offices: event.offices, deviceToken: event.deviceToken, attemptId: event.attemptId })),
            ],
          },
          {
            target: 'locating',
            actions: [
              'reset',
              assign(({ event }) => ({ direction: event.direction, offices: event.offices, deviceToken: event.deviceToken, attemptId: event.attemptId })),
            ],
          },
        ],
      },
    },
    choosingPlace: {
      on: {
        'place.choose': { target: 'locating', actions: assign(({ event }) => ({ inside: event.inside })) },
        'flow.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    locating: {
      tags: ['busy'],
      invoke: {
        id: 'readLocation',
        src: 'readLocation',
        onDone: {
          target: 'checking',
          actions: assign(({ context, event }) => ({
            position: event.output,
            inside: context.direction === 'in' ? isWithinOffices(event.output, context.offices) : context.inside,
          })),
        },
        onError: [
          { guard: 'isUnsupported', target: 'failed', actions: assign({ alert: errorAlert(CLOCK_MESSAGES.checkFailedTitle, CLOCK_MESSAGES.locationUnsupported) }) },
          { target: 'failed', actions: assign({ alert: errorAlert(CLOCK_MESSAGES.checkFailedTitle, CLOCK_MESSAGES.locationFailed) }) },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkAttendance',
        src: 'checkAttendance',
        input: ({ context }) => ({
          type: DIRECTION_CODE[context.direction],
          location: locationCode(context.inside),
          latitude: String(context.position!.latitude),
          longitude: String(context.position!.longitude),
        }),
        onDone: [
          { guard: 'needsReason', target: 'loadingReasons', actions: assign(({ event }) => ({ check: event.output })) },
          { target: 'capturingFace', actions: assign(({ event }) => ({ check: event.output })) },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            alert: errorAlert(CLOCK_MESSAGES.checkFailedTitle, failure(event.error).message ?? CLOCK_MESSAGES.submitFallback),
          })),
        },
      },
    },
    loadingReasons: {
      tags: ['busy'],
      invoke: {
        id: 'fetchReasons',
        src: 'fetchReasons',
        input: ({ context }) => reasonKindOf(context),
        onDone: { target: 'choosingReason', actions: assign(({ event }) => ({ reasons: event.output })) },
        onError: { target: 'failed', actions: assign({ alert: errorAlert(CLOCK_MESSAGES.checkFailedTitle, CLOCK_MESSAGES.reasonsFailed) }) },
      },
    },
    choosingReason: {
      on: {
        'reason.select': { actions: [assign(({ event }) => ({ reason: event.label })), 'clearHint'] },
        'reason.save': [
          { guard: 'hasReason', target: 'capturingFace', actions: 'clearHint' },
          { actions: assign({ hint: CLOCK_MESSAGES.reasonMissing }) },
        ],
        'flow.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    capturingFace: {
      on: {
        'photo.captured': { actions: { type: 'keepPhoto', params: { kind: 'face' } } },
        'photo.retake': { actions: { type: 'dropPhoto', params: { kind: 'face' } } },
        'photo.confirm': [
          { guard: and(['hasFacePhoto', 'isOutside']), target: 'capturingLocation', actions: 'clearHint' },
          { guard: 'hasFacePhoto', target: 'preparing', actions: 'clearHint' },
          { actions: assign({ hint: CLOCK_MESSAGES.faceMissing }) },
        ],
        'camera.failed': { actions: 'showCameraProblem' },
        'flow.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    capturingLocation: {
      on: {
        'photo.captured': { actions: { type: 'keepPhoto', params: { kind: 'location' } } },
        'photo.retake': { actions: { type: 'dropPhoto', params: { kind: 'location' } } },
        'photo.confirm': [
          { guard: 'hasLocationPhoto', target: 'capturingLetter', actions: 'clearHint' },
          { actions: assign({ hint: CLOCK_MESSAGES.locationPhotoMissing }) },
        ],
        'camera.failed': { actions: 'showCameraProblem' },
        'flow.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    capturingLetter: {
      on: {
        'photo.captured': { actions: { type: 'keepPhoto', params: { kind: 'letter' } } },
        'photo.retake': { actions: { type: 'dropPhoto', params: { kind: 'letter' } } },
        'photo.confirm': [
          { guard: 'hasLetterPhoto', target: 'preparing', actions: 'clearHint' },
          { actions: assign({ hint: CLOCK_MESSAGES.locationAndLetterMissing }) },
        ],
        'camera.failed': { actions: 'showCameraProblem' },
        'flow.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'preparePhotos',
        src: 'preparePhotos',
        input: ({ context }) => context.photos,
        onDone: { target: 'uploading', actions: assign(({ event }) => ({ photos: event.output })) },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            alert: errorAlert(CLOCK_MESSAGES.uploadFailed, failure(event.error).message ?? 'Gagal memproses foto.'),
          })),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadPhotos',
        src: 'uploadPhotos',
        input: ({ context }) => ({ photos: context.photos, direction: context.direction }),
        onDone: { target: 'submitting', actions: assign(({ event }) => ({ filenames: event.output })) },
        onError: [
          { guard: 'isConnectionProblem', target: 'keepingForDelivery' },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              alert: errorAlert(CLOCK_MESSAGES.uploadFailed, `${CLOCK_MESSAGES.uploadFailed}: ${failure(event.error).message ?? 'Terjadi kesalahan'}`),
            })),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitAttendance',
        src: 'submitAttendance',
        input: ({ context }) => pendingFrom(context),
        onDone: 'succeeded',
        onError: [
          { guard: 'isConnectionProblem', target: 'keepingForDelivery' },
          {
            target: 'submitFailed',
            actions: assign(({ event }) => ({
              alert: {
                kind: 'error' as const,
                title: CLOCK_MESSAGES.submitFailedTitle,
                text: `Terjadi kesalahan: ${failure(event.error).message ?? CLOCK_MESSAGES.submitFallback}`,
                confirmLabel: 'Coba Lagi',
              },
            })),
          },
        ],
      },
    },
    submitFailed: {
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ alert: null }) },
        'flow.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    keepingForDelivery: {
      tags: ['busy'],
      invoke: {
        id: 'keepForDelivery',
        src: 'keepForDelivery',
        input: ({ context }) => pendingFrom(context),
        onDone: {
          target: 'kept',
          actions: [
            assign({ alert: { kind: 'info', title: CLOCK_MESSAGES.queuedTitle, text: CLOCK_MESSAGES.queuedText, confirmLabel: 'OK' } }),
            emit(({ context }) => ({ type: 'attendance.queued' as const, direction: context.direction })),
          ],
        },
        onError: {
          target: 'submitFailed',
          actions: assign(({ event }) => ({
            alert: {
              kind: 'error' as const,
              title: CLOCK_MESSAGES.submitFailedTitle,
              text: `Terjadi kesalahan: ${failure(event.error).message ?? CLOCK_MESSAGES.submitFallback}`,
              confirmLabel: 'Coba Lagi',
            },
          })),
        },
      },
    },
    kept: {
      on: { 'alert.dismiss': { target: 'idle', actions: 'reset' } },
    },
    succeeded: {
      entry: [
        assign({ alert: { kind: 'success', title: CLOCK_MESSAGES.successTitle, text: CLOCK_MESSAGES.successText, confirmLabel: 'OK' } }),
        emit(({ context }) => ({ type: 'attendance.recorded' as const, direction: context.direction })),
      ],
      on: { 'alert.dismiss': { target: 'idle', actions: 'reset' } },
    },
    failed: {
      on: { 'alert.dismiss': { target: 'idle', actions: 'reset' } },
    },
  },
});
