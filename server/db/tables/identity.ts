import { pgTable, text, integer, boolean, timestamp, primaryKey } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_identity.sql; the SQL files are the source of truth for the schema.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const organize = pgTable('organize', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull(),
  category: text('category').notNull(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  shortName: text('short_name'),
  managerId: text('manager_id'),
  description: text('description'),
  sortCode: integer('sort_code').notNull(),
  enabledMark: integer('enabled_mark').notNull(),
  treePath: text('tree_path').notNull(),
  creatorUserId: text('creator_user_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at'),
});

export const position = pgTable('position', {
  id: text('id').primaryKey(),
  organizeId: text('organize_id').notNull(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  type: text('type'),
  description: text('description'),
  sortCode: integer('sort_code').notNull(),
  enabledMark: integer('enabled_mark').notNull(),
  creatorUserId: text('creator_user_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at'),
});

export const role = pgTable('role', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  type: text('type'),
  globalMark: integer('global_mark').notNull(),
  organizeId: text('organize_id'),
  description: text('description'),
  sortCode: integer('sort_code').notNull(),
  enabledMark: integer('enabled_mark').notNull(),
  creatorUserId: text('creator_user_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at'),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  realName: text('real_name').notNull(),
  quickQuery: text('quick_query').notNull(),
  gender: integer('gender').notNull(),
  mobile: text('mobile'),
  email: text('email'),
  birthday: ts('birthday'),
  organizeId: text('organize_id').notNull(),
  departmentId: text('department_id'),
  headIcon: text('head_icon').notNull(),
  description: text('description'),
  sortCode: integer('sort_code').notNull(),
  enabledMark: integer('enabled_mark').notNull(),
  isAdministrator: boolean('is_administrator').notNull(),
  passwordHash: text('password_hash').notNull(),
  theme: text('theme'),
  language: text('language'),
  portalId: text('portal_id').notNull(),
  prevLoginTime: ts('prev_login_time'),
  prevLoginIp: text('prev_login_ip'),
  prevLoginIpName: text('prev_login_ip_name'),
  lastLoginTime: ts('last_login_time'),
  lastLoginIp: text('last_login_ip'),
  lastLoginIpName: text('last_login_ip_name'),
  loginCount: integer('login_count').notNull(),
  creatorUserId: text('creator_user_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at'),
});

export const userRelation = pgTable('user_relation', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  sortCode: integer('sort_code').notNull(),
});

export const moduleTable = pgTable('module', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull(),
  type: integer('type').notNull(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  icon: text('icon').notNull(),
  urlAddress: text('url_address').notNull(),
  linkTarget: text('link_target').notNull(),
  propertyJson: text('property_json').notNull(),
  category: text('category').notNull(),
  description: text('description'),
  sortCode: integer('sort_code').notNull(),
  enabledMark: integer('enabled_mark').notNull(),
  isHidden: integer('is_hidden').notNull(),
  useDataPermission: integer('use_data_permission').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at'),
});

const moduleItem = (name: string) =>
  pgTable(name, {
    id: text('id').primaryKey(),
    moduleId: text('module_id').notNull(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    sortCode: integer('sort_code').notNull(),
  });
export const moduleButton = moduleItem('module_button');
export const moduleColumn = moduleItem('module_column');
export const moduleForm = moduleItem('module_form');

export const moduleDataScheme = pgTable('module_data_scheme', {
  id: text('id').primaryKey(),
  moduleId: text('module_id').notNull(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  scope: text('scope').notNull(),
  conditionJson: text('condition_json').notNull(),
  sortCode: integer('sort_code').notNull(),
});

export const authorize = pgTable('authorize', {
  id: text('id').primaryKey(),
  itemType: text('item_type').notNull(),
  itemId: text('item_id').notNull(),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const moduleUser = pgTable(
  'module_user',
  {
    userId: text('user_id').notNull(),
    moduleId: text('module_id').notNull(),
    isHidden: integer('is_hidden').notNull(),
    sortCode: integer('sort_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

export const userSession = pgTable('user_session', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: text('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  lastActiveAt: ts('last_active_at').notNull(),
  ip: text('ip'),
  ipAddressName: text('ip_address_name'),
  userAgent: text('user_agent'),
  locked: boolean('locked').notNull(),
  endedAt: ts('ended_at'),
  endedReason: text('ended_reason'),
});

export const sysLog = pgTable('sys_log', {
  id: text('id').primaryKey(),
  category: integer('category').notNull(),
  userId: text('user_id'),
  userName: text('user_name'),
  ip: text('ip'),
  ipAddressName: text('ip_address_name'),
  requestUrl: text('request_url'),
  requestMethod: text('request_method'),
  requestDuration: integer('request_duration'),
  abstracts: text('abstracts'),
  platform: text('platform'),
  createdAt: ts('created_at').notNull(),
});

export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
