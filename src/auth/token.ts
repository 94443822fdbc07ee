/**
 * docs/product.md §5: the session counts as valid when the token decodes as a JWT. Expiry is not checked here;
 * the server checks it and answers 401, which ends the session (see api/http.ts).
 */
export function isTokenValid(token: string | null | undefined): boolean {
  const payload = token?.split('.')[1];
  if (!payload || token!.split('.').length !== 3) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims);
  } catch {
    return false;
  }
}
