/**
 * The company API's English messages (docs/product.md, "Messages") as the app says them: the server answers them as
 * the existing API does, and no screen shows English (issue 51). Any other message is shown as it came.
 */
const IN_OUR_WORDS: Record<string, string> = {
  'Username is required': 'Username wajib diisi.',
  'Password is required': 'Password wajib diisi.',
  'Reason is required': 'Pilih alasan izin.',
  'Description is required': 'Masukkan keterangan.',
  'Start date is required': 'Isi tanggal mulai.',
  'End date is required': 'Isi tanggal akhir.',
  'Filename is required': 'Lampirkan berkasnya.',
  'Type is required': 'Jenis absen tidak terbaca. Coba lagi.',
  'Location is required': 'Tempat absen tidak terbaca. Coba lagi.',
  'Latitude is required': 'Lokasi perangkat tidak terbaca. Coba lagi.',
  'Longitude is required': 'Lokasi perangkat tidak terbaca. Coba lagi.',
  'Filename for face is required': 'Foto wajah belum terkirim. Coba lagi.',
  'Filename for location is required': 'Foto lokasi belum terkirim. Coba lagi.',
  'Device token is required': 'Perangkat tidak dikenali. Masuk ulang, lalu coba lagi.',
};

export const inOurWords = (message: string): string => IN_OUR_WORDS[message] ?? message;
