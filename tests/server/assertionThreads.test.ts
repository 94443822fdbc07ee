import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AssertionThreads } from '../../server/passkeys/assertionThreads';
import { serverThreadPool } from '../../server/threads/serverThreads';
import { threadPool } from '../../server/threads/threadPool';
import { softAuthenticator, TEST_ORIGIN } from '../support/softAuthenticator';

const challenge = randomBytes(32).toString('base64url');

/** Threads running a module of the test's own, which exports the verification as its default. */
const testThreads = (filename: string) => new AssertionThreads(threadPool({ filename, maxThreads: 1 }));

/** A thread module of the test's own: `source` as an ES module in a folder of its own, by its URL. */
async function testModule(name: string, source: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'absensi-assertion-')), `${name}.mjs`);
  await writeFile(path, source);
  return pathToFileURL(path).href;
}

/** The verification options of `assertion` by `phone`'s key, as the server sets them for a check's challenge. */
function optionsFor(phone: ReturnType<typeof softAuthenticator>, assertion: unknown, expectedChallenge = challenge) {
  return {
    response: assertion as never,
    expectedChallenge,
    expectedOrigin: TEST_ORIGIN,
    expectedRPID: 'localhost',
    credential: { id: phone.id, publicKey: Buffer.from(phone.publicKey, 'base64url'), counter: 0, transports: ['internal' as const] },
    requireUserVerification: true,
  };
}

describe('assertion threads', () => {
  it('answer the counter of an assertion that verifies with the user verified, and null for every other', async () => {
    const threads = new AssertionThreads(serverThreadPool(2), 'verifiedCounter');
    const phone = softAuthenticator();
    const stranger = softAuthenticator();
    const forged = phone.sign(challenge, { counter: 9 });
    forged.response.signature = stranger.sign(challenge).response.signature;
    // Expectations from the WebAuthn standard's checks (docs/passkeys.md), one assertion each.
    const table: [string, ReturnType<typeof optionsFor>, number | null][] = [
      ['signed over the challenge, user verified', optionsFor(phone, phone.sign(challenge, { counter: 7 })), 7],
      ['another challenge', optionsFor(phone, phone.sign(challenge, { counter: 8 }), randomBytes(32).toString('base64url')), null],
      ['user not verified', optionsFor(phone, phone.sign(challenge, { userVerified: false })), null],
      ['another origin', optionsFor(phone, phone.sign(challenge, { origin: 'https://contoh.test' })), null],
      ['signed by another key', optionsFor(phone, forged), null],
      ['not an assertion at all', optionsFor(phone, { id: phone.id }), null],
    ];
    const answers = await Promise.all(table.map(([, options]) => threads.verifiedCounter(options)));
    expect(Object.fromEntries(table.map(([name], i) => [name, answers[i]]))).toEqual(Object.fromEntries(table.map(([name, , expected]) => [name, expected])));
  });

  it('verify on a thread of their own, not the caller’s', async () => {
    const answersItsThread = await testModule('answers-its-thread', `import { threadId } from 'node:worker_threads';\nexport default () => threadId;`);
    const phone = softAuthenticator();
    const answer = await testThreads(answersItsThread).verifiedCounter(optionsFor(phone, phone.sign(challenge)));
    expect(answer).toBeGreaterThan(0);
    expect(answer).not.toBe(threadId);
  });

  it('verify on the caller’s thread what a stopped thread did not answer', async () => {
    const stops = await testModule('stops', 'export default () => process.exit(3);');
    const threads = testThreads(stops);
    const phone = softAuthenticator();
    expect(await threads.verifiedCounter(optionsFor(phone, phone.sign(challenge, { counter: 5 })))).toBe(5);
    expect(await threads.verifiedCounter(optionsFor(phone, phone.sign(challenge, { userVerified: false })))).toBeNull();
  });
});
