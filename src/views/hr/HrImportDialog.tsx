import { hrEmployeeImportMachine } from '../../../machines/hrEmployeeImport.machine';
import { DIALOG_TEXTS, IMPORT_JOB_TEXTS } from '../../domain/hrConsole';
import { useActorRef, useSelector } from '@xstate/react';
import { fileDownloadMachine } from './fileDownloadMachine';
import { inspect } from '../../app/inspector';
import { hrEmployeeImportActors, hrTemplateDownloadActors } from '../../hr/console.actors';
import { Notice } from '../../ui/Notice';
import { FileDownloadButtons } from './FileDownloadButtons';
import { CopyButton } from './CopyButton';
import { printSlips } from './handoverSlip';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { canChooseFile, ImportFileField, importDialogProps, ImportProblemList } from './ImportFileParts';
import type { HrImportPreview, ImportJob } from '../../contract/hr';

/** The preview in one line: ready rows as new and updated; with problems, how many rows have one and how many not. */
const importSummary = ({ rows, created, updated, data_rows: all = rows, problem_rows: bad = 0 }: HrImportPreview) =>
  bad === 0 ? `${rows} baris siap (${created} baru, ${updated} diperbarui)` : `${all} baris: ${bad} bermasalah, ${all - bad} tanpa masalah`;

const providedMachine = hrEmployeeImportMachine.provide({ actors: hrEmployeeImportActors });
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

/** An import running on the server: rows done of all, about how long the rest takes, and that closing leaves it running. */
function ImportProgress({ job, unreachable }: { job: ImportJob; unreachable: boolean }) {
  const timeLeft = IMPORT_JOB_TEXTS.timeLeft(job.seconds_left);
  return (
    <div className="mt-4 flex flex-col gap-2" data-testid="import-progress">
      <progress className="h-3 w-full accent-brand" max={Math.max(job.total, 1)} value={job.done} aria-label={IMPORT_JOB_TEXTS.progressLabel} />
      <p className="text-sm font-semibold text-ink">
        {job.done >= job.total ? IMPORT_JOB_TEXTS.writing : [IMPORT_JOB_TEXTS.rows(job.done, job.total), timeLeft].filter(Boolean).join(' · ')}
      </p>
      {unreachable && <p className="text-sm text-ink-muted">{IMPORT_JOB_TEXTS.unreachable}</p>}
      <p className="text-sm text-ink-muted">{IMPORT_JOB_TEXTS.goesOn}</p>
    </div>
  );
}

/** A finished import: what it did, and the passwords it made, shown until the clerk dismisses them. */
function ImportResult({ job }: { job: ImportJob }) {
  return (
    <>
      <p className="font-semibold">{job.message}</p>
      {job.passwords.length > 0 && (
        <>
          <p className="mt-2">Password yang dibuatkan, ditampilkan sampai Anda menekan Selesai. Sampaikan ke pegawainya, misalnya dengan slip cetak:</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => printSlips(job.passwords.map((entry) => ({ ...entry, code: null, appUrl: window.location.origin })))}>
              Cetak Semua Slip
            </button>
            <CopyButton
              text={job.passwords.map((entry) => `${entry.name}\t${entry.username}\t${entry.password}`).join('\n')}
              label="Salin Daftar"
              copiedLabel="Daftar Tersalin"
              announcement="Daftar password tersalin."
            />
          </div>
          {/* Hundreds of rows scroll inside the dialog, which keeps its buttons in sight. */}
          <ul className="mt-1 max-h-60 overflow-auto font-mono" tabIndex={0} aria-label="Password yang dibuatkan">
            {job.passwords.map((entry) => (
              <li key={entry.username}>
                {entry.username}: {entry.password}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * Import employees: the server's preview names every problem by row; only a file without problems is imported, in the
 * background on the server, its progress shown until the result (also when the dialog is opened again).
 */
export function HrImportDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'employees.changed', onChanged, onClosed);
  const { preview, file, job, unreachable } = state.context;
  const jobFailed = state.matches('jobFailed');

  return (
    <ConsoleDialog
      id="hr-import"
      {...DIALOG_TEXTS.import}
      size={40}
      {...importDialogProps(actor, state, meta)}
      {...(jobFailed && { error: job?.message })}
      done={state.matches('done') && job && <ImportResult job={job} />}
    >
      {jobFailed && job && job.problems.length > 0 && <ImportProblemList problems={job.problems} />}
      {canChooseFile(state.value) && (
        <>
          <ImportTemplate />
          <ImportFileField chosen={file !== null || jobFailed} onChoose={(chosen) => actor.send({ type: 'file.choose', file: chosen })} />
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
      {state.matches('running') && job && <ImportProgress job={job} unreachable={unreachable} />}
    </ConsoleDialog>
  );
}
