import { describe, expect, it } from 'vitest';
import { iconNamesOf, searchIcons } from './iconNames';

describe('icon names', () => {
  const fake = { HomeOutlined: {}, HomeFilled: {}, HomeTwoTone: {}, UserOutlined: {}, createFromIconfontCN: () => null, IconProvider: {}, default: {} };

  it('keeps the icon components of the module, sorted', () => {
    expect(iconNamesOf(fake)).toEqual(['HomeFilled', 'HomeOutlined', 'HomeTwoTone', 'UserOutlined']);
  });

  it('searches one theme by every word, case-insensitive, with a limit', () => {
    const names = iconNamesOf(fake);
    expect(searchIcons(names, 'home', 'Outlined', 10)).toEqual({ shown: ['HomeOutlined'], total: 1 });
    expect(searchIcons(names, '', 'Outlined', 1)).toEqual({ shown: ['HomeOutlined'], total: 2 });
    expect(searchIcons(names, 'HO me', 'Filled', 10).shown).toEqual(['HomeFilled']);
    expect(searchIcons(names, 'home user', 'Outlined', 10).shown).toEqual([]);
  });
});
