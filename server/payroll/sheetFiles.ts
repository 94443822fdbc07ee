import type { PayrollSheet } from '../../src/contract/payroll';
import { dayRange, periodLabel } from '../../src/format/indonesian';
import { csvText } from '../files/csvText';

/** lembar-penggajian-202611: the period, safe in any file system. */
export const sheetFileName = (period: string) => `lembar-penggajian-${period}`;

const cells = (sheet: PayrollSheet) => ({
  header: ['NUP', 'Nama', 'Bagian', ...sheet.codes.map((code) => code.code)],
  rows: sheet.rows.map((row) => [row.nup, row.name, row.department ?? '', ...sheet.codes.map((code) => row.figures[code.code] ?? 0)]),
});

/** The sheet as CSV (csvText: ';' between cells, a byte order mark): the codes as the header, a row per employee. */
export function sheetCsv(sheet: PayrollSheet): string {
  const { header, rows } = cells(sheet);
  return csvText([header, ...rows]);
}

/** A title, the days counted and each code's words above the header of codes, real numbers below it, the header frozen. */
export async function sheetXlsx(sheet: PayrollSheet): Promise<Buffer> {
  // Loaded when first needed, as the recap's files do.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(sheet.generated_at);
  const worksheet = workbook.addWorksheet(`Gaji ${periodLabel(sheet.period)}`, { views: [{ state: 'frozen', xSplit: 2, ySplit: 4 }] });
  const { header, rows } = cells(sheet);
  worksheet.columns = header.map((_, index) => ({ width: [16, 30, 26][index] ?? 12 }));
  worksheet.getCell('A1').value = `Lembar Penggajian ${dayRange(sheet.from, sheet.to)}`;
  worksheet.getCell('A1').font = { bold: true, size: 14 };
  worksheet.getCell('A2').value = 'Dihitung';
  worksheet.getCell('B2').value = new Date(`${sheet.from}T00:00:00Z`);
  worksheet.getCell('C2').value = new Date(`${sheet.counted_until}T00:00:00Z`);
  for (const cell of ['B2', 'C2']) worksheet.getCell(cell).numFmt = 'dd/mm/yyyy';
  const words = worksheet.getRow(3);
  words.values = ['', '', '', ...sheet.codes.map((code) => `${code.label} (${code.unit})`)];
  words.alignment = { wrapText: true, vertical: 'top' };
  const heading = worksheet.getRow(4);
  heading.values = header;
  heading.font = { bold: true };
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
