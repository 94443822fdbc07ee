import type { Recap, RecapRow } from '../../src/contract/hr';
import { dayRange, periodLabel, wibMoment } from '../../src/format/indonesian';
import { csvText } from '../files/csvText';

type Figures = Recap['totals'];

/** The recap's columns, with Indonesian headings, in the order of both files. */
function columns(recap: Recap): { heading: string; width: number; value: (row: RecapRow | (Figures & { name: string })) => string | number }[] {
  const figure = (heading: string, pick: (figures: Figures) => number) => ({ heading, width: 12, value: (row: Figures) => pick(row) });
  return [
    { heading: 'NUP', width: 16, value: (row) => ('nup' in row ? row.nup : '') },
    { heading: 'Nama', width: 30, value: (row) => row.name },
    { heading: 'Bagian', width: 26, value: (row) => ('department' in row ? (row.department ?? '') : '') },
    figure('Hari kerja', (row) => row.scheduled_days),
    figure('Hadir', (row) => row.present_days),
    figure('Terlambat (hari)', (row) => row.late_days),
    figure('Terlambat (menit)', (row) => row.late_minutes),
    figure('Pulang cepat (hari)', (row) => row.early_leave_days),
    figure('Pulang cepat (menit)', (row) => row.early_leave_minutes),
    figure('Tidak hadir tanpa izin', (row) => row.absent_days),
    figure('Di luar kantor (hari)', (row) => row.outside_office_days),
    ...recap.leave_types.map((type) => figure(`${type.label} (hari)`, (row) => row.leave_days[type.code] ?? 0)),
    figure('Menunggu verifikasi', (row) => row.pending_records),
    figure('Lembur disetujui (jam)', (row) => row.overtime_hours),
    figure('Jam lembur dibayar', (row) => row.overtime_pay_hours),
  ];
}

const totalsRow = (recap: Recap) => ({ ...recap.totals, name: 'Jumlah' });

const title = (recap: Recap) => `Rekap Absensi ${dayRange(recap.from, recap.to)}`;

/** When it was made, in the zone the recap counts its days in (WIB, docs/hr.md). */
const pendingNote = (recap: Recap) =>
  `Dibuat ${wibMoment(recap.generated_at)}: ${recap.pending_records} data absen dan lembur masih menunggu verifikasi dan belum dihitung.`;

/**
 * The recap as CSV (csvText: ';' between cells, a byte order mark): the header first (for a program that reads it), a
 * row per employee, the totals row, then when it was made and what still waits.
 */
export function recapCsv(recap: Recap): string {
  const cols = columns(recap);
  const lines = [
    cols.map((column) => column.heading),
    ...[...recap.rows, totalsRow(recap)].map((row) => cols.map((column) => column.value(row))),
    [pendingNote(recap)],
  ];
  return csvText(lines);
}

/** A title and the pending note above a header row, real numbers below it, a totals row, the header frozen. */
export async function recapXlsx(recap: Recap): Promise<Buffer> {
  // Loaded when first needed: 0.4 s that every server start and admin command would pay otherwise.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(recap.generated_at);
  const sheet = workbook.addWorksheet(`Rekap ${periodLabel(recap.period)}`, { views: [{ state: 'frozen', xSplit: 2, ySplit: 4 }] });
  const cols = columns(recap);
  sheet.columns = cols.map((column) => ({ width: column.width }));
  sheet.getCell('A1').value = title(recap);
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = 'Dihitung';
  sheet.getCell('B2').value = new Date(`${recap.from}T00:00:00Z`);
  sheet.getCell('C2').value = new Date(`${recap.counted_until}T00:00:00Z`);
  for (const cell of ['B2', 'C2']) sheet.getCell(cell).numFmt = 'dd/mm/yyyy';
  sheet.getCell('A3').value = pendingNote(recap);
  const header = sheet.getRow(4);
  header.values = cols.map((column) => column.heading);
  header.font = { bold: true };
  for (const row of recap.rows) sheet.addRow(cols.map((column) => column.value(row)));
  const totals = sheet.addRow(cols.map((column) => column.value(totalsRow(recap))));
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
