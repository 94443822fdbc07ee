import { Hono } from 'hono';
import { FaceReferenceIdSchema, FaceReferencesSchema, type FaceReferencesSaved, FaceReferencesSavedSchema } from '../../../src/contract/faces';
import { FACE_MESSAGES } from '../../../src/domain/faces';
import { addReference, faceReferences, removeReference } from '../../faces/references';
import { readPhotos } from '../../files/photoUpload';
import { logAccess } from '../../privacy/accessLog';
import type { AppEnv } from '../../http/context';
import { readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { changeableEmployee } from './employees';

/** HR's reference photos of an employee's face (docs/faces.md, "References"): only with consent, at most three, audited. */
export const hrFaceReferenceRoutes = new Hono<AppEnv>()
  .get('/employees/:id/face-references', documented({
    summary: 'Konsol SDM: persetujuan pemeriksaan wajah seorang pegawai dan foto rujukannya (URL bertanda tangan yang kedaluwarsa). Aturan akses seperti mengubah pegawai.',
    auth: true, answer: FaceReferencesSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const services = c.get('services');
    const employee = await changeableEmployee(services, c.get('employee'), c.req.param('id'), 'face.reference.view');
    const references = await faceReferences(services, employee.id);
    if (references.references.length > 0) await logAccess(services.db, c.get('employee').id, [{ subjectId: employee.id, what: 'reference', record: null }], services.now());
    return c.json(references);
  })

  .post('/employees/:id/face-references', documented({
    summary: 'Konsol SDM: menambah foto rujukan wajah (multipart/form-data, field `photo`, JPEG/PNG/WebP utuh, maksimal 2 MB). Hanya bila pegawai menyetujui (409); tepat satu wajah, di tengah, cukup besar (400 dengan alasannya); paling banyak 3 (409). Templat wajah dihitung di server. Tercatat di log audit.',
    auth: true, files: ['photo'], answer: FaceReferencesSavedSchema, errors: [400, 401, 403, 404, 409, 413, 415, 429],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const employee = await changeableEmployee(services, actor, c.req.param('id'), 'face.reference.add');
    const { photos } = await readPhotos(c, { photo: 'photo' }, ['photo']);
    await addReference(services, actor.id, employee.id, photos.photo!);
    return c.json({ message: FACE_MESSAGES.referenceAdded, references: await faceReferences(services, employee.id) } satisfies FaceReferencesSaved);
  })

  .post('/employees/:id/face-references/delete', documented({
    summary: 'Konsol SDM: menghapus satu foto rujukan wajah (`id`) beserta templatnya. 404 bila tidak ada. Tercatat di log audit.',
    auth: true, body: FaceReferenceIdSchema, answer: FaceReferencesSavedSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const employee = await changeableEmployee(services, actor, c.req.param('id'), 'face.reference.remove');
    const { id } = await readBody(c, FaceReferenceIdSchema);
    await removeReference(services, actor.id, employee.id, id);
    return c.json({ message: FACE_MESSAGES.referenceRemoved, references: await faceReferences(services, employee.id) } satisfies FaceReferencesSaved);
  });
