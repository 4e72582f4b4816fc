import { execFileSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { adminApi, codeFromOutbox, createEmulatorUser, expect, test } from '../e2e/fixtures';

/**
 * What a cluster (`npm run cluster`: 2 Vendure servers, 2 workers, 2 Next.js instances behind nginx, PostgreSQL and
 * Redis) must get right that one process gets for free (issue 20). Each server is called on its own port to show that
 * state made on one is seen by the other; a caller address is given in X-Forwarded-For (the servers trust the
 * proxy on loopback), so each test counts its own limits.
 */
const SERVERS = [3101, 3102].map((port) => `http://localhost:${port}/shop-api`);
const SITES = [3200, 3201].map((port) => `http://localhost:${port}`);
const EMULATOR = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || 9099}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Result<T> = { data: T; errors?: { message: string }[]; token: string | null };

async function shop<T>(
  server: string,
  query: string,
  variables: Record<string, unknown> = {},
  { token, address }: { token?: string; address?: string } = {},
): Promise<Result<T>> {
  const res = await fetch(server, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  // A proxy's own error page (502) is an answer without data, not a crash of the test.
  const body = res.headers.get('content-type')?.includes('json')
    ? await res.json()
    : { errors: [{ message: `HTTP ${res.status}` }] };
  return { ...body, token: res.headers.get('vendure-auth-token') };
}

/** An address of TEST-NET-3 of its own, so no other test's attempts count on its limits. */
const freshAddress = () => `203.0.113.${randomInt(1, 254)}`;

test('a phone code sent through one server is accepted by the other', async () => {
  const phone = `+62812${randomInt(10_000_000, 99_999_999)}`;
  const since = Date.now();
  const sent = await shop<{ sendOtp: { success: boolean; sessionInfo: string } }>(
    SERVERS[0],
    'mutation ($p: String!) { sendOtp(phoneNumber: $p) { success sessionInfo errorCode } }',
    { p: phone },
    { address: freshAddress() },
  );
  expect(sent.data.sendOtp).toMatchObject({ success: true });
  const code = await codeFromOutbox(phone, since);
  const verify = (server: string, c: string) =>
    shop<{ verifyOtp: { success: boolean; errorCode: string | null; phoneNumber: string | null } }>(
      server,
      'mutation ($s: String!, $c: String!) { verifyOtp(sessionInfo: $s, code: $c) { success errorCode phoneNumber } }',
      { s: sent.data.sendOtp.sessionInfo, c },
      { address: freshAddress() },
    );
  const wrong = await verify(SERVERS[1], code === '000000' ? '111111' : '000000');
  expect(wrong.data.verifyOtp.success).toBe(false);
  const right = await verify(SERVERS[1], code);
  expect(right.data.verifyOtp).toMatchObject({ success: true, phoneNumber: phone });
});

test('a limit counted on both servers at once holds at its number (30 registration checks per address and hour)', async () => {
  const address = freshAddress();
  // 40 simultaneous checks, alternating between the servers: exactly 30 are answered, 10 refused.
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      shop<{ customerCheckIfPhoneNumberIsNotRegistered: { errorCode: string | null } }>(
        SERVERS[i % 2],
        'query ($p: String!) { customerCheckIfPhoneNumberIsNotRegistered(phoneNumber: $p) { success errorCode } }',
        { p: `+62813${randomInt(10_000_000, 99_999_999)}` },
        { address },
      ),
    ),
  );
  const refused = results.filter(
    (r) => r.data.customerCheckIfPhoneNumberIsNotRegistered.errorCode === 'TOO_MANY_ATTEMPTS',
  );
  expect(results.length - refused.length).toBe(30);
  expect(refused).toHaveLength(10);
});

test("the site's sign-in limit counts on both Next.js instances together (60 invalid tokens per address and minute)", async () => {
  const address = freshAddress();
  const statuses = await Promise.all(
    Array.from({ length: 70 }, (_, i) =>
      fetch(`${SITES[i % 2]}/api/login`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', authorization: 'Bearer forged', 'x-forwarded-for': address },
      }).then((res) => res.status),
    ),
  );
  expect(statuses.filter((s) => s === 401)).toHaveLength(60);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
});

test('a password change ends the sessions opened on both servers, except the one that changed it', async () => {
  const user = await createEmulatorUser();
  const signInToFirebase = async (password: string) => {
    const res = await fetch(
      `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password, returnSecureToken: true }),
      },
    );
    return ((await res.json()) as { idToken: string }).idToken;
  };
  const AUTHENTICATE =
    'mutation ($t: String!) { authenticate(input: { firebase: { idToken: $t } }) { __typename ... on CurrentUser { id } } }';
  const sessions: string[] = [];
  for (const server of [SERVERS[0], SERVERS[1], SERVERS[1]]) {
    const signedIn = await shop<{ authenticate: { __typename: string } }>(server, AUTHENTICATE, {
      t: await signInToFirebase(user.password),
    });
    expect(signedIn.data.authenticate.__typename).toBe('CurrentUser');
    sessions.push(signedIn.token!);
  }
  const ME = '{ activeCustomer { emailAddress } }';
  for (const [i, token] of sessions.entries()) {
    const me = await shop<{ activeCustomer: { emailAddress: string } | null }>(SERVERS[i % 2], ME, {}, { token });
    expect(me.data.activeCustomer?.emailAddress).toBe(user.email);
  }

  const changed = await shop<{ resetOldPassword: { __typename: string } }>(
    SERVERS[0],
    'mutation ($o: String!, $n: String!) { resetOldPassword(oldPassword: $o, newPassword: $n) { __typename } }',
    { o: user.password, n: `New-${randomUUID().slice(0, 12)}` },
    { token: sessions[0] },
  );
  expect(changed.data.resetOldPassword.__typename).toBe('AccountActionSuccess');
  // Every other session is gone on both servers (sessions and their cache are shared), this one stays.
  for (const server of SERVERS) {
    for (const token of sessions.slice(1)) {
      const me = await shop<{ activeCustomer: unknown }>(server, ME, {}, { token });
      expect(me.data.activeCustomer).toBeNull();
    }
    const mine = await shop<{ activeCustomer: { emailAddress: string } | null }>(
      server,
      ME,
      {},
      { token: sessions[0] },
    );
    expect(mine.data.activeCustomer?.emailAddress).toBe(user.email);
  }
});

type FaqAnswer = {
  id: string;
  slug: string;
  translations: { languageCode: string; question: string; answer: string }[];
};
const UPDATE_FAQ_ANSWER = 'mutation ($input: UpdateFaqAnswerInput!) { updateFaqAnswer(input: $input) { id } }';

/**
 * Adds `marker` to the English text of a published FAQ answer (an edit that makes the worker ask every Next.js
 * instance to refresh the page) and returns the page's path and a function that puts the text back.
 */
async function editFaqAnswer(marker: string): Promise<{ path: string; restore: () => Promise<unknown> }> {
  const { faqTopicRecords } = await adminApi<{ faqTopicRecords: { items: { slug: string; answers: FaqAnswer[] }[] } }>(
    '{ faqTopicRecords { items { slug answers { id slug translations { languageCode question answer } } } } }',
  );
  const topic = faqTopicRecords.items.find((t) => t.answers.length)!;
  const answer = topic.answers[0];
  const texts = (add: string) =>
    answer.translations.map(({ languageCode, question, answer: text }) => ({
      languageCode,
      question,
      answer: languageCode === 'en' ? `${text}${add}` : text,
    }));
  await adminApi(UPDATE_FAQ_ANSWER, { input: { id: answer.id, translations: texts(`\n\n${marker}`) } });
  return {
    path: `/support/${topic.slug}/${answer.slug}`,
    restore: () => adminApi(UPDATE_FAQ_ANSWER, { input: { id: answer.id, translations: texts('') } }),
  };
}

const pageHas = async (url: string, text: string) => (await (await fetch(url)).text()).includes(text);

test('an edit in the back office refreshes the page on both Next.js instances', async () => {
  const marker = `Cluster edit ${Date.now().toString(36)}.`;
  // Both instances have the page in their cache before the edit.
  const { faqTopicRecords } = await adminApi<{ faqTopicRecords: { items: { slug: string; answers: FaqAnswer[] }[] } }>(
    '{ faqTopicRecords { items { slug answers { slug } } } }',
  );
  const topic = faqTopicRecords.items.find((t) => t.answers.length)!;
  for (const site of SITES)
    expect((await fetch(`${site}/support/${topic.slug}/${topic.answers[0].slug}`)).status).toBe(200);
  const edit = await editFaqAnswer(marker);
  try {
    for (const site of SITES) {
      await expect.poll(() => pageHas(`${site}${edit.path}`, marker), { timeout: 20_000 }).toBe(true);
    }
  } finally {
    await edit.restore();
  }
});

/** The process listening on a port (ss, from iproute2). */
function pidOn(port: number): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`nothing listens on :${port}`);
  return Number(pid);
}

/**
 * The node process whose request to `port` sits unread in the socket of the (paused) process listening there: its
 * Recv-Q is not empty. An idle kept-alive connection to the same port has nothing waiting.
 */
function nodeWaitingOn(port: number): number {
  const served = execFileSync('ss', ['-Htn', 'state', 'established', `sport = :${port}`], { encoding: 'utf8' });
  for (const line of served.trim().split('\n')) {
    const [recvQ, , , peer] = line.trim().split(/\s+/);
    if (!peer || Number(recvQ) === 0) continue;
    const callerPort = peer.split(':').at(-1);
    const caller = execFileSync(
      'ss',
      ['-Htnp', 'state', 'established', `sport = :${callerPort} and dport = :${port}`],
      { encoding: 'utf8' },
    );
    const pid = /\("node",pid=(\d+)/.exec(caller)?.[1];
    if (pid) return Number(pid);
  }
  return 0;
}

test('a job whose worker is killed while it runs completes on the other worker', async () => {
  test.setTimeout(240_000);
  type Job = { id: string; state: string; data: { url?: string } | null };
  const site = pidOn(3201);
  const marker = `Worker killed ${Date.now().toString(36)}.`;
  // A Next.js instance that is stopped (not killed) accepts the connection and never answers: the revalidation job
  // addressed to it stays RUNNING on whichever worker took it, until that worker is killed.
  process.kill(site, 'SIGSTOP');
  let edit: Awaited<ReturnType<typeof editFaqAnswer>> | undefined;
  try {
    edit = await editFaqAnswer(marker);
    let worker = 0;
    await expect
      .poll(() => (worker = nodeWaitingOn(3201)), { timeout: 20_000, message: 'a worker calls :3201' })
      .toBeGreaterThan(0);
    // A worker, not a server: only workers call the site.
    expect([pidOn(3101), pidOn(3102)]).not.toContain(worker);
    let running: Job | undefined;
    await expect
      .poll(
        async () => {
          const { jobs } = await adminApi<{ jobs: { items: Job[] } }>(
            `{ jobs(options: { take: 100, filter: { queueName: { eq: "site-revalidation" }, state: { eq: "RUNNING" } } }) {
                items { id state data } } }`,
          );
          running = jobs.items.find((j) => j.data?.url?.includes(':3201/'));
          return running?.state;
        },
        { timeout: 10_000, message: 'the revalidation job for :3201 is running' },
      )
      .toBe('RUNNING');
    // Still waiting on that worker (its call times out after 30 s, and a retry could run on the other one).
    expect(nodeWaitingOn(3201)).toBe(worker);
    process.kill(worker, 'SIGKILL');
    process.kill(site, 'SIGCONT');
    // BullMQ's stalled-job check hands the job of the dead worker (its lock expires after 30 s) to the other worker.
    await expect
      .poll(
        async () =>
          (
            await adminApi<{ job: Job | null }>('query ($id: ID!) { job(jobId: $id) { id state data } }', {
              id: running!.id,
            })
          ).job?.state,
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe('COMPLETED');
    await expect.poll(() => pageHas(`http://localhost:3201${edit!.path}`, marker), { timeout: 20_000 }).toBe(true);
  } finally {
    process.kill(site, 'SIGCONT');
    await edit?.restore();
  }
});

test('with one Vendure server and one Next.js instance killed, requests through the proxy are still answered', async () => {
  const proxySite = `http://localhost:${process.env.PORT || 3000}`;
  const proxyApi = `http://localhost:${process.env.VENDURE_PORT || 3001}/shop-api`;
  process.kill(pidOn(3102), 'SIGKILL');
  process.kill(pidOn(3201), 'SIGKILL');
  const answered = { pages: 0, queries: 0 };
  for (let i = 0; i < 20; i++) {
    const page = await fetch(`${proxySite}/product/alva-cervo`);
    if (page.status === 200) answered.pages++;
    const q = await shop<{ products: { totalItems: number } }>(
      proxyApi,
      '{ products(options: { take: 1 }) { totalItems } }',
    );
    if (q.data?.products.totalItems) answered.queries++;
  }
  // Pages (GET) are retried on the live instance. A GraphQL POST that nginx had already written to a kept-alive
  // connection of the killed server is not (nginx never re-sends a non-idempotent request: it may be a mutation that
  // ran): that one caller gets a 502, and nginx then sends everything to the live server.
  expect(answered.pages).toBe(20);
  expect(answered.queries).toBeGreaterThanOrEqual(19);
});
