import { md5 } from 'js-md5';
import type { PageResult } from '../../contract/api';
import { http } from './client';

// The signed-in user's own settings and profile (spec §7 "Current user"; menu configuration paths
// are the team's contract).

export interface ModuleSetting {
  moduleId: string;
  moduleName: string;
  isHidden: number;
  sortCode: number;
  icon?: string;
}

export interface BaseInfo {
  account?: string;
  realName?: string;
  gender?: number;
  /** The server's name for the mobile number (JNPF's field). */
  mobilePhone?: string | null;
  email?: string | null;
  birthday?: number | null;
  organizeName?: string;
  departmentName?: string;
  description?: string | null;
  headIcon?: string;
  [k: string]: unknown;
}

export interface LoginLogRow {
  id: string;
  creatorTime: number;
  /** The server's (JNPF's) spelling. */
  ipaddress: string;
  ipAddressName?: string;
  platForm?: string;
  abstracts?: string;
  [k: string]: unknown;
}

export const currentUserApi = {
  saveTheme: (theme: { theme: string }) => http.put('/api/Permission/Users/Current/SystemTheme', theme, { silent: true }),
  saveLanguage: (language: string) => http.put('/api/Permission/Users/Current/SystemLanguage', { language }, { silent: true }),
  modules: () => http.get<{ list: ModuleSetting[] }>('/api/Permission/ModuleUser/Current'),
  saveModules: (list: { moduleId: string; isHidden: number; sortCode: number }[]) => http.put('/api/Permission/ModuleUser/Current', { list }),
  baseInfo: () => http.get<BaseInfo>('/api/Permission/Users/Current/BaseInfo'),
  saveBaseInfo: (info: BaseInfo) => http.put('/api/Permission/Users/Current/BaseInfo', info),
  setAvatar: (name: string) => http.put(`/api/Permission/Users/Current/Avatar/${encodeURIComponent(name)}`),
  modifyPassword: (oldPassword: string, password: string) =>
    // Spec: the old password travels md5-hashed, the new one plain (the server checks its rule).
    http.post('/api/Permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(oldPassword), password }),
  loginLog: (q: { currentPage: number; pageSize: number; category?: number }) =>
    http.get<PageResult<LoginLogRow>>('/api/Permission/Users/Current/SystemLog', { category: 1, ...q }),
};
