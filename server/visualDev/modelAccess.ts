import type { FastifyRequest } from 'fastify';
import { memoByText } from '../kit';
import { ApiError, Code } from '../../contract/errors';
import { canUse, dataScopes, deniedColumns, type Access, type SchemeRow } from '../permission/access';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { t } from '../../contract/texts';
import type { PageSchema } from '../../contract/pageModel/pageSchema';

/** The designer's menu: it may preview any model (Config) and use models that no menu publishes yet. */
export const DESIGN_MENU = 'onlineDev.webDesign';

export type ModelButton = 'btn_add' | 'btn_edit' | 'btn_remove' | 'btn_export' | 'btn_import';

/**
 * The menu that publishes a model: the type 3/4/5 entry whose propertyJson.moduleId is the model id.
 * Record permissions (buttons, columns, data scope) are those of that menu, not of the designer.
 */
export function menuOfModel(access: Pick<Access, 'catalogue'>, modelId: string): string | null {
  return publishingMenu(access.catalogue.modules, modelId)?.enCode ?? null;
}

export function publishingMenu<M extends { type: number; propertyJson: string }>(modules: M[], modelId: string): M | null {
  for (const m of modules) {
    if (m.type < 3 || m.type > 5) continue;
    if (moduleIdOf(m.propertyJson) === modelId) return m;
  }
  return null;
}

/** A menu entry's stored propertyJson is parsed once per text: every grant check reads the same few. */
const moduleIdOf = memoByText((propertyJson: string): string | null => {
  try {
    const v = JSON.parse(propertyJson || '{}') as { moduleId?: unknown };
    return typeof v.moduleId === 'string' ? v.moduleId : null;
  } catch {
    return null;
  }
}, 5000);

export interface ModelGrant {
  /** The menu the caller was authorised under (null: an unpublished model, used by a designer). */
  menu: string | null;
  denied: Set<string>;
  schemes: SchemeRow[] | null;
}

/**
 * Authorises a record call on a model. A published model answers to its menu and the named button;
 * an unpublished one only to designers. Anything else is 403 with nothing done.
 */
export function authorizeModel(req: FastifyRequest, modelId: string, button?: ModelButton): ModelGrant {
  const access = req.userAccess;
  const menu = menuOfModel(access, modelId);
  if (menu) {
    if (!canUse(access, menu, button)) throw new ApiError(Code.Forbidden, t('forbidden'));
    return { menu, denied: deniedColumns(access, menu), schemes: dataScopes(access, menu) };
  }
  if (!canUse(access, DESIGN_MENU)) throw new ApiError(Code.Forbidden, t('forbidden'));
  return { menu: null, denied: new Set(), schemes: null };
}

/**
 * The grant as the page's data-permission switch (`dataPermission`, list side of the designer) makes
 * it: on, rows narrow to the caller's data schemes on the page's menu; off, every row the grants allow.
 * A page that does not say (older pages, hand-written ones) follows its menu's 数据权限 switch.
 */
export function withPageDataPermission(req: FastifyRequest, grant: ModelGrant, page: Pick<PageSchema, 'dataPermission'>): ModelGrant {
  if (page.dataPermission === undefined || !grant.menu) return grant;
  return { ...grant, schemes: page.dataPermission ? dataScopes(req.userAccess, grant.menu, true) : null };
}

/** Config is read by the published page and by the designer's preview (/previewModel). */
export function authorizeConfig(req: FastifyRequest, modelId: string) {
  const access = req.userAccess;
  const menu = menuOfModel(access, modelId);
  if (menu && canUse(access, menu)) return;
  if (canUse(access, DESIGN_MENU)) return;
  throw new ApiError(Code.Forbidden, t('forbidden'));
}

/** The SQL narrowing of `model_record r` to the caller's data permission, or null for none. */
export async function recordScopeSql(req: FastifyRequest, grant: ModelGrant, params: unknown[]): Promise<string | null> {
  return dataScopeCondition(grant.schemes, await scopeUser(req), {
    organize: 'r.organize_id',
    department: 'r.department_id',
    own: ['r.creator_user_id'],
  }, params);
}
