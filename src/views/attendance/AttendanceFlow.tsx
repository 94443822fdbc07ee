import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, assign } from 'xstate';
import { ATTENDANCE_MESSAGES, type AttendanceEmitted, type AttendanceInput, attendanceMachine } from '../../../machines/attendance.machine';
import { inspect } from '../../app/inspector';
import { clockAnchor } from '../../api/http';
import { attendanceActors } from '../../attendance/attendance.actors';
import { signRecord } from '../../passkey/passkey.actors';
import { faceCameraActors } from '../../faces/faceCamera';
import { faceStepGuide } from '../../domain/faces';
import { type AttendanceStepMeta, type FlowOutcome, reasonKindOf } from '../../domain/attendance';
import { AlertDialog } from '../../ui/AlertDialog';
import { CameraStep } from './CameraStep';
import { trapTab } from '../../ui/trapTab';

const TITLES = {
  regular: { in: 'Absen Masuk', out: 'Absen Pulang' },
  overtime: { in: 'Absen Masuk Lembur', out: 'Absen Pulang Lembur' },
} as const;

/** The flow with the world's actors; the face step watches the video of the camera step on screen. */
const providedMachine = (video: () => HTMLVideoElement | null) =>
  attendanceMachine.provide({
    actors: { ...attendanceActors, signRecord, ...faceCameraActors(video) },
    actions: { stampOfflineTime: assign({ takenAt: () => new Date().toISOString(), clockAnchor: () => clockAnchor() }) },
  });
type AttendanceActor = ActorRefFrom<ReturnType<typeof providedMachine>>;

interface FlowEntry {
  attendanceFlow: string;
}
const isEntryOf = (actor: AttendanceActor) => (history.state as FlowEntry | null)?.attendanceFlow === actor.id;

/**
 * While the flow is open, the browser's Back button cancels it (visibly: the owner is told it was cancelled)
 * instead of leaving the page with the flow hidden behind it. The flow's history entry is pushed once (effects may
 * run twice in development) and taken back when the flow ends another way.
 */
function useBackCancels(actor: AttendanceActor) {
  useEffect(() => {
    if (!isEntryOf(actor)) history.pushState({ attendanceFlow: actor.id } satisfies FlowEntry, '');
    const onBack = () => actor.send({ type: 'flow.cancel' });
    window.addEventListener('popstate', onBack);
    const ended = actor.subscribe({ complete: () => isEntryOf(actor) && history.back() });
    return () => {
      window.removeEventListener('popstate', onBack);
      ended.unsubscribe();
    };
  }, [actor]);
}

export interface AttendanceFlowProps {
  input: AttendanceInput;
  onEmitted: (event: AttendanceEmitted) => void;
  onClosed: (outcome: FlowOutcome, input: AttendanceInput) => void;
}

/** One attempt at a clock-in/out or overtime over its page: renders the machine's state and sends its events. */
export default function AttendanceFlow({ input, onEmitted, onClosed }: AttendanceFlowProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [machine] = useState(() => providedMachine(() => video.current));
  const actor = useActorRef(machine, { input, inspect });
  useBackCancels(actor);
  useEffect(() => {
    const subscriptions = [
      actor.on('*', onEmitted),
      actor.subscribe({ complete: () => onClosed(actor.getSnapshot().output?.outcome ?? 'cancelled', input) }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, input, onEmitted, onClosed]);

  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const meta: AttendanceStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const send = actor.send;
  const title = TITLES[context.kind][context.direction];

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="attendance-title" className="fixed inset-0 z-40 overflow-y-auto bg-white" onKeyDown={trapTab}>
      <div className="mx-auto max-w-md p-4 pb-10 landscape:max-w-4xl landscape:py-2">
        <div className="mb-4 flex items-center justify-between landscape:mb-2">
          <h2 id="attendance-title" className="text-xl font-bold text-ink">
            {title}
          </h2>
          {state.matches('flow') && (
            <button type="button" className="min-h-11 min-w-11 px-3 font-semibold text-brand" onClick={() => send({ type: 'flow.cancel' })}>
              Batal
            </button>
          )}
        </div>

        {meta.question && meta.choices && (
          <div className="flex flex-col gap-3">
            <p className="text-ink">{meta.question}</p>
            {context.suggestedInside !== null && (
              <p className="text-sm text-ink-muted" data-testid="place-suggestion">
                {context.suggestedInside ? ATTENDANCE_MESSAGES.seemsInside : ATTENDANCE_MESSAGES.seemsOutside}
              </p>
            )}
            {/* The answer the position suggests comes first; both are always offered. */}
            {(context.suggestedInside === false ? [false, true] : [true, false]).map((inside, index) => (
              <button key={String(inside)} type="button" className={index === 0 ? 'btn-primary' : 'btn-secondary'} onClick={() => send({ type: 'place.choose', inside })}>
                {inside ? meta.choices!.inside : meta.choices!.outside}
              </button>
            ))}
          </div>
        )}

        {state.hasTag('busy') && (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-muted">
            <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand" aria-hidden />
            {meta.busyText}
          </div>
        )}

        {state.matches({ flow: 'choosingReason' }) && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-ink">
              {reasonKindOf(context) === '' ? 'Anda terlambat. Pilih alasan keterlambatan:' : 'Anda absen di luar kantor. Pilih alasan:'}
            </legend>
            {context.reasons.map(({ label }) => (
              <label key={label} className="flex min-h-11 items-center gap-3 rounded-xl p-3 ring-1 ring-line/60 has-[:checked]:ring-2 has-[:checked]:ring-focus">
                <input type="radio" name="reason" value={label} checked={context.reason === label} onChange={() => send({ type: 'reason.select', label })} />
                {label}
              </label>
            ))}
            {context.hint && (
              <p role="alert" className="rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
                {context.hint}
              </p>
            )}
            <button type="button" className="btn-primary mt-2" onClick={() => send({ type: 'reason.save' })}>
              Simpan Alasan
            </button>
          </fieldset>
        )}

        {state.matches({ flow: 'capturing' }) && (
          <CameraStep
            kind={context.capture}
            photo={context.photos[context.capture]}
            hint={context.hint}
            problem={context.cameraProblem}
            attempt={context.cameraAttempt}
            onCaptured={(photo) => send({ type: 'photo.captured', photo })}
            onRetake={() => send({ type: 'photo.retake' })}
            onConfirm={() => send({ type: 'photo.confirm' })}
            onCameraFailed={(message) => send({ type: 'camera.failed', message })}
            onCameraRetry={() => send({ type: 'camera.retry' })}
            shutterLocked={state.hasTag('faceLoading') || state.hasTag('faceWatching')}
            guide={context.capture === 'face' ? faceStepGuide(context, state.hasTag('faceLoading')) : null}
            onVideo={(element) => (video.current = element)}
          />
        )}

        <AlertDialog
          open={context.alert !== null && Boolean(meta.confirmLabel)}
          kind={context.alert?.kind ?? 'info'}
          title={context.alert?.title ?? ''}
          text={context.alert?.text ?? ''}
          confirmLabel={meta.confirmLabel}
          onConfirm={() => send(state.hasTag('retryable') ? { type: 'flow.retry' } : { type: 'alert.dismiss' })}
          alternativeLabel={meta.alternative?.label}
          onAlternative={() => meta.alternative && send({ type: meta.alternative.event })}
          cancelLabel={meta.cancelLabel}
          onCancel={() => send({ type: 'flow.cancel' })}
        />
      </div>
    </div>
  );
}
