/**
 * @simplewebauthn/server (about 15 MB with its parsers), loaded on first use: most of a server's requests never
 * verify a passkey on the event loop's thread (the server's pool threads do), so it stays out of its memory.
 */
export const loadWebAuthn = () => import('@simplewebauthn/server');
