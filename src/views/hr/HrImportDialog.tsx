import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { hrImportMachine } from '../../../machines/hrImport.machine';
import { inspect } from '../../app/inspector';
import { type ConsoleStepMeta, importTypeOf } from '../../domain/hrConsole';
import { hrImportActors } from '../../hr/console.actors';
import { ModalDialog } from '../../ui/ModalDialog';

const providedMachine = hrImportMachine.provide({ actors: hrImportActors });

/** Import employees: the server's preview names every problem by row; only a file without problems is imported. */
export function HrImportDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { inspect });
  useEffect(() => {
    const subscriptions = [actor.on('employees.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: ConsoleStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { preview, result, error, file } = state.context;
  const busy = state.hasTag('busy');
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    actor.send({ type: 'file.choose', file: { name: chosen.name, contentType: importTypeOf(chosen.name, chosen.type), bytes: new Uint8Array(await chosen.arrayBuffer()) } });
  };
  const canChoose = state.matches('choosing') || state.matches('reviewing') || state.matches('failed');

  return (
    <ModalDialog open role="dialog" labelledBy="hr-import-title" describedBy="hr-import-help" onEscape={() => actor.send({ type: 'flow.cancel' })} className="w-[min(40rem,calc(100vw-2rem))] p-6">
      <h2 id="hr-import-title" className="text-lg font-semibold text-ink">
        Impor Pegawai
      </h2>
      <p id="hr-import-help" className="mt-1 text-sm text-ink-muted">
        Kolom: username, name, nup, position, level, lalu opsional password, office, department, sub_department, supervisor, schedule. Berkas diperiksa dulu; tidak ada yang disimpan sebelum Anda menekan Impor.
      </p>
      {canChoose && (
        <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
          {file ? 'Pilih berkas lain (yang sudah diperbaiki)' : 'Berkas CSV atau XLSX'}
          <input className="input" type="file" accept=".csv,.xlsx,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
        </label>
      )}
      {busy && (
        <p role="status" className="mt-3 text-ink-muted">
          {meta.busyText}
        </p>
      )}
      {state.matches('reviewing') && preview && (
        <div className="mt-4" data-testid="import-preview">
          <p className="font-semibold text-ink">
            {file?.name}: {preview.rows} baris siap ({preview.created} baru, {preview.updated} diperbarui)
          </p>
          {preview.problems.length > 0 ? (
            <div role="alert" className="mt-2 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
              <p className="font-semibold">{preview.problems.length} masalah; perbaiki berkasnya lalu pilih lagi:</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.problems.map((problem) => (
                  <li key={`${problem.line}-${problem.message}`}>{problem.line > 0 ? `Baris ${problem.line}: ${problem.message}` : problem.message}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="mt-2 text-sm text-tone-ok-fg">Tidak ada masalah.</p>
          )}
        </div>
      )}
      {state.matches('failed') && (
        <p role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {error}
        </p>
      )}
      {state.matches('done') && result && (
        <div className="mt-4" role="status">
          <p className="font-semibold text-ink">{result.message}</p>
          {result.passwords.length > 0 && (
            <>
              <p className="mt-2 text-sm text-ink">Password yang dibuatkan, hanya ditampilkan sekali ini. Sampaikan ke pegawainya:</p>
              <ul className="mt-1 font-mono text-sm text-ink">
                {result.passwords.map((entry) => (
                  <li key={entry.username}>
                    {entry.username}: {entry.password}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {meta.cancelLabel && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'flow.cancel' })}>
            {meta.cancelLabel}
          </button>
        )}
        {state.matches('reviewing') && (
          <button type="button" className="btn-primary" disabled={!preview || preview.problems.length > 0 || preview.rows === 0} onClick={() => actor.send({ type: 'import.confirm' })}>
            {meta.confirmLabel}
          </button>
        )}
        {state.matches('failed') && (
          <button type="button" className="btn-primary" onClick={() => actor.send({ type: 'import.retry' })}>
            {meta.confirmLabel}
          </button>
        )}
        {state.matches('done') && (
          <button type="button" className="btn-primary" onClick={() => actor.send({ type: 'result.dismiss' })}>
            {meta.confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
