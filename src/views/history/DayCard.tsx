import { photoSrc } from '../../api/attendance';
import type { AttendanceHistoryItem } from '../../contract/schemas';
import { hasTime, longDate } from '../../format/indonesian';
import { Photo } from '../../ui/Photo';

function Presence({ label, time, photo, color }: { label: string; time: string; photo: string | null; color: string }) {
  return (
    <div className="flex items-center gap-3">
      <Photo src={photoSrc(photo)} alt={`Foto ${label.toLowerCase()}`} className="h-14 w-14" />
      <div>
        <p className="text-xs text-slate-500">{label}</p>
        <p className="font-mono font-semibold" style={hasTime(time) ? { color: `#${color}` } : undefined}>
          {hasTime(time) ? time : '-'}
        </p>
      </div>
    </div>
  );
}

/** One day of a monthly history (attendance or overtime): its status and both presences. */
export function DayCard({ item }: { item: AttendanceHistoryItem }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="history-day">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-slate-800">{longDate(item.date)}</p>
        <span className="rounded-full px-2.5 py-0.5 text-xs font-semibold text-white" style={{ backgroundColor: `#${item.color}` }}>
          {item.status}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Presence label="Masuk" time={item.inpresent} photo={item.inphoto} color={item.color} />
        <Presence label="Pulang" time={item.outpresent} photo={item.outphoto} color={item.color} />
      </div>
    </li>
  );
}
