import { type AnyMachineSnapshot, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CLOCK_MESSAGES, clockMachine } from '../../machines/clock.machine';
import type { PendingAttendance } from '../../src/domain/attendance';
import { delayedEvents, edgeCoveringPaths, expectEveryPathAndFullCoverage, type ModelStep } from '../support/modelPaths';

/** Every invoked actor records its input and never settles: the model's done/error events decide. */
const calls: { src: string; input: unknown }[] = [];
const recording = (src: string) =>
  fromPromise<never, unknown>(({ input }) => {
    calls.push({ src, input });
    return new Promise<never>(() => {});
  });
const machine = clockMachine.provide({
  actors: Object.fromEntries(
    ['readLocation', 'checkAttendance', 'fetchReasons', 'preparePhotos', 'uploadPhotos', 'submitAttendance', 'keepForDelivery'].map((src) => [src, recording(src)]),
  ) as never,
});
const lastInput = (src: string) => calls.filter((call) => call.src === src).at(-1)?.input;

const office = { name: 'Kantor Pusat', latitude: -6.98265, longitude: 110.40925, radius_m: 100 };
const atOffice = { latitude: -6.98265, longitude: 110.40925 };
const inTheField = { latitude: -6.9995, longitude: 110.4205 };
const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
const filenames = { filename_image: 'face-id', filename_location: null, filename_letter: null };
const refused = { connection: false, message: 'Anda sudah absen masuk hari ini.' };
const offline = { connection: true, message: null };

const start = (direction: 'in' | 'out') => ({ type: 'clock.start', direction, offices: [office], deviceToken: 'device-1', attemptId: 'attempt-0001' });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

const events = (snapshot: AnyMachineSnapshot) => [
  start('in'),
  start('out'),
  { type: 'place.choose', inside: true },
  { type: 'place.choose', inside: false },
  done('readLocation', atOffice),
  done('readLocation', inTheField),
  error('readLocation', { unsupported: true }),
  error('readLocation', { unsupported: false }),
  done('checkAttendance', { is_late: '0', check_id: 'check-1', distance_m: 0, office: 'Kantor Pusat' }),
  done('checkAttendance', { is_late: '1', check_id: 'check-2', distance_m: 0, office: 'Kantor Pusat' }),
  error('checkAttendance', refused),
  error('checkAttendance', { connection: true, message: null }),
  done('fetchReasons', [{ label: 'Macet di jalan' }, { label: 'Lainnya' }]),
  error('fetchReasons', offline),
  { type: 'reason.select', label: 'Macet di jalan' },
  { type: 'reason.save' },
  { type: 'photo.captured', photo },
  { type: 'photo.retake' },
  { type: 'photo.confirm' },
  { type: 'camera.failed', message: 'Akses kamera ditolak.' },
  done('preparePhotos', snapshot.context.photos),
  error('preparePhotos', { connection: false, message: 'Gagal memproses foto wajah.' }),
  done('uploadPhotos', filenames),
  error('uploadPhotos', offline),
  error('uploadPhotos', { connection: false, message: 'Foto wajah terlalu besar (maksimal 2 MB).' }),
  done('submitAttendance', { message: 'Data berhasil diunggah.', date: '2026-11-23', time: '07:20:00', status: 'Hadir' }),
  error('submitAttendance', offline),
  error('submitAttendance', refused),
  error('submitAttendance', { connection: false, message: null }),
  done('keepForDelivery', undefined),
  error('keepForDelivery', { connection: false, message: 'Absen tidak dapat disimpan di perangkat (QuotaExceededError).' }),
  { type: 'submit.retry' },
  { type: 'flow.cancel' },
  { type: 'alert.dismiss' },
  ...delayedEvents(snapshot),
];

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value, c.direction, c.inside, c.check?.is_late ?? null, c.reason !== null,
    c.photos.face !== null, c.photos.location !== null, c.photos.letter !== null, c.filenames !== null, c.hint, c.alert?.text ?? null,
  ]);
};

/** What the employee sees, and what the machine sends, after each step. */
function expectVisible(step: ModelStep, actual: AnyMachineSnapshot, emitted: { type: string }[], previous: AnyMachineSnapshot) {
  const { context } = actual;
  const event = step.event as { type: string; error?: { message: string | null; unsupported?: boolean } };
  const isBusy = ['locating', 'checking', 'loadingReasons', 'preparing', 'uploading', 'submitting', 'keepingForDelivery'].some((s) => actual.matches(s));
  expect(actual.hasTag('busy')).toBe(isBusy);

  if (event.type === 'xstate.error.actor.readLocation') {
    expect(context.alert.text).toBe(event.error!.unsupported ? CLOCK_MESSAGES.locationUnsupported : CLOCK_MESSAGES.locationFailed);
  }
  if (actual.matches('checking')) {
    expect(lastInput('checkAttendance')).toMatchObject({
      type: context.direction === 'in' ? '1' : '0',
      location: context.inside ? '1' : '0',
      latitude: String(context.position.latitude),
    });
    if (context.direction === 'in') expect(context.inside).toBe(context.position.latitude === atOffice.latitude);
  }
  if (event.type === 'xstate.error.actor.checkAttendance') {
    expect(context.alert).toMatchObject({ title: 'Absen Gagal', text: event.error!.message ?? CLOCK_MESSAGES.submitFallback, confirmLabel: 'OK' });
  }
  if (actual.matches('loadingReasons')) {
    expect(context.inside && context.check.is_late !== '1').toBe(false);
    expect(lastInput('fetchReasons')).toBe(context.inside ? '' : context.direction === 'in' ? 'luar-masuk' : 'luar-pulang');
  }
  if (event.type === 'xstate.error.actor.fetchReasons') expect(context.alert.text).toBe(CLOCK_MESSAGES.reasonsFailed);
  const stayed = JSON.stringify(previous.value) === JSON.stringify(actual.value);
  if (event.type === 'reason.save' && stayed) expect(context.hint).toBe(CLOCK_MESSAGES.reasonMissing);
  if (event.type === 'photo.confirm' && stayed) {
    const missing = { capturingFace: CLOCK_MESSAGES.faceMissing, capturingLocation: CLOCK_MESSAGES.locationPhotoMissing, capturingLetter: CLOCK_MESSAGES.locationAndLetterMissing };
    expect(context.hint).toBe(missing[actual.value as keyof typeof missing]);
  }
  if (event.type === 'photo.confirm' && !stayed) expect(context.hint).toBeNull();
  if (actual.matches('preparing')) {
    expect(context.photos.face).not.toBeNull();
    expect(context.photos.location !== null && context.photos.letter !== null).toBe(!context.inside);
  }
  if (event.type === 'xstate.error.actor.uploadPhotos' && actual.matches('failed')) {
    expect(context.alert.text).toBe(`Upload foto gagal: ${event.error!.message}`);
  }
  if (actual.matches('submitting')) {
    const pending = lastInput('submitAttendance') as PendingAttendance;
    expect(pending).toMatchObject({ id: 'attempt-0001', filenames: context.filenames, submit: { device_token: 'device-1', is_pwa: '1', anomaly: context.reason } });
    expect(pending.photos.face).toBe(photo);
  }
  if (actual.matches('submitFailed')) {
    expect(context.alert).toMatchObject({ title: 'Absen upload gagal!', confirmLabel: 'Coba Lagi' });
    expect(context.alert.text).toMatch(/^Terjadi kesalahan: /);
    if (event.type === 'xstate.error.actor.submitAttendance') {
      expect(context.alert.text).toBe(`Terjadi kesalahan: ${event.error!.message ?? 'Absen upload failed'}`);
    }
  }
  if (event.type === 'submit.retry') {
    expect(context.photos).toEqual(previous.context.photos);
    expect(context.photos.face).toBe(photo);
    expect(context.filenames).toEqual(previous.context.filenames);
  }
  if (actual.matches('keepingForDelivery')) {
    expect(lastInput('keepForDelivery')).toMatchObject({ id: 'attempt-0001', direction: context.direction, photos: { face: photo } });
  }
  if (actual.matches('kept')) {
    expect(context.alert).toMatchObject({ title: CLOCK_MESSAGES.queuedTitle });
    expect(emitted.at(-1)).toEqual({ type: 'attendance.queued', direction: context.direction });
  }
  if (actual.matches('succeeded')) {
    expect(context.alert).toMatchObject({ title: 'Absen berhasil!', text: 'Data berhasil diunggah.' });
    expect(emitted.at(-1)).toEqual({ type: 'attendance.recorded', direction: context.direction });
  }
  if (actual.matches('idle')) expect([context.alert, context.photos.face, context.filenames]).toEqual([null, null, null]);
}

describe('clock-in/out machine (model-based)', () => {
  const paths = edgeCoveringPaths(machine, { events, serializeState });

  it('generates paths for inside and outside, late and on time, in and out, every failure and the retry', () => {
    expect(paths.length).toBeGreaterThan(200);
  });

  it('behaves as the model says on every path, and the paths cover every state and transition', () => {
    expectEveryPathAndFullCoverage(machine, paths, expectVisible);
  });
});
