import { Hono } from 'hono';
import { type ReminderSetting, ReminderSettingSchema, type ReminderSettingSaved, ReminderSettingSavedSchema } from '../../src/contract/schemas';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { documented } from '../openapi/documented';

const SAVED = { on: 'Pengingat absen dinyalakan.', off: 'Pengingat absen dimatikan.' } as const;

/** The employee's own switch for shift reminders (docs/push.md, "Reminders"), in Akun. */
export const reminderRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/pengingat', documented({
    summary: 'Ekstensi produk ini: apakah pegawai menerima pengingat absen (push 15 menit sebelum shift mulai bila belum absen masuk, 15 menit setelah shift selesai bila belum absen pulang).',
    auth: true, answer: ReminderSettingSchema, errors: [401],
  }), requireEmployee, async (c) => {
    const row = await c.get('services').db.selectFrom('employees').select('reminders').where('id', '=', c.get('employee').id).executeTakeFirstOrThrow();
    return c.json({ enabled: row.reminders === 1 } satisfies ReminderSetting);
  })

  .post('/mobile-v2/pengingat', documented({
    summary: 'Ekstensi produk ini: menyalakan atau mematikan pengingat absen untuk diri sendiri (`enabled`).',
    auth: true, body: ReminderSettingSchema, answer: ReminderSettingSavedSchema, errors: [400, 401, 413, 415],
  }), requireEmployee, async (c) => {
    const { enabled } = await readBody(c, ReminderSettingSchema);
    await c.get('services').db.updateTable('employees').set({ reminders: enabled ? 1 : 0 }).where('id', '=', c.get('employee').id).execute();
    return c.json({ message: enabled ? SAVED.on : SAVED.off, enabled } satisfies ReminderSettingSaved);
  });
