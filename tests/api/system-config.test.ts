import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, startServer, TEST_PASSWORD, type Client, type TestServer } from '../support/server';

// 系统配置 (issue 15 item 1): settings saved in the database and applied at once, enforced by the
// server on every route they govern.
let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server?.close());

const stored = async () => JSON.stringify(await server.database.query('SELECT key, value FROM sys_config ORDER BY key'));

describe('系统配置', () => {
  it('answers every setting, the environment being the start-up default', async () => {
    const r = await admin.get('/api/System/SysConfig');
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ sysName: '智慧教育云平台', passwordLengthMin: 6, tokenTimeout: 480, singleLogin: false });
  });

  it('a new platform name shows on the public settings the sign-in page reads', async () => {
    const saved = await admin.put('/api/System/SysConfig', { sysName: '城东区智慧教育' });
    expect(saved.code).toBe(200);
    const pub = await server.anonymous.get('/api/System/SysConfig/Public');
    expect(pub.data.sysName).toBe('城东区智慧教育');
    // The public answer carries nothing but what the sign-in page and the shell draw.
    expect(pub.data.tokenTimeout).toBeUndefined();
    expect(pub.data.lockTime).toBeUndefined();
  });

  it('refuses an impossible policy, a foreign logo and a school head or teacher, changing nothing', async () => {
    const before = await stored();
    const range = await admin.put('/api/System/SysConfig', { passwordLengthMin: 12, passwordLengthMax: 8 });
    expect(range.code).toBe(400);
    expect(range.data).toEqual([{ field: 'passwordLengthMin', message: '最短长度不能大于最长长度' }]);
    const none = await admin.put('/api/System/SysConfig', { containsNumbers: false, containsLetters: false });
    expect(none.code).toBe(400);
    const logo = await admin.put('/api/System/SysConfig', { logoIcon: 'https://evil.example/x.png' });
    expect(logo.code).toBe(400);
    const script = await admin.put('/api/System/SysConfig', { logoIcon: 'javascript:alert(1)' });
    expect(script.code).toBe(400);
    for (const who of ['school1', 'teacher']) {
      const c = await server.login(who);
      expect((await c.put('/api/System/SysConfig', { sysName: '被篡改', passwordLengthMin: 6 })).code).toBe(403);
      expect((await c.get('/api/System/SysConfig')).code).toBe(403);
    }
    expect(await stored()).toBe(before);
    expect((await server.anonymous.get('/api/System/SysConfig/Public')).data.sysName).toBe('城东区智慧教育');
  });

  it('a stricter password policy is enforced by every password-setting route', async () => {
    expect((await admin.put('/api/System/SysConfig', { passwordLengthMin: 10, includeUppercaseLetters: true })).code).toBe(200);
    const rule = '密码须为10-16位，且包含数字、字母、大写字母';
    const org = (await server.database.query<{ id: string }>(`SELECT id FROM organize WHERE en_code = 'CDYZ'`))[0].id;
    const create = await admin.post('/api/Permission/Users', { account: 'policyweak', realName: '策略测试', organizeId: org, password: 'abc12345' });
    expect(create.code).toBe(400);
    expect(create.data).toEqual([{ field: 'password', message: rule }]);
    expect(await server.database.query(`SELECT 1 FROM users WHERE account = 'policyweak'`)).toEqual([]);

    const [teacherRow] = await server.database.query<{ id: string; password_hash: string }>(`SELECT id, password_hash FROM users WHERE account = 'teacher'`);
    const reset = await admin.post(`/api/Permission/Users/${teacherRow.id}/Actions/ResetPassword`, { userPassword: 'abc12345' });
    expect(reset.code).toBe(400);
    expect(reset.msg).toBe(rule);

    const teacher = await server.login('teacher');
    const weak = await teacher.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(TEST_PASSWORD), password: 'abcdefg123' });
    expect(weak.code).toBe(400);
    expect(weak.msg).toBe(rule);
    // Each refusal left the teacher's password as it was.
    expect((await server.database.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [teacherRow.id]))[0].password_hash).toBe(teacherRow.password_hash);
    // A password that fits the new rule passes.
    const strong = await teacher.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(TEST_PASSWORD), password: 'Abcdefg1234' });
    expect(strong.code).toBe(200);
    await server.login('teacher', 'Abcdefg1234');
  });

  it('an account created without a password gets a one-time password, shown once, that must be changed first', async () => {
    const org = (await server.database.query<{ id: string }>(`SELECT id FROM organize WHERE en_code = 'CDYZ'`))[0].id;
    const role = (await server.database.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`))[0].id;
    const created = await admin.post('/api/Permission/Users', { account: 'onetime1', realName: '一次性', organizeId: org, roleIds: [role] });
    expect(created.code).toBe(200);
    const once: string = created.data.initialPassword;
    expect(once).toMatch(/^[A-Za-z0-9]{12,16}$/);
    // Never answered again.
    expect(JSON.stringify((await admin.get(`/api/Permission/Users/${created.data.id}`)).data)).not.toContain(once);

    const fresh = await server.login('onetime1', once);
    const me = await fresh.get('/api/Common/Login/CurrentUser');
    expect(me.data.userInfo.mustChangePassword).toBe('initial');
    // Everything but changing it is refused, on the server.
    const refused = await fresh.get('/api/Permission/Users/Current/BaseInfo');
    expect(refused.code).toBe(403);
    expect(refused.msg).toBe('请先修改初始密码');
    // Not to itself again.
    expect((await fresh.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(once), password: once })).code).toBe(400);
    const changed = await fresh.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(once), password: 'Newpass12345' });
    expect(changed.code).toBe(200);
    expect((await fresh.get('/api/Permission/Users/Current/BaseInfo')).code).toBe(200);
    expect((await fresh.get('/api/Common/Login/CurrentUser')).data.userInfo.mustChangePassword).toBeUndefined();
  });

  it('an expired password must be changed before anything else', async () => {
    expect((await admin.put('/api/System/SysConfig', { passwordExpiryDays: 30 })).code).toBe(200);
    await server.database.query(`UPDATE users SET password_changed_at = now() - interval '31 days' WHERE account = 'school2'`);
    const school2 = await server.login('school2');
    expect((await school2.get('/api/Common/Login/CurrentUser')).data.userInfo.mustChangePassword).toBe('expired');
    expect((await school2.get('/api/Permission/Users/Current/BaseInfo')).msg).toBe('密码已过期，请修改密码');
    // Switching expiry off lets the same session through at once.
    expect((await admin.put('/api/System/SysConfig', { passwordExpiryDays: 0 })).code).toBe(200);
    expect((await school2.get('/api/Permission/Users/Current/BaseInfo')).code).toBe(200);
  });

  it('sign-in by SMS code and by QR code can be switched off', async () => {
    expect((await server.anonymous.post('/api/Common/Login/QrTicket', {})).code).toBe(200);
    expect((await admin.put('/api/System/SysConfig', { enableQrLogin: false, enableCodeLogin: false })).code).toBe(200);
    const qr = await server.anonymous.post('/api/Common/Login/QrTicket', {});
    expect(qr.code).toBe(403);
    expect(qr.msg).toBe('该登录方式已停用');
    expect((await server.anonymous.post('/api/Common/Login/SendCode', { mobile: '13800138000' })).code).toBe(403);
    expect((await server.anonymous.get('/api/System/SysConfig/Public')).data).toMatchObject({ enableQrLogin: false, enableCodeLogin: false });
    await admin.put('/api/System/SysConfig', { enableQrLogin: true, enableCodeLogin: true });
  });

  it('session lifetime and single sign-in apply to the next sign-in without a restart', async () => {
    expect((await admin.put('/api/System/SysConfig', { tokenTimeout: 10, singleLogin: true })).code).toBe(200);
    const first = await server.login('sysadmin');
    const [s] = await server.database.query<{ minutes: number }>(
      `SELECT round(extract(epoch from s.expires_at - s.created_at) / 60)::int AS minutes FROM user_session s JOIN users u ON u.id = s.user_id WHERE u.account = 'sysadmin' ORDER BY s.created_at DESC LIMIT 1`,
    );
    expect(s.minutes).toBe(10);
    await server.login('sysadmin');
    expect((await first.get('/api/Common/Login/CurrentUser')).code).toBe(601);
    await admin.put('/api/System/SysConfig', { tokenTimeout: 480, singleLogin: false });
  });

  it('lock-out: after the set number of wrong passwords the next attempt must wait', async () => {
    expect((await admin.put('/api/System/SysConfig', { passwordErrorsNumber: 2, lockTime: 1 })).code).toBe(200);
    const wrong = () => server.anonymous.post('/api/Common/Login/Login', { account: 'school1', password: md5('wrong-pass1') });
    expect((await wrong()).code).toBe(400);
    expect((await wrong()).code).toBe(400);
    const third = await wrong();
    expect(third.code).toBe(429);
  });

  it('uploads beyond the set size or of a type not allowed are refused, nothing stored', async () => {
    expect((await admin.put('/api/System/SysConfig', { uploadAllowedTypes: ['pdf'] })).code).toBe(200);
    const teacher = await server.login('teacher', 'Abcdefg1234');
    const before = (await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file'))[0].n;
    const form = new FormData();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    const res = await (await teacher.raw('/api/Common/Upload/image', { method: 'POST', body: form })).json();
    expect(res.code).toBe(400);
    expect((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file'))[0].n).toBe(before);
    await admin.put('/api/System/SysConfig', { uploadAllowedTypes: [] });
  });
});

// PGlite is one process: the second instance needs PostgreSQL (TEST_DATABASE_URL).
describe.runIf(!!process.env.TEST_DATABASE_URL)('系统配置 on two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer();
    b = await startServer({}, { alongside: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a setting saved on one instance applies on the other without a restart', async () => {
    const onA = await a.login('admin');
    expect((await onA.put('/api/System/SysConfig', { sysName: '集群平台', passwordLengthMin: 12 })).code).toBe(200);
    await expect.poll(async () => (await b.anonymous.get('/api/System/SysConfig/Public')).data.sysName).toBe('集群平台');
    const onB = await b.login('admin');
    const org = (await b.database.query<{ id: string }>(`SELECT id FROM organize WHERE en_code = 'CDYZ'`))[0].id;
    const weak = await onB.post('/api/Permission/Users', { account: 'clusterweak', realName: '集群', organizeId: org, password: 'abc1234567' });
    expect(weak.code).toBe(400);
    expect(weak.msg).toBe('密码须为12-16位，且包含数字、字母');
  });
});
