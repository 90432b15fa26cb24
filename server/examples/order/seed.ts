import type { Database } from '../../db/client';
import { chain, node } from '../../../contract/workflow/fixtures';

export const ORDER_BILL_RULE = 'exampleOrder';
export const ORDER_FLOW = 'exampleOrderFlow';

/**
 * The bill rule and the released flow of 订单示例: 总务处审批 by the 系统管理员 account (assignee type 6,
 * a named user), with a handwritten signature required, so that an approver uses 电子签名's saved
 * signature there.
 */
export async function seedOrderFlow(db: Database, adminId: string, approverId: string | null) {
  await db.query(
    `INSERT INTO bill_rule (full_name, en_code, prefix, date_format, digit, reset_by, description, sort_code, creator_user_id)
     SELECT '订单编号', $1, 'DD', 'YYYYMMDD', 4, 'day', '示例中心·订单示例，每日从0001开始', 90, $2
     WHERE NOT EXISTS (SELECT 1 FROM bill_rule WHERE en_code = $1)`,
    [ORDER_BILL_RULE, adminId],
  );
  const design = chain(
    node('start', 'start', { title: '发起' }),
    node('approve', 'approver', { title: '总务处审批', assigneeType: 6, approvers: approverId ? [approverId] : [], hasSign: true }),
  );
  const rows = await db.query<{ id: string }>(
    `INSERT INTO flow_engine (en_code, full_name, category, type, form_id, icon, icon_background, flow_template_json, version, enabled_mark, sort_code, creator_user_id)
     SELECT $1, '订单审批', '行政', 1, '', 'ShoppingOutlined', '#1890ff', $2, 1, 1, 9, $3 WHERE NOT EXISTS (SELECT 1 FROM flow_engine WHERE en_code = $1) RETURNING id`,
    [ORDER_FLOW, JSON.stringify(design), adminId],
  );
  if (rows[0]) await db.query('INSERT INTO flow_engine_version (flow_id, version, flow_template_json, creator_user_id) VALUES ($1, 1, $2, $3)', [rows[0].id, JSON.stringify(design), adminId]);
}
