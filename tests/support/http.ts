export interface JsonAnswer {
  status: number;
  body: any;
  headers: Headers;
}

export async function call(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export async function logInAs(baseUrl: string, username: string, password = 'demo1234'): Promise<string> {
  const answer = await postJson(`${baseUrl}/pwa/login`, { username, password });
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

/**
 * Signs in with a password HR handed over and, as the app makes the employee do first, chooses one of their own;
 * answers the session's token and the new password.
 */
export async function logInWithOwnPassword(baseUrl: string, username: string, handedOver: string): Promise<{ token: string; password: string }> {
  const answer = await postJson(`${baseUrl}/pwa/login`, { username, password: handedOver });
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  if (!answer.body.user.must_change_password) return { token: answer.body.token, password: handedOver };
  const password = `Sendiri-${handedOver}-7q`;
  const changed = await postJson(`${baseUrl}/mobile-v2/ubah-password`, { old_password: handedOver, new_password: password }, { token: answer.body.token });
  if (changed.status !== 200) throw new Error(`own password ${username}: ${changed.status} ${JSON.stringify(changed.body)}`);
  return { token: changed.body.token as string, password };
}
