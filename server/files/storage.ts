import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface NewStoredFile {
  bytes: Uint8Array;
  kind: string;
  ownerId: number | null;
  contentType: string;
  width: number | null;
  height: number | null;
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** Stores the bytes under a random name in DATA_DIR/uploads and records them; returns the file id. */
export async function storeFile(db: Kysely<Database>, dataDir: string, file: NewStoredFile, now: Date): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await writeFile(join(uploadsDir(dataDir), id), file.bytes, { flag: 'wx' });
  await db
    .insertInto('stored_files')
    .values({
      id,
      owner_employee_id: file.ownerId,
      kind: file.kind,
      content_type: file.contentType,
      size: file.bytes.byteLength,
      width: file.width,
      height: file.height,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}
