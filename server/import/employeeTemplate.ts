import { EMPLOYEE_COLUMNS, EMPLOYEE_COLUMN_WORDS } from './employees';

/** What each column holds, for the template's 'Petunjuk' sheet (docs/import.md has the full rules). */
const COLUMN_NOTES: Record<keyof typeof EMPLOYEE_COLUMN_WORDS, string> = {
  username: 'Nama untuk masuk aplikasi: 3–40 huruf kecil, angka, titik, garis bawah atau strip.',
  name: 'Nama lengkap.',
  nup: 'Nomor Urut Pegawai; tidak boleh sama dengan pegawai lain.',
  position: 'Jabatan, tampil di dashboard.',
  level: 'Level jabatan, angka 1 sampai 10 (di atas 4 melihat absen staf).',
  password: 'Kosongkan agar dibuatkan; hanya untuk pegawai baru. Pegawai wajib menggantinya saat pertama masuk.',
  office: 'Nama kantor yang sudah ada.',
  department: 'Nama bagian; dibuat bila belum ada.',
  sub_department: 'Nama sub bagian; perlu kolom bagian.',
  supervisor: 'Username atasan (di berkas ini atau yang sudah ada).',
  schedule: 'Nama jadwal kerja; kosong: jadwal pertama.',
  start_date: 'Hari pertama bekerja, misalnya 1 Desember 2026 atau 01/12/2026.',
  end_date: 'Hari terakhir bekerja, bila sudah diketahui.',
  birth_place: 'Tempat lahir.',
  birth_date: 'Tanggal lahir, misalnya 14 Maret 1998.',
  contact: 'Nomor telepon.',
  address: 'Alamat, paling banyak 300 karakter.',
  married_status: 'Status pernikahan.',
  blood_type: 'Golongan darah.',
  religion: 'Agama.',
  last_education: 'Pendidikan terakhir.',
  entry_date: 'Tanggal masuk perusahaan.',
  grade: 'Golongan.',
  grade_date: 'TMT golongan.',
  dependent_children: 'Jumlah anak tanggungan, 0 sampai 20.',
};

const ORDER = [...EMPLOYEE_COLUMNS.required, ...EMPLOYEE_COLUMNS.optional] as (keyof typeof EMPLOYEE_COLUMN_WORDS)[];
const REQUIRED = new Set<string>(EMPLOYEE_COLUMNS.required);

/** The template's header: every column by its Indonesian name, the required ones first. */
export const TEMPLATE_HEADER = ORDER.map((column) => EMPLOYEE_COLUMN_WORDS[column]);

/** A CSV with the header only, with a BOM so that Excel reads it as UTF-8. */
export const employeeTemplateCsv = () => `\uFEFF${TEMPLATE_HEADER.join(',')}\r\n`;

/** A workbook: 'Pegawai' to fill in (the header only), and 'Petunjuk' saying what each column holds. */
export async function employeeTemplateXlsx(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pegawai', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TEMPLATE_HEADER.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet('Petunjuk');
  notes.columns = [{ header: 'Kolom', width: 22 }, { header: 'Wajib', width: 8 }, { header: 'Isi', width: 90 }];
  notes.getRow(1).font = { bold: true };
  for (const column of ORDER) notes.addRow([EMPLOYEE_COLUMN_WORDS[column], REQUIRED.has(column) ? 'Ya' : 'Tidak', COLUMN_NOTES[column]]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
