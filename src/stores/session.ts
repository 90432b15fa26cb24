import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { CurrentUser, MenuEntry, PermissionEntry, UserInfo } from '../../contract/api';
import { buildRoutes, type BuiltRoutes } from '../router/buildRoutes';
import { localStore, STORAGE_PREFIX } from '../persist/localStore';
import { frameSession } from '../auth/frameSession';
import { appConfig } from '../config';
import { menuTitle } from '../i18n/menuTitles';
import { useApp, type Lang } from './app';

// Session (spec §4): logged out → logged in → optionally locked → logged out.
// The session token itself is an HttpOnly cookie the server sets (issue 11): no script of the page
// can read it. What the page keeps is `signedIn`, a random mark made at each sign-in, which is no
// credential: it says "a session was started here" and, changing in another tab's storage, tells
// this tab that the browser's session changed. Mark and lock flag survive a reload; user info,
// menu and permissions are fetched again.

export interface SessionState {
  /** The non-secret mark of this browser's sign-in, or null when signed out. */
  signedIn: string | null;
  userInfo: UserInfo | null;
  menuList: MenuEntry[];
  permissionList: PermissionEntry[];
  /** null until CurrentUser has been loaded for this sign-in. */
  routes: BuiltRoutes | null;
  isLock: boolean;
  loginLoading: boolean;
}

export const SIGNED_IN_KEY = 'signedIn';
/** Where versions before the cookie kept the token itself; removed on start. */
const LEGACY_TOKEN_KEY = 'token';
export const LOCK_KEY = 'isLock';

export function initialSession(persisted: { signedIn: string | null; isLock: boolean } = { signedIn: null, isLock: false }): SessionState {
  return { signedIn: persisted.signedIn, userInfo: null, menuList: [], permissionList: [], routes: null, isLock: persisted.isLock, loginLoading: false };
}

/** A fresh mark for a sign-in (random, so another tab's sign-in is told apart from ours). */
export function newSignInMark(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Pure transitions; the store below applies them and mirrors the mark and lock to localStorage. */
export const sessionReducers = {
  signIn(s: SessionState, mark: string) {
    s.signedIn = mark;
    // A new sign-in means a new identity: whatever was loaded belongs to the old one.
    s.userInfo = null;
    s.menuList = [];
    s.permissionList = [];
    s.routes = null;
  },
  setCurrentUser(s: SessionState, cu: CurrentUser, dataVUrl?: string, lang: Lang = 'zh') {
    s.userInfo = cu.userInfo;
    s.menuList = cu.menuList;
    s.permissionList = cu.permissionList;
    s.routes = buildRoutes(cu.menuList, { dataVUrl, title: (e) => menuTitle(e.enCode, e.fullName, lang) });
  },
  /** The language changed: menu titles follow (the menu itself is unchanged). */
  retitle(s: SessionState, dataVUrl: string | undefined, lang: Lang) {
    if (!s.routes) return;
    s.routes = buildRoutes(s.menuList, { dataVUrl, title: (e) => menuTitle(e.enCode, e.fullName, lang) });
  },
  lock(s: SessionState) {
    s.isLock = true;
  },
  unlock(s: SessionState) {
    s.isLock = false;
  },
  setLoginLoading(s: SessionState, v: boolean) {
    s.loginLoading = v;
  },
  reset(s: SessionState) {
    Object.assign(s, initialSession());
  },
};

interface SessionActions {
  /** The server has set the session cookie: remember that this browser is signed in. */
  signIn(): void;
  setCurrentUser(cu: CurrentUser): void;
  retitle(): void;
  lock(): void;
  unlock(): void;
  setLoginLoading(v: boolean): void;
  reset(): void;
}

/** The mark a page starts with; a token left in storage by an older version is dropped, never used. */
function startMark(): string | null {
  localStore.remove(LEGACY_TOKEN_KEY);
  return localStore.get(SIGNED_IN_KEY);
}

export const useSession = create<SessionState & SessionActions>()(
  immer((set) => ({
    ...initialSession({ signedIn: startMark(), isLock: localStore.get(LOCK_KEY) === '1' }),
    signIn: () => {
      const mark = newSignInMark();
      localStore.set(SIGNED_IN_KEY, mark);
      set((s) => sessionReducers.signIn(s, mark));
    },
    setCurrentUser: (cu) => set((s) => sessionReducers.setCurrentUser(s, cu, appConfig.dataVUrl, useApp.getState().language)),
    retitle: () => set((s) => sessionReducers.retitle(s, appConfig.dataVUrl, useApp.getState().language)),
    lock: () => {
      localStore.set(LOCK_KEY, '1');
      set((s) => sessionReducers.lock(s));
    },
    unlock: () => {
      localStore.remove(LOCK_KEY);
      set((s) => sessionReducers.unlock(s));
    },
    setLoginLoading: (v) => set((s) => sessionReducers.setLoginLoading(s, v)),
    reset: () => {
      frameSession.clear();
      localStore.remove(SIGNED_IN_KEY);
      localStore.remove(LOCK_KEY);
      set((s) => sessionReducers.reset(s));
    },
  })),
);

/**
 * Another tab signed in (a new mark) or out (no mark): the cookie this tab's calls carry now belongs
 * to that session, so the tab starts over from it rather than showing one user and acting as another.
 */
export function followOtherTabs(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage (an embedding page's iframe-logout).
    if (event.key !== null && event.key !== STORAGE_PREFIX + SIGNED_IN_KEY) return;
    if (localStore.get(SIGNED_IN_KEY) !== useSession.getState().signedIn) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
