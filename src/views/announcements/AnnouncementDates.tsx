import type { Announcement } from '../../contract/schemas';
import { mediumDate } from '../../format/indonesian';

export function AnnouncementDates({ item }: { item: Pick<Announcement, 'start_date' | 'end_date'> }) {
  return (
    <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
      <span className="i-tabler-calendar-event" aria-hidden />
      {mediumDate(item.start_date)} – {mediumDate(item.end_date)}
    </p>
  );
}
