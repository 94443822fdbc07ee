import { Hono } from 'hono';
import { AccessLogSchema, type PrivacySettingsSaved, PrivacySettingsSavedSchema, PrivacySettingsSchema } from '../../../src/contract/privacy';
import { recordAudit } from '../../audit/auditLog';
import type { AppEnv } from '../../http/context';
import { readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { accessesOf } from '../../privacy/accessLog';
import { readPrivacySettings, savePrivacySettings, settingsOnly } from '../../settings/privacySettings';
import { changeableEmployee } from './employees';

/** HR's privacy settings and its view of who looked at an employee's photos and positions (docs/privacy.md). */
export const hrPrivacyRoutes = new Hono<AppEnv>()
  .get('/employees/:id/access-log', documented({
    summary: 'Konsol SDM: siapa yang melihat foto absen, posisi, atau foto rujukan wajah seorang pegawai, untuk absen mana dan kapan; terbaru dulu, paling banyak 100. Aturan akses seperti mengubah pegawai.',
    auth: true, answer: AccessLogSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const services = c.get('services');
    const employee = await changeableEmployee(services, c.get('employee'), c.req.param('id'), 'privacy.access.view');
    return c.json(await accessesOf(services.db, employee.id));
  })

  .get('/privacy-settings', documented({
    summary: 'Konsol SDM: pengaturan data pribadi: masa simpan foto dan posisi absen, lembur, surat tugas, bukti pengajuan koreksi dan lampiran izin (`photo_retention_days`, hari setelah periode gajinya berakhir, 30–1095, bawaan 60), masa simpan foto rujukan dan templat wajah setelah masa kerja berakhir (`reference_retention_days`, 0–365, bawaan 30), serta nama dan kontak pejabat pelindungan data.',
    auth: true, answer: PrivacySettingsSchema, errors: [401, 403],
  }), async (c) => c.json(settingsOnly(await readPrivacySettings(c.get('services').db))))

  .post('/privacy-settings', documented({
    summary: 'Konsol SDM: menyimpan pengaturan data pribadi. Pemberitahuan privasi pegawai berganti versi, dan penghapusan berkala mengikuti masa simpan yang baru. Tercatat di log audit.',
    auth: true, body: PrivacySettingsSchema, answer: PrivacySettingsSavedSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const settings = await readBody(c, PrivacySettingsSchema);
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const before = settingsOnly(await readPrivacySettings(trx));
      await savePrivacySettings(trx, settings, now);
      await recordAudit(trx, { actorId: c.get('employee').id, action: 'privacy.settings.update', entity: 'settings', entityId: 'privacy', before, after: settings }, now);
    });
    return c.json({ message: 'Pengaturan data pribadi disimpan.', settings } satisfies PrivacySettingsSaved);
  });
