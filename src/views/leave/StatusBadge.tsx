import { leaveStatusBadge } from '../../domain/leave';

/** Orange, green and red with dark text on a light ground: contrast AA (spec §4's colours). */
const TONES = {
  pending: 'bg-orange-100 text-orange-800',
  accepted: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
} as const;

export function LeaveStatusBadge({ status }: { status: string }) {
  const badge = leaveStatusBadge(status);
  return <span className={`whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${TONES[badge.tone]}`}>{badge.label}</span>;
}
