import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { Nullable, Type, contributedMenus, epochMs, one, portalOfUserSql, rows } from '../kit';
import type { CurrentUser, UserInfo } from '../../contract/api';
import type { Access } from '../permission/access';
import { moduleFields } from '../permission/moduleRow';
import { buildMenuTree, buildPermissionList } from '../permission/menuTree';

// The stored part of the user's info; the SQL names each field as the client reads it.
const StoredUserInfo = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  realName: Type.String(),
  userAccount: Type.String(),
  account: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  departmentId: Type.String(),
  departmentName: Type.String(),
  headIcon: Type.String(),
  quickQuery: Type.String(),
  portalId: Type.String(),
  isAdministrator: Type.Boolean(),
  prevLogin: Type.Integer(),
  prevLoginTime: Nullable(Type.Number()),
  prevLoginIPAddress: Type.String(),
  prevLoginIPAddressName: Type.String(),
  theme: Nullable(Type.String()),
  language: Nullable(Type.String()),
});
const USER_INFO_SQL = `SELECT u.id AS user_id, u.real_name AS user_name, u.real_name, u.account AS user_account, u.account, u.organize_id,
    o.full_name AS organize_name, coalesce(u.department_id, '') AS department_id, coalesce(d.full_name, '') AS department_name, u.head_icon,
    u.quick_query,
    ${portalOfUserSql('u.id')} AS portal_id, u.is_administrator, (u.prev_login_time IS NOT NULL)::int AS prev_login, ${epochMs('u.prev_login_time')} AS prev_login_time,
    coalesce(u.prev_login_ip, '') AS "prevLoginIPAddress", coalesce(u.prev_login_ip_name, '') AS "prevLoginIPAddressName", u.theme, u.language
  FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id
  WHERE u.id = $1`;

export const UserInfoAnswer = Type.Object({
  ...StoredUserInfo.properties,
  roleIds: Type.Array(Type.String()),
  positionIds: Type.Array(Type.String()),
  /** 'initial' / 'expired': the password must be changed before anything else (系统配置); absent otherwise. */
  mustChangePassword: Type.Optional(Type.String()),
});

const PermissionItem = Type.Object({ id: Type.String(), enCode: Type.String(), fullName: Type.String() });
const MenuEntryAnswer = Type.Recursive(
  (Self) =>
    Type.Object({
      ...moduleFields,
      hidden: Type.Boolean(),
      hasChildren: Type.Boolean(),
      children: Type.Array(Self),
      modelId: Type.String(),
    }),
  { $id: 'MenuEntry' },
);
/** GET CurrentUser's data: who the user is, the granted menu tree and the permission list (contract/api.ts CurrentUser). */
export const CurrentUserAnswer = Type.Object({
  userInfo: UserInfoAnswer,
  menuList: Type.Array(MenuEntryAnswer),
  permissionList: Type.Array(
    Type.Object({
      modelId: Type.String(),
      moduleName: Type.String(),
      button: Type.Array(PermissionItem),
      column: Type.Array(PermissionItem),
      form: Type.Array(PermissionItem),
      resource: Type.Array(PermissionItem),
    }),
  ),
});

export async function loadUserInfo(app: FastifyInstance, access: Access): Promise<UserInfo> {
  const stored = await one(app.database, StoredUserInfo, USER_INFO_SQL, [access.user.id]);
  if (!stored) throw new ApiError(Code.SessionInvalid, t('sessionInvalid'));
  return { ...stored, roleIds: access.roleIds, positionIds: access.positionIds };
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
  // What areas add for this user beyond grants (installed apps: server/appStore).
  menuList.push(...(await contributedMenus(app.database, access.user.id)));
  return { menuList, permissionList };
}

export async function currentUser(app: FastifyInstance, access: Access): Promise<CurrentUser> {
  const [userInfo, menus] = await Promise.all([loadUserInfo(app, access), loadMenus(app, access)]);
  return { userInfo, ...menus };
}
