/**
 * @simplewebauthn/server (about 15 MB with its parsers), loaded on first use: most of a server's requests never
 * verify a passkey on the event loop's thread (the assertion threads do), so it stays out of the server's memory.
 */
export const loadWebAuthn = () => import('@simplewebauthn/server');
