import { describe, expect, it } from 'vitest';
import { checkMpMenu, toTencentMenu, type MpMenu } from './menu';

const view = (name: string) => ({ name, type: 'view' as const, url: 'https://school.example/news' });

describe('the official account menu (Tencent limits)', () => {
  it('accepts 3 top buttons of 5 sub-buttons each, with a 4-character top name', () => {
    const menu: MpMenu = { button: [1, 2, 3].map((i) => ({ name: `校园动态${i}`.slice(0, 4), sub_button: [1, 2, 3, 4, 5].map((j) => view(`子菜单${j}`)) })) };
    expect(checkMpMenu(menu)).toEqual([]);
  });

  it('refuses a fourth top button, a sixth sub-button, and names over 16 / 60 bytes, at their paths', () => {
    const menu: MpMenu = {
      button: [
        { name: '学校新闻动态', type: 'click', key: 'news' },
        { name: '服务', sub_button: [1, 2, 3, 4, 5, 6].map((j) => view(`服务${j}`)) },
        { name: '我', sub_button: [view('一'.repeat(21))] },
        view('多余'),
      ],
    };
    expect(checkMpMenu(menu)).toEqual([
      { path: '/button', code: 'tooManyTop', limit: 3 },
      { path: '/button/0/name', code: 'nameTooLong', limit: 16 },
      { path: '/button/1/sub_button', code: 'tooManySub', limit: 5 },
      { path: '/button/2/sub_button/0/name', code: 'nameTooLong', limit: 60 },
    ]);
  });

  it('needs each kind\'s own fields: a click key, a web address, a mini program', () => {
    const menu: MpMenu = {
      button: [
        { name: '签到', type: 'click' },
        { name: '官网', type: 'view', url: 'javascript:alert(1)' },
        { name: '小程序', sub_button: [{ name: '报名', type: 'miniprogram', url: 'https://s.example' }, { name: '空' }] },
      ],
    };
    expect(checkMpMenu(menu).map((p) => `${p.path} ${p.code}`)).toEqual([
      '/button/0/key keyMissing',
      '/button/1/url urlInvalid',
      '/button/2/sub_button/0/appid appMissing',
      '/button/2/sub_button/0/pagepath appMissing',
      '/button/2/sub_button/1/type kindMissing',
    ]);
  });

  it('sends Tencent only the keys of each kind', () => {
    expect(toTencentMenu({ button: [{ name: '新闻', type: 'view', url: 'https://a.example', key: 'stale', sub_button: [] }, { name: '更多', type: 'click', key: 'x', sub_button: [{ name: '签到', type: 'click', key: 'sign', url: 'https://stale' }] }] })).toEqual({
      button: [
        { name: '新闻', type: 'view', url: 'https://a.example' },
        { name: '更多', sub_button: [{ name: '签到', type: 'click', key: 'sign' }] },
      ],
    });
  });
});
