import type { SeedContext } from '../../seed/seeders';
import { issueBillNumber } from '../../billRule/issue';
import { orderTotals, type OrderLineInput } from '../../../contract/examples/order/totals';
import { seedOrderFlow } from './seed';

const ORDERS: { customer: string; days: number; remark: string; lines: OrderLineInput[] }[] = [
  { customer: '城东第一中学 总务处', days: 12, remark: '新学期办公用品', lines: [
    { product: 'A4 复印纸（箱）', quantity: '20', unitPrice: '168.00' },
    { product: '白板笔（盒）', quantity: '15', unitPrice: '24.50' },
    { product: '订书机', quantity: '8', unitPrice: '32.90' },
  ] },
  { customer: '城东实验小学 信息中心', days: 6, remark: '机房耗材', lines: [
    { product: '键盘', quantity: '30', unitPrice: '59.00' },
    { product: '鼠标', quantity: '30', unitPrice: '35.50' },
  ] },
  { customer: '城东第二中学 教务处', days: 1, remark: '', lines: [{ product: '答题卡（包）', quantity: '12.5', unitPrice: '88.00' }] },
];

/** The order flow and bill rule; for the demo, a few of the 系统管理员's orders (not yet submitted). */
export async function seedOrders(ctx: SeedContext) {
  const { db, identity } = ctx;
  const [approver] = ctx.demo ? await db.query<{ id: string }>(`SELECT id FROM users WHERE account = 'sysadmin'`) : [];
  await seedOrderFlow(db, identity.adminId, approver?.id ?? null);
  if (!ctx.demo || !approver) return;
  for (const o of ORDERS) {
    const totals = orderTotals(o.lines);
    // numbered on the day each was written (oldest first: a rule's counter only moves forward)
    const billNo = await issueBillNumber(db, 'exampleOrder', new Date(Date.now() - o.days * 86_400_000));
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO ex_order (bill_no, customer, order_date, remark, total_fen, total_quantity, organize_id, creator_user_id, created_at)
       SELECT $1, $2, (now() - make_interval(days => $3))::date, $4, $5::bigint, $6::numeric / 1000, organize_id, id, now() - make_interval(days => $3) FROM users WHERE id = $7 RETURNING id`,
      [billNo, o.customer, o.days, o.remark, totals.totalFen.toString(), totals.totalQuantityMilli.toString(), approver.id],
    );
    for (const [i, l] of totals.lines.entries())
      await db.query('INSERT INTO ex_order_line (order_id, line_no, product, quantity, unit_price_fen, amount_fen) VALUES ($1, $2, $3, $4::numeric / 1000, $5, $6)', [
        row.id,
        i + 1,
        l.product,
        l.quantityMilli.toString(),
        l.unitPriceFen.toString(),
        l.amountFen.toString(),
      ]);
  }
}
