import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { expiresIn, FILE_ID_PATTERN, isValidFileSignature } from '../files/signedUrl';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { documented } from '../openapi/documented';
import { copyFileName } from '../privacy/dataExport';

const NOT_FOUND = 'Berkas tidak ditemukan.';

/**
 * Stored files, only through a signed, unexpired URL, and only files the database knows by their random id; streamed
 * out as they are read (a copy's part is up to 500 MB), never held whole.
 */
export const fileRoutes = new Hono<AppEnv>().get('/files/:id', documented({
    summary: 'Foto dan lampiran melalui URL bertanda tangan (`expires`, `signature`) dari jawaban API lain; tanpa header token. 410 bila berkas terenkripsi dengan kunci yang sudah tidak ada di PHOTO_KEYS.',
    auth: false, answer: 'file', errors: [403, 404, 410],
  }), async (c) => {
  const { db, config, files, now } = c.get('services');
  const id = c.req.param('id');
  const { expires = '', signature = '' } = c.req.query();
  if (!FILE_ID_PATTERN.test(id)) throw new ApiError(404, NOT_FOUND);
  if (!isValidFileSignature(id, expires, signature, config.jwtSecret, now())) {
    throw new ApiError(403, 'Tautan berkas tidak valid atau sudah kedaluwarsa.');
  }
  const file = await db.selectFrom('stored_files').select(['id', 'content_type']).where('id', '=', id).executeTakeFirst();
  const opened = file && (await files.readStream(db, file.id));
  if (!file || !opened) throw new ApiError(404, NOT_FOUND);
  const copy = file.content_type === 'application/zip' && (await copyFileName(db, file.id));
  return c.body(Readable.toWeb(Readable.from(opened.chunks, { objectMode: false })) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': file.content_type,
    'Content-Length': String(opened.size),
    'Cache-Control': `private, max-age=${expiresIn(expires, now())}, immutable`,
    'Content-Security-Policy': "default-src 'none'",
    ...(file.content_type === 'application/pdf' && { 'Content-Disposition': 'inline; filename="lampiran.pdf"' }),
    ...(copy && { 'Content-Disposition': `attachment; filename="${copy}"`, 'Cache-Control': 'no-store' }),
  });
});
