import { and, assertEvent, assign, emit, type EventObject, setup } from 'xstate';
import type { AnomalyOption, Geofence, PhotoUploadResponse, PositionSample } from '../src/contract/schemas';
import {
  type AttendanceKind,
  type AttendanceStepMeta,
  type CheckRequest,
  type CheckResult,
  DIRECTION_CODE,
  type Direction,
  type FlowOutcome,
  isWithinOffices,
  locationCode,
  type PendingAttendance,
  type PhotoKind,
  type Photos,
  type PhotoUploadRequest,
  type RecordedAnswer,
  recordedAlert,
  SHIFT_NOTICE_TITLE,
  reasonKindOf,
  type ReasonKind,
  type SignRequest,
} from '../src/domain/attendance';
import { asCallFailure, type CallFailure, failureMessage, type FlowAlert } from '../src/domain/flow';
import type { PasskeyAssertion } from '../src/contract/passkey';
import { PASSKEY_TEXT } from '../src/domain/passkey';
import type { FaceChallenge, FaceStep, FaceStepOutcome } from '../src/contract/faces';
import { advanceChallenge, type ChallengeProgress, type FacePresence, type FaceWatchEvent, startChallenge } from '../src/domain/faceChallenge';
import { type FramePicks, noPicks, pickedShots, pickFrame } from '../src/domain/challengeFrames';
import { offlineFaceChallenge } from '../src/domain/faces';
import { unprovided, unprovidedCallback } from './unprovided';

/** One attempt: started when the employee presses a clock-in/out or overtime button, ended in `closed`. */
export interface AttendanceInput {
  kind: AttendanceKind;
  direction: Direction;
  offices: Geofence[];
  deviceToken: string;
  /** Idempotency key of this attempt, kept across retries and delivery from the device. */
  attemptId: string;
  /** The employee agreed to the face check: the face photo waits for the face step (docs/faces.md). */
  faceCheck: boolean;
}

export interface AttendanceContext extends AttendanceInput {
  /** Inside the office: chosen for an out, from the position and the geofences for an in. */
  inside: boolean;
  /** For an out: where a quick position says the employee is, the answer offered first; null: not known. */
  suggestedInside: boolean | null;
  /** The chosen reading: the most accurate of the samples. */
  position: PositionSample | null;
  /** What the phone measured for a few seconds before the check (sent with it, and with an offline submit). */
  positions: PositionSample[];
  /** The signed check the submit sends back (spec: the record keeps the check's time). */
  checkId: string | null;
  /** The check found the clock-in late: a reason is asked, as for work outside the office. */
  late: boolean;
  /** The check's challenge for this phone's passkey; null when the employee has no active device. */
  passkeyChallenge: string | null;
  /** The phone's signature over the challenge or the offline record; null when there is none. */
  passkeyAssertion: PasskeyAssertion | null;
  /** The movement the face step asks for: the check's, or (kept with no answer) the record's own; null: no face step. */
  faceChallenge: FaceChallenge | null;
  /** What the camera saw last; null before the face step watches. */
  presence: FacePresence | null;
  progress: ChallengeProgress | null;
  /** A face was seen at some time during the step (a step that ends without one ends 'no_face'). */
  faceSeen: boolean;
  /** The highest passive antispoof and liveness scores seen (hints only). */
  faceScores: { antispoof: number | null; liveness: number | null };
  /** The frames kept so far that show the movement; those picked go with the photos when the step ends. */
  facePicks: FramePicks<Blob>;
  /** How the face step ended, sent with the record; null until it ends, or with no face step. */
  faceStep: FaceStep | null;
  /** When the attempt was kept with no answer to its check: the device's time, sent instead of a check. */
  takenAt: string | null;
  /** With `takenAt`: the server's time in its last answer and the monotonic ms since, which the phone can prove. */
  clockAnchor: ClockAnchor | null;
  reasons: AnomalyOption[];
  reason: string | null;
  photos: Photos;
  /** The photo the camera step takes now. */
  capture: PhotoKind;
  filenames: PhotoUploadResponse | null;
  /** A missing reason or photo. */
  hint: string | null;
  /** Why the camera did not open; 'Coba Lagi' opens it again (the view restarts it per `cameraAttempt`). */
  cameraProblem: string | null;
  cameraAttempt: number;
  alert: FlowAlert | null;
  /** How the attempt ended: cancelled until it reaches a result. */
  outcome: FlowOutcome;
}

export interface ClockAnchor {
  server_time: string;
  elapsed_ms: number;
}

export type AttendanceEvent =
  | { type: 'place.choose'; inside: boolean }
  | { type: 'reason.select'; label: string }
  | { type: 'reason.save' }
  | { type: 'photo.captured'; photo: Blob }
  | { type: 'photo.retake' }
  | { type: 'photo.confirm' }
  | { type: 'camera.failed'; message: string }
  | { type: 'camera.retry' }
  | FaceWatchEvent
  | { type: 'flow.retry' }
  | { type: 'flow.keepOffline' }
  | { type: 'passkey.skip' }
  | { type: 'flow.cancel' }
  | { type: 'alert.dismiss' };

export type AttendanceEmitted =
  | { type: 'attendance.recorded'; kind: AttendanceKind; direction: Direction }
  | { type: 'attendance.queued'; kind: AttendanceKind; direction: Direction };

export const ATTENDANCE_MESSAGES = {
  locationFailed: 'Gagal mendapatkan lokasi perangkat.',
  sampling: 'Mengukur ketepatan lokasi...',
  checkFailedTitle: 'Absen Gagal',
  checkFallback: 'Absen tidak dapat diperiksa.',
  reasonsFailed: 'Gagal mengambil data kelainan.',
  reasonMissing: 'Silakan pilih alasan terlebih dahulu.',
  faceMissing: 'Silakan ambil foto wajah terlebih dahulu.',
  locationPhotoMissing: 'Silakan ambil foto lokasi terlebih dahulu.',
  letterMissing: 'Silakan ambil foto lokasi dan surat terlebih dahulu.',
  uploadFailed: 'Upload foto gagal',
  prepareFallback: 'Gagal memproses foto.',
  somethingWrong: 'Terjadi kesalahan',
  submitFailedTitle: 'Absen upload gagal!',
  submitFallback: 'Absen tidak dapat dikirim.',
  queuedTitle: 'Absen disimpan di perangkat',
  queuedText: 'Koneksi terputus. Absen Anda sudah disimpan dan akan dikirim otomatis saat koneksi kembali.',
  seemsInside: 'Menurut lokasi ponsel, Anda berada di area kantor.',
  seemsOutside: 'Menurut lokasi ponsel, Anda berada di luar area kantor.',
} as const;

/** The reading with the smallest accuracy radius, the newest of equals (one without an accuracy counts as the least accurate). */
const mostAccurate = (samples: PositionSample[]) =>
  samples.reduce((best, sample) => ((sample.accuracy ?? Infinity) <= (best.accuracy ?? Infinity) ? sample : best));

const highest = (seen: number | null, now: number | null) => (now === null ? seen : Math.max(seen ?? 0, now));

const NO_PHOTOS: Photos = { face: null, location: null, letter: null };

/** The photos each attempt needs, in the order they are taken (docs/product.md §4). */
const PHOTO_SEQUENCE: Record<AttendanceKind, { inside: PhotoKind[]; outside: PhotoKind[] }> = {
  regular: { inside: ['face'], outside: ['face', 'location', 'letter'] },
  overtime: { inside: ['face', 'location'], outside: ['face', 'location'] },
};
const photoSequence = ({ kind, inside }: AttendanceContext) => PHOTO_SEQUENCE[kind][inside ? 'inside' : 'outside'];
const nextPhoto = (context: AttendanceContext): PhotoKind | undefined => {
  const sequence = photoSequence(context);
  return sequence[sequence.indexOf(context.capture) + 1];
};

const MISSING_PHOTO: Record<PhotoKind, string> = {
  face: ATTENDANCE_MESSAGES.faceMissing,
  location: ATTENDANCE_MESSAGES.locationPhotoMissing,
  letter: ATTENDANCE_MESSAGES.letterMissing,
};

const RETRY_META: AttendanceStepMeta = { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' };
const UNCHECKED_META: AttendanceStepMeta = { ...RETRY_META, alternative: { label: 'Simpan, Kirim Nanti', event: 'flow.keepOffline' } };
const UNSIGNED_META: AttendanceStepMeta = { ...RETRY_META, alternative: { label: PASSKEY_TEXT.skip, event: 'passkey.skip' } };
const RESULT_META: AttendanceStepMeta = { confirmLabel: 'OK' };

const errorAlert = (title: string, text: string): FlowAlert => ({ kind: 'error', title, text });
const submitFailedAlert = (error: unknown) =>
  errorAlert(ATTENDANCE_MESSAGES.submitFailedTitle, `${ATTENDANCE_MESSAGES.somethingWrong}: ${failureMessage(error, ATTENDANCE_MESSAGES.submitFallback)}`);

function pendingFrom(context: AttendanceContext): PendingAttendance {
  return {
    id: context.attemptId,
    kind: context.kind,
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
      check_id: context.checkId,
      taken_at: context.takenAt,
      server_time: context.clockAnchor?.server_time ?? null,
      elapsed_ms: context.clockAnchor?.elapsed_ms ?? null,
      positions: context.positions,
      passkey_assertion: context.passkeyAssertion,
      face_step: context.faceStep,
    },
  };
}

/** What the passkey signs: the check's challenge, or, for an attempt taken with no connection, the record itself. */
const signRequestOf = (context: AttendanceContext): SignRequest => ({
  challenge: context.passkeyChallenge,
  offline:
    context.takenAt === null
      ? null
      : {
          kind: context.kind,
          direction: context.direction,
          taken_at: context.takenAt,
          latitude: String(context.position!.latitude),
          longitude: String(context.position!.longitude),
          photos: context.photos,
        },
});

export const attendanceMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    input: {} as AttendanceInput,
    context: {} as AttendanceContext,
    events: {} as AttendanceEvent,
    emitted: {} as AttendanceEmitted,
    output: {} as { outcome: FlowOutcome },
    meta: {} as AttendanceStepMeta,
  },
  actors: {
    readLocation: unprovided<PositionSample>('readLocation'),
    /** A quick position without asking for precision: only to suggest an answer, never evidence. */
    peekLocation: unprovided<PositionSample>('peekLocation'),
    samplePositions: unprovided<PositionSample[], PositionSample>('samplePositions'),
    checkAttendance: unprovided<CheckResult, CheckRequest>('checkAttendance'),
    fetchReasons: unprovided<AnomalyOption[], ReasonKind>('fetchReasons'),
    preparePhotos: unprovided<Photos, Photos>('preparePhotos'),
    uploadPhotos: unprovided<PhotoUploadResponse, PhotoUploadRequest>('uploadPhotos'),
    submitAttendance: unprovided<RecordedAnswer, PendingAttendance>('submitAttendance'),
    keepForDelivery: unprovided<void, PendingAttendance>('keepForDelivery'),
    /** The phone's passkey signs; null when this phone holds none for the employee. */
    signRecord: unprovided<PasskeyAssertion | null, SignRequest>('signRecord'),
    /** The face models, fetched from the app's origin once and kept by the phone (docs/faces.md). */
    loadFaceModels: unprovided<void>('loadFaceModels'),
    /** Watches the camera: a `face.observed` for each frame it judged, until the flow stops it. */
    watchFace: unprovidedCallback<EventObject>('watchFace'),
  },
  delays: {
    /** The sampling actor watches for about four seconds; past this the flow goes on with the first reading. */
    SAMPLING_LIMIT: 8_000,
    /** The phone's own prompt gives up after a minute; the flow does not wait longer for it. */
    SIGNING_LIMIT: 65_000,
    /** Models not ready by then (a slow connection, a phone without WASM): the photo is taken without the step. */
    FACE_LOAD_LIMIT: 20_000,
    /** The challenge not met by then: the photo can still be taken, and the record waits for a person. */
    FACE_STEP_LIMIT: 15_000,
  },
  guards: {
    isOut: ({ context }) => context.direction === 'out',
    needsReason: ({ context }) => context.kind === 'regular' && (context.late || !context.inside),
    hasShiftNotice: (_, check: CheckResult) => check.shiftNotice !== null,
    hasReason: ({ context }) => context.reason !== null,
    hasPhoto: ({ context }) => context.photos[context.capture] !== null,
    hasNextPhoto: ({ context }) => nextPhoto(context) !== undefined,
    isConnectionProblem: (_, failure: CallFailure) => failure.connection,
    canTryAgain: (_, failure: CallFailure) => failure.retryable === true,
    hasSomethingToSign: ({ context }) => context.passkeyChallenge !== null || context.takenAt !== null,
    needsFaceStep: ({ context }) => context.capture === 'face' && context.faceChallenge !== null && context.faceStep === null,
    challengeMet: ({ context }) => context.progress?.met === true,
  },
  actions: {
    suggestPlace: assign(({ context }, position: PositionSample) => ({ suggestedInside: isWithinOffices(position, context.offices) })),
    choosePlace: assign(({ event }) => {
      assertEvent(event, 'place.choose');
      return { inside: event.inside };
    }),
    /** The samples so far (the first reading, then what sampling added) and the reading chosen from them. */
    keepPositions: assign(({ context }, positions: PositionSample[]) => {
      const position = mostAccurate(positions);
      return { positions, position, inside: context.direction === 'in' ? isWithinOffices(position, context.offices) : context.inside };
    }),
    keepCheck: assign((_, check: CheckResult) => ({ checkId: check.checkId, late: check.isLate, passkeyChallenge: check.passkeyChallenge, faceChallenge: check.faceChallenge })),
    /** Kept with no answer to its check: the record's own challenge, from the time stamped on it. */
    chooseOfflineChallenge: assign(({ context }) => ({ faceChallenge: context.faceCheck && context.takenAt ? offlineFaceChallenge(context.takenAt) : null })),
    startFaceStep: assign(({ context }) => ({ progress: startChallenge(context.faceChallenge!), presence: null, facePicks: noPicks<Blob>() })),
    observeFace: assign(({ context, event }) => {
      assertEvent(event, 'face.observed');
      const frame = event.presence === 'one' ? event.frame : null;
      const progress = advanceChallenge(context.progress!, frame);
      return {
        presence: event.presence,
        faceSeen: context.faceSeen || event.presence === 'one',
        progress,
        facePicks: pickFrame(context.facePicks, context.progress!, progress, frame, event.shot ?? null),
        faceScores: { antispoof: highest(context.faceScores.antispoof, event.antispoof), liveness: highest(context.faceScores.liveness, event.liveness) },
      };
    }),
    /** The step's outcome goes with the record; its frames with the photos (their ids join the step when uploaded). */
    endFaceStep: assign(({ context }, outcome: FaceStepOutcome | 'timeUp') => ({
      faceStep: {
        challenge: context.faceChallenge!,
        outcome: outcome === 'timeUp' ? (context.faceSeen ? 'failed' : 'no_face') : outcome,
        ...context.faceScores,
        frames: [],
      },
      photos: { ...context.photos, frames: pickedShots(context.facePicks, context.faceChallenge!) },
    })),
    keepAssertion: assign((_, passkeyAssertion: PasskeyAssertion | null) => ({ passkeyAssertion })),
    /** The app provides one that also reads the clock anchor from its HTTP client. */
    stampOfflineTime: assign({ takenAt: () => new Date().toISOString(), clockAnchor: null }),
    keepReasons: assign((_, reasons: AnomalyOption[]) => ({ reasons })),
    selectReason: assign(({ event }) => {
      assertEvent(event, 'reason.select');
      return { reason: event.label, hint: null };
    }),
    hintReasonMissing: assign({ hint: ATTENDANCE_MESSAGES.reasonMissing }),
    keepPhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.captured');
      return { photos: { ...context.photos, [context.capture]: event.photo }, hint: null };
    }),
    dropPhoto: assign(({ context }) => ({ photos: { ...context.photos, [context.capture]: null } })),
    takeNextPhoto: assign(({ context }) => ({ capture: nextPhoto(context)!, hint: null, cameraProblem: null })),
    hintPhotoMissing: assign(({ context }) => ({ hint: MISSING_PHOTO[context.capture] })),
    showCameraProblem: assign(({ event }) => {
      assertEvent(event, 'camera.failed');
      return { cameraProblem: event.message };
    }),
    reopenCamera: assign(({ context }) => ({ cameraProblem: null, cameraAttempt: context.cameraAttempt + 1 })),
    keepPreparedPhotos: assign((_, photos: Photos) => ({ photos })),
    keepFilenames: assign((_, filenames: PhotoUploadResponse) => ({ filenames })),
    showAlert: assign((_, alert: FlowAlert) => ({ alert })),
    clearAlert: assign({ alert: null }),
    settle: assign((_, outcome: FlowOutcome) => ({ outcome })),
    announceRecorded: emit(({ context }) => ({ type: 'attendance.recorded' as const, kind: context.kind, direction: context.direction })),
    announceQueued: emit(({ context }) => ({ type: 'attendance.queued' as const, kind: context.kind, direction: context.direction })),
  },
}).createMachine({
  id: 'attendance',
  context: ({ input }) => ({
    ...input,
    inside: true,
    suggestedInside: null,
    position: null,
    positions: [],
    checkId: null,
    late: false,
    passkeyChallenge: null,
    passkeyAssertion: null,
    faceChallenge: null,
    presence: null,
    progress: null,
    faceSeen: false,
    faceScores: { antispoof: null, liveness: null },
    facePicks: noPicks<Blob>(),
    faceStep: null,
    takenAt: null,
    clockAnchor: null,
    reasons: [],
    reason: null,
    photos: NO_PHOTOS,
    capture: 'face',
    filenames: null,
    hint: null,
    cameraProblem: null,
    cameraAttempt: 0,
    alert: null,
    outcome: 'cancelled',
  }),
  initial: 'flow',
  output: ({ context }) => ({ outcome: context.outcome }),
  states: {
    flow: {
      on: { 'flow.cancel': 'closed' },
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isOut', target: 'choosingPlace' }, { target: 'locating' }],
        },
        choosingPlace: {
          meta: { question: 'Anda absen pulang dari mana?', choices: { inside: 'Di Dalam Kantor', outside: 'Di Luar Kantor' } },
          // Still asked, as the flow requires; the position only puts its answer first. Without one, nothing is suggested.
          invoke: {
            id: 'peekLocation',
            src: 'peekLocation',
            onDone: { actions: { type: 'suggestPlace', params: ({ event }) => event.output } },
            onError: { actions: [] },
          },
          on: { 'place.choose': { target: 'locating', actions: 'choosePlace' } },
        },
        locating: {
          initial: 'calling',
          states: {
            calling: {
              tags: ['busy'],
              meta: { busyText: 'Mengambil lokasi perangkat...' },
              invoke: {
                id: 'readLocation',
                src: 'readLocation',
                onDone: { target: '#attendance.flow.sampling', actions: { type: 'keepPositions', params: ({ event }) => [event.output] } },
                onError: [
                  // Denied, switched off or out of signal: the phone says how to allow it, and the reading is tried again.
                  {
                    guard: { type: 'canTryAgain', params: ({ event }) => asCallFailure(event.error) },
                    target: 'denied',
                    actions: { type: 'showAlert', params: ({ event }) => errorAlert(ATTENDANCE_MESSAGES.checkFailedTitle, failureMessage(event.error, ATTENDANCE_MESSAGES.locationFailed)) },
                  },
                  {
                    target: '#attendance.failed',
                    actions: {
                      type: 'showAlert',
                      params: ({ event }) => errorAlert(ATTENDANCE_MESSAGES.checkFailedTitle, failureMessage(event.error, ATTENDANCE_MESSAGES.locationFailed)),
                    },
                  },
                ],
              },
            },
            denied: {
              tags: ['retryable'],
              meta: RETRY_META,
              on: { 'flow.retry': { target: 'calling', actions: 'clearAlert' } },
            },
          },
        },
        sampling: {
          tags: ['busy'],
          meta: { busyText: ATTENDANCE_MESSAGES.sampling },
          invoke: {
            id: 'samplePositions',
            src: 'samplePositions',
            input: ({ context }) => context.position!,
            onDone: { target: 'checking', actions: { type: 'keepPositions', params: ({ event }) => event.output } },
            // Sampling is evidence, not a condition: without it the check goes on with the first reading.
            onError: 'checking',
          },
          after: { SAMPLING_LIMIT: 'checking' },
        },
        checking: {
          initial: 'calling',
          states: {
            calling: {
              tags: ['busy'],
              meta: { busyText: 'Memeriksa absen...' },
              invoke: {
                id: 'checkAttendance',
                src: 'checkAttendance',
                input: ({ context }) => ({
                  kind: context.kind,
                  type: DIRECTION_CODE[context.direction],
                  location: locationCode(context.inside),
                  latitude: String(context.position!.latitude),
                  longitude: String(context.position!.longitude),
                  positions: context.positions,
                }),
                onDone: [
                  {
                    guard: { type: 'hasShiftNotice', params: ({ event }) => event.output },
                    target: '#attendance.flow.outsideShift',
                    actions: [
                      { type: 'keepCheck', params: ({ event }) => event.output },
                      { type: 'showAlert', params: ({ event }) => ({ kind: 'info', title: SHIFT_NOTICE_TITLE, text: event.output.shiftNotice! }) },
                    ],
                  },
                  { target: '#attendance.flow.checked', actions: { type: 'keepCheck', params: ({ event }) => event.output } },
                ],
                onError: [
                  {
                    guard: { type: 'isConnectionProblem', params: ({ event }) => asCallFailure(event.error) },
                    target: 'unanswered',
                    actions: {
                      type: 'showAlert',
                      params: ({ event }) => errorAlert(ATTENDANCE_MESSAGES.checkFailedTitle, failureMessage(event.error, ATTENDANCE_MESSAGES.checkFallback)),
                    },
                  },
                  {
                    target: '#attendance.failed',
                    actions: {
                      type: 'showAlert',
                      params: ({ event }) => errorAlert(ATTENDANCE_MESSAGES.checkFailedTitle, failureMessage(event.error, ATTENDANCE_MESSAGES.checkFallback)),
                    },
                  },
                ],
              },
            },
            unanswered: {
              tags: ['retryable'],
              meta: UNCHECKED_META,
              on: {
                'flow.retry': { target: 'calling', actions: 'clearAlert' },
                // With no answer there is no reason list: the photos are taken and the attempt kept for delivery.
                'flow.keepOffline': { target: '#attendance.flow.capturing', actions: ['clearAlert', 'stampOfflineTime', 'chooseOfflineChallenge'] },
              },
            },
          },
        },
        // Outside the shift's window (docs/hr.md, "Shift windows"): said before the photo; the record will wait for a person.
        outsideShift: {
          meta: { confirmLabel: 'Lanjutkan', cancelLabel: 'Batal' },
          on: { 'alert.dismiss': { target: 'checked', actions: 'clearAlert' } },
        },
        checked: {
          always: [{ guard: 'needsReason', target: 'loadingReasons' }, { target: 'capturing' }],
        },
        loadingReasons: {
          initial: 'calling',
          states: {
            calling: {
              tags: ['busy'],
              meta: { busyText: 'Memuat daftar alasan...' },
              invoke: {
                id: 'fetchReasons',
                src: 'fetchReasons',
                input: ({ context }) => reasonKindOf(context),
                onDone: { target: '#attendance.flow.choosingReason', actions: { type: 'keepReasons', params: ({ event }) => event.output } },
                onError: {
                  target: 'unanswered',
                  actions: { type: 'showAlert', params: errorAlert(ATTENDANCE_MESSAGES.checkFailedTitle, ATTENDANCE_MESSAGES.reasonsFailed) },
                },
              },
            },
            unanswered: {
              tags: ['retryable'],
              meta: RETRY_META,
              on: { 'flow.retry': { target: 'calling', actions: 'clearAlert' } },
            },
          },
        },
        choosingReason: {
          on: {
            'reason.select': { actions: 'selectReason' },
            'reason.save': [{ guard: 'hasReason', target: 'capturing' }, { actions: 'hintReasonMissing' }],
          },
        },
        capturing: {
          on: {
            'photo.retake': { actions: 'dropPhoto' },
            'photo.confirm': [
              { guard: and(['hasPhoto', 'hasNextPhoto']), target: '.shutterFree', actions: 'takeNextPhoto' },
              { guard: 'hasPhoto', target: 'preparing' },
              { actions: 'hintPhotoMissing' },
            ],
            'camera.failed': { actions: 'showCameraProblem' },
            'camera.retry': { actions: 'reopenCamera' },
          },
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'needsFaceStep', target: 'faceStep' }, { target: 'shutterFree' }],
            },
            shutterFree: {
              on: { 'photo.captured': { actions: 'keepPhoto' } },
            },
            // The shutter waits for the face step: one face in view doing what the check asked, or the time limit.
            faceStep: {
              initial: 'loading',
              states: {
                loading: {
                  tags: ['faceLoading'],
                  invoke: {
                    id: 'loadFaceModels',
                    src: 'loadFaceModels',
                    onDone: 'watching',
                    onError: { target: '#attendance.flow.capturing.shutterFree', actions: { type: 'endFaceStep', params: 'unavailable' } },
                  },
                  after: { FACE_LOAD_LIMIT: { target: '#attendance.flow.capturing.shutterFree', actions: { type: 'endFaceStep', params: 'unavailable' } } },
                },
                watching: {
                  tags: ['faceWatching'],
                  entry: 'startFaceStep',
                  invoke: {
                    id: 'watchFace',
                    src: 'watchFace',
                    onError: { target: '#attendance.flow.capturing.shutterFree', actions: { type: 'endFaceStep', params: 'unavailable' } },
                  },
                  on: {
                    'face.observed': { actions: 'observeFace' },
                    'face.failed': { target: '#attendance.flow.capturing.shutterFree', actions: { type: 'endFaceStep', params: 'unavailable' } },
                  },
                  always: { guard: 'challengeMet', target: '#attendance.flow.capturing.shutterFree', actions: { type: 'endFaceStep', params: 'passed' } },
                  after: { FACE_STEP_LIMIT: { target: '#attendance.flow.capturing.shutterFree', actions: { type: 'endFaceStep', params: 'timeUp' } } },
                },
              },
            },
          },
        },
        preparing: {
          tags: ['busy'],
          meta: { busyText: 'Memproses foto...' },
          invoke: {
            id: 'preparePhotos',
            src: 'preparePhotos',
            input: ({ context }) => context.photos,
            onDone: { target: 'signing', actions: { type: 'keepPreparedPhotos', params: ({ event }) => event.output } },
            onError: {
              target: '#attendance.failed',
              actions: {
                type: 'showAlert',
                params: ({ event }) => errorAlert(ATTENDANCE_MESSAGES.uploadFailed, failureMessage(event.error, ATTENDANCE_MESSAGES.prepareFallback)),
              },
            },
          },
        },
        signing: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasSomethingToSign', target: 'calling' }, { target: '#attendance.flow.uploading' }],
            },
            calling: {
              tags: ['busy'],
              meta: { busyText: PASSKEY_TEXT.signing },
              invoke: {
                id: 'signRecord',
                src: 'signRecord',
                input: ({ context }) => signRequestOf(context),
                onDone: { target: '#attendance.flow.uploading', actions: { type: 'keepAssertion', params: ({ event }) => event.output } },
                onError: { target: 'unsigned', actions: { type: 'showAlert', params: errorAlert(PASSKEY_TEXT.signFailedTitle, PASSKEY_TEXT.signFailed) } },
              },
              after: { SIGNING_LIMIT: { target: 'unsigned', actions: { type: 'showAlert', params: errorAlert(PASSKEY_TEXT.signFailedTitle, PASSKEY_TEXT.signFailed) } } },
            },
            unsigned: {
              tags: ['retryable'],
              meta: UNSIGNED_META,
              on: {
                'flow.retry': { target: 'calling', actions: 'clearAlert' },
                'passkey.skip': { target: '#attendance.flow.uploading', actions: 'clearAlert' },
              },
            },
          },
        },
        uploading: {
          tags: ['busy'],
          meta: { busyText: 'Mengunggah foto...' },
          invoke: {
            id: 'uploadPhotos',
            src: 'uploadPhotos',
            input: ({ context }) => ({ kind: context.kind, direction: context.direction, photos: context.photos }),
            onDone: { target: 'submitting', actions: { type: 'keepFilenames', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isConnectionProblem', params: ({ event }) => asCallFailure(event.error) }, target: 'keepingForDelivery' },
              {
                target: '#attendance.failed',
                actions: {
                  type: 'showAlert',
                  params: ({ event }) =>
                    errorAlert(ATTENDANCE_MESSAGES.uploadFailed, `${ATTENDANCE_MESSAGES.uploadFailed}: ${failureMessage(event.error, ATTENDANCE_MESSAGES.somethingWrong)}`),
                },
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          meta: { busyText: 'Mengirim absen...' },
          invoke: {
            id: 'submitAttendance',
            src: 'submitAttendance',
            input: ({ context }) => pendingFrom(context),
            onDone: { target: '#attendance.succeeded', actions: { type: 'showAlert', params: ({ context, event }) => recordedAlert(event.output, context.kind, context.direction) } },
            onError: [
              { guard: { type: 'isConnectionProblem', params: ({ event }) => asCallFailure(event.error) }, target: 'keepingForDelivery' },
              {
                target: 'submitFailed',
                actions: { type: 'showAlert', params: ({ event }) => submitFailedAlert(event.error) },
              },
            ],
          },
        },
        submitFailed: {
          tags: ['retryable'],
          meta: RETRY_META,
          on: { 'flow.retry': { target: 'submitting', actions: 'clearAlert' } },
        },
        keepingForDelivery: {
          tags: ['busy'],
          meta: { busyText: 'Menyimpan absen di perangkat...' },
          invoke: {
            id: 'keepForDelivery',
            src: 'keepForDelivery',
            input: ({ context }) => pendingFrom(context),
            onDone: '#attendance.kept',
            onError: {
              target: 'submitFailed',
              actions: { type: 'showAlert', params: ({ event }) => submitFailedAlert(event.error) },
            },
          },
        },
      },
    },
    succeeded: {
      entry: [
        { type: 'settle', params: 'recorded' },
        'announceRecorded',
      ],
      meta: RESULT_META,
      on: { 'alert.dismiss': 'closed', 'flow.cancel': 'closed' },
    },
    kept: {
      entry: [
        { type: 'showAlert', params: { kind: 'info', title: ATTENDANCE_MESSAGES.queuedTitle, text: ATTENDANCE_MESSAGES.queuedText } },
        { type: 'settle', params: 'queued' },
        'announceQueued',
      ],
      meta: RESULT_META,
      on: { 'alert.dismiss': 'closed', 'flow.cancel': 'closed' },
    },
    failed: {
      entry: { type: 'settle', params: 'failed' },
      meta: RESULT_META,
      on: { 'alert.dismiss': 'closed', 'flow.cancel': 'closed' },
    },
    closed: { type: 'final' },
  },
});
