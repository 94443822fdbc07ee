import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type HrAnnouncement, type HrAnnouncementPublished, type HrAnnouncementRequest, HrAnnouncementRequestSchema } from '../src/contract/hr';
import { ANNOUNCEMENT_TEXTS, announcementHtml, announcementText, CONSOLE_TEXTS, type ImageFile } from '../src/domain/hrConsole';
import { formEnd, formFrame, type FormState, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID, saveFailureIn, submitWhenValid } from './formTail';
import { unprovided } from './unprovided';
import { BUTTON } from '../src/domain/flow';

export type AnnouncementField = 'title' | 'text' | 'start' | 'end';

/** For the whole company, or for the offices and departments chosen. */
export type AudienceKind = 'company' | 'chosen';

export interface HrAnnouncementContext extends FormState {
  /** The announcement being edited; null: a new one. */
  editingId: number | null;
  fields: Record<AnnouncementField, string>;
  audience: AudienceKind;
  offices: number[];
  departments: string[];
  image: ImageFile | null;
  /** The image once uploaded: a retry does not upload it again. */
  imageFileId: string | null;
}

const requestOf = (context: HrAnnouncementContext) =>
  v.safeParse(HrAnnouncementRequestSchema, {
    title: context.fields.title,
    description: context.fields.text.trim() ? announcementHtml(context.fields.text) : '',
    start_date: context.fields.start,
    end_date: context.fields.end,
    image_file_id: context.imageFileId,
    audience_offices: context.audience === 'chosen' ? context.offices : [],
    audience_departments: context.audience === 'chosen' ? context.departments : [],
  });

const problemOf = (context: HrAnnouncementContext) => {
  const result = requestOf(context);
  if (!result.success) return result.issues[0].message;
  return context.audience === 'chosen' && context.offices.length + context.departments.length === 0 ? ANNOUNCEMENT_TEXTS.chooseAudience : null;
};

/** One item in or out of a list. */
const toggled = <Item>(list: Item[], item: Item) => (list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item]);

/** The announcement to edit, as the console lists it; none: a new one. */
export type HrAnnouncementInput = { announcement: HrAnnouncement } | undefined;

export type HrAnnouncementEvent =
  | { type: 'field.edit'; field: AnnouncementField; value: string }
  | { type: 'image.choose'; image: ImageFile | null }
  | { type: 'audience.choose'; audience: AudienceKind }
  | { type: 'office.toggle'; id: number }
  | { type: 'department.toggle'; name: string }
  | FormTailEvent;

/**
 * Writing and publishing an announcement, or editing a published one: checked (with whom it is for), its image
 * uploaded, then published or saved; 'Batal' from every step.
 */
export const hrAnnouncementMachine = setup({
  types: formTypes<HrAnnouncementContext, HrAnnouncementEvent, { type: 'announcements.changed' }, HrAnnouncementInput>(),
  actors: {
    uploadImage: unprovided<{ file_id: string }, ImageFile>('uploadImage'),
    publishAnnouncement: unprovided<HrAnnouncementPublished, HrAnnouncementRequest>('publishAnnouncement'),
    editAnnouncement: unprovided<HrAnnouncementPublished, { id: number; announcement: HrAnnouncementRequest }>('editAnnouncement'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => problemOf(context) === null,
    hasImageToUpload: ({ context }) => context.image !== null && context.imageFileId === null,
    isEditing: ({ context }) => context.editingId !== null,
  },
  actions: {
    editField: assign(({ context, event }) => {
      assertEvent(event, 'field.edit');
      return { fields: { ...context.fields, [event.field]: event.value }, error: null };
    }),
    chooseImage: assign(({ event }) => {
      assertEvent(event, 'image.choose');
      return { image: event.image, imageFileId: null, error: null };
    }),
    chooseAudience: assign(({ context, event }) => {
      assertEvent(event, ['audience.choose', 'office.toggle', 'department.toggle']);
      if (event.type === 'audience.choose') return { audience: event.audience, error: null };
      if (event.type === 'office.toggle') return { offices: toggled(context.offices, event.id), error: null };
      return { departments: toggled(context.departments, event.name), error: null };
    }),
    showProblem: assign(({ context }) => ({ error: problemOf(context) })),
    ...formTailActions<HrAnnouncementContext, HrAnnouncementEvent>(CONSOLE_TEXTS.saveFailed),
    announceChange: emit({ type: 'announcements.changed' as const }),
  },
}).createMachine({
  id: 'hrAnnouncement',
  context: ({ input }) => {
    const edited = input?.announcement;
    return {
      editingId: edited?.id ?? null,
      fields: edited ? { title: edited.title, text: announcementText(edited.description), start: edited.start_date, end: edited.end_date } : { title: '', text: '', start: '', end: '' },
      audience: edited && edited.audience_offices.length + edited.audience_departments.length > 0 ? 'chosen' : 'company',
      offices: edited?.audience_offices.map((office) => office.id) ?? [],
      departments: edited?.audience_departments ?? [],
      image: null,
      imageFileId: edited?.image_file_id ?? null,
      ...NOTHING_SAID,
    };
  },
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: 'Terbitkan', cancelLabel: BUTTON.cancel },
      on: {
        'field.edit': { actions: 'editField' },
        'image.choose': { actions: 'chooseImage' },
        'audience.choose': { actions: 'chooseAudience' },
        'office.toggle': { actions: 'chooseAudience' },
        'department.toggle': { actions: 'chooseAudience' },
        'form.submit': submitWhenValid,
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: 'Menerbitkan...' },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'hasImageToUpload', target: 'uploadingImage' }, { guard: 'isEditing', target: 'updating' }, { target: 'publishing' }] },
        uploadingImage: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => context.image!,
            onDone: { target: 'choosing', actions: assign({ imageFileId: ({ event }) => event.output.file_id }) },
            onError: saveFailureIn('hrAnnouncement'),
          },
        },
        publishing: {
          invoke: {
            id: 'publishAnnouncement',
            src: 'publishAnnouncement',
            input: ({ context }) => requestOf(context).output as HrAnnouncementRequest,
            onDone: { target: '#hrAnnouncement.done', actions: ['keepAnswer', 'announceChange'] },
            onError: saveFailureIn('hrAnnouncement'),
          },
        },
        updating: {
          invoke: {
            id: 'editAnnouncement',
            src: 'editAnnouncement',
            input: ({ context }) => ({ id: context.editingId!, announcement: requestOf(context).output as HrAnnouncementRequest }),
            onDone: { target: '#hrAnnouncement.done', actions: ['keepAnswer', 'announceChange'] },
            onError: saveFailureIn('hrAnnouncement'),
          },
        },
      },
    },
    ...formEnd,
  },
});
