import type { TestServer } from './testServer';

/** The flags a card shows of a record (its row's): a decision carries them, as the app's queue sends them. */
export async function shownFlags(server: Pick<TestServer, 'services'>, kind: 'attendance' | 'overtime', id: number): Promise<string[]> {
  const row = await server.services.db.selectFrom(kind).select('flags').where('id', '=', id).executeTakeFirst();
  return row ? row.flags.split(',').filter(Boolean) : [];
}

/** A record decision's body with the flags the decider was shown (unless the test sets them itself). */
export const withShownFlags = async <Body extends { kind: 'attendance' | 'overtime'; id: number; flags_seen?: string[] }>(server: Pick<TestServer, 'services'>, body: Body) =>
  ({ ...body, flags_seen: body.flags_seen ?? (await shownFlags(server, body.kind, body.id)) });
