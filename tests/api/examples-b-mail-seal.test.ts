import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { serverForFile } from '../support/server';
import { MAIL_PASSWORD, MAIL_USER, rawMail, startImap, startSmtp, type ImapStandIn, type SmtpStandIn } from '../support/mailStandIns';
import { pdfBase64, pngDataUrl } from './examples-b-fixtures';

// 邮件收发 against local SMTP and IMAP servers the test starts (nothing reaches the internet), and
// 电子签章: a PDF stamped with pdf-lib, its record verified, a tampered copy failing verification.

const ctx = serverForFile('admin', 'sysadmin');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;
let smtp: SmtpStandIn;
let imap: ImapStandIn;

beforeAll(async () => {
  smtp = await startSmtp();
  imap = await startImap([rawMail({ fromName: '王老师', from: 'wang@school.test', subject: '教研会通知', text: '周三下午三点在三楼会议室开教研会。' })]);
});
afterAll(async () => {
  await smtp?.close();
  await imap?.close();
});

const account = () => ({
  email: MAIL_USER,
  displayName: '张晓燕',
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpTls: false,
  imapHost: '127.0.0.1',
  imapPort: imap.port,
  imapTls: false,
  loginUser: MAIL_USER,
});

describe('邮件收发', () => {
  it('keeps the password encrypted and never answers it; a blank password keeps the stored one', async () => {
    expect((await ctx.admin.put('/api/Extend/Email/Account', { ...account(), password: MAIL_PASSWORD })).code).toBe(200);
    const [row] = await q<{ password_enc: string }>(`SELECT a.password_enc FROM ex_mail_account a JOIN users u ON u.id = a.user_id WHERE u.account = 'admin'`);
    expect(row.password_enc).toMatch(/^v1:/);
    expect(row.password_enc).not.toContain(MAIL_PASSWORD);
    const shown = await ctx.admin.get('/api/Extend/Email/Account');
    expect(shown.data).toMatchObject({ configured: true, passwordSet: true, smtpPort: smtp.port });
    expect(JSON.stringify(shown)).not.toContain(MAIL_PASSWORD);
    expect(JSON.stringify(shown)).not.toContain(row.password_enc);
    expect((await ctx.admin.put('/api/Extend/Email/Account', { ...account(), password: '' })).code).toBe(200);
    expect((await q(`SELECT a.password_enc FROM ex_mail_account a JOIN users u ON u.id = a.user_id WHERE u.account = 'admin'`))[0].password_enc).toBe(row.password_enc);
  });

  it('sends through the SMTP server with an attachment, signed in as the account, and keeps it in 已发送', async () => {
    const r = await ctx.admin.post('/api/Extend/Email/Send', {
      to: ['parent@home.test'],
      subject: '期中考试安排',
      bodyText: '各位家长：期中考试定于下周三举行。',
      attachments: [{ name: '考试安排.txt', contentBase64: Buffer.from('语文 9:00').toString('base64') }],
    });
    expect(r.code).toBe(200);
    const got = smtp.received.find((m) => m.subject === '期中考试安排');
    expect(got?.text?.trim()).toBe('各位家长：期中考试定于下周三举行。');
    expect(got?.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['考试安排.txt', '语文 9:00']]);
    expect(smtp.logins.at(-1)).toEqual({ user: MAIL_USER, pass: MAIL_PASSWORD });
    const sent = (await ctx.admin.get('/api/Extend/Email/Sent')).data.list;
    expect(sent[0]).toMatchObject({ to: 'parent@home.test', subject: '期中考试安排', attachments: [{ name: '考试安排.txt', size: 11 }] });
  });

  it('reads the IMAP inbox: the mail placed there is listed, opened and marked read', async () => {
    const list = (await ctx.admin.get('/api/Extend/Email/Receive')).data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ subject: '教研会通知', from: '王老师 <wang@school.test>', seen: false });
    const mail = (await ctx.admin.get(`/api/Extend/Email/Receive/${list[0].uid}`)).data;
    expect(mail.text.trim()).toBe('周三下午三点在三楼会议室开教研会。');
    expect((await ctx.admin.get('/api/Extend/Email/Receive')).data.list[0].seen).toBe(true);
    expect((await ctx.admin.post(`/api/Extend/Email/Receive/${list[0].uid}/Actions/Read`, { seen: false })).code).toBe(200);
    expect((await ctx.admin.get('/api/Extend/Email/Receive')).data.list[0].seen).toBe(false);
  });

  it('another user has no account of their own and cannot reach the admin’s; bad input changes nothing', async () => {
    expect((await ctx.sysadmin.get('/api/Extend/Email/Account')).data.configured).toBe(false);
    const sentBefore = smtp.received.length;
    const r = await ctx.sysadmin.post('/api/Extend/Email/Send', { to: ['x@school.test'], subject: 's', bodyText: 't' });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('请先配置邮箱账户');
    expect((await ctx.sysadmin.get('/api/Extend/Email/Receive')).code).toBe(400);
    expect(smtp.received.length).toBe(sentBefore);
    const bad = await ctx.admin.post('/api/Extend/Email/Send', { to: ['not an address'], subject: 's', bodyText: 't' });
    expect(bad.code).toBe(400);
    expect((await ctx.sysadmin.put('/api/Extend/Email/Account', { ...account(), smtpHost: 'evil host;', password: 'x' })).code).toBe(400);
    expect((await q(`SELECT count(*)::int AS n FROM ex_mail_account`))[0].n).toBe(1);
    expect(smtp.received.length).toBe(sentBefore);
  });

  it('a wrong password is the mail server’s refusal, said to the user', async () => {
    await ctx.sysadmin.put('/api/Extend/Email/Account', { ...account(), password: 'wrong' });
    const r = await ctx.sysadmin.post('/api/Extend/Email/Send', { to: ['x@school.test'], subject: 's', bodyText: 't' });
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/^邮件发送失败：/);
    expect((await q(`SELECT count(*)::int AS n FROM ex_mail_sent s JOIN users u ON u.id = s.user_id WHERE u.account = 'sysadmin'`))[0].n).toBe(0);
  });
});

describe('电子签章', () => {
  let sealId: string;
  let stamped: string;
  let original: string;

  it('stamps the seal on the chosen page at the dropped position and records both hashes', async () => {
    const seal = await ctx.admin.post('/api/Extend/Signet/Seal', { name: '城东区教育局', dataUrl: pngDataUrl(64, 64), source: 'generated' });
    sealId = seal.data.id;
    original = await pdfBase64();
    const pages = (await ctx.admin.post('/api/Extend/Signet/Pages', { pdf: original })).data.pages;
    expect(pages).toHaveLength(2);
    const r = await ctx.admin.post('/api/Extend/Signet/Stamp', { fileName: '合同.pdf', pdf: original, sealId, pageIndex: 1, x: 400, y: 100, size: 120 });
    expect(r.code).toBe(200);
    stamped = r.data.pdf;
    const doc = await PDFDocument.load(Buffer.from(stamped, 'base64'));
    expect(doc.getPageCount()).toBe(2);
    // the image is drawn on page 2 only
    const images = (i: number) => /\/XObject <<\s*\/\w+/.test(String(doc.getPages()[i].node.Resources()));
    expect([images(0), images(1)]).toEqual([false, true]);
    expect(r.data.record).toMatchObject({ fileName: '合同.pdf', sealName: '城东区教育局', pageIndex: 1, x: 400, y: 100, size: 120, userName: '超级管理员' });
    expect(r.data.record.originalSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.data.record.stampedSha256).not.toBe(r.data.record.originalSha256);
  });

  it('verifies the stamped file, knows the original, and fails a tampered copy', async () => {
    const ok = await ctx.sysadmin.post('/api/Extend/Signet/Verify', { pdf: stamped });
    expect(ok.data.result).toBe('stamped');
    expect(ok.msg).toBe('验证通过：该文件与签章记录一致');
    expect((await ctx.sysadmin.post('/api/Extend/Signet/Verify', { pdf: original })).data.result).toBe('original');
    const bytes = Buffer.from(stamped, 'base64');
    // one byte changed in the middle of the file
    bytes[bytes.length >> 1] ^= 0x01;
    const tampered = await ctx.sysadmin.post('/api/Extend/Signet/Verify', { pdf: bytes.toString('base64') });
    expect(tampered.data).toMatchObject({ result: 'none', record: null });
    expect(tampered.msg).toMatch(/^验证失败/);
  });

  it('refuses a seal off the page, a page that does not exist, a non-PDF and another school’s seal, recording nothing', async () => {
    const count = async () => (await q<{ n: number }>('SELECT count(*)::int AS n FROM ex_stamp_record'))[0].n;
    const before = await count();
    const base = { fileName: 'x.pdf', pdf: original, sealId, pageIndex: 0, x: 10, y: 10, size: 100 };
    expect((await ctx.admin.post('/api/Extend/Signet/Stamp', { ...base, x: 550 })).msg).toBe('印章位置超出页面');
    expect((await ctx.admin.post('/api/Extend/Signet/Stamp', { ...base, pageIndex: 5 })).msg).toBe('页码超出范围');
    expect((await ctx.admin.post('/api/Extend/Signet/Stamp', { ...base, pdf: Buffer.from('%PDF-1.4 not really').toString('base64') })).msg).toBe('文件不是有效的 PDF');
    expect((await ctx.admin.post('/api/Extend/Signet/Seal', { name: 'x', dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=', source: 'upload' })).code).toBe(400);
    // the admin's seal belongs to the bureau; the 系统管理员 is of the same bureau, so take a seal of a school instead
    const [school] = await q<{ id: string }>(`SELECT id FROM organize WHERE category = 'company' AND parent_id <> '-1' LIMIT 1`);
    const [foreign] = await q<{ id: string }>(`INSERT INTO ex_seal (name, source, png, organize_id, creator_user_id) SELECT 'x', 'upload', '\\x00'::bytea, $1, id FROM users WHERE account = 'school1' RETURNING id`, [school.id]);
    expect((await ctx.sysadmin.post('/api/Extend/Signet/Stamp', { ...base, sealId: foreign.id })).code).toBe(404);
    expect((await ctx.sysadmin.delete(`/api/Extend/Signet/Seal/${sealId}`)).code).toBe(404);
    expect(await count()).toBe(before);
    expect((await q('SELECT 1 FROM ex_seal WHERE id = $1', [sealId])).length).toBe(1);
  });
});
