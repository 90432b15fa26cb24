import { describe, expect, it } from 'vitest';
import { importedChanges, overrideKey, pageEntries, placeholders, serverEntries, withOverrides } from './catalogue';

describe('translation catalogue', () => {
  it('lists every server text in three languages', () => {
    const all = serverEntries();
    expect(all.find((e) => e.key === 'notFound')).toMatchObject({ zh: '数据不存在或无权访问', en: expect.any(String) });
  });

  it('reads a page schema: its title and every text of its translations, missing ones empty', () => {
    const e = pageEntries({ id: 'x.page', title: { zh: '页面', zhtw: '頁面', en: 'Page' }, translations: { zhtw: { 名称: '名稱', 编码: '編碼' }, en: { 名称: 'Name' } } }, '页面');
    expect(e.map((x) => [x.key, x.zhtw, x.en])).toEqual([
      ['页面', '頁面', 'Page'],
      ['名称', '名稱', 'Name'],
      ['编码', '編碼', ''],
    ]);
    const flagged = withOverrides(e, new Map([[overrideKey('page:x.page', '编码'), { en: 'Code' }]]));
    expect(flagged.find((x) => x.key === '编码')).toMatchObject({ en: 'Code', overridden: ['en'], missing: [] });
    expect(withOverrides(e, new Map()).find((x) => x.key === '编码')!.missing).toEqual(['en']);
  });

  it('imports only changed cells of known texts; a server text must keep its placeholders', () => {
    const current = new Map(serverEntries().map((e) => [overrideKey(e.source, e.key), e]));
    const tooMany = serverEntries().find((e) => e.key === 'tooManyAttempts')!;
    expect(placeholders(tooMany.zh)).toEqual(['seconds']);
    const r = importedChanges(
      [
        { source: 'server', key: 'notFound', zhtw: current.get(overrideKey('server', 'notFound'))!.zhtw, en: 'Nothing here' },
        { source: 'server', key: 'tooManyAttempts', zhtw: '', en: 'Wait a bit' },
        { source: 'server', key: 'noSuchKey', zhtw: 'x', en: 'y' },
      ],
      current,
    );
    expect(r).toEqual({ changes: [{ source: 'server', key: 'notFound', lang: 'en', value: 'Nothing here' }], unknown: 1, refused: 1 });
  });
});
