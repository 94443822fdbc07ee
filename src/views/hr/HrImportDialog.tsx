import { hrImportMachine } from '../../../machines/hrImport.machine';
import { DIALOG_TEXTS } from '../../domain/hrConsole';
import { useActorRef, useSelector } from '@xstate/react';
import { fileDownloadMachine } from './fileDownloadMachine';
import { inspect } from '../../app/inspector';
import { hrImportActors, hrTemplateDownloadActors } from '../../hr/console.actors';
import { Notice } from '../../ui/Notice';
import { FileDownloadButtons } from './FileDownloadButtons';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { canChooseFile, ImportFileField, importDialogProps, ImportProblemList } from './ImportFileParts';
import type { HrImportPreview } from '../../contract/hr';

/** The preview in one line: ready rows as new and updated; with problems, how many rows have one and how many not. */
const importSummary = ({ rows, created, updated, data_rows: all = rows, problem_rows: bad = 0 }: HrImportPreview) =>
  bad === 0 ? `${rows} baris siap (${created} baru, ${updated} diperbarui)` : `${all} baris: ${bad} bermasalah, ${all - bad} tanpa masalah`;

const providedMachine = hrImportMachine.provide({ actors: hrImportActors });
const templateMachine = fileDownloadMachine(hrTemplateDownloadActors);

/** The template to fill in, with the columns' Indonesian names and, in the workbook, what each holds. */
function ImportTemplate() {
  const download = useActorRef(templateMachine, { inspect });
  const problem = useSelector(download, (snapshot) => snapshot.context.error);
  return (
    <div className="mt-3 flex flex-col gap-2">
      <p className="text-sm text-ink">Isi templat ini (satu baris untuk satu pegawai), lalu pilih berkasnya di bawah.</p>
      <FileDownloadButtons download={download} query="" formats={['xlsx', 'csv']} what="Templat" />
      {problem && <Notice tone="danger">{problem}</Notice>}
    </div>
  );
}

/** Import employees: the server's preview names every problem by row; only a file without problems is imported. */
export function HrImportDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'employees.changed', onChanged, onClosed);
  const { preview, result, file } = state.context;

  return (
    <ConsoleDialog
      id="hr-import"
      {...DIALOG_TEXTS.import}
      size={40}
      {...importDialogProps(actor, state, meta)}
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
    >
      {canChooseFile(state.value) && (
        <>
          <ImportTemplate />
          <ImportFileField chosen={file !== null} onChoose={(chosen) => actor.send({ type: 'file.choose', file: chosen })} />
        </>
      )}
      {state.matches('reviewing') && preview && (
        <div className="mt-4" data-testid="import-preview">
          <p className="font-semibold text-ink">
            {file?.name}: {importSummary(preview)}
          </p>
          <ImportProblemList problems={preview.problems} />
        </div>
      )}
    </ConsoleDialog>
  );
}
