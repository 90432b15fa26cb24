import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, startServer, TEST_PASSWORD, type TestServer } from '../support/server';
import type { LoggingCodeSender } from '../../server/loginCode/codeSender';
import { RULES } from '../../server/auth/throttle';

// Attack 5 of issue 11: parallel guessing. Each attempt is reserved before the slow check, per
// account at a source, so 30 parallel wrong passwords reach the hash only RULES.pair.free times;
// a stranger hammering `admin` delays only their own source's attempts at admin.

let server: TestServer;
beforeAll(async () => {
  // Sources are told apart by X-Forwarded-For, as behind the load balancer TRUST_PROXY is for.
  server = await startServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server?.close());

const BAD_PASSWORD = '账户或密码错误，请重新输入';
const THROTTLED = /^登录失败次数过多，请\d+秒后再试$/;

async function signIn(account: string, password: string, ip: string) {
  const res = await fetch(`${server.url}/api/Common/Login/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ account, password: md5(password) }),
  });
  return (await res.json()) as { code: number; msg: string; data: { token?: string } | null };
}

async function failedSignInLogs(account: string): Promise<number> {
  const [row] = await server.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sys_log WHERE category = 1 AND user_name = $1 AND abstracts = '登录失败'`,
    [account],
  );
  return Number(row.n);
}

describe('parallel password guessing', () => {
  it('lets only the free attempts reach the password check; the rest are throttled; admin still signs in from elsewhere', async () => {
    const before = await failedSignInLogs('admin');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('admin', `wrong-${i}`, '203.0.113.7')));
    const checked = answers.filter((a) => a.msg === BAD_PASSWORD);
    const throttled = answers.filter((a) => THROTTLED.test(a.msg));
    expect(checked).toHaveLength(RULES.pair.free);
    expect(throttled).toHaveLength(30 - RULES.pair.free);
    expect(throttled.every((a) => a.code === 429)).toBe(true);
    // Only the checked ones were failures of the password: one failed sign-in logged for each.
    expect((await failedSignInLogs('admin')) - before).toBe(RULES.pair.free);

    // The admin at their own desk signs in at once: the stranger cannot lock admin out.
    const fromDesk = await signIn('admin', TEST_PASSWORD, '198.51.100.20');
    expect(fromDesk.code).toBe(200);
    expect(typeof fromDesk.data?.token).toBe('string');
  });

  it('slows the same source at the same account again after the wait rather than resetting it', async () => {
    const ip = '203.0.113.8';
    for (let i = 0; i < RULES.pair.free; i++) expect((await signIn('school2', 'wrong', ip)).msg).toBe(BAD_PASSWORD);
    expect((await signIn('school2', 'wrong', ip)).msg).toMatch(THROTTLED);
    // The gate opens (as if its delay had passed): one more guess is checked, then the gate closes for longer.
    await server.database.query(`UPDATE login_throttle SET next_at = now() - interval '1 second' WHERE key = $1`, [`acct:school2|${ip}`]);
    expect((await signIn('school2', 'wrong', ip)).msg).toBe(BAD_PASSWORD);
    const [row] = await server.database.query<{ wait: number }>(
      `SELECT extract(epoch FROM next_at - now())::float AS wait FROM login_throttle WHERE key = $1`,
      [`acct:school2|${ip}`],
    );
    expect(Number(row.wait)).toBeGreaterThan(RULES.pair.baseSec);
    expect((await signIn('school2', 'wrong', ip)).msg).toMatch(THROTTLED);
  });

  it('a successful sign-in clears that source’s count at the account', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < RULES.pair.free - 1; i++) expect((await signIn('sysadmin', 'wrong', ip)).msg).toBe(BAD_PASSWORD);
    expect((await signIn('sysadmin', TEST_PASSWORD, ip)).code).toBe(200);
    // A full set of free attempts again, not the one that was left.
    for (let i = 0; i < RULES.pair.free; i++) expect((await signIn('sysadmin', 'wrong', ip)).msg).toBe(BAD_PASSWORD);
    expect((await signIn('sysadmin', 'wrong', ip)).msg).toMatch(THROTTLED);
  });
});

describe('guessing spread over many sources', () => {
  it('is slowed account-wide, with a wait that never grows past the account cap', async () => {
    const account = 'school1';
    // Every address stays within its own free attempts; together they pass the account's.
    const sources = Array.from({ length: Math.ceil(RULES.account.free / 2) }, (_, i) => `198.18.0.${i + 1}`);
    for (const ip of sources) await Promise.all([signIn(account, 'wrong-a', ip), signIn(account, 'wrong-b', ip)]);
    // Fresh addresses, in parallel: at most one finds the account's gate open, the others wait.
    const fresh = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(account, 'wrong-c', `198.18.1.${i + 1}`)));
    const waiting = fresh.filter((a) => THROTTLED.test(a.msg));
    expect(waiting.length).toBeGreaterThanOrEqual(5);
    for (const a of waiting) expect(Number(/\d+/.exec(a.msg)![0])).toBeLessThanOrEqual(RULES.account.capSec);
    // Even after a thousand counted guesses the account gate stays at its cap: slowed, never locked.
    await server.database.query(`UPDATE login_throttle SET failures = 1000, next_at = now() - interval '1 second' WHERE key = $1`, [`acct:${account}`]);
    expect((await signIn(account, 'wrong-d', '198.18.2.1')).msg).toBe(BAD_PASSWORD);
    const [row] = await server.database.query<{ wait: number }>(
      `SELECT extract(epoch FROM next_at - now())::float AS wait FROM login_throttle WHERE key = $1`,
      [`acct:${account}`],
    );
    expect(Number(row.wait)).toBeLessThanOrEqual(RULES.account.capSec);
    expect(Number(row.wait)).toBeGreaterThan(0);
  });
});

describe('parallel SMS code guessing', () => {
  it('lets only the free attempts compare a code; the right code from another source still signs in', async () => {
    const sender = server.app.codeSender as LoggingCodeSender;
    const [t] = await server.database.query<{ mobile: string }>(`SELECT mobile FROM users WHERE account = 'teacher'`);
    const sent = await fetch(`${server.url}/api/Common/Login/SendCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.30' },
      body: JSON.stringify({ mobile: t.mobile }),
    }).then((r) => r.json());
    expect(sent.code).toBe(200);
    const code = sender.lastCode(t.mobile)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const byCode = (c: string, ip: string) =>
      fetch(`${server.url}/api/Common/Login/LoginByCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ mobile: t.mobile, code: c }),
      }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { token?: string } | null }>);

    const answers = await Promise.all(Array.from({ length: 30 }, () => byCode(wrong, '203.0.113.50')));
    expect(answers.filter((a) => a.msg === '验证码错误或已过期')).toHaveLength(RULES.pair.free);
    expect(answers.filter((a) => THROTTLED.test(a.msg))).toHaveLength(30 - RULES.pair.free);
    // The code counted exactly the guesses that were compared (5 burn it: see loginCode.test.ts).
    const [row] = await server.database.query<{ attempts: number }>(
      `SELECT attempts FROM login_code WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1`,
      [t.mobile],
    );
    expect(Number(row.attempts)).toBe(RULES.pair.free);

    // The burnt code no longer works; a new one, entered from the owner's phone, does.
    await server.database.query(`UPDATE login_code SET created_at = created_at - interval '2 minutes' WHERE mobile = $1`, [t.mobile]);
    await fetch(`${server.url}/api/Common/Login/SendCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.30' },
      body: JSON.stringify({ mobile: t.mobile }),
    });
    const fresh = sender.lastCode(t.mobile)!;
    expect((await byCode(fresh, '203.0.113.50')).msg).toMatch(THROTTLED);
    const owner = await byCode(fresh, '198.51.100.30');
    expect(owner.code).toBe(200);
  });
});

describe('source addresses', () => {
  it('without TRUST_PROXY a forged X-Forwarded-For does not make a new source', async () => {
    const direct = await startServer();
    try {
      const tryOnce = (ip: string) =>
        fetch(`${direct.url}/api/Common/Login/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ account: 'school1', password: md5('wrong') }),
        }).then((r) => r.json() as Promise<{ msg: string }>);
      for (let i = 0; i < RULES.pair.free; i++) expect((await tryOnce(`192.0.2.${i}`)).msg).toBe(BAD_PASSWORD);
      // Each "new" address is the same socket address: the sixth guess waits.
      expect((await tryOnce('192.0.2.200')).msg).toMatch(THROTTLED);
      const keys = await direct.database.query<{ key: string }>(`SELECT key FROM login_throttle WHERE key LIKE 'acct:school1|%'`);
      expect(keys.map((k) => k.key)).toEqual(['acct:school1|127.0.0.1']);
    } finally {
      await direct.close();
    }
  });
});
