import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TreeNode } from '../../contract/api';
import { ok } from '../http/reply';
import { dataScopeCondition, escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import type { SchemeRow } from '../permission/access';
import { buildTree } from '../organize/orgTree';
import { ORG_MENU, orgCondition, pickerSchemes } from '../organize/scope';
import { USER_MENU } from './userRecords';

/*
 * User pickers any signed-in user may open. Users/All and Users/Selector stay inside the caller's
 * data permission (of the user menu if held, else their own organisation and below).
 * Users/SelectorNoAut is the JNPF "no authorization" picker (e.g. choosing an approver in another
 * school): enabled users of any school, but only names, never contact details, and at most
 * NO_AUT_LIMIT of them per answer (narrow with keyword or organizeId): a picker is for finding a
 * person, not for handing the whole district's staff list to any signed-in account.
 */

export const NO_AUT_LIMIT = 100;

const ORG_ICON = { company: 'icon-ym icon-ym-tree-organization3', department: 'icon-ym icon-ym-tree-department1' } as const;
const USER_ICON = 'icon-ym icon-ym-tree-user2';

async function pickerUserScope(req: FastifyRequest, schemes: SchemeRow[] | null, params: unknown[]) {
  return dataScopeCondition(schemes, await scopeUser(req), { organize: 'u.organize_id', department: 'u.department_id', own: ['u.id', 'u.creator_user_id'] }, params);
}

const keywordSchema = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 100 }, organizeId: { type: 'string', maxLength: 64 }, n: {} },
} as const;

function keywordWhere(keyword: string | undefined, params: unknown[]): string | null {
  if (!keyword) return null;
  const p = params.push(`%${escapeLike(keyword)}%`);
  return `(u.account ILIKE $${p} OR u.real_name ILIKE $${p} OR u.quick_query ILIKE $${p})`;
}

export function userSelectorRoutes(app: FastifyInstance) {
  const db = app.database;

  app.get(
    '/api/Permission/Users/All',
    {
      schema: {
        tags: ['Users'],
        summary: '全部用户（选择器用；启用的、数据权限内；data.list {id, account, realName, headIcon, organizeId, departmentName, quickQuery}）',
        querystring: keywordSchema,
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query as { keyword?: string };
      const params: unknown[] = [];
      const where = ['u.enabled_mark = 1'];
      const scope = await pickerUserScope(req, pickerSchemes(req, USER_MENU), params);
      if (scope) where.push(scope);
      const kw = keywordWhere(q.keyword, params);
      if (kw) where.push(kw);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT u.id, u.account, u.real_name, u.head_icon, u.organize_id, u.quick_query, d.full_name AS department_name
           FROM users u LEFT JOIN organize d ON d.id = u.department_id WHERE ${where.join(' AND ')} ORDER BY u.sort_code, u.id`,
        params,
      );
      return ok({
        list: rows.map((r) => ({
          id: r.id as string,
          account: r.account as string,
          realName: r.real_name as string,
          headIcon: r.head_icon as string,
          organizeId: r.organize_id as string,
          departmentName: (r.department_name as string) ?? '',
          quickQuery: r.quick_query as string,
        })),
      });
    },
  );

  app.get(
    '/api/Permission/Users/SelectorNoAut',
    {
      schema: {
        tags: ['Users'],
        summary: '用户选择树（不按数据权限；组织/部门节点，用户为叶子 type user；organizeId 只取该节点之下；keyword 过滤用户）',
        querystring: keywordSchema,
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query as { keyword?: string; organizeId?: string };
      const params: unknown[] = [];
      const orgWhere = ['o.enabled_mark = 1'];
      if (q.organizeId) orgWhere.push(`o.tree_path LIKE (SELECT tree_path FROM organize WHERE id = $${params.push(q.organizeId)}) || '%'`);
      const orgs = await db.query<Record<string, unknown>>(
        `SELECT o.id, o.parent_id, o.category, o.en_code, o.full_name, o.sort_code FROM organize o WHERE ${orgWhere.join(' AND ')}`,
        params,
      );
      const orgIds = orgs.map((o) => o.id as string);
      const uParams: unknown[] = [orgIds];
      const uWhere = ['u.enabled_mark = 1', 'coalesce(u.department_id, u.organize_id) = ANY($1::text[])'];
      const kw = keywordWhere(q.keyword, uParams);
      if (kw) uWhere.push(kw);
      const users = await db.query<Record<string, unknown>>(
        `SELECT u.id, u.account, u.real_name, u.head_icon, u.organize_id, u.department_id, u.sort_code FROM users u WHERE ${uWhere.join(' AND ')}
          ORDER BY u.sort_code, u.id LIMIT ${NO_AUT_LIMIT}`,
        uParams,
      );
      const userNodes = users.map((u) => ({
        id: u.id as string,
        parentId: (u.department_id as string) ?? (u.organize_id as string),
        fullName: `${u.real_name}/${u.account}`,
        realName: u.real_name as string,
        account: u.account as string,
        headIcon: u.head_icon as string,
        organizeId: u.organize_id as string,
        type: 'user',
        icon: USER_ICON,
        sortCode: Number(u.sort_code),
        isLeaf: true,
      }));
      let orgNodes = orgs.map((o) => ({
        id: o.id as string,
        parentId: o.parent_id as string,
        fullName: o.full_name as string,
        enCode: o.en_code as string,
        type: o.category as string,
        icon: ORG_ICON[o.category as 'company' | 'department'],
        sortCode: Number(o.sort_code),
        isLeaf: false,
      }));
      if (q.keyword) {
        // Only the branches that lead to a matching user.
        const byId = new Map(orgNodes.map((n) => [n.id, n]));
        const keep = new Set<string>();
        for (const u of userNodes) for (let cur = byId.get(u.parentId); cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id);
        orgNodes = orgNodes.filter((n) => keep.has(n.id));
      }
      // Under one parent: units first, then people.
      const tree = buildTree<{ id: string; parentId: string; fullName: string; sortCode: number; [k: string]: unknown }>([
        ...orgNodes,
        ...userNodes.map((u) => ({ ...u, sortCode: u.sortCode + 1_000_000 })),
      ]);
      return ok({ list: tree });
    },
  );

  app.get(
    '/api/Permission/Users/Selector',
    {
      schema: {
        tags: ['Users'],
        summary: '用户选择（逐级加载：无 organizeId 时为数据权限内的顶层组织；否则为其下级组织/部门与直属用户；data.list）',
        querystring: keywordSchema,
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query as { keyword?: string; organizeId?: string };
      const oParams: unknown[] = [];
      const oWhere = ['o.enabled_mark = 1'];
      const oScope = await orgCondition(req, pickerSchemes(req, ORG_MENU), 'o', oParams);
      if (oScope) oWhere.push(oScope);
      const orgs = await db.query<Record<string, unknown>>(
        `SELECT o.id, o.parent_id, o.category, o.en_code, o.full_name, o.sort_code,
                EXISTS (SELECT 1 FROM organize k WHERE k.parent_id = o.id AND k.enabled_mark = 1)
                  OR EXISTS (SELECT 1 FROM users x WHERE coalesce(x.department_id, x.organize_id) = o.id AND x.enabled_mark = 1) AS has_children
           FROM organize o WHERE ${oWhere.join(' AND ')} ORDER BY o.sort_code, o.full_name`,
        oParams,
      );
      const inScope = new Set(orgs.map((o) => o.id as string));
      const children = q.organizeId
        ? orgs.filter((o) => o.parent_id === q.organizeId)
        : orgs.filter((o) => !inScope.has(o.parent_id as string));
      const list: TreeNode[] = children.map((o) => ({
        id: o.id as string,
        parentId: o.parent_id as string,
        fullName: o.full_name as string,
        enCode: o.en_code as string,
        type: o.category as string,
        icon: ORG_ICON[o.category as 'company' | 'department'],
        hasChildren: Boolean(o.has_children),
        isLeaf: !o.has_children,
      }));
      if (q.organizeId && inScope.has(q.organizeId)) {
        const params: unknown[] = [q.organizeId];
        const where = ['u.enabled_mark = 1', 'coalesce(u.department_id, u.organize_id) = $1'];
        const scope = await pickerUserScope(req, pickerSchemes(req, USER_MENU), params);
        if (scope) where.push(scope);
        const kw = keywordWhere(q.keyword, params);
        if (kw) where.push(kw);
        const users = await db.query<Record<string, unknown>>(
          `SELECT u.id, u.account, u.real_name, u.head_icon FROM users u WHERE ${where.join(' AND ')} ORDER BY u.sort_code, u.id`,
          params,
        );
        for (const u of users) {
          list.push({
            id: u.id as string,
            parentId: q.organizeId,
            fullName: `${u.real_name}/${u.account}`,
            realName: u.real_name as string,
            account: u.account as string,
            headIcon: u.head_icon as string,
            type: 'user',
            icon: USER_ICON,
            hasChildren: false,
            isLeaf: true,
          });
        }
      }
      return ok({ list });
    },
  );
}
