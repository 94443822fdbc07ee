import { Hono } from 'hono';
import { FaceConsentRequestSchema, type FaceConsentSaved, FaceConsentSavedSchema, FaceConsentStateSchema } from '../../src/contract/faces';
import { answerConsent, consentState, withdrawConsent } from '../faces/consent';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { documented } from '../openapi/documented';

/** The employee's own consent to the face check (docs/faces.md, "Consent"), in Akun → Pemeriksaan Wajah. */
export const faceCheckRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/pemeriksaan-wajah', documented({
    summary: 'Ekstensi produk ini: versi pemberitahuan pemeriksaan wajah, jawaban pegawai (`agreed`, `declined`, atau null bila belum menjawab atau sudah menarik), waktunya, dan jumlah foto rujukan yang diambil SDM.',
    auth: true, answer: FaceConsentStateSchema, errors: [401],
  }), requireEmployee, async (c) => c.json(await consentState(c.get('services').db, c.get('employee').id)))

  .post('/mobile-v2/pemeriksaan-wajah', documented({
    summary: 'Ekstensi produk ini: pegawai menyetujui (`agree`) atau tidak (`decline`) pemeriksaan wajah setelah membaca pemberitahuan versi `version`. Setiap jawaban disimpan (versi, waktu, perangkat) sebagai bukti; tidak setuju menghapus foto rujukan dan templat wajah. 409 bila versi pemberitahuan sudah berganti.',
    auth: true, body: FaceConsentRequestSchema, answer: FaceConsentSavedSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const employee = c.get('employee');
    const { decision, version } = await readBody(c, FaceConsentRequestSchema);
    const message = await answerConsent(services.db, services.files, employee.id, { agree: decision === 'agree', version }, c.req.header('user-agent'), services.now());
    return c.json({ message, state: await consentState(services.db, employee.id) } satisfies FaceConsentSaved);
  })

  .post('/mobile-v2/pemeriksaan-wajah/tarik', documented({
    summary: 'Ekstensi produk ini: menarik persetujuan pemeriksaan wajah: foto rujukan dan templat wajah dihapus saat itu juga, absen yang masih antre tidak dibandingkan. 409 bila belum menyetujui.',
    auth: true, answer: FaceConsentSavedSchema, errors: [401, 409],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const employee = c.get('employee');
    const message = await withdrawConsent(services.db, services.files, employee.id, c.req.header('user-agent'), services.now());
    return c.json({ message, state: await consentState(services.db, employee.id) } satisfies FaceConsentSaved);
  });
