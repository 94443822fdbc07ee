import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { expiresIn, FILE_ID_PATTERN, isValidFileSignature } from '../files/signedUrl';
import { uploadsDir } from '../files/storage';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';

/** Stored files, only through a signed, unexpired URL, and only files the database knows by their random id. */
export const fileRoutes = new Hono<AppEnv>().get('/files/:id', async (c) => {
  const { db, config, now } = c.get('services');
  const id = c.req.param('id');
  const { expires = '', signature = '' } = c.req.query();
  if (!FILE_ID_PATTERN.test(id)) throw new ApiError(404, 'Berkas tidak ditemukan.');
  if (!isValidFileSignature(id, expires, signature, config.jwtSecret, now())) {
    throw new ApiError(403, 'Tautan berkas tidak valid atau sudah kedaluwarsa.');
  }
  const file = await db.selectFrom('stored_files').select(['id', 'content_type']).where('id', '=', id).executeTakeFirst();
  if (!file) throw new ApiError(404, 'Berkas tidak ditemukan.');
  const bytes = await readFile(join(uploadsDir(config.dataDir), file.id));
  return c.body(bytes, 200, {
    'Content-Type': file.content_type,
    'Cache-Control': `private, max-age=${expiresIn(expires, now())}, immutable`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
});
