import { realDate } from './calendar';

/**
 * Leave dates travel as Indonesian text (docs/product.md §3): '05 Maret 2025'. The contract loads with the sign-in page, so
 * this is a month table rather than date-fns's parser (which alone would add 4 KB gzipped there).
 */
export const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LEAVE_DATE = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/;


/** '2025-03-05' → '05 Maret 2025' */
export function formatLeaveDate(isoDate: string): string {
  const [, year, month, day] = ISO_DATE.exec(isoDate) ?? [];
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** '05 Maret 2025' (or '2025-03-05', which other clients send) → '2025-03-05'; null when it is no real date. */
export function parseLeaveDate(text: string): string | null {
  const trimmed = text.trim();
  const isoParts = ISO_DATE.exec(trimmed);
  const textParts = LEAVE_DATE.exec(trimmed);
  const [year, month, day] = isoParts
    ? [Number(isoParts[1]), Number(isoParts[2]), Number(isoParts[3])]
    : textParts
      ? [Number(textParts[3]), MONTHS.findIndex((name) => name.toLowerCase() === textParts[2]!.toLowerCase()) + 1, Number(textParts[1])]
      : [0, 0, 0];
  return realDate(year, month, day);
}
