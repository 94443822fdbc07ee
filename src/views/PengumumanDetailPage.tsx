import useSWR from 'swr';
import { ANNOUNCEMENTS_KEY, fetchAnnouncements } from '../api/announcements';
import { photoSrc } from '../api/attendance';
import { safeAnnouncementHtml } from '../ui/announcementHtml';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { OfflineMark } from './shell/OfflineMark';
import { Skeleton } from '../ui/Skeleton';
import { AnnouncementDates } from './announcements/AnnouncementDates';
import { SubPage } from './shell/SubPage';

/** One announcement in full, from the (prefetched, cached) list. */
export function PengumumanDetailPage({ id }: { id: string }) {
  const { data, error, isLoading, mutate } = useSWR(ANNOUNCEMENTS_KEY, fetchAnnouncements);
  const item = data?.find((announcement) => String(announcement.id) === id);
  const image = photoSrc(item?.image ?? null);
  return (
    <SubPage title={item?.title ?? 'Pengumuman'} back="/pengumuman">
      {isLoading && <Skeleton rows={1} />}
      <OfflineMark data={data} error={error} />
      {error && !data && <LoadError error={error} fallback="Pengumuman tidak dapat dimuat." onRetry={() => void mutate()} />}
      {data && !item && <EmptyState icon="i-tabler-speakerphone">Pengumuman tidak ditemukan atau sudah berakhir.</EmptyState>}
      {item && (
        <article className="card overflow-hidden p-0">
          {image && <img src={image} alt="" className="aspect-[2/1] w-full bg-canvas object-cover" />}
          <div className="p-4">
            <AnnouncementDates item={item} />
            <div
              className="announcement-body mt-3 break-words text-ink"
              data-testid="announcement-body"
              // Sanitized by DOMPurify in safeAnnouncementHtml (and on the server when stored).
              dangerouslySetInnerHTML={{ __html: safeAnnouncementHtml(item.description) }}
            />
          </div>
        </article>
      )}
    </SubPage>
  );
}
