import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';
import type { LoggingCodeSender } from '../../server/loginCode/codeSender';

let server: TestServer;
let sender: LoggingCodeSender;
let teacherMobile: string;

beforeAll(async () => {
  server = await startServer();
  sender = server.app.codeSender as LoggingCodeSender;
  const [t] = await server.database.query<{ mobile: string }>(`SELECT mobile FROM users WHERE account = 'teacher'`);
  teacherMobile = t.mobile;
});
afterAll(() => server?.close());

const sendCode = (mobile: string) => server.anonymous.post('/api/Common/Login/SendCode', { mobile });
const loginByCode = (mobile: string, code: string) => server.anonymous.post('/api/Common/Login/LoginByCode', { mobile, code });
const asToken = (token: string) => (url: string) => server.anonymous.raw(url, { headers: { authorization: token } }).then((r) => r.json());
/** Lets a number ask again at once (the 1-per-minute limit is tested on its own). */
const age = (mobile: string) => server.database.query(`UPDATE login_code SET created_at = created_at - interval '2 minutes' WHERE mobile = $1`, [mobile]);

describe('sign-in by SMS code', () => {
  it('refuses a malformed mobile number with the spec message and sends nothing', async () => {
    for (const bad of ['12345', '12800000000', '1380000000a', '']) {
      const r = await sendCode(bad);
      expect(r.status).toBe(400);
      if (bad) expect(r.msg).toBe('请正确输入您的手机号');
    }
  });

  it('sends a 6-digit code to a registered number and signs in with it, once', async () => {
    const r = await sendCode(teacherMobile);
    expect(r.code).toBe(200);
    expect(r.msg).toBe('验证码已发送');
    const code = sender.lastCode(teacherMobile)!;
    expect(code).toMatch(/^\d{6}$/);

    const login = await loginByCode(teacherMobile, code);
    expect(login.code).toBe(200);
    const me = await asToken(login.data.token)('/api/Common/Login/CurrentUser');
    expect(me.code).toBe(200);
    expect(me.data.userInfo.account).toBe('teacher');
    expect(me.data.menuList.length).toBeGreaterThan(0);

    const again = await loginByCode(teacherMobile, code);
    expect(again.code).toBe(400);
    expect(again.msg).toBe('验证码错误或已过期');
  });

  it('rolls the last login into the previous login, like password sign-in', async () => {
    await age(teacherMobile);
    await sendCode(teacherMobile);
    const login = await loginByCode(teacherMobile, sender.lastCode(teacherMobile)!);
    const me = await asToken(login.data.token)('/api/Common/Login/CurrentUser');
    expect(me.data.userInfo.prevLogin).toBe(1);
    expect(me.data.userInfo.prevLoginTime).toBeGreaterThan(Date.now() - 60_000);
  });

  it('limits sending to one code a minute per number', async () => {
    const mobile = '13800000000';
    expect((await sendCode(mobile)).code).toBe(200);
    const first = sender.lastCode(mobile);
    const second = await sendCode(mobile);
    expect(second.status).toBe(429);
    expect(second.msg).toBe('验证码发送过于频繁，请稍后再试');
    expect(sender.lastCode(mobile)).toBe(first);
  });

  it('limits sending to ten codes an hour per number', async () => {
    const mobile = '13900000001';
    await server.database.query(
      `INSERT INTO login_code (mobile, code_hash, ip, expires_at, created_at)
       SELECT $1, 'x', '203.0.113.9', now(), now() - make_interval(mins => 5 + g) FROM generate_series(1, 10) g`,
      [mobile],
    );
    const r = await sendCode(mobile);
    expect(r.status).toBe(429);
  });

  it('answers an unregistered number the same way but delivers no code, and no code signs in', async () => {
    const mobile = '13700000002';
    const r = await sendCode(mobile);
    expect(r.code).toBe(200);
    expect(sender.lastCode(mobile)).toBeUndefined();
    expect((await loginByCode(mobile, '123456')).msg).toBe('验证码错误或已过期');
  });

  it('refuses a wrong code, and burns the code after five wrong guesses', async () => {
    await age(teacherMobile);
    await sendCode(teacherMobile);
    const code = sender.lastCode(teacherMobile)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await loginByCode(teacherMobile, wrong);
      expect(r.code).not.toBe(200);
    }
    const [row] = await server.database.query<{ attempts: number; burnt: boolean }>(
      `SELECT attempts, used_at IS NOT NULL AS burnt FROM login_code WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1`,
      [teacherMobile],
    );
    expect(row).toEqual({ attempts: 5, burnt: true });
    const r = await loginByCode(teacherMobile, code);
    expect(r.code).not.toBe(200);
    await server.database.query(`DELETE FROM login_throttle WHERE key LIKE 'code:%' OR key LIKE 'ip:%'`);
  });

  it('refuses an expired code', async () => {
    const mobile = '13800000000';
    await age(mobile);
    await sendCode(mobile);
    const code = sender.lastCode(mobile)!;
    await server.database.query(`UPDATE login_code SET expires_at = now() - interval '1 second' WHERE mobile = $1`, [mobile]);
    const r = await loginByCode(mobile, code);
    expect(r.msg).toBe('验证码错误或已过期');
  });

  it('expires codes after five minutes', async () => {
    const mobile = '13800000000';
    await age(mobile);
    await sendCode(mobile);
    const [row] = await server.database.query<{ secs: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at))::int AS secs FROM login_code WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1`,
      [mobile],
    );
    expect(row.secs).toBe(300);
  });
});

describe('sign-in by QR code', () => {
  const ticket = () => server.anonymous.post('/api/Common/Login/QrTicket');
  const poll = (t: string) => server.anonymous.get(`/api/Common/Login/QrTicket/${t}`);

  it('a signed-in phone confirms and the desktop receives a token exactly once', async () => {
    const t = await ticket();
    expect(t.code).toBe(200);
    expect(t.data.expiresIn).toBe(120);
    expect((await poll(t.data.ticket)).data).toEqual({ state: 'waiting' });

    const phone = await server.login('school1');
    expect((await phone.post(`/api/Common/Login/QrTicket/${t.data.ticket}/Confirm`)).code).toBe(200);

    const first = await poll(t.data.ticket);
    expect(first.data.state).toBe('confirmed');
    const me = await asToken(first.data.token)('/api/Common/Login/CurrentUser');
    expect(me.data.userInfo.account).toBe('school1');

    const second = await poll(t.data.ticket);
    expect(second.data).toEqual({ state: 'confirmed' });
  });

  it('confirming needs a session', async () => {
    const t = await ticket();
    const r = await server.anonymous.post(`/api/Common/Login/QrTicket/${t.data.ticket}/Confirm`);
    expect(r.code).toBe(602);
    expect((await poll(t.data.ticket)).data.state).toBe('waiting');
  });

  it('an expired ticket reads expired and cannot be confirmed', async () => {
    const t = await ticket();
    await server.database.query(`UPDATE login_qr_ticket SET expires_at = now() - interval '1 second'`);
    expect((await poll(t.data.ticket)).data).toEqual({ state: 'expired' });
    const phone = await server.login('teacher');
    const r = await phone.post(`/api/Common/Login/QrTicket/${t.data.ticket}/Confirm`);
    expect(r.code).toBe(400);
    expect(r.msg).toBe('二维码已失效，请刷新后重新扫码');
  });

  it('a ticket cannot be confirmed twice', async () => {
    const t = await ticket();
    const phone = await server.login('teacher');
    expect((await phone.post(`/api/Common/Login/QrTicket/${t.data.ticket}/Confirm`)).code).toBe(200);
    expect((await phone.post(`/api/Common/Login/QrTicket/${t.data.ticket}/Confirm`)).code).toBe(400);
  });

  it('unknown tickets read expired; malformed ones are refused', async () => {
    expect((await poll('A'.repeat(32))).data).toEqual({ state: 'expired' });
    expect((await poll('bad!ticket')).status).toBe(400);
  });
});
