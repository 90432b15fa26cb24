import { describe, expect, it } from 'vitest';
import { md5, type Client, serverForFile } from '../support/server';

const ctx = serverForFile('admin', 'teacher');

/*
 * The same refused call answered in the caller's language (Accept-Language): the spec's zh with
 * no header, English with `en`, traditional Chinese with `zh-TW`. The envelope code never changes
 * and the refused call changes nothing, whatever the language.
 */

type Lang = 'none' | 'en' | 'zh-TW';
const LANGS: Lang[] = ['none', 'en', 'zh-TW'];

async function call(c: Client, lang: Lang, method: string, url: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (lang !== 'none') headers['accept-language'] = lang;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await c.raw(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: any }) };
}

const countOf = async (table: string) => Number((await ctx.server.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
const userCount = () => countOf('users');

describe('answers in the caller language', () => {
  it("a teacher's forbidden POST: 403 in zh, en and zh-TW, and no user is created", async () => {
    const before = await userCount();
    const want: Record<Lang, string> = {
      none: '没有权限访问该功能',
      en: 'You do not have permission to use this function',
      'zh-TW': '沒有權限訪問該功能',
    };
    for (const lang of LANGS) {
      const r = await call(ctx.teacher, lang, 'POST', '/api/Permission/Users', { account: 'sneaky02', realName: '王五', organizeId: 'x', password: 'abc12345' });
      expect([r.status, r.code, r.msg]).toEqual([403, 403, want[lang]]);
    }
    expect(await userCount()).toBe(before);
  });

  it('a bad sign-in: the spec text, its English and its zh-TW', async () => {
    const want: Record<Lang, string> = {
      none: '账户或密码错误，请重新输入',
      en: 'Wrong account or password; please try again',
      'zh-TW': '帳戶或密碼錯誤，請重新輸入',
    };
    for (const lang of LANGS) {
      const r = await call(ctx.server.anonymous, lang, 'POST', '/api/Common/Login/Login', { account: 'sysadmin', password: md5('wrong-password') });
      expect([r.code, r.msg]).toEqual([400, want[lang]]);
    }
  });

  it('a 400 with field errors: the §5 rules speak the caller language in msg and data', async () => {
    const before = await userCount();
    const org = (await ctx.server.database.query<{ id: string }>(`SELECT organize_id AS id FROM users WHERE account = 'teacher'`))[0].id;
    const body = { account: 'langtest01', realName: '李四', mobile: '12345', organizeId: org, password: 'abc12345' };
    const byLang: Record<Lang, { msg: string; field: string }> = {
      none: { msg: '请正确输入您的手机号', field: '请正确输入您的手机号' },
      en: { msg: 'Please enter a valid mobile phone number', field: 'Please enter a valid mobile phone number' },
      'zh-TW': { msg: '請正確輸入您的手機號', field: '請正確輸入您的手機號' },
    };
    for (const lang of LANGS) {
      const r = await call(ctx.admin, lang, 'POST', '/api/Permission/Users', body);
      expect(r.code).toBe(400);
      expect(r.msg).toBe(byLang[lang].msg);
      expect(r.data).toEqual([{ field: 'mobile', message: byLang[lang].field }]);
    }
    // Several fields: joined with the language's separator.
    const many = await call(ctx.admin, 'en', 'POST', '/api/Permission/Users', { ...body, email: 'nope' });
    expect(many.msg).toBe('Please enter a valid mobile phone number; Please enter a valid e-mail address');
    expect(await userCount()).toBe(before);
  });

  it('an unknown route and a schema validation error', async () => {
    const missing: Record<Lang, string> = { none: '接口不存在', en: 'No such API', 'zh-TW': '介面不存在' };
    for (const lang of LANGS) {
      const r = await call(ctx.admin, lang, 'GET', '/api/No/Such/Thing');
      expect([r.status, r.code, r.msg]).toEqual([404, 404, missing[lang]]);
    }
    const zh = await call(ctx.admin, 'none', 'GET', '/api/Permission/Users?pageSize=0');
    const en = await call(ctx.admin, 'en', 'GET', '/api/Permission/Users?pageSize=0');
    expect(zh.code).toBe(400);
    expect(en.code).toBe(400);
    expect(zh.msg.startsWith('参数错误：')).toBe(true);
    expect(en.msg.startsWith('Invalid parameter: ')).toBe(true);
  });

  it("an area's own input checks: a bill rule's prefix and date format, and nothing is stored", async () => {
    const before = await countOf('bill_rule');
    const body = { fullName: '语言测试', enCode: 'langRuleNo', prefix: 'Q J', dateFormat: 'yyyy-MM', digit: 4, startNumber: 1, resetBy: 'never' };
    const want: Record<Lang, { prefix: string; dateFormat: string; sep: string }> = {
      none: { prefix: '前缀只能输入字母、数字、下划线和短横线', dateFormat: '日期格式只能是 none、YYYY、YYYYMM、YYYYMMDD、YYYYMMDDHHmmss', sep: '；' },
      en: {
        prefix: 'The prefix may contain only letters, digits, underscores and hyphens',
        dateFormat: 'The date format must be one of none, YYYY, YYYYMM, YYYYMMDD, YYYYMMDDHHmmss',
        sep: '; ',
      },
      'zh-TW': { prefix: '前綴只能輸入字母、數字、底線和短橫線', dateFormat: '日期格式只能是 none、YYYY、YYYYMM、YYYYMMDD、YYYYMMDDHHmmss', sep: '；' },
    };
    for (const lang of LANGS) {
      const r = await call(ctx.admin, lang, 'POST', '/api/System/BillRule', body);
      const w = want[lang];
      expect([r.status, r.code]).toEqual([400, 400]);
      expect(r.data).toEqual([
        { field: 'prefix', message: w.prefix },
        { field: 'dateFormat', message: w.dateFormat },
      ]);
      expect(r.msg).toBe(`${w.prefix}${w.sep}${w.dateFormat}`);
    }
    expect(await countOf('bill_rule')).toBe(before);
  });

  it('a menu under a page (not a directory): refused in every language, and no menu is added', async () => {
    const before = await countOf('module');
    const page = (await ctx.server.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'permission.user'`))[0].id;
    const want: Record<Lang, string> = { none: '上级菜单必须是目录', en: 'The parent menu must be a directory', 'zh-TW': '上級選單必須是目錄' };
    for (const lang of LANGS) {
      const r = await call(ctx.admin, lang, 'POST', '/api/System/Menu', { parentId: page, type: 1, enCode: 'lang.dir', fullName: '目录' });
      expect([r.status, r.code, r.msg]).toEqual([400, 400, want[lang]]);
      expect(r.data).toEqual([{ field: 'parentId', message: want[lang] }]);
    }
    expect(await countOf('module')).toBe(before);
  });

  it('parameterised texts and success messages follow the language too', async () => {
    const id = (await ctx.server.database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`))[0].id;
    const zh = await call(ctx.admin, 'none', 'PUT', `/api/Permission/Users/${id}/Actions/State`, {});
    const en = await call(ctx.admin, 'en', 'PUT', `/api/Permission/Users/${id}/Actions/State`, {});
    const tw = await call(ctx.admin, 'zh-TW', 'PUT', `/api/Permission/Users/${id}/Actions/State`, {});
    // Toggled three times: school1 ends disabled; put it back.
    expect([zh.code, zh.msg]).toEqual([200, '状态修改成功']);
    expect([en.code, en.msg]).toEqual([200, 'State changed']);
    expect([tw.code, tw.msg]).toEqual([200, '狀態修改成功']);
    await call(ctx.admin, 'none', 'PUT', `/api/Permission/Users/${id}/Actions/State`, {});
  });
});
