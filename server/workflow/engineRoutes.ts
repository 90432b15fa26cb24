import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { joinTexts, t, verbatim } from '../../contract/texts';
import { requireDistrictScope } from '../districtScope/districtScope';
import { say } from '../http/language';
import { ok } from '../http/reply';
import { IdParams, Nullable, Type, Where, answers, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery, okId, okNull, one, rows, typed } from '../kit';
import { validateDesign, type DesignProblem } from '../../contract/workflow/validateDesign';
import { CHOSEN_AT_LAUNCH, Choice, choicesOf } from './choices';
import { designDirectory } from './designDirectory';
import { versionTemplate } from './engine';
import { flowFormDef } from './taskView';
import type { FlowNode } from './model';

export const ENGINE_MENU = 'workFlow.flowEngine';

const flowFields = {
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  category: Type.String(),
  type: Type.Integer(),
  formId: Type.String(),
  icon: Type.String(),
  iconBackground: Type.String(),
  version: Type.Integer(),
  enabledMark: Type.Integer(),
  sortCode: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Nullable(Type.Number()),
  creatorUser: Type.String(),
  formName: Type.String(),
};
const FlowRow = Type.Object(flowFields);
const COLUMNS = `e.id, e.en_code, e.full_name, e.category, e.type, e.form_id, e.icon, e.icon_background, e.version, e.enabled_mark, e.sort_code,
  coalesce(e.description, '') AS description, ${epochMs('e.created_at')} AS creator_time, ${epochMs('e.updated_at')} AS last_modify_time,
  coalesce(cu.real_name, '') AS creator_user, coalesce(fv.full_name, '') AS form_name`;
const FROM = 'FROM flow_engine e LEFT JOIN users cu ON cu.id = e.creator_user_id LEFT JOIN visual_dev fv ON fv.id = e.form_id';
const SORTS = { fullName: 'e.full_name', enCode: 'e.en_code', category: 'e.category', sortCode: 'e.sort_code', creatorTime: 'e.created_at', version: 'e.version' };

// The design travels as JSON of any shape the designer writes; validateDesign judges it on release.
const Design = Type.Unsafe<FlowNode>(Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 64 }), type: Type.Literal('start') }));
const FlowInfo = Type.Object({ ...flowFields, flowTemplateJson: Type.Unknown() });

const FlowInput = Type.Object(
  {
    id: Type.Optional(Type.String()),
    enCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.]+$' }),
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    category: Type.Optional(Type.String({ maxLength: 50 })),
    type: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    formId: Type.Optional(Type.String({ maxLength: 64 })),
    icon: Type.Optional(Type.String({ maxLength: 100 })),
    iconBackground: Type.Optional(Type.String({ maxLength: 20 })),
    flowTemplateJson: Design,
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
  },
  { additionalProperties: false },
);

const FormConfig = Type.Object({ form: Nullable(Type.Unknown()) });
const VersionRow = Type.Object({ version: Type.Integer(), creatorUser: Type.String(), creatorTime: Type.Number(), current: Type.Boolean(), running: Type.Integer() });

const SelectorFlow = Type.Object({ id: Type.String(), fullName: Type.String(), enCode: Type.String(), category: Type.String(), icon: Type.String(), iconBackground: Type.String(), formId: Type.String() });
const SelectorGroup = Type.Object({ id: Type.String(), fullName: Type.String(), children: Type.Array(SelectorFlow) });
const SELECTOR_COLUMNS = 'e.id, e.full_name, e.en_code, e.category, e.icon, e.icon_background, e.form_id';

const Field = Type.Object({ vModel: Type.String(), label: Type.String(), type: Type.String() });

const TaskPick = Type.Object({ id: Type.String(), fullName: Type.String(), status: Type.Integer(), flowUrgent: Type.Integer(), userName: Type.String(), creatorTime: Type.Number() });

const Id = Type.Object({ id: Type.String() });

/** A problem as the release refusal says it: the node's title, the rule, and what was found. */
function problemText(root: FlowNode, p: DesignProblem) {
  const titles = new Map<string, string>();
  const visit = (n: FlowNode | null | undefined): void => {
    for (; n; n = n.childNode) {
      titles.set(n.nodeId, String(n.properties?.title ?? n.nodeId));
      (n.conditionNodes ?? []).forEach(visit);
    }
  };
  visit(root);
  const rule = t(`wfProblem_${p.problem}` as const);
  return t('wfProblemAt', { node: verbatim(titles.get(p.nodeId) ?? p.nodeId), problem: p.detail ? t('wfProblemDetail', { problem: rule, detail: verbatim(p.detail) }) : rule });
}

export default async function engineRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['WorkFlow'];
  const read = { access: { menu: [ENGINE_MENU, 'workFlow.flowMonitor'] } };
  const write = (button: string) => ({ access: { menu: ENGINE_MENU, button } });

  async function findFlow(id: string) {
    const row = await one(db, FlowInfo, `SELECT ${COLUMNS}, e.flow_template_json ${FROM} WHERE e.id = $1`, [id]);
    if (!row) throw new ApiError(Code.NotFound, t('notFound'));
    return row;
  }
  async function codeFree(enCode: string, selfId: string) {
    const taken = await db.query('SELECT 1 FROM flow_engine WHERE lower(en_code) = lower($1) AND id <> $2', [enCode, selfId]);
    if (taken.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
  }

  app.get(
    '/api/WorkFlow/FlowEngine',
    { schema: { tags, summary: '流程设计列表', querystring: listQuery({ category: Type.Optional(Type.String({ maxLength: 50 })) }), response: answers(listAnswer(FlowRow)) }, config: read },
    async (req) => {
      const q = req.query;
      const where = new Where().keyword(q.keyword, ['e.full_name', 'e.en_code']);
      if (q.category) where.and(`e.category = ${where.param(q.category)}`);
      return listPage(db, q, { row: FlowRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'e.sort_code, e.created_at DESC, e.id', tieBreak: 'e.id' });
    },
  );

  // Flows the caller may launch (released), flat; the launch screen groups them by category.
  app.get('/api/WorkFlow/FlowEngine/ListAll', { schema: { tags, summary: '可发起的流程（已发布）', response: answers(listOnly(SelectorFlow)) }, config: { access: 'login' } }, async () =>
    ok({ list: await rows(db, SelectorFlow, `SELECT ${SELECTOR_COLUMNS} ${FROM} WHERE e.enabled_mark = 1 AND e.version > 0 ORDER BY e.category, e.sort_code, e.full_name`) }),
  );

  app.get(
    '/api/WorkFlow/FlowEngine/Selector',
    {
      schema: { tags, summary: '流程选择（按分类分组；type 0 发起流程 / 1 功能流程）', querystring: Type.Object({ type: Type.Optional(Type.Integer()), n: Type.Optional(Type.Unknown()) }), response: answers(listOnly(SelectorGroup)) },
      config: { access: 'login' },
    },
    async (req) => {
      const where = new Where().and('e.enabled_mark = 1 AND e.version > 0');
      if (req.query.type !== undefined) where.and(`e.type = ${where.param(req.query.type)}`);
      const flows = await rows(db, SelectorFlow, `SELECT ${SELECTOR_COLUMNS} ${FROM} ${where.sql} ORDER BY e.category, e.sort_code, e.full_name`, where.params);
      const groups = new Map<string, { id: string; fullName: string; children: typeof flows }>();
      for (const f of flows) {
        const g = groups.get(f.category) ?? { id: f.category || 'default', fullName: f.category, children: [] };
        g.children.push(f);
        groups.set(f.category, g);
      }
      return ok({ list: [...groups.values()] });
    },
  );

  app.get('/api/WorkFlow/FlowEngine/:id', { schema: { tags, summary: '流程信息（含设计）', params: IdParams, response: answers(envelope(FlowInfo)) }, config: read }, async (req) =>
    ok(await findFlow(req.params.id)),
  );

  // 发起人自选: the nodes of the current version whose approvers the initiator chooses, with their ranges.
  app.get(
    '/api/WorkFlow/FlowEngine/:id/LaunchChoices',
    { schema: { tags, summary: '发起时须选择审批人的节点及可选范围', params: IdParams, response: answers(listOnly(Choice)) }, config: { access: 'login' } },
    async (req) => {
      const flow = await one(db, Type.Object({ version: Type.Integer(), enabledMark: Type.Integer() }), 'SELECT version, enabled_mark FROM flow_engine WHERE id = $1', [req.params.id]);
      if (!flow || flow.version < 1 || flow.enabledMark !== 1) throw new ApiError(Code.BadRequest, t('wfFlowStopped'));
      return ok({ list: await choicesOf(db, await versionTemplate(db, req.params.id, flow.version), CHOSEN_AT_LAUNCH) });
    },
  );

  // The launch form: the designed page's form definition (drawn by the renderer), for anyone who may launch the flow.
  app.get(
    '/api/WorkFlow/FlowEngine/:id/FormConfig',
    { schema: { tags, summary: '发起表单（流程绑定的设计页面的表单定义；内置表单为 null）', params: IdParams, response: answers(envelope(FormConfig)) }, config: { access: 'login' } },
    async (req) => {
      const flow = await one(db, Type.Object({ version: Type.Integer(), enabledMark: Type.Integer() }), 'SELECT version, enabled_mark FROM flow_engine WHERE id = $1', [req.params.id]);
      if (!flow || flow.version < 1 || flow.enabledMark !== 1) throw new ApiError(Code.BadRequest, t('wfFlowStopped'));
      return ok({ form: await flowFormDef(db, req.params.id) });
    },
  );

  // The released versions, newest first, with how many tasks still run on each (they stay on it).
  app.get('/api/WorkFlow/FlowEngine/:id/Versions', { schema: { tags, summary: '流程的已发布版本', params: IdParams, response: answers(listOnly(VersionRow)) }, config: read }, async (req) => {
    await findFlow(req.params.id);
    const list = await rows(
      db,
      VersionRow,
      `SELECT v.version, coalesce(u.real_name, '') AS creator_user, ${epochMs('v.created_at')} AS creator_time, v.version = e.version AS current,
         (SELECT count(*)::int FROM flow_task t WHERE t.flow_id = v.flow_id AND t.flow_version = v.version AND t.status = 1) AS running
       FROM flow_engine_version v JOIN flow_engine e ON e.id = v.flow_id LEFT JOIN users u ON u.id = v.creator_user_id WHERE v.flow_id = $1 ORDER BY v.version DESC`,
      [req.params.id],
    );
    return ok({ list });
  });

  app.get(
    '/api/WorkFlow/FlowEngine/:id/FormDataFields',
    { schema: { tags, summary: '流程表单的字段（条件与字段权限用）', params: IdParams, response: answers(listOnly(Field)) }, config: { access: 'login' } },
    async (req) => {
      const list = await rows(
        db,
        Field,
        `SELECT f->>'vModel' AS v_model, coalesce(f->>'label', '') AS label, coalesce(f->>'type', '') AS type
         FROM flow_engine e JOIN visual_dev v ON v.id = e.form_id, jsonb_array_elements(v.fields) f WHERE e.id = $1 AND f->>'vModel' IS NOT NULL`,
        [req.params.id],
      );
      return ok({ list });
    },
  );

  // The related-flow picker: tasks of this flow the caller launched or took part in.
  app.get(
    '/api/WorkFlow/FlowEngine/:id/FieldDataSelect',
    { schema: { tags, summary: '关联流程：本流程中与我有关的实例', params: IdParams, querystring: listQuery({}), response: answers(listAnswer(TaskPick)) }, config: { access: 'login' } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['t.full_name']);
      where.and(`t.flow_id = ${where.param(req.params.id)}`);
      const me = where.param(req.user.id);
      where.and(`(t.creator_user_id = ${me} OR EXISTS (SELECT 1 FROM flow_task_operator o WHERE o.task_id = t.id AND o.handle_id = ${me}))`);
      return listPage(db, req.query, {
        row: TaskPick,
        columns: `t.id, t.full_name, t.status, t.flow_urgent, coalesce(u.real_name, '') AS user_name, ${epochMs('t.created_at')} AS creator_time`,
        from: 'FROM flow_task t LEFT JOIN users u ON u.id = t.creator_user_id',
        where,
        sorts: { fullName: 't.full_name', creatorTime: 't.created_at' },
        order: 't.created_at DESC, t.id',
        tieBreak: 't.id',
      });
    },
  );

  app.post('/api/WorkFlow/FlowEngine', { schema: { tags, summary: '新建流程', body: FlowInput, response: answers(okId) }, config: write('btn_add'), preHandler: requireDistrictScope }, async (req) => {
    const b = req.body;
    await codeFree(b.enCode, '');
    const created = await one(
      db,
      Id,
      `INSERT INTO flow_engine (en_code, full_name, category, type, form_id, icon, icon_background, flow_template_json, description, sort_code, creator_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [b.enCode, b.fullName.trim(), b.category ?? '', b.type ?? 0, b.formId ?? '', b.icon ?? '', b.iconBackground ?? '', JSON.stringify(b.flowTemplateJson), b.description ?? null, b.sortCode ?? 0, req.user.id],
    );
    return ok({ id: created!.id }, say(req, 'createSuccess'));
  });

  app.put(
    '/api/WorkFlow/FlowEngine/:id',
    { schema: { tags, summary: '修改流程（设计的修改在发布后才用于新发起的流程）', params: IdParams, body: FlowInput, response: answers(okNull) }, config: write('btn_edit'), preHandler: requireDistrictScope },
    async (req) => {
      const b = req.body;
      await findFlow(req.params.id);
      await codeFree(b.enCode, req.params.id);
      await db.query(
        `UPDATE flow_engine SET en_code = $2, full_name = $3, category = $4, type = $5, form_id = $6, icon = $7, icon_background = $8, flow_template_json = $9,
           description = $10, sort_code = $11, updated_at = now() WHERE id = $1`,
        [req.params.id, b.enCode, b.fullName.trim(), b.category ?? '', b.type ?? 0, b.formId ?? '', b.icon ?? '', b.iconBackground ?? '', JSON.stringify(b.flowTemplateJson), b.description ?? null, b.sortCode ?? 0],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/WorkFlow/FlowEngine/:id',
    { schema: { tags, summary: '删除流程（已有实例时拒绝）', params: IdParams, response: answers(okNull) }, config: write('btn_remove'), preHandler: requireDistrictScope },
    async (req) => {
      await findFlow(req.params.id);
      const used = await db.query('SELECT 1 FROM flow_task WHERE flow_id = $1 LIMIT 1', [req.params.id]);
      if (used.length) throw new ApiError(Code.BadRequest, t('wfFlowInUse'));
      await db.query('DELETE FROM flow_engine WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.post(
    '/api/WorkFlow/FlowEngine/:id/Actions/Copy',
    { schema: { tags, summary: '复制流程（新流程未发布）', params: IdParams, response: answers(okId) }, config: write('btn_copy'), preHandler: requireDistrictScope },
    async (req) => {
      const src = await findFlow(req.params.id);
      const suffix = Date.now().toString(36).slice(-5);
      const created = await one(
        db,
        Id,
        `INSERT INTO flow_engine (en_code, full_name, category, type, form_id, icon, icon_background, flow_template_json, description, sort_code, creator_user_id)
         SELECT left(en_code, 43) || '_' || $2, left(full_name, 44) || '-副本', category, type, form_id, icon, icon_background, flow_template_json, description, sort_code, $3
         FROM flow_engine WHERE id = $1 RETURNING id`,
        [src.id, suffix, req.user.id],
      );
      return ok({ id: created!.id }, say(req, 'createSuccess'));
    },
  );

  app.post(
    '/api/WorkFlow/FlowEngine/Release/:id',
    { schema: { tags, summary: '发布：设计检查通过后成为新版本，新发起的流程用它；运行中的实例保持原版本', params: IdParams, response: answers(okNull) }, config: write('btn_release'), preHandler: requireDistrictScope },
    async (req) => {
      await db.transaction(async (tx) => {
        const flow = await one(tx, Type.Object({ id: Type.String(), design: Type.Unsafe<FlowNode>(Type.Object({})) }), 'SELECT id, flow_template_json AS design FROM flow_engine WHERE id = $1 FOR UPDATE', [req.params.id]);
        if (!flow) throw new ApiError(Code.NotFound, t('notFound'));
        const problems = validateDesign(flow.design, await designDirectory(tx, flow.design, flow.id));
        if (problems.length) throw new ApiError(Code.BadRequest, t('wfDesignInvalid', { problems: joinTexts(problems.map((p) => problemText(flow.design, p))) }), problems);
        await tx.query(
          `INSERT INTO flow_engine_version (flow_id, version, flow_template_json, creator_user_id)
           SELECT id, (SELECT coalesce(max(version), 0) + 1 FROM flow_engine_version WHERE flow_id = $1), flow_template_json, $2 FROM flow_engine WHERE id = $1`,
          [flow.id, req.user.id],
        );
        await tx.query('UPDATE flow_engine SET version = (SELECT max(version) FROM flow_engine_version WHERE flow_id = $1), enabled_mark = 1, updated_at = now() WHERE id = $1', [flow.id]);
      });
      return ok(null, say(req, 'releaseSuccess'));
    },
  );

  app.post(
    '/api/WorkFlow/FlowEngine/Stop/:id',
    { schema: { tags, summary: '停止：不能再发起，运行中的实例照常流转', params: IdParams, response: answers(okNull) }, config: write('btn_stop'), preHandler: requireDistrictScope },
    async (req) => {
      await findFlow(req.params.id);
      await db.query('UPDATE flow_engine SET enabled_mark = 0, updated_at = now() WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'wfActionDone'));
    },
  );
}
