import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type HrAnnouncementPublished, type HrAnnouncementRequest, HrAnnouncementRequestSchema } from '../src/contract/hr';
import { announcementHtml, CONSOLE_TEXTS, type ImageFile } from '../src/domain/hrConsole';
import { formEnd, formFrame, type FormState, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID, saveFailureIn, submitWhenValid } from './formTail';
import { unprovided } from './unprovided';
import { BUTTON } from '../src/domain/flow';

export type AnnouncementField = 'title' | 'text' | 'start' | 'end';

export interface HrAnnouncementContext extends FormState {
  fields: Record<AnnouncementField, string>;
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
  });

export type HrAnnouncementEvent = { type: 'field.edit'; field: AnnouncementField; value: string } | { type: 'image.choose'; image: ImageFile | null } | FormTailEvent;

/** Writing and publishing an announcement: checked, its image uploaded, then published; 'Batal' from every step. */
export const hrAnnouncementMachine = setup({
  types: formTypes<HrAnnouncementContext, HrAnnouncementEvent, { type: 'announcements.changed' }>(),
  actors: {
    uploadImage: unprovided<{ file_id: string }, ImageFile>('uploadImage'),
    publishAnnouncement: unprovided<HrAnnouncementPublished, HrAnnouncementRequest>('publishAnnouncement'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => requestOf(context).success,
    hasImageToUpload: ({ context }) => context.image !== null && context.imageFileId === null,
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
    showProblem: assign(({ context }) => {
      const result = requestOf(context);
      return { error: result.success ? null : result.issues[0].message };
    }),
    ...formTailActions<HrAnnouncementContext, HrAnnouncementEvent>(CONSOLE_TEXTS.saveFailed),
    announceChange: emit({ type: 'announcements.changed' as const }),
  },
}).createMachine({
  id: 'hrAnnouncement',
  context: { fields: { title: '', text: '', start: '', end: '' }, image: null, imageFileId: null, ...NOTHING_SAID },
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: 'Terbitkan', cancelLabel: BUTTON.cancel },
      on: {
        'field.edit': { actions: 'editField' },
        'image.choose': { actions: 'chooseImage' },
        'form.submit': submitWhenValid,
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: 'Menerbitkan...' },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'hasImageToUpload', target: 'uploadingImage' }, { target: 'publishing' }] },
        uploadingImage: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => context.image!,
            onDone: { target: 'publishing', actions: assign({ imageFileId: ({ event }) => event.output.file_id }) },
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
      },
    },
    ...formEnd,
  },
});
