import { badgeColors } from './statusColors';

const TONES = {
  pending: 'bg-tone-pending-bg text-tone-pending-fg',
  ok: 'bg-tone-ok-bg text-tone-ok-fg',
  danger: 'bg-tone-danger-bg text-tone-danger-fg',
  info: 'bg-tone-info-bg text-tone-info-fg',
  warn: 'bg-tone-warn-bg text-tone-warn-fg',
} as const;
export type Tone = keyof typeof TONES;

type StatusBadgeProps = { label: string; testId?: string; wrap?: boolean } & ({ color: string; tone?: never } | { tone: Tone; color?: never });

/** A status in a colour pair that reads at contrast AA; on one line unless it may `wrap` (a narrow column). */
export function StatusBadge({ label, color, tone, testId, wrap = false }: StatusBadgeProps) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ${wrap ? 'text-center' : 'whitespace-nowrap'} ${tone ? TONES[tone] : ''}`}
      style={color ? badgeColors(color) : undefined}
      data-testid={testId}
    >
      {label}
    </span>
  );
}
