import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { CurrentUser, MenuEntry, PermissionEntry, UserInfo } from '../../contract/api';
import { buildRoutes, type BuiltRoutes } from '../router/buildRoutes';
import { localStore } from '../persist/localStore';
import { appConfig } from '../config';
import { menuTitle } from '../i18n/menuTitles';
import { useApp, type Lang } from './app';

// Session (spec §4): logged out → logged in (token stored) → optionally locked → logged out.
// Token and lock flag survive a reload; user info, menu and permissions are fetched again.

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  menuList: MenuEntry[];
  permissionList: PermissionEntry[];
  /** null until CurrentUser has been loaded for this token. */
  routes: BuiltRoutes | null;
  isLock: boolean;
  loginLoading: boolean;
}

export const TOKEN_KEY = 'token';
export const LOCK_KEY = 'isLock';

export function initialSession(persisted: { token: string | null; isLock: boolean } = { token: null, isLock: false }): SessionState {
  return { token: persisted.token, userInfo: null, menuList: [], permissionList: [], routes: null, isLock: persisted.isLock, loginLoading: false };
}

/** Pure transitions; the store below applies them and mirrors token and lock to localStorage. */
export const sessionReducers = {
  setToken(s: SessionState, token: string) {
    s.token = token;
    // A new token means a new identity: whatever was loaded belongs to the old one.
    s.userInfo = null;
    s.menuList = [];
    s.permissionList = [];
    s.routes = null;
  },
  setCurrentUser(s: SessionState, cu: CurrentUser, dataVUrl?: string, lang: Lang = 'zh') {
    s.userInfo = cu.userInfo;
    s.menuList = cu.menuList;
    s.permissionList = cu.permissionList;
    s.routes = buildRoutes(cu.menuList, { token: s.token, dataVUrl, title: (e) => menuTitle(e.enCode, e.fullName, lang) });
  },
  /** The language changed: menu titles follow (the menu itself is unchanged). */
  retitle(s: SessionState, dataVUrl: string | undefined, lang: Lang) {
    if (!s.routes) return;
    s.routes = buildRoutes(s.menuList, { token: s.token, dataVUrl, title: (e) => menuTitle(e.enCode, e.fullName, lang) });
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
  setToken(token: string): void;
  setCurrentUser(cu: CurrentUser): void;
  retitle(): void;
  lock(): void;
  unlock(): void;
  setLoginLoading(v: boolean): void;
  reset(): void;
}

export const useSession = create<SessionState & SessionActions>()(
  immer((set) => ({
    ...initialSession({ token: localStore.get(TOKEN_KEY), isLock: localStore.get(LOCK_KEY) === '1' }),
    setToken: (token) => {
      localStore.set(TOKEN_KEY, token);
      set((s) => sessionReducers.setToken(s, token));
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
      localStore.remove(TOKEN_KEY);
      localStore.remove(LOCK_KEY);
      set((s) => sessionReducers.reset(s));
    },
  })),
);
