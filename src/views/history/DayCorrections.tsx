import { Link } from 'wouter';
import type { AttendanceHistoryItem } from '../../contract/schemas';
import { RECORD_LABELS } from '../../domain/verification';

/** Below a day of the employee's own history: its correction requests that wait or were rejected, and 'Ajukan Koreksi' while it may still be asked. */
export function DayCorrections({ item }: { item: AttendanceHistoryItem }) {
  if (item.correction_requests.length === 0 && !item.correctable) return null;
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-line pt-3">
      {item.correction_requests.map((request) => (
        <p key={request.id} className="text-sm text-ink" data-testid="day-correction">
          Koreksi {RECORD_LABELS.attendance[request.direction].toLowerCase()} jam {request.time}:{' '}
          {request.status === 'pending' ? 'menunggu persetujuan atasan.' : `ditolak${request.decision_note ? `: ${request.decision_note.replace(/[.!?\s]+$/, '')}` : ''}.`}
        </p>
      ))}
      {item.correctable && (
        <Link href={`/pengajuan-koreksi?tanggal=${item.date}`} className="btn-secondary self-start">
          Ajukan Koreksi
        </Link>
      )}
    </div>
  );
}
