import { chosenFile } from './chosenFile';
import { hrAnnouncementMachine } from '../../../machines/hrAnnouncement.machine';
import { hrAnnouncementActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { DateField } from '../../ui/DateField';
import { FileInput } from '../../ui/FileInput';
import { useEffect, useState } from 'react';
import { announcementHtml, DIALOG_TEXTS, type ImageFile } from '../../domain/hrConsole';
import { AnnouncementArticle } from '../announcements/AnnouncementArticle';

const providedMachine = hrAnnouncementMachine.provide({ actors: hrAnnouncementActors });

/** The days it shows, from the app's Indonesian date field. */
const DATES: { field: 'start' | 'end'; label: string }[] = [
  { field: 'start', label: 'Tampil mulai' },
  { field: 'end', label: 'Tampil sampai' },
];

/** The chosen image as the page can show it, for as long as it is chosen. */
function useImageUrl(image: ImageFile | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return setUrl(null);
    const made = URL.createObjectURL(new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image]);
  return url;
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Write an announcement as plain text (paragraphs by blank lines: nothing typed becomes markup), with an image. */
export function HrAnnouncementDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'announcements.changed', onChanged, onClosed);
  const { fields, image } = state.context;
  const editing = state.matches('editing');
  const imageUrl = useImageUrl(image);
  const chooseImage = async (file: File | undefined) =>
    actor.send({ type: 'image.choose', image: file ? await chosenFile(file) : null });

  return (
    <ConsoleDialog id="announcement" {...DIALOG_TEXTS.announcement} size={40} {...formDialogProps(actor, state, meta)}>
      <div className="mt-4 flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Judul
          <input className="input" value={fields.title} disabled={!editing} onChange={(event) => actor.send({ type: 'field.edit', field: 'title', value: event.target.value })} />
        </label>
        <div className="grid gap-3 text-sm sm:grid-cols-2">
          {DATES.map(({ field, label }) => (
            <DateField key={field} label={label} name={`announcement-${field}`} value={fields[field]} disabled={!editing} onChange={(value) => actor.send({ type: 'field.edit', field, value })} />
          ))}
        </div>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Isi
          <textarea className="input min-h-40" value={fields.text} disabled={!editing} onChange={(event) => actor.send({ type: 'field.edit', field: 'text', value: event.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Gambar (opsional)
          <FileInput chosen={image?.name ?? null} accept="image/jpeg,image/png,image/webp" disabled={!editing} onChange={(event) => void chooseImage(event.target.files?.[0])} />
        </label>
        <section aria-labelledby="announcement-preview" className="flex flex-col gap-2" data-testid="announcement-preview">
          <h3 id="announcement-preview" className="text-sm font-semibold text-ink">
            Pratinjau: seperti yang dibaca pegawai
          </h3>
          <AnnouncementArticle
            image={imageUrl}
            dates={isDay(fields.start) && isDay(fields.end) ? { start_date: fields.start, end_date: fields.end } : null}
            description={fields.text.trim() ? announcementHtml(fields.text) : ''}
            heading={<p className="text-lg font-bold text-ink">{fields.title.trim() || 'Judul pengumuman'}</p>}
          />
        </section>
      </div>
    </ConsoleDialog>
  );
}
