/** A spreadsheet reads a cell that starts with one of these as a formula: it is written as text (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Indonesian Excel's list separator is ';' and its decimal mark ',': a file written so opens as columns of numbers. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180's quoting with ';' between cells, CRLF line ends, and a byte order mark (so spreadsheets read it as UTF-8). */
export const csvText = (lines: (string | number | null)[][]) => `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
