import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type HrAnnouncementPublished, type HrAnnouncementRequest, HrAnnouncementRequestSchema } from '../src/contract/hr';
import { asCallFailure } from '../src/domain/attendance';
import { announcementHtml, CONSOLE_TEXTS, type ConsoleStepMeta, type ImageFile } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export type AnnouncementField = 'title' | 'text' | 'start' | 'end';

export interface HrAnnouncementContext {
  fields: Record<AnnouncementField, string>;
  image: ImageFile | null;
  /** The image once uploaded: a retry does not upload it again. */
  imageFileId: string | null;
  error: string | null;
  message: string | null;
}

const requestOf = (context: HrAnnouncementContext) =>
  v.safeParse(HrAnnouncementRequestSchema, {
    title: context.fields.title,
    description: context.fields.text.trim() ? announcementHtml(context.fields.text) : '',
    start_date: context.fields.start,
    end_date: context.fields.end,
    image_file_id: context.imageFileId,
  });

/** Writing and publishing an announcement: checked, its image uploaded, then published; 'Batal' from every step. */
export const hrAnnouncementMachine = setup({
  types: {
    context: {} as HrAnnouncementContext,
    events: {} as
      | { type: 'field.edit'; field: AnnouncementField; value: string }
      | { type: 'image.choose'; image: ImageFile | null }
      | { type: 'announcement.publish' }
      | { type: 'announcement.retry' }
      | { type: 'result.dismiss' }
      | { type: 'flow.cancel' },
    emitted: {} as { type: 'announcements.changed' },
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as ConsoleStepMeta,
  },
  actors: {
    uploadImage: unprovided<{ file_id: string }, ImageFile>('uploadImage'),
    publishAnnouncement: unprovided<HrAnnouncementPublished, HrAnnouncementRequest>('publishAnnouncement'),
  },
  guards: {
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
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'announcements.changed' as const }),
  },
}).createMachine({
  id: 'hrAnnouncement',
  context: { fields: { title: '', text: '', start: '', end: '' }, image: null, imageFileId: null, error: null, message: null },
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      meta: { confirmLabel: 'Terbitkan', cancelLabel: 'Batal' },
      on: {
        'field.edit': { actions: 'editField' },
        'image.choose': { actions: 'chooseImage' },
        'announcement.publish': [{ guard: 'isValid', target: 'sending' }, { actions: 'showProblem' }],
      },
    },
    sending: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menerbitkan...' },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'hasImageToUpload', target: 'uploadingImage' }, { target: 'publishing' }] },
        uploadingImage: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => context.image!,
            onDone: { target: 'publishing', actions: assign({ imageFileId: ({ event }) => event.output.file_id }) },
            onError: { target: '#hrAnnouncement.failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
          },
        },
        publishing: {
          invoke: {
            id: 'publishAnnouncement',
            src: 'publishAnnouncement',
            input: ({ context }) => requestOf(context).output as HrAnnouncementRequest,
            onDone: { target: '#hrAnnouncement.done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
            onError: { target: '#hrAnnouncement.failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
          },
        },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'announcement.retry': { target: 'sending', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
