import type { SeedContext } from '../seed/seeders';

// Rules the school's forms number their records with; enCodes are what forms name in their billRule field.
const RULES = [
  { enCode: 'leaveApply', fullName: '请假申请单号', prefix: 'QJ', dateFormat: 'YYYYMMDD', digit: 4, resetBy: 'day', description: '请假申请，每日从0001开始' },
  { enCode: 'studentNo', fullName: '学生学号', prefix: 'XS', dateFormat: 'YYYY', digit: 5, resetBy: 'year', description: '新生入学学号，按年重新编号' },
  { enCode: 'noticeNo', fullName: '公告编号', prefix: 'GG', dateFormat: 'YYYYMM', digit: 4, resetBy: 'month', description: '系统公告编号' },
  { enCode: 'assetNo', fullName: '资产编号', prefix: 'ZC', dateFormat: 'none', digit: 6, resetBy: 'never', description: '校产登记编号，连续不重置' },
];

export async function seedBillRules(ctx: SeedContext) {
  await ctx.db.query(
    `INSERT INTO bill_rule (full_name, en_code, prefix, date_format, digit, reset_by, description, sort_code, creator_user_id)
     SELECT name, code, prefix, fmt, digit, reset, descr, ord::int, $8
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[]) WITH ORDINALITY
         AS t(name, code, prefix, fmt, digit, reset, descr, ord)`,
    [RULES.map((r) => r.fullName), RULES.map((r) => r.enCode), RULES.map((r) => r.prefix), RULES.map((r) => r.dateFormat), RULES.map((r) => r.digit),
      RULES.map((r) => r.resetBy), RULES.map((r) => r.description), ctx.identity.adminId],
  );
}
