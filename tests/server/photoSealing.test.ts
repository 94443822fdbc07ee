/**
 * Photos encrypted at rest (issue 50: "photos are encrypted at rest with a key from the environment (AES-GCM through
 * Node's crypto; a new key can be introduced with the old one still reading ...), in both photo stores; the signed,
 * expiring URLs stay as they are"): on both databases, what the store holds is not the photo, it cannot be read
 * without the key, and after a key change the old key still reads what it sealed until the files are sealed again.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PHOTO_KEYS, newPhotoKey, parsePhotoKeys, photoKeysText, sealedWith } from '../../server/files/sealing';
import { databaseFileStore, diskFileStore, uploadsDir } from '../../server/files/storage';
import { fromJakarta } from '../../server/time';
import { admin } from '../support/adminCommand';
import { attendanceApi, clock, HEAD_OFFICE, photo } from '../support/attendanceApi';
import { logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';
const OLD = newPhotoKey('lama');
const NEW = newPhotoKey('baru');

describe(`photos sealed at rest (${databaseKind})`, () => {
  let server: TestServer;
  let rotated: TestServer | undefined;
  let now = fromJakarta(MONDAY, '07:20');
  const sent = photo(133);
  let sentBytes: Buffer;
  let fileId = '';
  /** The bytes as the photo store holds them: the file under DATA_DIR/uploads, or the row of `file_contents`. */
  const held = async (id: string) =>
    server.services.config.databaseUrl
      ? (await server.services.db.selectFrom('file_contents').select('bytes').where('id', '=', id).executeTakeFirstOrThrow()).bytes
      : await readFile(join(uploadsDir(server.dataDir), id));
  const storeWith = (keys: string) => {
    const parsed = keys ? parsePhotoKeys(keys) : NO_PHOTO_KEYS;
    return server.services.config.databaseUrl ? databaseFileStore(parsed) : diskFileStore(server.dataDir, parsed);
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now, photoKeys: parsePhotoKeys(OLD) });
    sentBytes = Buffer.from(await sent.arrayBuffer());
    const api = attendanceApi(server.url, await logInAs(server.url, 'siti.rahma'), () => now);
    expect((await clock(api, { type: '1', inside: true, at: HEAD_OFFICE, face: sent })).submit!.status).toBe(200);
    const record = await server.services.db.selectFrom('attendance').innerJoin('employees', 'employees.id', 'attendance.employee_id').select('face_file_id').where('username', '=', 'siti.rahma').where('work_date', '=', MONDAY).executeTakeFirstOrThrow();
    fileId = record.face_file_id!;
  });
  afterAll(async () => {
    await rotated?.close();
    await server.close();
  });

  it('holds the photo sealed, and serves it whole through its signed URL', async () => {
    const stored = await held(fileId);
    expect(sealedWith(stored)).toBe('lama');
    expect(stored.includes(sentBytes.subarray(0, 64))).toBe(false);
    expect(stored.includes(sentBytes.subarray(-64))).toBe(false);
    const api = attendanceApi(server.url, await logInAs(server.url, 'siti.rahma'), () => now);
    const image = await fetch(`${server.url}${(await api.dashboard()).body.inphoto}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(sentBytes)).toBe(true);
  });

  it('cannot be read without its key, nor with another key of the same name', async () => {
    await expect(storeWith('').read(server.services.db, fileId)).rejects.toMatchObject({ keyId: 'lama', status: 410, message: 'Berkas ini tidak dapat dibuka lagi: kuncinya sudah tidak ada. Hubungi admin.' });
    await expect(storeWith(newPhotoKey('baru')).read(server.services.db, fileId)).rejects.toMatchObject({ keyId: 'lama' });
    await expect(storeWith(newPhotoKey('lama')).read(server.services.db, fileId)).rejects.toThrow();
  });

  it('after a key change seals new photos with the new key, reads the old ones with the old, and seals those again on command', async () => {
    rotated = await startTestServer({ now: () => now, sharing: server, photoKeys: parsePhotoKeys(`${NEW},${OLD}`) });
    now = fromJakarta(MONDAY, '16:10');
    const api = attendanceApi(rotated.url, await logInAs(rotated.url, 'siti.rahma'), () => now);
    const out = photo(77);
    expect((await clock(api, { type: '0', inside: true, at: HEAD_OFFICE, face: out })).submit!.status).toBe(200);
    const clockOut = await rotated.services.db.selectFrom('attendance').innerJoin('employees', 'employees.id', 'attendance.employee_id').select('face_file_id').where('username', '=', 'siti.rahma').where('work_date', '=', MONDAY).where('direction', '=', 'out').executeTakeFirstOrThrow();
    expect(sealedWith(await held(clockOut.face_file_id!))).toBe('baru');
    expect(Buffer.from((await rotated.services.files.read(rotated.services.db, fileId))!).equals(sentBytes)).toBe(true);
    // The operator's command seals every file again with the first key; then the old key can go.
    const command = await admin(rotated, 'reseal-photos');
    expect(command.code).toBe(0);
    expect(command.stdout).toMatch(/\d+ berkas diperiksa; [1-9]\d* dienkripsi ulang dengan kunci 'baru'\./);
    expect(sealedWith(await held(fileId))).toBe('baru');
    expect(Buffer.from((await storeWith(NEW).read(server.services.db, fileId))!).equals(sentBytes)).toBe(true);
    expect(Buffer.from((await storeWith(NEW).read(server.services.db, clockOut.face_file_id!))!).equals(Buffer.from(await out.arrayBuffer()))).toBe(true);
    const again = await admin(rotated, 'reseal-photos');
    expect(again.stdout).toMatch(/ 0 dienkripsi ulang/);
  });

  it('reads the keys as PHOTO_KEYS says them, and refuses what is not', () => {
    const keys = parsePhotoKeys(`${NEW}, ${OLD}`);
    expect([keys.current?.id, [...keys.byId.keys()]]).toEqual(['baru', ['baru', 'lama']]);
    expect(photoKeysText(keys)).toBe(`${NEW},${OLD}`);
    expect(() => parsePhotoKeys('lama:pendek')).toThrow('PHOTO_KEYS harus berisi pasangan nama:kunci');
    expect(() => parsePhotoKeys(`${OLD},${OLD}`)).toThrow('nama kunci tidak boleh kembar');
  });
});
