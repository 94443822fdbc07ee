import { Hono } from 'hono';
import { expiresIn, FILE_ID_PATTERN, isValidFileSignature } from '../files/signedUrl';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { documented } from '../openapi/documented';

const NOT_FOUND = 'Berkas tidak ditemukan.';

/** Stored files, only through a signed, unexpired URL, and only files the database knows by their random id. */
export const fileRoutes = new Hono<AppEnv>().get('/files/:id', documented({
    summary: 'Foto dan lampiran melalui URL bertanda tangan (`expires`, `signature`) dari jawaban API lain; tanpa header token.',
    auth: false, answer: 'file', errors: [403, 404],
  }), async (c) => {
  const { db, config, files, now } = c.get('services');
  const id = c.req.param('id');
  const { expires = '', signature = '' } = c.req.query();
  if (!FILE_ID_PATTERN.test(id)) throw new ApiError(404, NOT_FOUND);
  if (!isValidFileSignature(id, expires, signature, config.jwtSecret, now())) {
    throw new ApiError(403, 'Tautan berkas tidak valid atau sudah kedaluwarsa.');
  }
  const file = await db.selectFrom('stored_files').select(['id', 'content_type']).where('id', '=', id).executeTakeFirst();
  const bytes = file && (await files.read(db, file.id));
  if (!file || !bytes) throw new ApiError(404, NOT_FOUND);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': file.content_type,
    'Cache-Control': `private, max-age=${expiresIn(expires, now())}, immutable`,
    'Content-Security-Policy': "default-src 'none'",
    ...(file.content_type === 'application/pdf' && { 'Content-Disposition': 'inline; filename="lampiran.pdf"' }),
    ...(file.content_type === 'application/zip' && { 'Content-Disposition': 'attachment; filename="salinan-data-saya.zip"', 'Cache-Control': 'no-store' }),
  });
});
