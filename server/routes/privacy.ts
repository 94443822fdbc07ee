import { Hono } from 'hono';
import { AccessLogSchema, DataExportStateSchema, PrivacyNoticeReadSchema, PrivacyNoticeStateSchema } from '../../src/contract/privacy';
import { exportState, requestExport } from '../privacy/dataExport';
import { readBody } from '../http/validate';
import { markNoticeRead, noticeState } from '../privacy/notice';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { documented } from '../openapi/documented';
import { accessesOf } from '../privacy/accessLog';

/** The employee's privacy notice and their own view of what others saw of them (docs/privacy.md). */
export const privacyRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/privasi', documented({
    summary: 'Ekstensi produk ini: pemberitahuan privasi: versinya (teks dan perubahan pengaturan privasi oleh SDM), tanggal versi itu, kapan pegawai pertama kali membacanya (null: belum), masa simpan foto dan posisi (hari setelah periode gaji berakhir) dan foto rujukan wajah (hari setelah masa kerja berakhir), serta pejabat pelindungan data (null: belum ditunjuk).',
    auth: true, answer: PrivacyNoticeStateSchema, errors: [401],
  }), requireEmployee, async (c) => c.json(await noticeState(c.get('services').db, c.get('employee').id)))

  .post('/mobile-v2/privasi/dibaca', documented({
    summary: 'Ekstensi produk ini: mencatat bahwa pegawai membaca pemberitahuan privasi versi `version`; hanya pembacaan pertama tiap versi yang disimpan. 409 bila versinya sudah berganti.',
    auth: true, body: PrivacyNoticeReadSchema, answer: PrivacyNoticeStateSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const { version } = await readBody(c, PrivacyNoticeReadSchema);
    const services = c.get('services');
    return c.json(await markNoticeRead(services.db, c.get('employee').id, version, services.now()));
  })

  .get('/mobile-v2/privasi/akses', documented({
  summary: 'Ekstensi produk ini: siapa yang melihat foto absen, posisi, atau foto rujukan wajah pegawai yang memanggil (atasan, SDM), untuk absen mana dan kapan; terbaru dulu, paling banyak 100. Dilihat sendiri tidak dicatat.',
  auth: true, answer: AccessLogSchema, errors: [401],
}), requireEmployee, async (c) => c.json(await accessesOf(c.get('services').db, c.get('employee').id)))

  .get('/mobile-v2/privasi/salinan', documented({
    summary: "Ekstensi produk ini ('Unduh Data Saya'): salinan data pribadi terbaru pegawai yang memanggil: `status` (`none`, `preparing`, `ready`, `failed`), kapan diminta dan siap, tautan ZIP bertanda tangan yang berlaku 10 menit (saat siap; ZIP pertama), ukuran seluruh salinan, `parts` (saat siap: tiap berkas ZIP dengan nama, tautan, dan ukurannya; lebih dari satu bila salinan melebihi 500 MB), dan apakah salinan baru boleh diminta hari ini.",
    auth: true, answer: DataExportStateSchema, errors: [401],
  }), requireEmployee, async (c) => c.json(await exportState(c.get('services'), c.get('employee').id)))

  .post('/mobile-v2/privasi/salinan', documented({
    summary: "Ekstensi produk ini ('Unduh Data Saya'): meminta salinan data pribadi (data diri, absen, lembur, izin, pengajuan koreksi dan perubahan data, perangkat, persetujuan, catatan akses dalam JSON dan CSV, serta foto yang masih disimpan) sebagai ZIP, disiapkan di latar belakang dalam beberapa menit. Sekali sehari (WIB): 409 bila sudah diminta hari ini.",
    auth: true, answer: DataExportStateSchema, errors: [401, 409],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    await requestExport(services, c.get('employee').id);
    services.prepareDataExports();
    return c.json(await exportState(services, c.get('employee').id));
  });
