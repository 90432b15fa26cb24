import { describe, expect, it } from 'vitest';
import { ApiError, Code, Msg } from './errors';
import { LANGS } from './rules/messages';
import { fromZh, joinTexts, LocalText, pickLang, renderTexts, ruleText, t, texts, verbatim, type TextKey } from './texts';

const keys = Object.keys(texts) as TextKey[];
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('texts catalogue', () => {
  it('has every zh text in zhtw and en too, non-empty, with the same placeholders', () => {
    for (const key of keys) {
      for (const lang of LANGS) expect(texts[key][lang]?.trim(), `${key}.${lang}`).toBeTruthy();
      expect(placeholders(texts[key].zhtw), key).toEqual(placeholders(texts[key].zh));
      expect(placeholders(texts[key].en), key).toEqual(placeholders(texts[key].zh));
    }
  });

  it('translates: no en text is Chinese, and zhtw differs from zh where the characters do', () => {
    for (const key of keys) expect(texts[key].en, key).not.toMatch(/[\u4e00-\u9fa5]/);
    expect(texts.forbidden.zhtw).not.toBe(texts.forbidden.zh);
  });

  it("keeps Msg's zh texts exactly as the spec words them", () => {
    expect(Msg.forbidden).toBe('没有权限访问该功能');
    expect(Msg.badCredentials).toBe('账户或密码错误，请重新输入');
    expect(Msg.sessionDisplaced).toBe('您的帐号在其他地方登录或已被强制下线,请重新登录');
    expect(Msg.ok).toBe('Success');
    expect(Msg.tooManyAttempts(30)).toBe('登录失败次数过多，请30秒后再试');
    expect(Msg.uploadTooLarge(5, 'MB')).toBe('File size exceeds 5MB');
    for (const key of keys) if (!texts[key].zh.includes('{')) expect(Msg[key]).toBe(texts[key].zh);
  });

  it('fills parameterised texts in each language', () => {
    const wait = t('tooManyAttempts', { seconds: 42 });
    expect(wait.render('zh')).toBe('登录失败次数过多，请42秒后再试');
    expect(wait.render('zhtw')).toBe('登入失敗次數過多，請42秒後再試');
    expect(wait.render('en')).toBe('Too many failed sign-ins; please try again in 42 seconds');
    const counts = t('importResult', { accepted: 3, refused: 1 });
    expect(counts.render('zh')).toBe('成功导入3条，失败1条');
    expect(counts.render('zhtw')).toBe('成功匯入3條，失敗1條');
    expect(counts.render('en')).toBe('3 imported, 1 failed');
    expect(t('importFailed', { refused: 2 }).render('en')).toBe('2 failed to import');
  });

  it('composes: texts as params, joined lists, rule messages, verbatim words', () => {
    const list = joinTexts([ruleText('phoneInvalid'), t('roleNotFound'), verbatim('x')]);
    expect(list.render('zh')).toBe('请正确输入您的手机号；角色不存在；x');
    expect(list.render('en')).toBe('Please enter a valid mobile phone number; The role does not exist; x');
    expect(t('pageSchemaProblems', { problems: list }).render('zhtw')).toBe('頁面配置不合法：請正確輸入您的手機號；角色不存在；x');
    // Unrendered, a text reads as zh.
    expect(JSON.stringify({ m: t('forbidden') })).toBe('{"m":"没有权限访问该功能"}');
    expect(String(t('forbidden'))).toBe('没有权限访问该功能');
  });

  it('renders the texts inside data, leaving everything else as it is', () => {
    const data = [{ field: 'mobile', message: ruleText('phoneInvalid'), n: 1, d: null }, 'plain'];
    expect(renderTexts(data, 'en')).toEqual([{ field: 'mobile', message: 'Please enter a valid mobile phone number', n: 1, d: null }, 'plain']);
    expect(renderTexts(null, 'en')).toBeNull();
  });

  it('ApiError: a LocalText, or a Msg string taken as its catalogue text; message is zh', () => {
    const e = new ApiError(Code.Forbidden, Msg.forbidden);
    expect(e.text.render('en')).toBe('You do not have permission to use this function');
    expect(e.message).toBe('没有权限访问该功能');
    expect(new ApiError(Code.BadRequest, t('cannotDeleteSelf')).message).toBe('不能删除自己');
    expect(fromZh('not in the catalogue').render('en')).toBe('not in the catalogue');
    expect(fromZh(Msg.notFound)).toBeInstanceOf(LocalText);
  });
});

describe('pickLang (Accept-Language)', () => {
  it.each([
    ['zh-TW', 'zhtw'],
    ['zh-tw', 'zhtw'],
    ['zh-HK', 'zhtw'],
    ['zh-MO', 'zhtw'],
    ['zh-Hant', 'zhtw'],
    ['zh-Hant-TW', 'zhtw'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans', 'zh'],
    ['fr', 'zh'],
    ['*', 'zh'],
    ['', 'zh'],
    [undefined, 'zh'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'en'],
    ['en;q=0.5,zh-TW;q=0.9', 'zhtw'],
    ['en;q=0,zh-CN', 'zh'],
  ])('%s → %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });
});
