import type { AnyActorRef } from 'xstate';
import type { ImportProblem } from '../../contract/hr';
import type { StepMeta } from '../../domain/flow';
import type { ImportFile } from '../../domain/hrConsole';
import { chosenFile } from './chosenFile';
import { Notice } from '../../ui/Notice';
import { FileInput } from '../../ui/FileInput';

/** The file field of an import: the chosen file read into bytes, for the flow's 'file.choose'. */
export function ImportFileField({ chosen, onChoose }: { chosen: boolean; onChoose: (file: ImportFile) => void }) {
  const choose = async (file: File | undefined) => {
    if (!file) return;
    onChoose(await chosenFile(file));
  };
  return (
    <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
      {chosen ? 'Pilih berkas lain (yang sudah diperbaiki)' : 'Berkas CSV atau XLSX'}
      <FileInput chosen={null} accept=".csv,.xlsx,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
    </label>
  );
}

/** The preview's problems, each with its row, or that there are none. */
export function ImportProblemList({ problems }: { problems: ImportProblem[] }) {
  if (problems.length === 0) return <p className="mt-2 text-sm text-tone-ok-fg">Tidak ada masalah.</p>;
  return (
    <Notice tone="danger" className="mt-2">
      <p className="font-semibold">{problems.length} masalah; perbaiki berkasnya lalu pilih lagi:</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={`${problem.line}-${problem.message}`}>{problem.line > 0 ? `Baris ${problem.line}: ${problem.message}` : problem.message}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** The event an import's confirm button sends in the step it is in: import, check again, or close what is done. */
const importConfirmEvent = (value: unknown) => (value === 'reviewing' ? ('import.confirm' as const) : value === 'failed' ? ('flow.retry' as const) : ('result.dismiss' as const));

/** What an import flow gives its ConsoleDialog: the step's buttons and what they send, and its problem. */
export const importDialogProps = (
  actor: AnyActorRef,
  state: { value: unknown; hasTag(tag: string): boolean; context: { error: string | null; preview: { rows: number; problems: ImportProblem[] } | null } },
  meta: StepMeta,
) => {
  const { preview, error } = state.context;
  return {
    meta,
    busy: state.hasTag('busy'),
    error: state.value === 'failed' && error,
    confirmDisabled: state.value === 'reviewing' && (!preview || preview.problems.length > 0 || preview.rows === 0),
    onConfirm: () => actor.send({ type: importConfirmEvent(state.value) }),
    onCancel: () => actor.send({ type: 'flow.cancel' }),
  };
};

/** The steps in which another file may be chosen. */
export const canChooseFile = (value: unknown) => value === 'choosing' || value === 'reviewing' || value === 'failed' || value === 'jobFailed';
