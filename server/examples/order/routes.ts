import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { Status } from '../../../contract/workflow/model';
import { lineProblems, orderTotals, type LineProblem } from '../../../contract/examples/order/totals';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { issueBillNumber } from '../../billRule/issue';
import { launchTask, transition } from '../../workflow/engine';
import { IdParams, Nullable, Type, Where, answers, envelope, epochMs, failFields, listAnswer, listPage, listQuery, okId, okNull, one, rows, typed } from '../../kit';
import { ORDER_BILL_RULE, ORDER_FLOW } from './seed';

// 订单示例 (issue 18 item 2): an order with lines, totals in fen computed by a pure module
// (contract/examples/order/totals.ts), a bill number from the bill rule 订单编号, and submission into
// the released flow 订单审批. The order's state is the state of its flow task, read by a join, so it
// follows every step taken in 待办事宜 (approve, reject, withdraw) without the flow knowing orders.

const access = { menu: 'extend.order' };
const tags = ['Examples'];

const STATE = `CASE WHEN ft.id IS NULL THEN 'draft' WHEN ft.status = ${Status.wait} THEN 'approving' WHEN ft.status = ${Status.adopt} THEN 'approved'
  WHEN ft.status = ${Status.reject} THEN 'rejected' ELSE 'withdrawn' END`;
const OrderRow = Type.Object({
  id: Type.String(),
  billNo: Type.String(),
  customer: Type.String(),
  orderDate: Type.String(),
  remark: Type.String(),
  total: Type.String(),
  totalQuantity: Type.String(),
  lineCount: Type.Integer(),
  state: Type.String(),
  flowTaskId: Nullable(Type.String()),
  creatorName: Type.String(),
  createdAt: Type.Number(),
});
const COLUMNS = `o.id, o.bill_no, o.customer, to_char(o.order_date, 'YYYY-MM-DD') AS order_date, o.remark,
  to_char(o.total_fen / 100.0, 'FM999999999999999990.00') AS total, trim_scale(o.total_quantity)::text AS total_quantity,
  (SELECT count(*)::int FROM ex_order_line l WHERE l.order_id = o.id) AS line_count, ${STATE} AS state, o.flow_task_id,
  u.real_name AS creator_name, ${epochMs('o.created_at')} AS created_at`;
const FROM = 'FROM ex_order o JOIN users u ON u.id = o.creator_user_id LEFT JOIN flow_task ft ON ft.id = o.flow_task_id';
const SORTS = { billNo: 'o.bill_no', orderDate: 'o.order_date', customer: 'o.customer', createdAt: 'o.created_at' };

const LineRow = Type.Object({ lineNo: Type.Integer(), product: Type.String(), quantity: Type.String(), unitPrice: Type.String(), amount: Type.String() });
const LineIn = Type.Object(
  { product: Type.String({ maxLength: 100 }), quantity: Type.String({ maxLength: 20 }), unitPrice: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);
const OrderIn = Type.Object(
  {
    customer: Type.String({ minLength: 1, maxLength: 100 }),
    orderDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
    lines: Type.Array(LineIn, { maxItems: 200 }),
  },
  { additionalProperties: false },
);

const FIELD: Record<LineProblem, 'exOrderFieldProduct' | 'exOrderFieldQuantity' | 'exOrderFieldUnitPrice'> = {
  product: 'exOrderFieldProduct',
  quantity: 'exOrderFieldQuantity',
  unitPrice: 'exOrderFieldUnitPrice',
};

/** The lines checked (every problem named with its line) and their totals. */
function checkedTotals(lines: (typeof LineIn.static)[]) {
  if (!lines.length) throw new ApiError(Code.BadRequest, t('exOrderLines'));
  const errors = lines.flatMap((l, i) =>
    lineProblems(l).map((p) => ({ field: `lines.${i}.${p}`, message: t('exOrderLineBad', { line: i + 1, field: t(FIELD[p]) }) })),
  );
  if (errors.length) failFields(errors);
  return orderTotals(lines);
}

export default async function orderRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  /** The caller's own order, for a change: refused once it is in a flow that has not sent it back. */
  async function ownOrder(id: string, userId: string) {
    const o = await one(db, Type.Object({ id: Type.String(), state: Type.String() }), `SELECT o.id, ${STATE} AS state ${FROM} WHERE o.id = $1 AND o.creator_user_id = $2`, [id, userId]);
    if (!o) throw new ApiError(Code.NotFound, t('notFound'));
    return o;
  }

  async function writeLines(tx: { query: (sql: string, params?: unknown[]) => Promise<unknown> }, orderId: string, totals: ReturnType<typeof orderTotals>) {
    await tx.query('DELETE FROM ex_order_line WHERE order_id = $1', [orderId]);
    await tx.query(
      `INSERT INTO ex_order_line (order_id, line_no, product, quantity, unit_price_fen, amount_fen)
       SELECT $1, n, p, q::numeric / 1000, pr::bigint, a::bigint FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(n, p, q, pr, a)`,
      [
        orderId,
        totals.lines.map((_, i) => i + 1),
        totals.lines.map((l) => l.product),
        totals.lines.map((l) => l.quantityMilli.toString()),
        totals.lines.map((l) => l.unitPriceFen.toString()),
        totals.lines.map((l) => l.amountFen.toString()),
      ],
    );
  }

  app.get(
    '/api/Extend/Order',
    { schema: { tags, summary: '我的订单', querystring: listQuery({ state: Type.Optional(Type.String({ maxLength: 20 })) }), response: answers(listAnswer(OrderRow)) }, config: { access } },
    async (req) => {
      const q = req.query;
      const where = new Where().keyword(q.keyword, ['o.bill_no', 'o.customer']);
      where.and(`o.creator_user_id = ${where.param(req.user.id)}`);
      if (q.state) where.and(`${STATE} = ${where.param(q.state)}`);
      return listPage(db, q, { row: OrderRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'o.created_at DESC', tieBreak: 'o.id' });
    },
  );

  app.get(
    '/api/Extend/Order/:id',
    { schema: { tags, summary: '订单详情（含明细）', params: IdParams, response: answers(envelope(Type.Object({ ...OrderRow.properties, lines: Type.Array(LineRow) }))) }, config: { access } },
    async (req) => {
      const o = await one(db, OrderRow, `SELECT ${COLUMNS} ${FROM} WHERE o.id = $1 AND o.creator_user_id = $2`, [req.params.id, req.user.id]);
      if (!o) throw new ApiError(Code.NotFound, t('notFound'));
      const lines = await rows(
        db,
        LineRow,
        `SELECT line_no, product, trim_scale(quantity)::text AS quantity, to_char(unit_price_fen / 100.0, 'FM999999999999999990.00') AS unit_price,
           to_char(amount_fen / 100.0, 'FM999999999999999990.00') AS amount FROM ex_order_line WHERE order_id = $1 ORDER BY line_no`,
        [o.id],
      );
      return ok({ ...o, lines });
    },
  );

  app.post(
    '/api/Extend/Order',
    { schema: { tags, summary: '新建订单（单号由单据规则生成）', body: OrderIn, response: answers(okId) }, config: { access } },
    async (req) => {
      const b = req.body;
      const totals = checkedTotals(b.lines);
      const billNo = await issueBillNumber(db, ORDER_BILL_RULE);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO ex_order (bill_no, customer, order_date, remark, total_fen, total_quantity, organize_id, creator_user_id)
           VALUES ($1, $2, $3::date, $4, $5::bigint, $6::numeric / 1000, $7, $8) RETURNING id`,
          [billNo, b.customer.trim(), b.orderDate, b.remark ?? '', totals.totalFen.toString(), totals.totalQuantityMilli.toString(), req.user.organizeId, req.user.id],
        );
        await writeLines(tx, row.id, totals);
        return row.id;
      });
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/Extend/Order/:id',
    { schema: { tags, summary: '修改订单（草稿、已驳回或已撤回）', params: IdParams, body: OrderIn, response: answers(okNull) }, config: { access } },
    async (req) => {
      const o = await ownOrder(req.params.id, req.user.id);
      if (o.state === 'approving' || o.state === 'approved') throw new ApiError(Code.BadRequest, t('exOrderLocked'));
      const b = req.body;
      const totals = checkedTotals(b.lines);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE ex_order SET customer = $2, order_date = $3::date, remark = $4, total_fen = $5::bigint, total_quantity = $6::numeric / 1000, updated_at = now() WHERE id = $1`,
          [o.id, b.customer.trim(), b.orderDate, b.remark ?? '', totals.totalFen.toString(), totals.totalQuantityMilli.toString()],
        );
        await writeLines(tx, o.id, totals);
      });
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Extend/Order/:id',
    { schema: { tags, summary: '删除订单（未提交审批的）', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const o = await ownOrder(req.params.id, req.user.id);
      if (o.state === 'approving' || o.state === 'approved') throw new ApiError(Code.BadRequest, t('exOrderLocked'));
      await db.query('DELETE FROM ex_order WHERE id = $1', [o.id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.post(
    '/api/Extend/Order/:id/Actions/Submit',
    { schema: { tags, summary: '提交审批（发起订单审批流程）', params: IdParams, response: answers(envelope(Type.Object({ taskId: Type.String() }))) }, config: { access } },
    async (req) => {
      const o = await ownOrder(req.params.id, req.user.id);
      if (o.state === 'approving' || o.state === 'approved') throw new ApiError(Code.BadRequest, t('exOrderLocked'));
      const flow = await one(db, Type.Object({ id: Type.String() }), 'SELECT id FROM flow_engine WHERE en_code = $1 AND enabled_mark = 1', [ORDER_FLOW]);
      if (!flow) throw new ApiError(Code.BadRequest, t('exOrderNoFlow'));
      const head = await one(db, OrderRow, `SELECT ${COLUMNS} ${FROM} WHERE o.id = $1`, [o.id]);
      const taskId = await transition(app, async (tx, fx) => {
        const id = await launchTask(tx, fx, req.user.id, {
          flowId: flow.id,
          submit: true,
          fullName: `${head!.billNo} ${head!.customer}`,
          formData: { billNo: head!.billNo, customer: head!.customer, orderDate: head!.orderDate, total: head!.total, orderId: o.id },
        });
        await tx.query('UPDATE ex_order SET flow_task_id = $2, updated_at = now() WHERE id = $1', [o.id, id]);
        return id;
      });
      return ok({ taskId }, say(req, 'ok'));
    },
  );
}

