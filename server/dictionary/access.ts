import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { MenuType } from '../../contract/api';
import { canUse } from '../permission/access';
import { t } from '../../contract/texts';

export const DICTIONARY_MENU = 'systemData.dictionary';

/**
 * Dictionary items are maintained on the 数据字典 screen and also on generated dictionary pages
 * (menu type 4, whose propertyJson.moduleId names the dictionary type by id or enCode). Either menu,
 * with the button when one is named, grants the same rights over that one type.
 */
export function requireDictionaryAccess(req: FastifyRequest, type: { id: string; enCode: string }, button?: string) {
  const access = req.userAccess;
  if (canUse(access, DICTIONARY_MENU, button)) return;
  for (const m of access.catalogue.modules) {
    if (m.type !== MenuType.DictionaryPage) continue;
    const moduleId = moduleIdOf(m.propertyJson);
    if ((moduleId === type.id || moduleId === type.enCode) && canUse(access, m.enCode, button)) return;
  }
  throw new ApiError(Code.Forbidden, t('forbidden'));
}

function moduleIdOf(propertyJson: unknown): string | null {
  try {
    const p = typeof propertyJson === 'string' ? JSON.parse(propertyJson) : propertyJson;
    return p && typeof p === 'object' && typeof (p as { moduleId?: unknown }).moduleId === 'string' ? (p as { moduleId: string }).moduleId : null;
  } catch {
    return null;
  }
}
