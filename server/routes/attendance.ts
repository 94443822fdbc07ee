import { Hono } from 'hono';
import { REGULAR, regularCheckAt } from '../records/regular';
import { answerCheck, submitRecord } from '../records/submit';
import {
  AnomalyTypeQuerySchema,
  type AttendanceCheckResponse,
  AttendanceCheckRequestSchema,
  AttendanceSubmitSchema,
  PhotoUploadFieldsSchema,
  type PhotoUploadResponse,
} from '../../src/contract/schemas';
import { PHOTO_FIELDS, type PhotoKind } from '../../src/domain/attendance';
import { checkRequestOf, keepFaceHash } from '../attendance/checks';
import { readPhotos } from '../files/photoUpload';
import { storeWithinQuota } from '../files/uploadQuota';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { parseWith, readBody, readQuery } from '../http/validate';

export const attendanceRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/absen-check', requireEmployee, async (c) => {
    const services = c.get('services');
    const body = await readBody(c, AttendanceCheckRequestSchema);
    const employee = c.get('employee');
    const { check, officeName } = await regularCheckAt(services, employee, checkRequestOf(body), services.now());
    return c.json({ is_late: check.isLate ? '1' : '0', ...answerCheck(services, employee, check, officeName) } satisfies AttendanceCheckResponse);
  })

  .get('/mobile-v2/ref-kelainan', requireEmployee, async (c) => {
    const { type } = readQuery(c, AnomalyTypeQuerySchema);
    const reasons = await c.get('services').db.selectFrom('anomaly_reasons').select('label').where('kind', '=', type).orderBy('id').execute();
    return c.json(reasons);
  })

  .post('/mobile-v2/upload-photo', requireEmployee, async (c) => {
    const services = c.get('services');
    const { fields, photos } = await readPhotos(c, PHOTO_FIELDS, ['face']);
    parseWith(PhotoUploadFieldsSchema, fields);
    const kinds = (['face', 'location', 'letter'] as const).filter((kind) => photos[kind]);
    const ids = await storeWithinQuota(services, c.get('employee').id, kinds.map((kind) => ({ ...photos[kind]!, kind, ...(kind === 'face' && { keepHash: keepFaceHash(services) }) })));
    const idOf = (kind: PhotoKind) => ids[kinds.indexOf(kind)] ?? null;
    return c.json({
      filename_image: idOf('face')!,
      filename_location: idOf('location'),
      filename_letter: idOf('letter'),
    } satisfies PhotoUploadResponse);
  })

  .post('/mobile-v2/absen-upload', requireEmployee, async (c) => c.json(await submitRecord(c, REGULAR, await readBody(c, AttendanceSubmitSchema))));
