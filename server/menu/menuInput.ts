import { checkFields, type FieldError } from '../kit/fieldCheck';
import { t } from '../../contract/texts';
import { linkAddress } from '../../contract/linkAddress';

export interface MenuInput {
  parentId?: string;
  type: number;
  enCode: string;
  fullName: string;
  icon?: string;
  urlAddress?: string;
  linkTarget?: string;
  propertyJson?: string | Record<string, unknown> | null;
  category?: 'Web' | 'App';
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
  isHidden?: number;
  useDataPermission?: number;
  /** The designed page of a type 3–6 entry, as the form's page picker sends it; stored in propertyJson.moduleId. */
  moduleId?: string;
}

/** Pure: the entry with the form's page picker folded into propertyJson (what the catalogue reads). */
export function withModuleId(input: MenuInput): MenuInput {
  const { moduleId, ...rest } = input;
  if (!moduleId) return rest;
  const prop = parseProperty(rest.propertyJson);
  // An unreadable propertyJson stays as sent, so the check reports it instead of it being replaced.
  return prop === null ? rest : { ...rest, propertyJson: JSON.stringify({ ...prop, moduleId }) };
}

/** Pure: propertyJson.moduleId of a stored entry, '' when it names none. */
export function moduleIdOf(propertyJson: string): string {
  const prop = parseProperty(propertyJson);
  return prop && typeof prop.moduleId === 'string' ? prop.moduleId : '';
}

/** Pure: the propertyJson as an object, or null when it is not a JSON object. */
export function parseProperty(p: MenuInput['propertyJson']): Record<string, unknown> | null {
  if (p === undefined || p === null || p === '') return {};
  if (typeof p === 'object') return Array.isArray(p) ? null : p;
  try {
    const v = JSON.parse(p);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * Pure: the fields of spec §3's menu entry, checked per type (§2.3): pages need a route address,
 * model/dictionary/report pages and data views name their model in propertyJson.moduleId, external
 * links are http(s) or site-relative (never javascript:) and open in _self or _blank.
 */
export function checkMenuInput(input: MenuInput): FieldError[] {
  const errors = checkFields([
    { field: 'fullName', rule: 'name', value: input.fullName, required: t('nameRequired') },
    { field: 'enCode', rule: 'code', value: input.enCode, required: t('codeRequired') },
  ]);
  const type = input.type;
  if (!Number.isInteger(type) || type < 1 || type > 8) {
    errors.push({ field: 'type', message: t('menuTypeInvalid') });
    return errors;
  }
  const url = (input.urlAddress ?? '').trim();
  const prop = parseProperty(input.propertyJson);
  if (prop === null) errors.push({ field: 'propertyJson', message: t('menuPropertyInvalid') });
  if (input.linkTarget && !['_self', '_blank'].includes(input.linkTarget)) errors.push({ field: 'linkTarget', message: t('menuLinkTargetInvalid') });
  if ([2, 3, 4, 5].includes(type)) {
    if (!url) errors.push({ field: 'urlAddress', message: t('menuRouteRequired') });
    else if (!/^[A-Za-z0-9_\-/]+(\?[A-Za-z0-9_\-=&%.]*)?$/.test(url) || url.includes('//')) {
      errors.push({ field: 'urlAddress', message: t('menuRouteInvalid') });
    }
  }
  if ([3, 4, 5, 6].includes(type) && prop && !prop.moduleId) errors.push({ field: 'propertyJson', message: t('menuModuleRequired') });
  if (type === 7) {
    if (!url) errors.push({ field: 'urlAddress', message: t('menuLinkRequired') });
    else if (!linkAddress(url)) errors.push({ field: 'urlAddress', message: t('menuLinkInvalid') });
  }
  return errors;
}
