import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadVapidKeys } from '../../server/push/vapidKeys';

describe('the VAPID key pair (RFC 8292), checked against the web-push library', () => {
  let dataDir: string;
  beforeEach(async () => void (dataDir = await mkdtemp(join(tmpdir(), 'absensi-vapid-'))));
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a pair web-push signs with, keeps it in DATA_DIR, and reads it back on the next start', async () => {
    const first = loadVapidKeys(dataDir, {});
    expect(() => webPush.setVapidDetails(first.subject, first.publicKey, first.privateKey)).not.toThrow();
    expect(JSON.parse(await readFile(join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(loadVapidKeys(dataDir, {})).toEqual(first);
  });

  it('takes a pair web-push generated from the environment, with its subject', () => {
    const pair = webPush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://pdam.example' };
    expect(loadVapidKeys(dataDir, env)).toEqual({ ...pair, subject: 'https://pdam.example' });
  });

  it('refuses one key without the other, two keys of different pairs, and a private key that is no P-256 scalar', () => {
    const [one, other] = [webPush.generateVAPIDKeys(), webPush.generateVAPIDKeys()];
    expect(() => loadVapidKeys(dataDir, { VAPID_PUBLIC_KEY: one.publicKey })).toThrow('harus diisi keduanya');
    expect(() => loadVapidKeys(dataDir, { VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow('bukan pasangan');
    expect(() => loadVapidKeys(dataDir, { VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: Buffer.alloc(32, 0xff).toString('base64url') })).toThrow('tidak valid');
  });
});
