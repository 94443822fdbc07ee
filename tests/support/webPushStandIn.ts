import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** What the stand-in took from one delivery: the decrypted message and the headers that came with it. */
export interface Delivery {
  subscription: string;
  message: unknown;
  ttl: number;
  urgency: string | null;
  vapidSubject: unknown;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A browser's push service on loopback, written from RFC 8030, 8188, 8291 and 8292 rather than from the library the
 * server uses: each subscription has its own P-256 key pair and auth secret; a delivery must carry a VAPID JWT signed
 * by the key it names for this origin, and its aes128gcm body is decrypted here with the subscription's keys. A
 * subscription marked gone answers 410, as a push service does for an unsubscribed browser.
 */
export async function startWebPushStandIn() {
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const deliveries: Delivery[] = [];
  const refusals: string[] = [];

  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
    });

  async function checkVapid(header: string | undefined, origin: string): Promise<unknown> {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) throw new Error(`no VAPID authorization: ${header}`);
    const point = Buffer.from(match[2]!, 'base64url');
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) }, 'ES256');
    const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['ES256'], audience: origin, requiredClaims: ['exp', 'sub'] });
    if (payload.exp! - Date.now() / 1000 > 24 * 60 * 60) throw new Error('VAPID JWT valid for more than 24 hours');
    return payload.sub;
  }

  function decrypt(body: Buffer, subscription: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const shared = subscription.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, subscription.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
    return padded.subarray(0, end);
  }

  const server = createServer(async (request, response) => {
    const name = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const body = await read(request);
    const subscription = subscriptions.get(name);
    if (request.method !== 'POST' || !subscription) return void response.writeHead(404).end();
    if (gone.has(name)) return void response.writeHead(410).end();
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${request.headers.ttl}`);
      const vapidSubject = await checkVapid(request.headers.authorization, origin);
      const message: unknown = JSON.parse(decrypt(body, subscription).toString('utf8'));
      deliveries.push({ subscription: name, message, ttl, urgency: (request.headers.urgency as string | undefined) ?? null, vapidSubject });
      response.writeHead(201).end();
    } catch (error) {
      refusals.push(String(error));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    deliveries,
    refusals,
    /** A new browser subscription: its device token as the app sends it (`webpush:` + base64url of its JSON). */
    subscribe(name: string): string {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(name, { ecdh, auth });
      const json = { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
      return `webpush:${b64(Buffer.from(JSON.stringify(json)))}`;
    },
    /** The browser unsubscribed: the push service answers 410 from now on. */
    markGone: (name: string) => void gone.add(name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebPushStandIn = Awaited<ReturnType<typeof startWebPushStandIn>>;
