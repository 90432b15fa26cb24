import type { SeedContext } from '../seed/seeders';

// The shop's opening catalogue: the bureau's apps for everyone, one app of 城东第一中学 for its own
// staff only, a few installs and ratings so the shop shows scores.

export async function seedAppStore({ db, demo }: SeedContext) {
  if (!demo) return;
  const people = await db.query<{ id: string; account: string; organize_id: string }>(`SELECT id, account, organize_id FROM users WHERE account IN ('sysadmin', 'school1', 'teacher', 'school2')`);
  const by = Object.fromEntries(people.map((p) => [p.account, p]));
  if (!by.sysadmin || !by.school1) return;
  const flow = (await db.query<{ id: string }>(`SELECT id FROM flow_engine WHERE en_code = 'leaveFlow'`))[0]?.id;
  const apps: [string, string, string, string, string, string, { id: string; organize_id: string }, string[]][] = [
    ['家校共育', 'page', 'familyEducationChild', 'HeartOutlined', '给家长的家庭教育文章与孩子的班级通知', '审核后发布的家庭教育文章，按年龄段推荐；家长可收藏、查看学校通知。', by.sysadmin, []],
    ['教育资源网', 'link', 'https://resource.example.edu.cn/', 'GlobalOutlined', '全区共享的课件、教案与微课', '区教育局建设的教学资源平台，覆盖各学科各年级的课件、教案、习题与微课视频。', by.sysadmin, []],
    ['帮助中心', 'link', '/help.html', 'QuestionCircleOutlined', '平台使用说明', '常见问题、操作指南与联系方式。', by.sysadmin, []],
    ['个人空间', 'page', 'space/newsFeed', 'SmileOutlined', '同事动态、关注与好友', '发表动态、点赞评论，关注同事，查看好友与活跃用户。', by.sysadmin, []],
    ['一中校园导览', 'page', 'campus/student', 'BankOutlined', '城东第一中学的学生信息', '本校教职工使用的学生信息查询。', by.school1, [by.school1.organize_id]],
  ];
  if (flow) apps.push(['请假申请', 'flow', flow, 'CalendarOutlined', '教职工请假，走审批流程', '填写请假单，自动流转到教研组长、校长审批。', by.sysadmin, []]);
  const ids: string[] = [];
  for (const [name, kind, address, icon, summary, description, owner, orgs] of apps) {
    const r = await db.query<{ id: string }>(
      `INSERT INTO app_item (name, kind, address, icon, summary, description, allow_organize_ids, organize_id, creator_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING id`,
      [name, kind, address, icon, summary, description, JSON.stringify(orgs), owner.organize_id, owner.id],
    );
    ids.push(r[0].id);
  }
  // school1 has installed the resource site and rated two apps; school2 rated one.
  await db.query('INSERT INTO app_install (user_id, app_id) VALUES ($1, $2), ($1, $3)', [by.school1.id, ids[1], ids[0]]);
  await db.query(`INSERT INTO app_rating (user_id, app_id, score, comment) VALUES ($1, $2, 5, '资源很全，备课方便'), ($1, $3, 4, '家长反馈不错')`, [by.school1.id, ids[1], ids[0]]);
  if (by.school2) {
    await db.query('INSERT INTO app_install (user_id, app_id) VALUES ($1, $2)', [by.school2.id, ids[1]]);
    await db.query(`INSERT INTO app_rating (user_id, app_id, score, comment) VALUES ($1, $2, 4, '希望多一些小学资源')`, [by.school2.id, ids[1]]);
  }
}
