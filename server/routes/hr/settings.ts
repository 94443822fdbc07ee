import { Hono } from 'hono';
import { type CompanySettingsSaved, CompanySettingsSavedSchema, CompanySettingsSchema } from '../../../src/contract/hr';
import { recordAudit } from '../../audit/auditLog';
import type { AppEnv } from '../../http/context';
import { readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { readSettings } from '../../settings/companySettings';

const SAVED = 'Pengaturan disimpan.';

/** The company's settings (docs/hr.md, "Settings"): read by HR, changed by HR, each change audited. */
export const hrSettingsRoutes = new Hono<AppEnv>()
  .get('/settings', documented({
    summary: 'Konsol SDM: pengaturan perusahaan: batas hari pengajuan koreksi (`correction_window_days`, bawaan 7) dan tanggal tutup buku periode gaji (`payroll_cutoff_day`, 0 = akhir bulan, 1–28 = periode berakhir pada tanggal itu), apakah cuti bersama memotong kuota Cuti (`cuti_bersama_uses_quota`, 0/1, bawaan 0) dan batas lupa absen pulang (`forgotten_clock_out_hours`, 1–6 jam setelah jam pulang shift, bawaan 6).',
    auth: true, answer: CompanySettingsSchema, errors: [401, 403],
  }), async (c) => c.json(await readSettings(c.get('services').db)))

  .post('/settings', documented({
    summary: 'Konsol SDM: menyimpan pengaturan perusahaan. Rekap, riwayat absen dan lembur, serta berkas rekap mengikuti periode gaji yang baru. Tercatat di log audit.',
    auth: true, body: CompanySettingsSchema, answer: CompanySettingsSavedSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const settings = await readBody(c, CompanySettingsSchema);
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const before = await readSettings(trx);
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
