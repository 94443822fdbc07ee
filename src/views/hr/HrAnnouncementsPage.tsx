import { useState } from 'react';
import useSWR from 'swr';
import { fetchHrAnnouncements, HR_ANNOUNCEMENTS_KEY } from '../../api/hr';
import type { HrAnnouncement } from '../../contract/hr';
import { ANNOUNCEMENT_TEXTS, WITHDRAWAL_TEXTS } from '../../domain/hrConsole';
import { dateRange, mediumDate, wibDate } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrAnnouncementDialog } from './HrAnnouncementDialog';
import { HrWithdrawalDialog } from './HrWithdrawalDialog';

/** Announcements: the latest first, each standing one withdrawable, and a new one written here. */
export function HrAnnouncementsPage() {
  const { data, error, mutate } = useSWR(HR_ANNOUNCEMENTS_KEY, fetchHrAnnouncements);
  const [writing, setWriting] = useState<{ announcement?: HrAnnouncement } | null>(null);
  const [withdrawing, setWithdrawing] = useState<HrAnnouncement | null>(null);
  return (
    <ConsolePage
      title="Pengumuman"
      actions={
        <button type="button" className="btn-primary" onClick={() => setWriting({})}>
          Tulis Pengumuman
        </button>
      }
    >
      {error && !data && <LoadError error={error} fallback="Pengumuman tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <ul className="card divide-y divide-line p-0" aria-label="Pengumuman">
          {data.map((announcement) => (
            <li key={announcement.id} className="flex items-center gap-3 px-3 py-2" data-testid="hr-announcement">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{announcement.title}</p>
                <p className="text-sm text-ink-muted">
                  Tampil {dateRange(announcement.start_date, announcement.end_date)}
                  {announcement.image && ' · dengan gambar'}
                  {announcement.withdrawn_at && ` · ${WITHDRAWAL_TEXTS.withdrawn(mediumDate(wibDate(announcement.withdrawn_at)))}`}
                  {announcement.updated_at && ` · diubah ${mediumDate(wibDate(announcement.updated_at))}`}
                </p>
                <p className="text-sm text-ink-muted" data-testid="announcement-audience">
                  {ANNOUNCEMENT_TEXTS.audienceOf(announcement.audience_offices.map((office) => office.name), announcement.audience_departments)}
                </p>
              </div>
              {!announcement.withdrawn_at && (
                <button type="button" className="btn-ghost" aria-label={`${ANNOUNCEMENT_TEXTS.edit} ${announcement.title}`} onClick={() => setWriting({ announcement })}>
                  {ANNOUNCEMENT_TEXTS.edit}
                </button>
              )}
              {!announcement.withdrawn_at && (
                <button type="button" className="btn-secondary" aria-label={`${WITHDRAWAL_TEXTS.action} ${announcement.title}`} onClick={() => setWithdrawing(announcement)}>
                  {WITHDRAWAL_TEXTS.action}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writing && <HrAnnouncementDialog announcement={writing.announcement} onChanged={() => void mutate()} onClosed={() => setWriting(null)} />}
      {withdrawing && (
        <HrWithdrawalDialog input={{ announcement: { id: withdrawing.id, title: withdrawing.title } }} onChanged={() => void mutate()} onClosed={() => setWithdrawing(null)} />
      )}
    </ConsolePage>
  );
}
