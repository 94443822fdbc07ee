import { hrImportMachine } from '../../../machines/hrImport.machine';
import { DIALOG_TEXTS, importTypeOf } from '../../domain/hrConsole';
import { hrImportActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { Notice } from '../../ui/Notice';

const providedMachine = hrImportMachine.provide({ actors: hrImportActors });

/** Import employees: the server's preview names every problem by row; only a file without problems is imported. */
export function HrImportDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'employees.changed', onChanged, onClosed);
  const { preview, result, error, file } = state.context;
  const busy = state.hasTag('busy');
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    actor.send({ type: 'file.choose', file: { name: chosen.name, contentType: importTypeOf(chosen.name, chosen.type), bytes: new Uint8Array(await chosen.arrayBuffer()) } });
  };
  const canChoose = state.matches('choosing') || state.matches('reviewing') || state.matches('failed');

  return (
    <ConsoleDialog
      id="hr-import"
      {...DIALOG_TEXTS.import}
      size={40}
      meta={meta}
      busy={busy}
      error={state.matches('failed') && error}
      done={
        state.matches('done') &&
        result && (
          <>
            <p className="font-semibold">{result.message}</p>
            {result.passwords.length > 0 && (
              <>
                <p className="mt-2">Password yang dibuatkan, hanya ditampilkan sekali ini. Sampaikan ke pegawainya:</p>
                <ul className="mt-1 font-mono">
                  {result.passwords.map((entry) => (
                    <li key={entry.username}>
                      {entry.username}: {entry.password}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )
      }
      confirmDisabled={state.matches('reviewing') && (!preview || preview.problems.length > 0 || preview.rows === 0)}
      onConfirm={() => actor.send({ type: state.matches('reviewing') ? 'import.confirm' : state.matches('failed') ? 'flow.retry' : 'result.dismiss' })}
      onCancel={() => actor.send({ type: 'flow.cancel' })}
    >
      {canChoose && (
        <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
          {file ? 'Pilih berkas lain (yang sudah diperbaiki)' : 'Berkas CSV atau XLSX'}
          <input className="input" type="file" accept=".csv,.xlsx,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
        </label>
      )}
      {state.matches('reviewing') && preview && (
        <div className="mt-4" data-testid="import-preview">
          <p className="font-semibold text-ink">
            {file?.name}: {preview.rows} baris siap ({preview.created} baru, {preview.updated} diperbarui)
          </p>
          {preview.problems.length > 0 ? (
            <Notice tone="danger" className="mt-2">
              <p className="font-semibold">{preview.problems.length} masalah; perbaiki berkasnya lalu pilih lagi:</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.problems.map((problem) => (
                  <li key={`${problem.line}-${problem.message}`}>{problem.line > 0 ? `Baris ${problem.line}: ${problem.message}` : problem.message}</li>
                ))}
              </ul>
            </Notice>
          ) : (
            <p className="mt-2 text-sm text-tone-ok-fg">Tidak ada masalah.</p>
          )}
        </div>
      )}
    </ConsoleDialog>
  );
}
