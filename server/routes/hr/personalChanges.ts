import { Hono } from 'hono';
import { type PersonalChangeAnswer, PersonalChangeAnswerSchema, PersonalChangeDecisionSchema, HrPersonalChangeListSchema } from '../../../src/contract/personalChanges';
import type { AppEnv } from '../../http/context';
import { readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { decidePersonalChange, personalChangeInbox } from '../../personal/changeRequests';

/** Employees' requests to correct their Informasi Data Diri, decided by HR (docs/privacy.md, "Corrections"). */
export const hrPersonalChangeRoutes = new Hono<AppEnv>()
  .get('/personal-changes', documented({
    summary: 'Konsol SDM: pengajuan perubahan data diri yang menunggu, terlama dulu: kolom, nilai saat diajukan, nilai yang diminta, alasan, dan nilai kolom itu sekarang. Tanpa pengajuan sendiri, dan tanpa pengajuan petugas SDM atau admin (kecuali bagi admin).',
    auth: true, answer: HrPersonalChangeListSchema, errors: [401, 403],
  }), async (c) => c.json(await personalChangeInbox(c.get('services'), c.get('employee'))))

  .post('/personal-changes/decide', documented({
    summary: 'Konsol SDM: menyetujui (`approve`: kolom data diri pegawai diubah ke nilai yang diminta) atau menolak (`reject`, `note` wajib) pengajuan perubahan data. 403 untuk pengajuan sendiri, atau pengajuan petugas SDM atau admin (kecuali oleh admin); 404 tidak ada; 409 sudah diputuskan atau ditarik. Tercatat di log audit dengan nilai sebelum dan sesudah; pegawai diberi tahu.',
    auth: true, body: PersonalChangeDecisionSchema, answer: PersonalChangeAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const { id, decision, note } = await readBody(c, PersonalChangeDecisionSchema);
    const message = await decidePersonalChange(c.get('services'), { id, approve: decision === 'approve', note, decider: c.get('employee') });
    return c.json({ message } satisfies PersonalChangeAnswer);
  });
