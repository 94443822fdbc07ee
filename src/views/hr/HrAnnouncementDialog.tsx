import { chosenFile } from './chosenFile';
import { type AudienceKind, hrAnnouncementMachine } from '../../../machines/hrAnnouncement.machine';
import useSWR from 'swr';
import { fetchDepartments, fetchOffices, HR_DEPARTMENTS_KEY, HR_OFFICES_KEY } from '../../api/hr';
import type { HrAnnouncement } from '../../contract/hr';
import { hrAnnouncementActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { DateField } from '../../ui/DateField';
import { FileInput } from '../../ui/FileInput';
import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_TEXTS, announcementHtml, DIALOG_TEXTS, type ImageFile } from '../../domain/hrConsole';
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

const AUDIENCES: { kind: AudienceKind; label: string }[] = [
  { kind: 'company', label: ANNOUNCEMENT_TEXTS.company },
  { kind: 'chosen', label: ANNOUNCEMENT_TEXTS.chosen },
];

/**
 * Write an announcement as plain text (paragraphs by blank lines: nothing typed becomes markup), with an image, for
 * the whole company or chosen offices and departments; or edit a published one (`announcement`).
 */
export function HrAnnouncementDialog({ announcement, onChanged, onClosed }: { announcement?: HrAnnouncement; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, announcement && { announcement }, 'announcements.changed', onChanged, onClosed);
  const { fields, image, imageFileId, audience, offices, departments } = state.context;
  const editing = state.matches('editing');
  const chosenUrl = useImageUrl(image);
  // The published image while it is kept; a new one once chosen; none once removed.
  const imageUrl = chosenUrl ?? (announcement && imageFileId === announcement.image_file_id ? announcement.image : null);
  const officeList = useSWR(HR_OFFICES_KEY, fetchOffices).data ?? [];
  const departmentList = useSWR(HR_DEPARTMENTS_KEY, fetchDepartments).data ?? [];
  const texts = announcement ? { title: ANNOUNCEMENT_TEXTS.editTitle, help: ANNOUNCEMENT_TEXTS.editHelp } : DIALOG_TEXTS.announcement;
  const props = formDialogProps(actor, state, meta);
  const chooseImage = async (file: File | undefined) =>
    actor.send({ type: 'image.choose', image: file ? await chosenFile(file) : null });

  return (
    <ConsoleDialog id="announcement" {...texts} size={40} {...props} meta={announcement && editing ? { ...meta, confirmLabel: ANNOUNCEMENT_TEXTS.save } : meta}>
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
        {imageUrl && (
          <button type="button" className="btn-ghost self-start" disabled={!editing} onClick={() => actor.send({ type: 'image.choose', image: null })}>
            {ANNOUNCEMENT_TEXTS.removeImage}
          </button>
        )}
        <fieldset className="flex flex-col gap-1" disabled={!editing}>
          <legend className="text-sm font-semibold text-ink">Untuk</legend>
          {AUDIENCES.map(({ kind, label }) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-sm text-ink">
              <input type="radio" name="announcement-audience" className="h-5 w-5" checked={audience === kind} onChange={() => actor.send({ type: 'audience.choose', audience: kind })} />
              {label}
            </label>
          ))}
          {audience === 'chosen' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <fieldset>
                <legend className="text-sm font-semibold text-ink-muted">Kantor</legend>
                {officeList
                  .filter((office) => !office.archived)
                  .map((office) => (
                    <label key={office.id} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                      <input type="checkbox" className="h-5 w-5" checked={offices.includes(office.id)} onChange={() => actor.send({ type: 'office.toggle', id: office.id })} />
                      {office.name}
                    </label>
                  ))}
              </fieldset>
              <fieldset>
                <legend className="text-sm font-semibold text-ink-muted">Bagian</legend>
                {departmentList.map((name) => (
                  <label key={name} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                    <input type="checkbox" className="h-5 w-5" checked={departments.includes(name)} onChange={() => actor.send({ type: 'department.toggle', name })} />
                    {name}
                  </label>
                ))}
              </fieldset>
            </div>
          )}
        </fieldset>
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
