import { secureHeaders } from 'hono/secure-headers';

/**
 * On every answer. The app needs nothing from other origins and no inline script; photos show as data: and blob:
 * URLs, the camera as a media stream. HSTS is the TLS proxy's job (docs/decisions.md). A handler's own stricter
 * Content-Security-Policy (stored files) is kept.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:', 'mediastream:'],
    connectSrc: ["'self'"],
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
