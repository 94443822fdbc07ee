import { leaveStatusBadge } from '../../domain/leave';
import { StatusBadge } from '../../ui/StatusBadge';

/** docs/product.md §4's orange, green and red, as the design's AA tone pairs. */
const TONES = { pending: 'pending', accepted: 'ok', rejected: 'danger' } as const;

export function LeaveStatusBadge({ status }: { status: string }) {
  const badge = leaveStatusBadge(status);
  return <StatusBadge label={badge.label} tone={TONES[badge.tone]} />;
}
