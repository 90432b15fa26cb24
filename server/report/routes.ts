import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Dataset, ReportDefinition } from '../../contract/report/definition';
import { blockMeasures, computeReport, drillDimensions } from '../../contract/report/compute';
import { applyFilters, rowsAt } from '../../contract/report/pivot';
import { pivotGrid, type Words } from '../../contract/report/table';
import { translateDefinition, translateText } from '../../contract/report/translate';
import { ok } from '../http/reply';
import { langOf, say } from '../http/language';
import { canUse } from '../permission/access';
import { MENU_MENU, checkMenu, findMenu, insertMenu, updateMenu } from '../menu/menuStore';
import { moduleIdOf, type MenuInput } from '../menu/menuInput';
import { authorizeModel } from '../visualDev/modelAccess';
import {
  IdParams, Type, Where, answers, assertFields, bytesAnswer, checkFields, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery, okId, okNull, rows, typed,
} from '../kit';
import { COLUMNS, FROM, ReportDetail, ReportRow, assertDefinition, findReport, insertReport, saveVersion } from './store';
import { REPORT_MENU, readRows, reportGrant, sourceFields, type ReadGrant } from './source';
import { cjkFont, reportPdf } from './pdf';

const B = '/api/VisualDevelopment/DataReport';
const tags = ['DataReport'];
const SORTS = { fullName: 'd.full_name', enCode: 'd.en_code', sortCode: 'd.sort_code', creatorTime: 'd.created_at' };

const Head = {
  fullName: Type.String({ maxLength: 50 }),
  enCode: Type.String({ maxLength: 50 }),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
};
// The definition's shape is checked by contract/report/validate.ts (every problem on its path).
const ReportInput = Type.Object({ ...Head, definition: Type.Unknown() }, { additionalProperties: false });
const FilterValues = Type.Record(Type.String({ pattern: '^f[0-9]{1,2}$' }), Type.String({ maxLength: 200 }));
const ViewQuery = Type.Record(Type.String(), Type.String({ maxLength: 500 }));
const Computed = Type.Object({
  report: Type.Object({ id: Type.String(), fullName: Type.String(), definition: Type.Unknown() }),
  rowCount: Type.Integer(),
  blocks: Type.Array(Type.Unknown()),
});
const DrillRows = Type.Object({ list: Type.Array(Type.Unknown()), total: Type.Integer() });
const VersionRow = Type.Object({ version: Type.Integer(), creatorUser: Type.String(), creatorTime: Type.Number() });
const FieldRow = Type.Object({ name: Type.String(), label: Type.String() });
const SourceRow = Type.Object({ id: Type.String(), fullName: Type.String() });
const PublishBody = Type.Object(
  {
    parentId: Type.String({ minLength: 1, maxLength: 64 }),
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 80 }),
    icon: Type.Optional(Type.String({ maxLength: 100 })),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
  },
  { additionalProperties: false },
);
const MAX_DRILL_ROWS = 500;

const filterValuesOf = (q: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (/^f[0-9]{1,2}$/.test(k)) out[k] = v;
  return out;
};

export function wordsFor(req: FastifyRequest): Words {
  return {
    total: say(req, 'reportTotal'),
    subtotal: say(req, 'reportSubtotal'),
    empty: say(req, 'reportEmptyValue'),
    agg: { sum: say(req, 'reportAggSum'), count: say(req, 'reportAggCount'), avg: say(req, 'reportAggAvg'), min: say(req, 'reportAggMin'), max: say(req, 'reportAggMax') },
    parts: { year: say(req, 'reportPartYear'), month: say(req, 'reportPartMonth'), day: say(req, 'reportPartDay') },
  };
}

export default async function reportRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  function checkHead(b: { fullName: string; enCode: string }) {
    assertFields(
      checkFields([
        { field: 'fullName', rule: 'name', value: b.fullName, required: t('nameRequired') },
        { field: 'enCode', rule: 'code', value: b.enCode, required: t('codeRequired') },
      ]),
    );
  }
  async function codeFree(enCode: string, selfId: string) {
    if ((await db.query('SELECT 1 FROM data_report WHERE lower(en_code) = lower($1) AND id <> $2', [enCode, selfId])).length) failFields([{ field: 'enCode', message: t('codeExists') }]);
  }

  /** A saved dataset must be one the author may read, and a page's fields must be its own. */
  async function assertSource(req: FastifyRequest, ds: Dataset) {
    if (ds.type === 'model') {
      const found = await db.query<{ fields: unknown }>('SELECT fields FROM visual_dev WHERE id = $1', [ds.id]);
      if (!found.length) failFields([{ field: 'definition/dataset', message: t('reportSourceDenied') }]);
      try {
        authorizeModel(req, ds.id);
      } catch {
        failFields([{ field: 'definition/dataset', message: t('reportSourceDenied') }]);
      }
      const own = new Set((await sourceFields(app, req, 'model', ds.id)).map((f) => f.name));
      const missing = ds.fields.findIndex((f) => !own.has(f.name));
      if (missing >= 0) failFields([{ field: `definition/dataset/fields/${missing}`, message: t('reportFieldUnknown', { name: ds.fields[missing].name }) }]);
    } else {
      try {
        await readRows(app, req, ds, { via: 'source' });
      } catch {
        failFields([{ field: 'definition/dataset', message: t('reportSourceDenied') }]);
      }
    }
  }

  async function computed(req: FastifyRequest, report: { id: string; fullName: string; definition: ReportDefinition }, grant: ReadGrant, values: Record<string, string>) {
    const data = await readRows(app, req, report.definition.dataset, grant);
    const r = computeReport(report.definition, data, values);
    return { report, rowCount: r.rowCount, blocks: r.blocks };
  }

  app.get(B, { schema: { tags, summary: '报表列表', querystring: listQuery({}), response: answers(listAnswer(ReportRow)) }, config: { access: { menu: REPORT_MENU } } }, async (req) => {
    const where = new Where().keyword(req.query.keyword, ['d.full_name', 'd.en_code']);
    return listPage(db, req.query, { row: ReportRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'd.sort_code, d.created_at', tieBreak: 'd.id' });
  });

  app.get(`${B}/Fields`, {
    schema: { tags, summary: '数据集的字段', querystring: Type.Object({ type: Type.Union([Type.Literal('model'), Type.Literal('interface')]), id: Type.String({ minLength: 1, maxLength: 64 }), n: Type.Optional(Type.Unknown()) }), response: answers(listOnly(FieldRow)) },
    config: { access: { menu: REPORT_MENU } },
  }, async (req) => ok({ list: await sourceFields(app, req, req.query.type, req.query.id) }));

  // The designer's dataset pickers: designed pages the caller may read, enabled data interfaces.
  app.get(`${B}/Sources`, {
    schema: { tags, summary: '可选的数据集', querystring: Type.Object({ n: Type.Optional(Type.Unknown()) }), response: answers(envelope(Type.Object({ models: Type.Array(SourceRow), interfaces: Type.Array(SourceRow) }))) },
    config: { access: { menu: REPORT_MENU } },
  }, async (req) => {
    const models = (await rows(db, SourceRow, `SELECT id, full_name FROM visual_dev ORDER BY sort_code, created_at`, [])).filter((m) => {
      try {
        authorizeModel(req, m.id);
        return true;
      } catch {
        return false;
      }
    });
    const interfaces = await rows(db, SourceRow, 'SELECT id, full_name FROM data_interface WHERE enabled_mark = 1 ORDER BY sort_code, created_at', []);
    return ok({ models, interfaces });
  });

  app.post(`${B}/Actions/Preview`, {
    schema: { tags, summary: '预览未保存的报表', body: Type.Object({ definition: Type.Unknown(), filters: Type.Optional(FilterValues) }, { additionalProperties: false }), response: answers(envelope(Computed)) },
    config: { access: { menu: REPORT_MENU } },
  }, async (req) => {
    const def = assertDefinition(req.body.definition);
    return ok(await computed(req, { id: '', fullName: '', definition: def }, { via: 'source' }, req.body.filters ?? {}));
  });

  app.get(`${B}/:id`, { schema: { tags, summary: '报表详情', params: IdParams, response: answers(envelope(ReportDetail)) }, config: { access: { menu: REPORT_MENU } } }, async (req) => ok(await findReport(db, req.params.id)));

  app.post(B, { schema: { tags, summary: '新建报表', body: ReportInput, response: answers(okId) }, config: { access: { menu: REPORT_MENU, button: 'btn_add' } } }, async (req) => {
    const b = req.body;
    checkHead(b);
    const def = assertDefinition(b.definition);
    await codeFree(b.enCode, '');
    await assertSource(req, def.dataset);
    const id = await insertReport(db, { fullName: b.fullName.trim(), enCode: b.enCode, category: b.category ?? '', description: b.description ?? '', sortCode: b.sortCode ?? 0 }, def, req.user.id);
    return ok({ id }, say(req, 'createSuccess'));
  });

  app.put(`${B}/:id`, { schema: { tags, summary: '保存报表设计（新版本）', params: IdParams, body: ReportInput, response: answers(envelope(Type.Object({ version: Type.Integer() }))) }, config: { access: { menu: REPORT_MENU, button: 'btn_edit' } } }, async (req) => {
    const b = req.body;
    await findReport(db, req.params.id);
    checkHead(b);
    const def = assertDefinition(b.definition);
    await codeFree(b.enCode, req.params.id);
    await assertSource(req, def.dataset);
    const version = await saveVersion(db, req.params.id, def, req.user.id, { fullName: b.fullName.trim(), enCode: b.enCode, category: b.category ?? '', description: b.description ?? '', sortCode: b.sortCode ?? 0 });
    return ok({ version }, say(req, 'updateSuccess'));
  });

  app.post(`${B}/:id/Actions/Copy`, { schema: { tags, summary: '复制报表', params: IdParams, response: answers(okId) }, config: { access: { menu: REPORT_MENU, button: 'btn_add' } } }, async (req) => {
    const src = await findReport(db, req.params.id);
    const suffix = Date.now().toString(36).slice(-5);
    const id = await insertReport(db, { fullName: `${src.fullName.slice(0, 44)}_副本`, enCode: `${src.enCode.slice(0, 40)}_${suffix}`, category: src.category, description: src.description, sortCode: src.sortCode }, src.definition, req.user.id);
    return ok({ id }, say(req, 'createSuccess'));
  });

  app.delete(`${B}/:id`, { schema: { tags, summary: '删除报表', params: IdParams, response: answers(okNull) }, config: { access: { menu: REPORT_MENU, button: 'btn_remove' } } }, async (req) => {
    await findReport(db, req.params.id);
    const menus = await db.query<{ property_json: string }>('SELECT property_json FROM module WHERE type = 5');
    if (menus.some((m) => moduleIdOf(m.property_json) === req.params.id)) throw new ApiError(Code.BadRequest, t('reportInMenu'));
    await db.query('DELETE FROM data_report WHERE id = $1', [req.params.id]);
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.get(`${B}/:id/Versions`, { schema: { tags, summary: '报表的版本', params: IdParams, response: answers(listOnly(VersionRow)) }, config: { access: { menu: REPORT_MENU } } }, async (req) => {
    await findReport(db, req.params.id);
    const list = await rows(db, VersionRow, `SELECT v.version, coalesce(u.real_name, '') AS creator_user, ${epochMs('v.created_at')} AS creator_time
      FROM data_report_version v LEFT JOIN users u ON u.id = v.creator_user_id WHERE v.report_id = $1 ORDER BY v.version DESC`, [req.params.id]);
    return ok({ list });
  });

  app.post(`${B}/:id/Versions/:version/Actions/Restore`, {
    schema: { tags, summary: '恢复到某个版本（另存为新版本）', params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), version: Type.Integer({ minimum: 1 }) }), response: answers(envelope(Type.Object({ version: Type.Integer() }))) },
    config: { access: { menu: REPORT_MENU, button: 'btn_edit' } },
  }, async (req) => {
    await findReport(db, req.params.id);
    const [old] = await db.query<{ definition: unknown }>('SELECT definition FROM data_report_version WHERE report_id = $1 AND version = $2', [req.params.id, req.params.version]);
    if (!old) throw new ApiError(Code.NotFound, t('notFound'));
    const def = assertDefinition(typeof old.definition === 'string' ? JSON.parse(old.definition) : old.definition);
    return ok({ version: await saveVersion(db, req.params.id, def, req.user.id) }, say(req, 'updateSuccess'));
  });

  // Publishing writes a menu entry (type 5, propertyJson.moduleId = the report): the caller needs
  // the menu screen's own button too. Its readers are then granted on 系统菜单/权限 like any menu.
  app.post(`${B}/:id/Actions/Publish`, { schema: { tags, summary: '发布到菜单', params: IdParams, body: PublishBody, response: answers(envelope(Type.Object({ menuId: Type.String() }))) }, config: { access: { menu: REPORT_MENU, button: 'btn_edit' } } }, async (req) => {
    const report = await findReport(db, req.params.id);
    const existing = (await db.query<{ id: string; property_json: string }>('SELECT id, property_json FROM module WHERE type = 5')).find((m) => moduleIdOf(m.property_json) === report.id);
    if (!canUse(req.userAccess, MENU_MENU, existing ? 'btn_edit' : 'btn_add')) throw new ApiError(Code.Forbidden, t('forbidden'));
    const b = req.body;
    const current = existing ? await findMenu(db, existing.id) : null;
    const input: MenuInput = {
      parentId: b.parentId,
      type: 5,
      enCode: b.enCode,
      fullName: b.fullName,
      icon: b.icon ?? 'BarChartOutlined',
      urlAddress: current?.urlAddress || b.enCode.replace(/\./g, '/'),
      linkTarget: '_self',
      propertyJson: { moduleId: report.id },
      category: 'Web',
      sortCode: b.sortCode ?? current?.sortCode ?? 0,
      enabledMark: 1,
      isHidden: 0,
      useDataPermission: current?.useDataPermission ?? 1,
    };
    await checkMenu(db, input, current?.id ?? null);
    const menuId = current ? (await updateMenu(db, current.id, input), current.id) : await insertMenu(db, input);
    app.access.invalidate();
    return ok({ menuId }, say(req, 'publishSuccess'));
  });

  // The view of a saved or published report: the menu that publishes it decides who reads which rows.
  app.get(`${B}/:id/Data`, { schema: { tags, summary: '报表数据（区块计算结果）', params: IdParams, querystring: ViewQuery, response: answers(envelope(Computed)) }, config: { access: 'login' } }, async (req) => {
    const grant = reportGrant(req, req.params.id);
    const report = await findReport(db, req.params.id);
    return ok(await computed(req, { id: report.id, fullName: report.fullName, definition: report.definition }, grant, filterValuesOf(req.query)));
  });

  // Drill-down: the source rows behind one cell, bar or slice (row key × column key of a block).
  app.get(`${B}/:id/Rows`, {
    schema: {
      tags, summary: '下钻：某个单元格背后的行', params: IdParams,
      querystring: Type.Object({ block: Type.String({ maxLength: 40 }), row: Type.Optional(Type.String({ maxLength: 2000 })), col: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: Type.String({ maxLength: 500 }) }),
      response: answers(envelope(DrillRows)),
    },
    config: { access: 'login' },
  }, async (req) => {
    const grant = reportGrant(req, req.params.id);
    const report = await findReport(db, req.params.id);
    const block = report.definition.blocks.find((x) => x.id === req.query.block);
    if (!block) throw new ApiError(Code.NotFound, t('reportBlockNotFound'));
    const keyOf = (s: string | undefined): string[] => {
      try {
        const v: unknown = JSON.parse(s || '[]');
        return Array.isArray(v) ? v.map(String) : [];
      } catch {
        return [];
      }
    };
    const dims = drillDimensions(block);
    const data = applyFilters(await readRows(app, req, report.definition.dataset, grant), report.definition.filters, filterValuesOf(req.query as Record<string, string>));
    const hit = rowsAt(rowsAt(data, dims.rows, keyOf(req.query.row)), dims.columns, keyOf(req.query.col));
    // Only the fields the report shows: a report over student records must not hand out the rest of each record.
    const shown = report.definition.dataset.fields.map((f) => f.name);
    const list = hit.slice(0, MAX_DRILL_ROWS).map((r) => Object.fromEntries(shown.filter((f) => Object.hasOwn(r, f)).map((f) => [f, r[f]])));
    return ok({ list, total: hit.length });
  });

  app.get(`${B}/:id/Actions/ExportPdf`, { schema: { tags, summary: '导出 PDF', params: IdParams, querystring: ViewQuery, response: bytesAnswer }, config: { access: 'login' } }, async (req, reply) => {
    const grant = reportGrant(req, req.params.id);
    const report = await findReport(db, req.params.id);
    const font = cjkFont();
    if (!font) throw new ApiError(Code.ServerError, t('reportNoFont'));
    const c = await computed(req, { id: report.id, fullName: report.fullName, definition: report.definition }, grant, filterValuesOf(req.query));
    const words = wordsFor(req);
    const def = translateDefinition(report.definition, langOf(req));
    const sections = def.blocks.map((b, i) => ({ title: b.title || b.id, grid: pivotGrid({ ...c.blocks[i].pivot, measures: blockMeasures(b) }, def.dataset.fields, words) }));
    const pdf = await reportPdf(font, translateText(report.definition, langOf(req), report.fullName), new Date().toISOString().slice(0, 16).replace('T', ' '), sections);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(report.fullName)}.pdf`)
      .send(pdf);
  });
}
