import { describe, expect, it } from 'vitest';
import { createMenuSearch, SEARCH_OPTIONS } from './menuSearch';

const entries = [
  { title: '组织权限 > 用户管理', path: '/permission/user' },
  { title: '组织权限 > 角色管理', path: '/permission/role' },
  { title: '系统管理 > 系统日志', path: '/system/log' },
  { title: '系统数据 > 数据字典', path: '/systemData/dictionary' },
];

describe('menu search', () => {
  it('uses the spec configuration', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds by title and by path, best first', () => {
    const search = createMenuSearch(entries);
    expect(search('用户')[0].path).toBe('/permission/user');
    expect(search('dictionary')[0].path).toBe('/systemData/dictionary');
    expect(search('systm log')[0].path).toBe('/system/log');
  });

  it('an empty query finds nothing; nonsense finds nothing', () => {
    const search = createMenuSearch(entries);
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
  });
});
