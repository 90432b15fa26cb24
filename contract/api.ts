// Shapes shared by server and client (spec §3 and §7). Pure types, no I/O.

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface PageResult<T> {
  list: T[];
  pagination: Pagination;
}

export interface ListQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  sidx?: string;
  sort?: 'asc' | 'desc';
}

/** Menu entry types (spec §2.3). */
export const MenuType = {
  Directory: 1,
  Page: 2,
  ModelPage: 3,
  DictionaryPage: 4,
  ReportPage: 5,
  DataView: 6,
  ExternalLink: 7,
  NotOpen: 8,
} as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

export interface MenuPropertyJson {
  moduleId?: string;
  isTree?: number | boolean;
  iconBackgroundColor?: string;
}

export interface MenuEntry {
  id: string;
  parentId: string;
  type: MenuTypeValue;
  enCode: string;
  fullName: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  /** JSON text as JNPF sends it. */
  propertyJson: string;
  sortCode: number;
  hidden: boolean;
  hasChildren: boolean;
  children: MenuEntry[];
  /** The model the entry's permission entry is keyed by (= id). */
  modelId: string;
}

export interface PermissionItem {
  id: string;
  enCode: string;
  fullName: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: PermissionItem[];
}

export interface UserInfo {
  userId: string;
  userName: string;
  realName: string;
  userAccount: string;
  account: string;
  organizeId: string;
  organizeName: string;
  departmentId: string;
  departmentName: string;
  headIcon: string;
  quickQuery: string;
  portalId: string;
  isAdministrator: boolean;
  roleIds: string[];
  positionIds: string[];
  prevLogin: number;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  theme: string | null;
  language: string | null;
  /** 'initial' (a one-time password) or 'expired': the server refuses everything but changing it (系统配置). */
  mustChangePassword?: 'initial' | 'expired';
}

export interface CurrentUser {
  userInfo: UserInfo;
  menuList: MenuEntry[];
  permissionList: PermissionEntry[];
}

export interface TreeNode {
  id: string;
  parentId?: string;
  fullName: string;
  hasChildren: boolean;
  children?: TreeNode[];
  type?: 'company' | 'department' | 'position' | 'user' | string;
  icon?: string;
  [extra: string]: unknown;
}

/** Data-permission scopes a scheme can grant (design §5). */
export const DataScope = {
  All: 'all',
  Organize: 'organize',
  OrganizeAndBelow: 'organizeAndBelow',
  Department: 'department',
  Self: 'self',
} as const;
export type DataScopeValue = (typeof DataScope)[keyof typeof DataScope];

/** An item of a dictionary as the selectors and the all-dictionaries list answer it (spec §3 "Dictionary list entry"). */
export interface DictionaryOption {
  id: string;
  fullName: string;
  enCode: string;
  /** Tree dictionaries only; '-1' at the top. */
  parentId?: string;
  hasChildren?: boolean;
  children?: DictionaryOption[];
}

/** GET /api/System/DictionaryData/All → data.list: every enabled dictionary type with its enabled items. */
export interface DictionaryListEntry {
  id: string;
  enCode: string;
  fullName: string;
  isTree: 0 | 1;
  dictionaryList: DictionaryOption[];
}

/** GET /api/System/BillRule/Selector → data.list (spec §3 "Bill rule option"). */
export interface BillRuleOption {
  id: string;
  enCode: string;
  fullName: string;
}

/** GET /api/System/Province/{parentId}/Selector → data.list; '-1' lists the provinces (spec §3 "Address node"). */
export interface AddressNode {
  id: string;
  fullName: string;
  enCode: string;
  isLeaf: boolean;
}
