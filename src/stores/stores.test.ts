import { beforeEach, describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { CurrentUser } from '../../contract/api';
import { initialSession, sessionReducers } from './session';
import { tagsReducers, type TagsState, type TagView } from './tagsView';
import { afterLoginSettings, DEFAULT_SETTINGS, embeddedSettings, loadSettings, sanitizeSettings, themePayload, SETTINGS_KEY } from './settings';
import { initialApp, pickLanguage } from './app';
import { STORAGE_PREFIX } from '../persist/localStore';

const view = (path: string, extra: Partial<TagView['meta']> = {}, name = path.slice(1).replace(/\//g, '-')): TagView => ({
  path,
  fullPath: path,
  name,
  title: path,
  meta: { title: path, ...extra },
});

describe('tags view reducers', () => {
  const start = (): TagsState => ({ visitedViews: [], cachedViews: [] });

  it('adds a view once per path and caches its name unless noCache', () => {
    let s = start();
    s = produce(s, (d) => tagsReducers.addView(d, view('/home', { affix: true })));
    s = produce(s, (d) => tagsReducers.addView(d, view('/a')));
    s = produce(s, (d) => tagsReducers.addView(d, { ...view('/a'), fullPath: '/a?x=1' }));
    s = produce(s, (d) => tagsReducers.addView(d, view('/b', { noCache: true })));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/home', '/a', '/b']);
    expect(s.visitedViews[1].fullPath).toBe('/a?x=1');
    expect(s.cachedViews).toEqual(['home', 'a']);
  });

  const filled = () =>
    [view('/home', { affix: true }), view('/a'), view('/b'), view('/c')].reduce((s, v) => produce(s, (d) => tagsReducers.addView(d, v)), start());

  it('deletes one view and its cache entry; an affixed view cannot be closed', () => {
    let s = produce(filled(), (d) => tagsReducers.delView(d, view('/b')));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/home', '/a', '/c']);
    expect(s.cachedViews).not.toContain('b');
    s = produce(s, (d) => tagsReducers.delView(d, view('/home')));
    expect(s.visitedViews.map((v) => v.path)).toContain('/home');
  });

  it('close others keeps the current and affixed views', () => {
    const s = produce(filled(), (d) => tagsReducers.delOthersViews(d, view('/b')));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/home', '/b']);
    expect(s.cachedViews).toEqual(['home', 'b']);
  });

  it('close all keeps only affixed views', () => {
    const s = produce(filled(), (d) => tagsReducers.delAllViews(d));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/home']);
    expect(s.cachedViews).toEqual(['home']);
  });

  it('refresh drops only the cache entry so the page remounts', () => {
    const s = produce(filled(), (d) => tagsReducers.delCachedView(d, view('/a')));
    expect(s.visitedViews).toHaveLength(4);
    expect(s.cachedViews).not.toContain('a');
  });
});

describe('session reducers', () => {
  const cu: CurrentUser = {
    userInfo: { userId: 'u1', account: 'admin' } as CurrentUser['userInfo'],
    menuList: [
      { id: 'm1', parentId: '-1', type: 2, enCode: 'home', fullName: '首页', icon: '', urlAddress: 'home', linkTarget: '', propertyJson: '', sortCode: 0, hidden: false, hasChildren: false, children: [], modelId: 'm1' },
    ],
    permissionList: [{ modelId: 'm1', moduleName: '首页', button: [], column: [], form: [], resource: [] }],
  };

  it('loading the current user builds the routes', () => {
    const s = produce(initialSession({ signedIn: 'm', isLock: false }), (d) => sessionReducers.setCurrentUser(d, cu));
    expect(s.routes?.routes.map((r) => r.path)).toEqual(['/home']);
    expect(s.permissionList).toHaveLength(1);
  });

  it('a new sign-in drops what belonged to the old one', () => {
    let s = produce(initialSession({ signedIn: 'm', isLock: false }), (d) => sessionReducers.setCurrentUser(d, cu));
    s = produce(s, (d) => sessionReducers.signIn(d, 'm2'));
    expect(s).toMatchObject({ signedIn: 'm2', userInfo: null, menuList: [], routes: null });
  });

  it('reset clears everything, including the lock and the login-loading flag', () => {
    let s = produce(initialSession({ signedIn: 'm', isLock: true }), (d) => {
      sessionReducers.setCurrentUser(d, cu);
      sessionReducers.setLoginLoading(d, true);
    });
    s = produce(s, (d) => sessionReducers.reset(d));
    expect(s).toEqual(initialSession());
    expect(s.loginLoading).toBe(false);
  });

  it('lock and unlock toggle the flag', () => {
    const locked = produce(initialSession(), (d) => sessionReducers.lock(d));
    expect(locked.isLock).toBe(true);
    expect(produce(locked, (d) => sessionReducers.unlock(d)).isLock).toBe(false);
  });
});

describe('display settings', () => {
  beforeEach(() => localStorage.clear());

  it('defaults are the spec defaults', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      themeClass: 'blue', theme: '#1890ff', layoutType: 'classic', slideClass: 'dark', tagsView: true, tagsIcon: false,
      showSearch: true, showNav: true, showLanguage: true, sidebarLogo: true, fixedHeader: false, showSettings: true, errorLog: 'production',
    });
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('reads persisted settings under the product prefix, ignoring junk', () => {
    localStorage.setItem(STORAGE_PREFIX + SETTINGS_KEY, JSON.stringify({ layoutType: 'plain', themeClass: 'red', tagsView: 'yes', evil: 1, slideClass: 'neon' }));
    const s = loadSettings();
    expect(s).toMatchObject({ layoutType: 'plain', themeClass: 'red', theme: '#f5222d', tagsView: true, slideClass: 'dark' });
    expect((s as unknown as Record<string, unknown>).evil).toBeUndefined();
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(STORAGE_PREFIX + SETTINGS_KEY, '{broken');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings(null)).toEqual({});
  });

  it('after login: functional, search hidden, nav shown; embedded: search, tags and nav hidden', () => {
    expect(afterLoginSettings(DEFAULT_SETTINGS)).toMatchObject({ layoutType: 'functional', showSearch: false, showNav: true, tagsView: true });
    expect(embeddedSettings(DEFAULT_SETTINGS)).toMatchObject({ layoutType: 'functional', showSearch: false, tagsView: false, showNav: false });
  });

  it('the theme saved to the server is JSON text of the display settings', () => {
    const { theme } = themePayload({ ...DEFAULT_SETTINGS, layoutType: 'plain' });
    expect(JSON.parse(theme)).toMatchObject({ layoutType: 'plain', themeClass: 'blue' });
  });
});

describe('app state', () => {
  beforeEach(() => localStorage.clear());

  it('language: saved preference, else browser language, else zh', () => {
    expect(pickLanguage('en', ['zh-CN'])).toBe('en');
    expect(pickLanguage(null, ['zh-TW'])).toBe('zhtw');
    expect(pickLanguage(null, ['zh-HK'])).toBe('zhtw');
    expect(pickLanguage(null, ['zh-CN'])).toBe('zh');
    expect(pickLanguage(null, ['en-GB'])).toBe('en');
    expect(pickLanguage('klingon', ['fr-FR', 'de'])).toBe('zh');
    // 系统配置's default language stands in for zh only when the browser asks for nothing we speak.
    expect(pickLanguage(null, ['fr-FR'], 'en')).toBe('en');
    expect(pickLanguage(null, ['zh-CN'], 'en')).toBe('zh');
    expect(pickLanguage('zhtw', ['fr-FR'], 'en')).toBe('zhtw');
  });

  it('persists sidebarStatus, language and size under the prefix', () => {
    localStorage.setItem(STORAGE_PREFIX + 'sidebarStatus', '0');
    localStorage.setItem(STORAGE_PREFIX + 'language', 'en');
    localStorage.setItem(STORAGE_PREFIX + 'size', 'mini');
    expect(initialApp()).toMatchObject({ sidebarOpened: false, language: 'en', size: 'mini' });
    localStorage.setItem(STORAGE_PREFIX + 'size', 'gigantic');
    expect(initialApp().size).toBe('medium');
  });
});
