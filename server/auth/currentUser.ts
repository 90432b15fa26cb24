import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { rows } from '../kit/query';
import type { CurrentUser, UserInfo } from '../../contract/api';
import type { Access } from '../permission/access';
import { buildMenuTree, buildPermissionList } from '../permission/menuTree';

export async function loadUserInfo(app: FastifyInstance, access: Access): Promise<UserInfo> {
  const rows = await app.database.query<Record<string, unknown>>(
    `SELECT u.*, o.full_name AS organize_name, d.full_name AS department_name
       FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id
      WHERE u.id = $1`,
    [access.user.id],
  );
  const u = rows[0];
  const ms = (v: unknown) => (v ? new Date(v as string).getTime() : null);
  return {
    userId: u.id as string,
    userName: u.real_name as string,
    realName: u.real_name as string,
    userAccount: u.account as string,
    account: u.account as string,
    organizeId: u.organize_id as string,
    organizeName: u.organize_name as string,
    departmentId: (u.department_id as string) ?? '',
    departmentName: (u.department_name as string) ?? '',
    headIcon: u.head_icon as string,
    quickQuery: u.quick_query as string,
    portalId: u.portal_id as string,
    isAdministrator: u.is_administrator as boolean,
    roleIds: access.roleIds,
    positionIds: access.positionIds,
    prevLogin: u.prev_login_time ? 1 : 0,
    prevLoginTime: ms(u.prev_login_time),
    prevLoginIPAddress: (u.prev_login_ip as string) ?? '',
    prevLoginIPAddressName: (u.prev_login_ip_name as string) ?? '',
    theme: (u.theme as string) ?? null,
    language: (u.language as string) ?? null,
  };
}

/** A user's own menu settings (hidden, order), applied over the granted menu. */
const ModuleSetting = Type.Object({ moduleId: Type.String(), isHidden: Type.Integer(), sortCode: Type.Integer() });

export async function loadMenus(app: FastifyInstance, access: Access) {
  const config = await rows(app.database, ModuleSetting, 'SELECT module_id, is_hidden, sort_code FROM module_user WHERE user_id = $1', [access.user.id]);
  const { catalogue, grants } = access;
  const menuList = buildMenuTree(
    catalogue.modules,
    grants,
    config,
  );
  const permissionList = buildPermissionList(catalogue.modules, grants, catalogue);
  return { menuList, permissionList };
}

export async function currentUser(app: FastifyInstance, access: Access): Promise<CurrentUser> {
  const [userInfo, menus] = await Promise.all([loadUserInfo(app, access), loadMenus(app, access)]);
  return { userInfo, ...menus };
}
