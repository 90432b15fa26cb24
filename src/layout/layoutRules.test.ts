import { describe, expect, it } from 'vitest';
import { openKeysFor, splitTopMenu, TOP_MENU_ITEM_WIDTH, keyOf } from './menuItems';
import { matchEntry, type PageEntry } from './pageTable';
import { isIframeLogout } from '../router/embedding';
import type { MenuNode } from '../router/buildRoutes';

const node = (key: string, path: string, kind: MenuNode['kind'] = 'page', children?: MenuNode[]): MenuNode => ({ key, name: key, title: key, icon: '', kind, path, children });

describe('top menu overflow', () => {
  it('shows floor(width/116) items and puts the rest under 更多', () => {
    const items = Array.from({ length: 9 }, (_, i) => i);
    expect(TOP_MENU_ITEM_WIDTH).toBe(116);
    expect(splitTopMenu(items, 116 * 9)).toEqual({ shown: items, more: [] });
    const { shown, more } = splitTopMenu(items, 116 * 5 + 50);
    expect(shown.length + 1).toBe(5);
    expect(more).toEqual([4, 5, 6, 7, 8]);
    expect(splitTopMenu(items, 0).shown).toEqual([]);
  });
});

describe('sidebar', () => {
  it('opens the directories above the current page', () => {
    const menus = [node('a', '/a', 'directory', [node('b', '/b', 'directory', [node('c', '/x/c')])]), node('d', '/d')];
    expect(openKeysFor(menus, '/x/c')).toEqual(['dir:a', 'dir:b']);
    expect(openKeysFor(menus, '/d')).toEqual([]);
    expect(keyOf(node('e', 'https://x', 'external'))).toBe('id:e');
  });
});

describe('page table matching', () => {
  const entry = (path: string): PageEntry => ({ path, name: path, title: path, hidden: false, tag: true, element: null });
  const entries = [entry('/application/*'), entry('/application/detail/:id'), entry('/application/shop'), entry('/home')];
  it('prefers exact paths, then params, then splats; unknown paths match nothing', () => {
    expect(matchEntry(entries, '/application/shop')?.path).toBe('/application/shop');
    expect(matchEntry(entries, '/application/detail/7')?.path).toBe('/application/detail/:id');
    expect(matchEntry(entries, '/application/other')?.path).toBe('/application/*');
    expect(matchEntry(entries, '/nope')).toBeNull();
  });
});

describe('iframe-logout message', () => {
  it('accepts only the exact message from our own origin', () => {
    expect(isIframeLogout({ origin: 'https://edu.example', data: 'iframe-logout' }, 'https://edu.example')).toBe(true);
    expect(isIframeLogout({ origin: 'https://evil.example', data: 'iframe-logout' }, 'https://edu.example')).toBe(false);
    expect(isIframeLogout({ origin: 'https://edu.example', data: { type: 'iframe-logout' } }, 'https://edu.example')).toBe(false);
  });
});
