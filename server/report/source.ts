import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Dataset, DatasetField } from '../../contract/report/definition';
import type { Row } from '../../contract/report/pivot';
import { canUse, dataScopes, deniedColumns } from '../permission/access';
import { authorizeModel, menuOfModel, recordScopeSql, type ModelGrant } from '../visualDev/modelAccess';

export const REPORT_MENU = 'onlineDev.dataReport';
/** A report reads at most this many source rows (the pivot runs in memory). */
export const MAX_SOURCE_ROWS = 20000;

/**
 * Who reads a report's rows, and under which data permission. A report published in a menu answers
 * to that menu (its holders, its data schemes and hidden columns), as a published designed page
 * does; the designer (报表设计) reads a source as the source's own area would let them: a designed
 * page through its menu's grant or the page designer's, a data interface through its call rule.
 */
export type ReadGrant = { via: 'menu'; grant: ModelGrant } | { via: 'source' };

export function reportGrant(req: FastifyRequest, reportId: string): ReadGrant {
  const access = req.userAccess;
  const menu = menuOfModel(access, reportId);
  if (menu && canUse(access, menu)) return { via: 'menu', grant: { menu, denied: deniedColumns(access, menu), schemes: dataScopes(access, menu) } };
  if (canUse(access, REPORT_MENU)) return { via: 'source' };
  throw new ApiError(Code.Forbidden, t('forbidden'));
}

const fromInject = (body: string): { code: number; data?: { list?: unknown[]; columns?: string[] } } => {
  try {
    return JSON.parse(body);
  } catch {
    return { code: 500 };
  }
};

/** The rows of a dataset the caller may read; a source they may not read answers 403, one that does not exist 404. */
export async function readRows(app: FastifyInstance, req: FastifyRequest, ds: Dataset, grant: ReadGrant): Promise<Row[]> {
  if (ds.type === 'interface') {
    // The interface area's own call rule (login / roles) decides, exactly as for a page calling it.
    const res = await app.inject({
      method: 'GET',
      url: `/api/System/DataInterface/${encodeURIComponent(ds.id)}/Actions/Response`,
      headers: { authorization: req.headers.authorization ?? '', cookie: req.headers.cookie ?? '', 'accept-language': req.headers['accept-language'] ?? '' },
    });
    const body = fromInject(res.body);
    if (body.code !== 200) throw new ApiError(body.code === 403 ? Code.Forbidden : Code.NotFound, t('reportSourceDenied'));
    return (body.data?.list ?? []).filter((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r)).slice(0, MAX_SOURCE_ROWS);
  }
  const model = await app.database.query<{ id: string }>('SELECT id FROM visual_dev WHERE id = $1', [ds.id]);
  if (!model.length) throw new ApiError(Code.NotFound, t('reportSourceDenied'));
  let g: ModelGrant;
  if (grant.via === 'menu') g = grant.grant;
  else {
    try {
      g = authorizeModel(req, ds.id);
    } catch {
      throw new ApiError(Code.Forbidden, t('reportSourceDenied'));
    }
  }
  const params: unknown[] = [ds.id];
  const scope = await recordScopeSql(req, g, params);
  const found = await app.database.query<{ data: unknown }>(
    `SELECT r.data FROM model_record r WHERE r.model_id = $1 ${scope ? `AND ${scope}` : ''} ORDER BY r.created_at DESC, r.id LIMIT ${MAX_SOURCE_ROWS}`,
    params,
  );
  return found.map((r) => {
    const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Row;
    if (!g.denied.size) return data;
    const out: Row = {};
    for (const [k, v] of Object.entries(data)) if (!g.denied.has(k)) out[k] = v;
    return out;
  });
}

/** Fields a dataset offers the designer: a page's stored fields, an interface's answer columns. */
export async function sourceFields(app: FastifyInstance, req: FastifyRequest, type: 'model' | 'interface', id: string): Promise<DatasetField[]> {
  if (type === 'model') {
    const found = await app.database.query<{ fields: unknown }>('SELECT fields FROM visual_dev WHERE id = $1', [id]);
    if (!found.length) throw new ApiError(Code.NotFound, t('reportSourceDenied'));
    try {
      authorizeModel(req, id);
    } catch {
      throw new ApiError(Code.Forbidden, t('reportSourceDenied'));
    }
    const raw = typeof found[0].fields === 'string' ? JSON.parse(found[0].fields) : found[0].fields;
    const list = Array.isArray(raw) ? (raw as { vModel?: unknown; label?: unknown }[]) : [];
    return list
      .filter((f) => typeof f.vModel === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(f.vModel))
      .map((f) => ({ name: f.vModel as string, label: typeof f.label === 'string' && f.label ? f.label.slice(0, 50) : (f.vModel as string) }));
  }
  const rows = await readRows(app, req, { type, id, fields: [] }, { via: 'source' });
  const names = new Set<string>();
  for (const r of rows.slice(0, 200)) for (const k of Object.keys(r)) if (/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(k)) names.add(k);
  return [...names].map((name) => ({ name, label: name }));
}
