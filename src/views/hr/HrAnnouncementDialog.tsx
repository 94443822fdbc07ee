import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type AnnouncementField, hrAnnouncementMachine } from '../../../machines/hrAnnouncement.machine';
import { inspect } from '../../app/inspector';
import type { ConsoleStepMeta } from '../../domain/hrConsole';
import { hrAnnouncementActors } from '../../hr/console.actors';
import { ModalDialog } from '../../ui/ModalDialog';

const providedMachine = hrAnnouncementMachine.provide({ actors: hrAnnouncementActors });

const FIELDS: { field: Exclude<AnnouncementField, 'text'>; label: string }[] = [
  { field: 'title', label: 'Judul' },
  { field: 'start', label: 'Tampil mulai (yyyy-mm-dd)' },
  { field: 'end', label: 'Tampil sampai (yyyy-mm-dd)' },
];

/** Write an announcement as plain text (paragraphs by blank lines: nothing typed becomes markup), with an image. */
export function HrAnnouncementDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { inspect });
  useEffect(() => {
    const subscriptions = [actor.on('announcements.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: ConsoleStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { fields, error, message, image } = state.context;
  const editing = state.matches('editing');
  const failed = state.matches('failed');
  const chooseImage = async (file: File | undefined) =>
    actor.send({ type: 'image.choose', image: file ? { name: file.name, contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } : null });

  return (
    <ModalDialog open role="dialog" labelledBy="announcement-title" describedBy="announcement-help" onEscape={() => actor.send({ type: 'flow.cancel' })} className="w-[min(40rem,calc(100vw-2rem))] p-6">
      <h2 id="announcement-title" className="text-lg font-semibold text-ink">
        Tulis Pengumuman
      </h2>
      <p id="announcement-help" className="mt-1 text-sm text-ink-muted">
        Pisahkan paragraf dengan baris kosong. Pegawai diberi notifikasi saat pengumuman mulai tampil hari ini.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {FIELDS.map(({ field, label }) => (
          <label key={field} className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {label}
            <input className="input" value={fields[field]} disabled={!editing} onChange={(event) => actor.send({ type: 'field.edit', field, value: event.target.value })} />
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Isi
          <textarea className="input min-h-40" value={fields.text} disabled={!editing} onChange={(event) => actor.send({ type: 'field.edit', field: 'text', value: event.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Gambar (opsional){image && <span className="font-normal text-ink-muted">{image.name}</span>}
          <input className="input" type="file" accept="image/jpeg,image/png,image/webp" disabled={!editing} onChange={(event) => void chooseImage(event.target.files?.[0])} />
        </label>
      </div>
      {state.hasTag('busy') && (
        <p role="status" className="mt-3 text-ink-muted">
          {meta.busyText}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {error}
        </p>
      )}
      {message && (
        <p role="status" className="mt-3 rounded-lg bg-tone-ok-bg p-3 text-sm text-tone-ok-fg">
          {message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {meta.cancelLabel && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'flow.cancel' })}>
            {meta.cancelLabel}
          </button>
        )}
        {meta.confirmLabel && (
          <button type="button" className="btn-primary" onClick={() => actor.send({ type: editing ? 'announcement.publish' : failed ? 'announcement.retry' : 'result.dismiss' })}>
            {meta.confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
