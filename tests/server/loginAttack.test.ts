import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../server/auth/loginLimiter';
import { type JsonAnswer, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** The limits as documented in docs/api.md, not read from the code. */
const LIMITS = { perUsernameAndAddress: 5, perUsername: 12, perAddress: 8, windowMs: 60_000 };
/** Sign-ins from one address counted at once by one server process (docs/api.md). */
const COUNTED_AT_ONCE_PER_ADDRESS = 4;

describe(`login under attack (${databaseKind})`, () => {
  let server: TestServer;
  const login = (body: unknown, address: string, forwardedFor?: string) =>
    postJson(`${server.url}/pwa/login`, body, { 'x-forwarded-for': forwardedFor ?? address });
  const statuses = (answers: JsonAnswer[]) => answers.map((a) => a.status);
  const attemptsIn = async (where: { username?: string; address?: string }) => {
    let query = server.services.db.selectFrom('login_attempts').select((eb) => eb.fn.countAll<number>().as('n'));
    if (where.username) query = query.where('username', '=', where.username);
    if (where.address) query = query.where('address', '=', where.address);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  beforeAll(async () => {
    server = await startTestServer({ loginLimits: LIMITS });
  });
  afterAll(() => server.close());

  it('lets at most the limit of 60 parallel guesses for one account be checked, even with the right one among them', async () => {
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? 'demo1234' : `salah-${i}`));
    const answers = await Promise.all(guesses.map((password) => login({ username: 'joko.susilo', password }, '10.20.0.1')));
    const checked = answers.filter((a) => a.status === 200 || a.status === 400);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(LIMITS.perUsernameAndAddress);
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(statuses(answers).every((s) => [200, 400, 429].includes(s))).toBe(true);
    expect(await attemptsIn({ username: 'joko.susilo', address: '10.20.0.1' })).toBeLessThanOrEqual(LIMITS.perUsernameAndAddress);
  });

  it('holds the per-address limit for a parallel burst across many usernames', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ username: `tebakan${i}`, password: 'salah' }, '10.21.0.1')),
    );
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(LIMITS.perAddress);
    expect(await attemptsIn({ address: '10.21.0.1' })).toBeLessThanOrEqual(LIMITS.perAddress);
  });

  it('counts only a few sign-ins from one address at once, and answers the rest of a burst without a query', async () => {
    let queries = 0;
    const counting: KyselyPlugin = { transformQuery: ({ node }) => (queries++, node), transformResult: async ({ result }) => result };
    // Limits the database alone would not reach in these bursts.
    const limiter = new LoginLimiter(server.services.db.withPlugin(counting), databaseKind, { ...LIMITS, perUsername: 1000, perAddress: 1000 });
    const burst = async (address: string, size: number) => {
      queries = 0;
      const admissions = await Promise.all(Array.from({ length: size }, (_, i) => limiter.admit(`serbuan${i}`, address)));
      const busy = admissions.filter((a) => 'retryAfterMs' in a && !a.lockedOut && a.retryAfterMs === 2000);
      return { counted: admissions.filter((a) => 'attemptId' in a).length, busy: busy.length, queries };
    };
    const few = await burst('10.27.0.1', COUNTED_AT_ONCE_PER_ADDRESS);
    expect(few).toMatchObject({ counted: COUNTED_AT_ONCE_PER_ADDRESS, busy: 0 });
    expect(await burst('10.27.0.2', 40)).toEqual({ counted: COUNTED_AT_ONCE_PER_ADDRESS, busy: 40 - COUNTED_AT_ONCE_PER_ADDRESS, queries: few.queries });

    const fromEverywhere = await Promise.all(Array.from({ length: 40 }, (_, i) => limiter.admit(`sebar${i}`, `10.28.0.${i}`)));
    expect(fromEverywhere.filter((a) => 'attemptId' in a)).toHaveLength(40);
    expect(await burst('10.27.0.2', 1)).toMatchObject({ counted: 1, busy: 0 });
  });

  it('does not let a stranger lock a user out: the owner still signs in from their own address', async () => {
    for (let i = 0; i < LIMITS.perUsernameAndAddress; i++) {
      expect((await login({ username: 'dewi.anggraini', password: `salah-${i}` }, '10.22.0.66')).status).toBe(400);
    }
    expect((await login({ username: 'dewi.anggraini', password: 'demo1234' }, '10.22.0.66')).status).toBe(429);
    expect((await login({ username: 'dewi.anggraini', password: 'demo1234' }, '10.22.0.10')).status).toBe(200);
  });

  it('stops one username from any number of addresses at a much higher ceiling', async () => {
    for (let i = 0; i < LIMITS.perUsername; i++) {
      expect((await login({ username: 'budi.santoso', password: 'salah' }, `10.23.${i}.1`)).status).toBe(400);
    }
    expect((await login({ username: 'budi.santoso', password: 'demo1234' }, '10.23.200.1')).status).toBe(429);
  });

  it('answers an unknown user exactly like a wrong password, after the same password work', async () => {
    const time = async (username: string, address: string) => {
      const start = performance.now();
      const answer = await login({ username, password: 'bukan-passwordnya' }, address);
      return { answer, ms: performance.now() - start };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await time('siti.rahma', `10.24.0.${i}`);
      const b = await time(`tidak.ada.${i}`, `10.24.1.${i}`);
      expect(b.answer.body).toEqual(a.answer.body);
      expect(b.answer.status).toBe(a.answer.status);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[2]!;
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it('tells an office signing in at once behind one address to retry in a moment, never locks it out', async () => {
    const staff = ['dirut', 'kabag.umum', 'kabag.keuangan', 'kabag.langganan', 'kabag.teknik', 'kabag.produksi', 'atasan', 'kasubag.penagihan', 'kasubag.kepegawaian', 'kasubag.akuntansi', 'kasi.jaringan', 'kasi.ipa', 'demo', 'rizky.pratama', 'ahmad.fauzi', 'eko.purnomo', 'hendra.gunawan', 'bayu.aji', 'indah.permata', 'arif.rahman'];
    const office = '10.26.0.1';
    const answers = await Promise.all(staff.map((username) => login({ username, password: 'demo1234' }, office)));
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const refused = staff.filter((_, i) => answers[i]!.status !== 200);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({ status: 429, body: { message: 'Server sedang melayani banyak permintaan masuk. Coba lagi sebentar.' } });
      expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    }
    for (const username of refused) expect((await login({ username, password: 'demo1234' }, office)).status).toBe(200);
    expect(await attemptsIn({ address: office })).toBe(0);
  });

  it("answers a burst's refusals beyond the first eight after a pause, and signs in another address meanwhile", async () => {
    const answered: string[] = [];
    const guesses = Array.from({ length: 40 }, (_, i) => login({ username: `tebakan.jeda${i}`, password: 'salah' }, '10.29.0.1').then((a) => (answered.push('guess'), a)));
    const owner = login({ username: 'kasi.ipa', password: 'demo1234' }, '10.29.0.2').then((a) => (answered.push('owner'), a));
    expect((await owner).status).toBe(200);
    const answers = await Promise.all(guesses);
    // The documented pause (docs/security.md): eight refusals a second at once, then one second each.
    const refused = answers.filter((a) => a.status === 429).length;
    expect(refused).toBeGreaterThan(8);
    expect(answered.indexOf('owner')).toBeLessThan(answered.length - (refused - 8));
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('forgets a failure once the right password comes from the same address', async () => {
    await login({ username: 'wulan.sari', password: 'salah' }, '10.25.0.1');
    expect(await attemptsIn({ username: 'wulan.sari', address: '10.25.0.1' })).toBe(1);
    expect((await login({ username: 'wulan.sari', password: 'demo1234' }, '10.25.0.1')).status).toBe(200);
    expect(await attemptsIn({ username: 'wulan.sari', address: '10.25.0.1' })).toBe(0);
  });
});

describe(`the client address behind proxies (${databaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxyHops: 2, loginLimits: { ...LIMITS, perAddress: 2 } });
  });
  afterAll(() => server.close());

  const wrongLogin = (forwardedFor: string, username: string) =>
    postJson(`${server.url}/pwa/login`, { username, password: 'salah' }, { 'x-forwarded-for': forwardedFor });

  it('takes the address two hops from the right with TRUST_PROXY=2, never what the client wrote', async () => {
    // The client writes a different address each time; the proxy next to it appends the real one (203.0.113.9).
    for (let i = 0; i < 2; i++) expect((await wrongLogin(`198.51.100.${i}, 203.0.113.9, 10.0.0.2`, `orang${i}`)).status).toBe(400);
    expect((await wrongLogin('198.51.100.77, 203.0.113.9, 10.0.0.2', 'orang9')).status).toBe(429);
    expect(await server.services.db.selectFrom('login_attempts').select('address').distinct().execute()).toEqual([{ address: '203.0.113.9' }]);
    expect((await wrongLogin('203.0.113.10, 10.0.0.2', 'orang9')).status).toBe(400);
  });
});
