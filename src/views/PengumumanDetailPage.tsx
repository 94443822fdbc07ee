import useSWR from 'swr';
import { ANNOUNCEMENTS_KEY, fetchAnnouncements } from '../api/announcements';
import { photoSrc } from '../api/attendance';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { OfflineMark } from './shell/OfflineMark';
import { Skeleton } from '../ui/Skeleton';
import { AnnouncementArticle } from './announcements/AnnouncementArticle';
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
      {item && <AnnouncementArticle image={image} dates={item} description={item.description} />}
    </SubPage>
  );
}
