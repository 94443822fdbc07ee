import { useState } from 'react';
import useSWR from 'swr';
import { fetchHrAnnouncements, HR_ANNOUNCEMENTS_KEY } from '../../api/hr';
import { dateRange } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrAnnouncementDialog } from './HrAnnouncementDialog';

/** Announcements: the latest first, and a new one written here. */
export function HrAnnouncementsPage() {
  const { data, error, mutate } = useSWR(HR_ANNOUNCEMENTS_KEY, fetchHrAnnouncements);
  const [writing, setWriting] = useState(false);
  return (
    <ConsolePage
      title="Pengumuman"
      actions={
        <button type="button" className="btn-primary" onClick={() => setWriting(true)}>
          Tulis Pengumuman
        </button>
      }
    >
      {error && !data && <LoadError error={error} fallback="Pengumuman tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <ul className="card divide-y divide-line p-0" aria-label="Pengumuman">
          {data.map((announcement) => (
            <li key={announcement.id} className="px-3 py-2" data-testid="hr-announcement">
              <p className="font-semibold text-ink">{announcement.title}</p>
              <p className="text-sm text-ink-muted">
                Tampil {dateRange(announcement.start_date, announcement.end_date)}
                {announcement.image && ' · dengan gambar'}
              </p>
            </li>
          ))}
        </ul>
      )}
      {writing && <HrAnnouncementDialog onChanged={() => void mutate()} onClosed={() => setWriting(false)} />}
    </ConsolePage>
  );
}
