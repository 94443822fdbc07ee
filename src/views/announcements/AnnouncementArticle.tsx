import type { ReactNode } from 'react';
import { safeAnnouncementHtml } from '../../ui/announcementHtml';
import { AnnouncementDates } from './AnnouncementDates';

/** An announcement as the employees read it: its image over the whole width, its days, its (sanitized) words. */
export function AnnouncementArticle({ image, dates, description, heading }: { image: string | null; dates: { start_date: string; end_date: string } | null; description: string; heading?: ReactNode }) {
  return (
    <article className="card overflow-hidden p-0">
      {image && <img src={image} alt="" className="aspect-[2/1] w-full bg-canvas object-cover" />}
      <div className="p-4">
        {heading}
        {dates && <AnnouncementDates item={dates} />}
        <div
          className="announcement-body mt-3 break-words text-ink"
          data-testid="announcement-body"
          // Sanitized by DOMPurify in safeAnnouncementHtml (and on the server when stored).
          dangerouslySetInnerHTML={{ __html: safeAnnouncementHtml(description) }}
        />
      </div>
    </article>
  );
}
