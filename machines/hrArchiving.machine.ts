import { emit, setup } from 'xstate';
import { type ArchiveAction, type ArchivedThing, CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { confirmedCallFrame, type ConfirmedCallEvent, type FormState, formTypes, formTailActions, formTailGuards } from './formTail';
import { unprovided } from './unprovided';

export interface HrArchivingInput {
  thing: ArchivedThing;
  action: ArchiveAction;
  subject: { id: number; name: string };
}

export interface HrArchivingContext extends HrArchivingInput, FormState {}

type HrArchivingEvent = ConfirmedCallEvent<'archiving.confirm'>;

/**
 * Archiving an office or a roster, using it again, or deleting it (docs/hr.md, "Archiving"): asked first; a refusal
 * (still in use, has a history) said with only 'OK'; 'Coba Lagi' after a lost connection; 'Batal' from every step.
 */
export const hrArchivingMachine = setup({
  types: formTypes<HrArchivingContext, HrArchivingEvent, { type: 'archive.changed' }, HrArchivingInput>(),
  actors: {
    changeArchive: unprovided<{ message: string }, { thing: ArchivedThing; action: ArchiveAction; id: number }>('changeArchive'),
  },
  guards: formTailGuards,
  actions: {
    ...formTailActions<HrArchivingContext, HrArchivingEvent>(CONSOLE_TEXTS.saveFailed),
    announceChange: emit({ type: 'archive.changed' as const }),
  },
}).createMachine({
  id: 'hrArchiving',
  context: ({ input }) => ({ ...input, message: null, error: null }),
  ...confirmedCallFrame({
    confirm: 'archiving.confirm',
    busy: 'saving',
    src: 'changeArchive',
    busyText: 'Menyimpan...',
    input: ({ context }: { context: HrArchivingContext }) => ({ thing: context.thing, action: context.action, id: context.subject.id }),
  }),
});
