import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { menuTitle, menuTitleByName } from './menuTitles';
import { tagsReducers, type TagsState } from '../stores/tagsView';

describe('menu titles', () => {
  it('translates the shipped catalogue by enCode', () => {
    expect(menuTitle('permission.user', '用户管理', 'en')).toBe('Users');
    expect(menuTitle('permission.user', '用户管理', 'zhtw')).toBe('用戶管理');
    expect(menuTitle('permission.user', '用户管理', 'zh')).toBe('用户管理');
  });
  it("keeps an administrator's own name, and unknown entries, in every language", () => {
    expect(menuTitle('permission.user', '教职工', 'en')).toBe('教职工');
    expect(menuTitle('custom.page', '自定义页面', 'en')).toBe('自定义页面');
    expect(menuTitle('constructor', '构造', 'en')).toBe('构造');
  });
  it('by name alone (the authorize tree): built-in names translated, any other name kept', () => {
    expect(menuTitleByName('用户管理', 'en')).toBe('Users');
    expect(menuTitleByName('组织权限', 'zhtw')).toBe('組織權限');
    expect(menuTitleByName('用户管理', 'zh')).toBe('用户管理');
    expect(menuTitleByName('新建', 'en')).toBe('新建');
    expect(menuTitleByName('教职工', 'en')).toBe('教职工');
  });
  it('open tags take the new titles by path', () => {
    const s: TagsState = { visitedViews: [{ path: '/home', fullPath: '/home', name: 'home', title: '首页', meta: { title: '首页', affix: true } }], cachedViews: [] };
    const next = produce(s, (d) => tagsReducers.retitle(d, { '/home': 'Home' }));
    expect(next.visitedViews[0]).toMatchObject({ title: 'Home', meta: { title: 'Home', affix: true } });
  });
});
