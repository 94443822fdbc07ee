import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { clockMachine } from '../../../machines/clock.machine';
import { reasonKindOf } from '../../domain/attendance';
import { AlertDialog } from '../../ui/AlertDialog';
import { CameraStep } from './CameraStep';

const BUSY_TEXT: Record<string, string> = {
  locating: 'Mengambil lokasi perangkat...',
  checking: 'Memeriksa absen...',
  loadingReasons: 'Memuat daftar alasan...',
  preparing: 'Memproses foto...',
  uploading: 'Mengunggah foto...',
  submitting: 'Mengirim absen...',
  keepingForDelivery: 'Menyimpan absen di perangkat...',
};

/** The clock-in/out steps over the dashboard: renders the clock machine's state and sends its events. */
export default function ClockFlow({ clock }: { clock: ActorRefFrom<typeof clockMachine> }) {
  const state = useSelector(clock, (snapshot) => snapshot);
  const { context } = state;
  const step = String(state.value);
  const send = clock.send;
  const title = context.direction === 'in' ? 'Absen Masuk' : 'Absen Pulang';
  const cancel = () => send({ type: 'flow.cancel' });
  const cameraKind = state.matches('capturingFace') ? 'face' : state.matches('capturingLocation') ? 'location' : state.matches('capturingLetter') ? 'letter' : null;

  return (
    <div role="dialog" aria-modal="true" aria-label={title} className="fixed inset-0 z-40 overflow-y-auto bg-white">
      <div className="mx-auto max-w-md p-4 pb-10">
        <div className="mb-4 flex items-center justify-between">
          <h1 className="text-xl font-bold text-slate-800">{title}</h1>
          {state.can({ type: 'flow.cancel' }) && (
            <button type="button" className="text-sky-700" onClick={cancel}>
              Batal
            </button>
          )}
        </div>

        {state.matches('choosingPlace') && (
          <div className="flex flex-col gap-3">
            <p className="text-slate-700">Anda absen pulang dari mana?</p>
            <button type="button" className="btn-primary" onClick={() => send({ type: 'place.choose', inside: true })}>
              Di Dalam Kantor
            </button>
            <button type="button" className="rounded-xl py-3 font-semibold text-sky-700 ring-1 ring-sky-700" onClick={() => send({ type: 'place.choose', inside: false })}>
              Di Luar Kantor
            </button>
          </div>
        )}

        {state.hasTag('busy') && (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
            <span className="h-10 w-10 animate-spin rounded-full border-4 border-sky-200 border-t-sky-700" aria-hidden />
            {BUSY_TEXT[step]}
          </div>
        )}

        {state.matches('choosingReason') && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-slate-700">
              {reasonKindOf(context) === '' ? 'Anda terlambat. Pilih alasan keterlambatan:' : 'Anda absen di luar kantor. Pilih alasan:'}
            </legend>
            {context.reasons.map(({ label }) => (
              <label key={label} className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-sky-600">
                <input type="radio" name="reason" value={label} checked={context.reason === label} onChange={() => send({ type: 'reason.select', label })} />
                {label}
              </label>
            ))}
            {context.hint && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
                {context.hint}
              </p>
            )}
            <button type="button" className="btn-primary mt-2" onClick={() => send({ type: 'reason.save' })}>
              Simpan Alasan
            </button>
          </fieldset>
        )}

        {cameraKind && (
          <CameraStep
            kind={cameraKind}
            photo={context.photos[cameraKind]}
            hint={context.hint}
            onCaptured={(photo) => send({ type: 'photo.captured', photo })}
            onRetake={() => send({ type: 'photo.retake' })}
            onConfirm={() => send({ type: 'photo.confirm' })}
            onCameraFailed={(message) => send({ type: 'camera.failed', message })}
          />
        )}

        <AlertDialog
          open={context.alert !== null}
          kind={context.alert?.kind ?? 'info'}
          title={context.alert?.title ?? ''}
          text={context.alert?.text ?? ''}
          confirmLabel={context.alert?.confirmLabel}
          onConfirm={() => send(state.matches('submitFailed') ? { type: 'submit.retry' } : { type: 'alert.dismiss' })}
          cancelLabel={state.matches('submitFailed') ? 'Batal' : undefined}
          onCancel={cancel}
        />
      </div>
    </div>
  );
}
