import { createVerify, generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FcmSettings } from '../../server/push/fcmSender';

const PROJECT = 'absensi-uji';
const ACCESS_TOKEN = 'ya29.stand-in-access-token';

export interface FcmStandIn {
  settings: FcmSettings;
  /** The messages FCM accepted, in order. */
  sent: { token: string; notification: { title: string; body: string }; data: { link: string } }[];
  /** Tokens it answers 404 UNREGISTERED for, as FCM does for an uninstalled app. */
  gone: Set<string>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * FCM HTTP v1 and Google's OAuth token endpoint on loopback. The token endpoint checks the service account's JWT
 * (RS256 signature with the account's public key, issuer, scope, audience) as Google does; the send endpoint wants
 * that access token and refuses gone tokens.
 */
export async function startFcmStandIn(dir: string): Promise<FcmStandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sent: FcmStandIn['sent'] = [];
  const gone = new Set<string>();
  let tokenUrl = '';

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const answer = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (request.url === '/token') {
      const assertion = new URLSearchParams(body).get('assertion') ?? '';
      const [header, claims, signature] = assertion.split('.');
      const valid = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
      const claimed = valid ? JSON.parse(Buffer.from(claims!, 'base64url').toString()) : null;
      if (!claimed || claimed.iss !== 'absensi@absensi-uji.iam.gserviceaccount.com' || claimed.aud !== tokenUrl || !String(claimed.scope).includes('firebase.messaging')) {
        return answer(400, { error: 'invalid_grant' });
      }
      return answer(200, { access_token: ACCESS_TOKEN, expires_in: 3600, token_type: 'Bearer' });
    }
    if (request.url === `/v1/projects/${PROJECT}/messages:send`) {
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return answer(401, { error: { status: 'UNAUTHENTICATED' } });
      const { message } = JSON.parse(body);
      if (gone.has(message.token)) {
        return answer(404, { error: { code: 404, status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } });
      }
      sent.push(message);
      return answer(200, { name: `projects/${PROJECT}/messages/${sent.length}` });
    }
    answer(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${origin}/token`;
  const serviceAccountFile = join(dir, 'fcm-service-account.json');
  await writeFile(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: PROJECT,
      client_email: 'absensi@absensi-uji.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: tokenUrl,
    }),
  );
  return {
    settings: { serviceAccountFile, endpoint: `${origin}/v1/projects/${PROJECT}/messages:send` },
    sent,
    gone,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
