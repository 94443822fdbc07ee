import useSWR from 'swr';
import { Link } from 'wouter';
import { ANNOUNCEMENTS_KEY, fetchAnnouncements } from '../api/announcements';
import { photoSrc } from '../api/attendance';
import type { Announcement } from '../contract/schemas';
import { excerpt } from '../domain/announcement';
import { announcementText } from '../ui/announcementHtml';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { OfflineMark } from './shell/OfflineMark';
import { Skeleton } from '../ui/Skeleton';
import { AnnouncementDates } from './announcements/AnnouncementDates';
import { SubPage } from './shell/SubPage';

function AnnouncementCard({ item }: { item: Announcement }) {
  const image = photoSrc(item.image);
  return (
    <li className="card overflow-hidden p-0" data-testid="announcement">
      {image && <img src={image} alt="" loading="lazy" className="aspect-[2/1] w-full bg-canvas object-cover" />}
      <div className="p-4">
        <h2 className="text-lg font-semibold text-ink">{item.title}</h2>
        <AnnouncementDates item={item} />
        <p className="mt-2 break-words text-ink" data-testid="announcement-excerpt">
          {excerpt(announcementText(item.description))}
        </p>
        <Link href={`/pengumuman/${item.id}`} className="focus-ring mt-1 inline-flex min-h-11 items-center font-semibold text-brand underline">
          baca selengkapnya...
          <span className="sr-only">: {item.title}</span>
        </Link>
      </div>
    </li>
  );
}

export function PengumumanPage() {
  const { data, error, isLoading, mutate } = useSWR(ANNOUNCEMENTS_KEY, fetchAnnouncements);
  return (
    <SubPage title="Daftar Pengumuman" subtitle="Baca Pengumuman dan Informasi Terkini" back="/info">
      {isLoading && <Skeleton rows={2} />}
      <OfflineMark data={data} error={error} />
      {error && !data && <LoadError error={error} fallback="Pengumuman tidak dapat dimuat." onRetry={() => void mutate()} />}
      {data?.length === 0 && <EmptyState icon="i-tabler-speakerphone">Belum ada pengumuman yang berlaku.</EmptyState>}
      {data && data.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.map((item) => (
            <AnnouncementCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </SubPage>
  );
}
