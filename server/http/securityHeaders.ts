import { secureHeaders } from 'hono/secure-headers';

/**
 * Firebase messaging's token calls (src/push/push.actors.ts), the only requests to another origin, made when push is
 * configured (docs/push.md).
 */
const FIREBASE_MESSAGING_HOSTS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/**
 * On every answer. The app needs no inline script and nothing from other origins but Firebase's token calls;
 * photos show as data: and blob: URLs, the camera as a media stream. HSTS is the TLS proxy's job (docs/decisions.md). A handler's own stricter
 * Content-Security-Policy (stored files) is kept.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
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
  overwrite: false,
});
