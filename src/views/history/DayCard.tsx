import type { ReactNode } from 'react';
import { photoSrc } from '../../api/attendance';
import type { DayRecords, VerificationFields } from '../../contract/schemas';
import { PHOTOS_REMOVED } from '../../domain/privacy';
import { hasTime, longDate } from '../../format/indonesian';
import { Photo } from '../../ui/Photo';
import { readableOn } from '../../ui/statusColors';
import { StatusBadge } from '../../ui/StatusBadge';
import { RecordVerification } from '../attendance/RecordVerification';

function Presence({ label, time, photo, color, record }: { label: string; time: string; photo: string | null; color: string; record: VerificationFields | null | undefined }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Photo src={photoSrc(photo)} alt={`Foto ${label.toLowerCase()}`} className="h-10 w-10 shrink-0 min-[360px]:h-12 min-[360px]:w-12" />
      <div className="min-w-0">
        <p className="text-xs text-ink-muted">{label}</p>
        <p className="time-figures whitespace-nowrap text-sm min-[360px]:text-base" style={hasTime(time) ? { color: readableOn(color) } : undefined}>
          {hasTime(time) ? time : '-'}
        </p>
        {record?.photos_removed && <p className="text-xs text-ink-muted">{PHOTOS_REMOVED}</p>}
      </div>
    </div>
  );
}

/** One day (attendance, overtime or a staff member's): its status and both presences; times in the status colour. */
export function DayCard({ item, heading, children }: { item: DayRecords; heading?: ReactNode; children?: ReactNode }) {
  return (
    <li className="card" data-testid="history-day">
      {heading}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">{longDate(item.date)}</p>
        <StatusBadge label={item.status} color={item.color} />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Presence label="Masuk" time={item.inpresent} photo={item.inphoto} color={item.color} record={item.in_record} />
        <Presence label="Pulang" time={item.outpresent} photo={item.outphoto} color={item.color} record={item.out_record} />
      </div>
      {/* A record that waits, was decided or was corrected says so, with why; one the server saw needs no words. */}
      {[item.in_record, item.out_record].some((record) => record && (record.correction !== null || !(record.verification === 'verified' && record.flags.length === 0))) && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          {[item.in_record, item.out_record].map((record, index) => (
            <div key={index}>{record && <RecordVerification record={record} />}</div>
          ))}
        </div>
      )}
      {children}
    </li>
  );
}
