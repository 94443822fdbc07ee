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
