import { Hono } from 'hono';
import { type CompanySettingsSaved, CompanySettingsSavedSchema, CompanySettingsSchema } from '../../../src/contract/hr';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/context';
import { readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { readSettings } from '../../settings/companySettings';

const SAVED = 'Pengaturan disimpan.';
const BANDS_NOT_ASCENDING = 'Batas kelompok menit harus naik: kelompok 1 < kelompok 2 < kelompok 3.';

/** The company's settings (docs/hr.md, "Settings"): read by HR, changed by HR, each change audited. */
export const hrSettingsRoutes = new Hono<AppEnv>()
  .get('/settings', documented({
    summary: 'Konsol SDM: pengaturan perusahaan: batas hari pengajuan koreksi (`correction_window_days`, bawaan 7) dan tanggal tutup buku periode gaji (`payroll_cutoff_day`, 0 = akhir bulan, 1–28 = periode berakhir pada tanggal itu), apakah cuti bersama memotong kuota Cuti (`cuti_bersama_uses_quota`, 0/1, bawaan 0), batas lupa absen pulang (`forgotten_clock_out_hours`, 1–6 jam setelah jam pulang shift, bawaan 6; absen pulang sesudahnya di luar jam shift), batas awal absen masuk (`clock_in_window_minutes`, 60–240 menit sebelum jam masuk shift, bawaan 120; absen masuk lebih awal atau sesudah jam pulang shift menunggu verifikasi dengan tanda "di luar jam shift"), batas kelompok menit terlambat dan pulang cepat di lembar penggajian (`late_early_band_1_minutes`, `_2_`, `_3_`, bawaan 30, 60, 90: kode TL1–TL4 dan PSW1–PSW4), dan ruang berkas per pegawai (`file_quota_mb`, 20–5000 MB, bawaan 200: lampiran izin dan foto bukti koreksi yang melebihinya ditolak dengan 409, foto absen dan lembur dihitung tetapi tidak pernah ditolak).',
    auth: true, answer: CompanySettingsSchema, errors: [401, 403],
  }), async (c) => c.json(await readSettings(c.get('services').db)))

  .post('/settings', documented({
    summary: 'Konsol SDM: menyimpan pengaturan perusahaan. Rekap, riwayat absen dan lembur, serta berkas rekap mengikuti periode gaji yang baru. Batas kelompok menit dan ruang berkas yang tidak dikirim tetap; ketiganya harus naik (400 bila tidak). Tercatat di log audit.',
    auth: true, body: CompanySettingsSchema, answer: CompanySettingsSavedSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const settings = await readBody(c, CompanySettingsSchema);
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const before = await readSettings(trx);
      const bands = { ...before, ...settings };
      if (!(bands.late_early_band_1_minutes < bands.late_early_band_2_minutes && bands.late_early_band_2_minutes < bands.late_early_band_3_minutes)) {
        throw new ApiError(400, BANDS_NOT_ASCENDING);
      }
      for (const [key, value] of Object.entries(settings)) {
        await trx
          .insertInto('company_settings')
          .values({ key, value: String(value) })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(value) }))
          .execute();
      }
      await recordAudit(trx, { actorId: c.get('employee').id, action: 'settings.update', entity: 'settings', entityId: 'company', before, after: settings }, now);
    });
    return c.json({ message: SAVED, settings } satisfies CompanySettingsSaved);
  });
