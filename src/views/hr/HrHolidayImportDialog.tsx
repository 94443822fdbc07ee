import { hrHolidayImportMachine } from '../../../machines/hrHolidayImport.machine';
import { DIALOG_TEXTS } from '../../domain/hrConsole';
import { HOLIDAY_KIND_LABELS } from '../../domain/shifts';
import { mediumDate } from '../../format/indonesian';
import { hrHolidayImportActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { canChooseFile, ImportFileField, importDialogProps, ImportProblemList } from './ImportFileParts';
import { useFlow } from '../../ui/useFlow';

const providedMachine = hrHolidayImportMachine.provide({ actors: hrHolidayImportActors });

const CHANGE_WORDS = { new: 'baru', changed: 'diubah', same: 'tetap' } as const;

/** Import a year's holidays: the preview lists every date (new, changed, as it is) and those the file removes. */
export function HrHolidayImportDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'holidays.changed', onChanged, onClosed);
  const { preview, result, file } = state.context;
  return (
    <ConsoleDialog
      id="hr-holiday-import"
      {...DIALOG_TEXTS.holidayImport}
      size={40}
      {...importDialogProps(actor, state, meta)}
      done={state.matches('done') && result && <p className="font-semibold">{result.message}</p>}
    >
      {canChooseFile(state.value) && <ImportFileField chosen={file !== null} onChoose={(chosen) => actor.send({ type: 'file.choose', file: chosen })} />}
      {state.matches('reviewing') && preview && (
        <div className="mt-4" data-testid="import-preview">
          <p className="font-semibold text-ink">
            {file?.name}: {preview.rows} tanggal{preview.year !== null && ` tahun ${preview.year}`} ({preview.created} baru, {preview.updated} diubah, {preview.removed.length} dihapus)
          </p>
          <ImportProblemList problems={preview.problems} />
          {preview.holidays.length > 0 && (
            <ul className="mt-2 max-h-64 overflow-y-auto text-sm text-ink" aria-label="Hari libur di berkas">
              {preview.holidays.map((holiday) => (
                <li key={holiday.date}>
                  {mediumDate(holiday.date)} · {holiday.name} · {HOLIDAY_KIND_LABELS[holiday.kind]} · <span className="font-semibold">{CHANGE_WORDS[holiday.change]}</span>
                </li>
              ))}
            </ul>
          )}
          {preview.removed.length > 0 && (
            <ul className="mt-2 text-sm text-ink" aria-label="Dihapus karena tidak ada di berkas">
              {preview.removed.map((holiday) => (
                <li key={holiday.date}>
                  Dihapus: {mediumDate(holiday.date)} · {holiday.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ConsoleDialog>
  );
}
