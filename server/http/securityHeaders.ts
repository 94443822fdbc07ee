import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Firebase messaging's token calls (src/push/push.actors.ts), the only requests to another origin, made when push is
 * configured (docs/push.md).
 */
const FIREBASE_MESSAGING_HOSTS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/**
 * The app needs no inline script and nothing from other origins but Firebase's token calls and the office map's tiles;
 * photos show as data: and blob: URLs, the camera as a media stream. HSTS is the TLS proxy's job (docs/decisions.md).
 */
const securityHeaders = (tileSource: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The face step's TensorFlow.js runs as WebAssembly (docs/faces.md): compiling it is allowed, nothing else is.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'"],
      // The console's office map takes its tiles from one tile server (docs/deployment.md, "Office map").
      imgSrc: ["'self'", 'data:', 'blob:', tileSource],
      mediaSrc: ["'self'", 'blob:', 'mediastream:'],
      connectSrc: ["'self'", ...FIREBASE_MESSAGING_HOSTS],
      fontSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: false,
    permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [], payment: [], usb: [] },
  });

/**
 * Headers every answer starts with: Hono's `secureHeaders` (worked out once, here) and `Cache-Control: no-store`, so
 * that nothing with personal data is kept by a browser or a proxy unless its handler says otherwise. Set on Node's
 * answer before Hono sees the request; whatever a handler sets replaces them (a stored file's stricter policy and
 * private caching, the app's static files' caching). An answer with no headers of its own then takes Hono's fast
 * path, without a `Headers` object (docs/BENCHMARKS.md).
 */
export async function presetHeaders(tileSource: string): Promise<(incoming: IncomingMessage, outgoing: ServerResponse) => void> {
  const probe = new Hono().use(securityHeaders(tileSource)).get('*', (c) => c.body(null));
  const headers: [string, string][] = [...(await probe.request('/')).headers, ['cache-control', 'no-store']];
  return (_incoming, outgoing) => {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
  };
}
