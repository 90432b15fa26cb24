import { http } from '../../api/client';
import type { PortalDefinition, ScreenDefinition } from '../../../contract/portal/definition';

export type DesignKind = 'portal' | 'screen';
export type AnyDefinition = PortalDefinition | ScreenDefinition;

export interface DesignRow {
  id: string;
  fullName: string;
  enCode: string;
  state: number;
  version: number;
  sortCode: number;
  lastModifyTime: number | null;
  creatorTime: number;
  roleIds: string[];
}
export interface DesignEntity extends DesignRow {
  category: string;
  description: string;
  definition: AnyDefinition;
}

const base = (kind: DesignKind) => `/api/VisualDevelopment/${kind === 'portal' ? 'Portal' : 'Screen'}`;
const at = (kind: DesignKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;

/** 门户设计 / 大屏设计 calls (server/portal/routes.ts). */
export const designApi = {
  list: (kind: DesignKind, keyword: string) => http.get<{ list: DesignRow[] }>(base(kind), { keyword, currentPage: 1, pageSize: 200 }),
  get: (kind: DesignKind, id: string) => http.get<DesignEntity>(at(kind, id)),
  create: (kind: DesignKind, body: { fullName: string; enCode: string; definition: AnyDefinition; state?: number }) => http.post<{ id: string }>(base(kind), body),
  save: (kind: DesignKind, id: string, body: { fullName: string; enCode: string; state: number; definition: AnyDefinition }) => http.put<{ version: number }>(at(kind, id), body),
  remove: (kind: DesignKind, id: string) => http.delete<null>(at(kind, id)),
  copy: (kind: DesignKind, id: string) => http.post<{ id: string }>(`${at(kind, id)}/Actions/Copy`),
  versions: (kind: DesignKind, id: string) => http.get<{ list: { version: number; note: string; creatorUser: string; creatorTime: number }[] }>(`${at(kind, id)}/Versions`),
  restore: (kind: DesignKind, id: string, version: number) => http.post<{ version: number }>(`${at(kind, id)}/Versions/${version}/Actions/Restore`),
  assignRoles: (id: string, roleIds: string[]) => http.put<null>(`${at('portal', id)}/Roles`, { roleIds }),
  roles: () => http.get<{ list: { id: string; fullName: string }[] }>('/api/Permission/Role/Selector'),
  aggregates: () => http.get<{ list: { key: string; title: string }[] }>('/api/Aggregate'),
  ticket: () => http.post<{ iframeToken: string }>('/api/Common/Login/IframeToken/Create'),
};

export const blankDefinition = (kind: DesignKind): AnyDefinition =>
  kind === 'portal' ? { cards: [] } : { refreshSeconds: 30, background: '#0b1a33', items: [{ i: 'title', x: 0, y: 0, w: 1920, h: 100, kind: 'title', title: '数据大屏' }] };
