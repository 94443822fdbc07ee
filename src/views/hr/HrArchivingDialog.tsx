import { type HrArchivingInput, hrArchivingMachine } from '../../../machines/hrArchiving.machine';
import { ARCHIVE_TEXTS } from '../../domain/hrConsole';
import { hrArchivingActors } from '../../hr/console.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';
import { useFlow } from '../../ui/useFlow';
import { confirmedCallProps } from './confirmedCallProps';

const providedMachine = hrArchivingMachine.provide({ actors: hrArchivingActors });

/** Asks before archiving, using again or deleting an office or a roster, does it, and says how it went. */
export function HrArchivingDialog({ input, onChanged, onClosed }: { input: HrArchivingInput; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, input, 'archive.changed', onChanged, onClosed);
  const { thing, action, subject } = state.context;
  const texts = ARCHIVE_TEXTS[thing][action];
  const wording = { ...texts, question: texts.question(subject.name) };
  return <DecisionDialog id="hr-archiving" {...confirmedCallProps(actor, state, meta, { wording, confirm: 'archiving.confirm', busyStep: 'saving', done: subject.name })} />;
}

/** The buttons a card offers: 'Arsipkan' and 'Hapus' while in use, 'Pakai Lagi' and 'Hapus' once archived. */
export function ArchivingButtons({ thing, subject, archived, onChoose }: { thing: HrArchivingInput['thing']; subject: HrArchivingInput['subject']; archived: boolean; onChoose: (input: HrArchivingInput) => void }) {
  const actions = archived ? (['restore', 'delete'] as const) : (['archive', 'delete'] as const);
  return (
    <>
      {actions.map((action) => (
        <button key={action} type="button" className="btn-ghost" aria-label={`${ARCHIVE_TEXTS[thing][action].action} ${subject.name}`} onClick={() => onChoose({ thing, action, subject })}>
          {ARCHIVE_TEXTS[thing][action].action}
        </button>
      ))}
    </>
  );
}
