import { format, isValid, parse, parseISO } from 'date-fns';
import { id } from 'date-fns/locale';

/** Leave dates travel as Indonesian text (spec §3): '05 Maret 2025'. */
const LEAVE_DATE_FORMAT = 'dd MMMM yyyy';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '2025-03-05' → '05 Maret 2025' */
export const formatLeaveDate = (isoDate: string) => format(parseISO(isoDate), LEAVE_DATE_FORMAT, { locale: id });

/** '05 Maret 2025' (or '2025-03-05', which other clients send) → '2025-03-05'; null when it is no real date. */
export function parseLeaveDate(text: string): string | null {
  const trimmed = text.trim();
  const date = ISO_DATE.test(trimmed) ? parseISO(trimmed) : parse(trimmed, LEAVE_DATE_FORMAT, new Date(2000, 0, 1), { locale: id });
  if (!isValid(date)) return null;
  const iso = format(date, 'yyyy-MM-dd');
  return ISO_DATE.test(trimmed) && iso !== trimmed ? null : iso;
}
