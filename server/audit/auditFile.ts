import type { AuditEntry } from '../../src/contract/hr';
import { auditChanges, auditMoment, auditSentence } from '../../src/format/auditEntry';

/** The most entries one file holds: a year of a company's changes; narrower dates for more. */
export const AUDIT_FILE_MOST = 10_000;

/** The audit log as the console reads it, one row per entry: when (WIB), what happened, and each field's change. */
export async function auditXlsx(entries: AuditEntry[], title: string): Promise<Buffer> {
  // Loaded when first needed, as for the recap's files.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Log Audit', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [{ width: 40 }, { width: 70 }, { width: 80 }];
  sheet.getCell('A1').value = title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const header = sheet.getRow(2);
  header.values = ['Waktu', 'Kejadian', 'Perubahan'];
  header.font = { bold: true };
  for (const entry of entries) {
    const changes = auditChanges(entry).map((change) => `${change.field}: ${change.before} → ${change.after}`);
    const row = sheet.addRow([auditMoment(entry), auditSentence(entry), changes.join('\n')]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
