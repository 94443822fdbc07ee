/**
 * What an import file may hold and unpack to (docs/import.md, "Limits"): far above a water utility's staff list, far
 * below what would hold the server up. `{kolom}` in a message is the column's name.
 */
export const IMPORT_LIMITS = {
  /** Data rows of one file. */
  rows: 10_000,
  /** Characters of one cell. */
  cellCharacters: 1_000,
  /** Parts of an XLSX archive. */
  parts: 200,
  /** Inflated bytes of one sheet's XML, of the shared strings, of any other part, and of all of them. */
  sheetBytes: 24 * 1024 * 1024,
  sharedStringsBytes: 8 * 1024 * 1024,
  otherPartBytes: 2 * 1024 * 1024,
  totalBytes: 32 * 1024 * 1024,
  /** The reading thread's heap, and how long it may take. */
  threadHeapMb: 160,
  readMs: 20_000,
  messages: {
    rows: 'Berkas berisi lebih dari 10.000 baris data. Bagi menjadi beberapa berkas.',
    cell: "kolom '{kolom}' lebih dari 1.000 karakter.",
    rounded: "kolom '{kolom}' berisi angka lebih dari 15 digit yang sudah dibulatkan Excel: ketik NUP sebagai teks (awali dengan tanda petik ') lalu simpan ulang.",
    parts: 'Berkas XLSX berisi terlalu banyak bagian. Simpan ulang hanya lembar data pegawainya.',
    size: 'Isi berkas XLSX terlalu besar setelah dibuka (lebih dari 24 MB). Bagi menjadi beberapa berkas.',
    strings: 'Teks dalam berkas XLSX terlalu besar setelah dibuka (lebih dari 8 MB). Bagi menjadi beberapa berkas.',
    unreadable: 'Berkas XLSX tidak dapat dibaca.',
    noSheet: 'Berkas XLSX tidak berisi lembar kerja.',
    slow: 'Berkas XLSX terlalu lama dibaca. Bagi menjadi beberapa berkas yang lebih kecil.',
    busy: 'Server sedang membaca berkas impor lain. Coba lagi sebentar.',
    utf16: "Berkas CSV ini berkode UTF-16. Simpan ulang sebagai 'CSV UTF-8 (dipisahkan koma)' lalu unggah lagi.",
    notUtf8: "Berkas CSV ini bukan UTF-8 (tampaknya Windows-1252/Latin-1, misalnya dari Excel lama): huruf seperti 'ñ' atau 'é' akan rusak. Simpan ulang sebagai 'CSV UTF-8 (dipisahkan koma)' lalu unggah lagi.",
  },
} as const;

export const forColumn = (template: string, column: string) => template.replace('{kolom}', column);
