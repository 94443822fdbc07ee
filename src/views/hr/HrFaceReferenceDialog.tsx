import useSWR from 'swr';
import { hrFaceReferencesMachine } from '../../../machines/hrFaceReferences.machine';
import { faceReferencesKey, fetchFaceReferences } from '../../api/hr';
import { FACE_CONSENT_LABELS } from '../../domain/faces';
import { mediumDate } from '../../format/indonesian';
import { hrFaceReferencesActors } from '../../hr/console.actors';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useFlow } from '../../ui/useFlow';
import { chosenFile } from './chosenFile';
import { ConsoleDialog } from './ConsoleDialog';
import { FileInput } from '../../ui/FileInput';

const providedMachine = hrFaceReferencesMachine.provide({ actors: hrFaceReferencesActors });

/** One employee's reference photos of their face (docs/faces.md, "References"): only with their consent, one to three. */
export function HrFaceReferenceDialog({ employee, onChanged, onClosed }: { employee: { id: number; name: string }; onChanged: () => void; onClosed: () => void }) {
  const { data, error: loadError, mutate } = useSWR(faceReferencesKey(employee.id), fetchFaceReferences);
  const changed = () => {
    void mutate();
    onChanged();
  };
  const { actor, state, meta } = useFlow(providedMachine, { employeeId: employee.id }, 'references.changed', changed, onClosed);
  const { error, message, removing } = state.context;
  const busy = state.hasTag('busy');
  const choose = async (file: File | undefined) => {
    if (!file) return;
    actor.send({ type: 'reference.add', image: await chosenFile(file) });
  };
  const agreed = data?.consent === 'agreed';
  return (
    <ConsoleDialog
      id="face-references"
      title={`Foto Rujukan Wajah: ${employee.name}`}
      help="Foto wajah dari depan, satu orang, di tengah foto. Dipakai untuk membandingkan wajah saat absen, hanya bila pegawai menyetujui."
      size={40}
      meta={meta}
      busy={busy}
      error={error}
      done={state.matches('idle') && message}
      onConfirm={() => actor.send({ type: 'removal.confirm' })}
      onCancel={() => actor.send({ type: state.matches('idle') ? 'dialog.close' : 'flow.cancel' })}
    >
      {loadError && !data && <LoadError error={loadError} fallback="Foto rujukan tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !loadError && <Loading />}
      {data && (
        <>
          <p className="mt-4 text-sm text-ink" data-testid="face-consent">
            Persetujuan pegawai: <span className="font-semibold">{data.consent ? FACE_CONSENT_LABELS[data.consent] : 'Belum menjawab'}</span>
            {data.decided_at && `, ${mediumDate(data.decided_at.slice(0, 10))}`}
          </p>
          {data.references.length > 0 ? (
            <ul className="mt-3 grid grid-cols-3 gap-3" aria-label="Foto rujukan">
              {data.references.map((reference, index) => (
                <li key={reference.id} className="flex flex-col items-center gap-1">
                  {reference.url && <img src={reference.url} alt={`Foto rujukan ${index + 1}`} className="aspect-square w-full rounded-lg object-cover" />}
                  <button type="button" className="btn-ghost" disabled={busy} aria-label={`Hapus foto rujukan ${index + 1}`} onClick={() => actor.send({ type: 'reference.remove', id: reference.id })}>
                    Hapus
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">Belum ada foto rujukan.</p>
          )}
          {state.matches('confirmingRemoval') && removing !== null && <p className="mt-3 font-semibold text-ink">Hapus foto rujukan ini? Templat wajahnya ikut dihapus.</p>}
          {agreed && data.references.length < 3 && state.matches('idle') && (
            <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
              Tambah foto rujukan (kamera atau berkas)
              <FileInput chosen={null} accept="image/jpeg,image/png,image/webp" capture="user" onChange={(event) => void choose(event.target.files?.[0])} />
            </label>
          )}
        </>
      )}
    </ConsoleDialog>
  );
}
