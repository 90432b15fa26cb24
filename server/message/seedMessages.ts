import type { SeedContext } from '../seed/seeders';
import { quickQuery } from '../kit/quickQuery';
import { deliverWorkflowMessage } from './inbox';
import { NOTICE_TYPES } from './noticeTypes';
import { sanitizeHtml } from '../../contract/html/sanitizeHtml';

const DAY = 24 * 3600_000;

const NOTICES: { title: string; type: string; daysAgo: number; body: string; read: boolean }[] = [
  {
    title: '关于做好2024年秋季学期开学工作安排的通知',
    type: 'notice',
    daysAgo: 40,
    read: true,
    body: `<p>各中小学：</p><p>为确保秋季学期开学工作平稳有序，现将有关事项通知如下：</p>
<ol><li><strong>报到时间</strong>：教师8月28日到岗，学生9月1日报到注册。</li>
<li><strong>安全排查</strong>：开学前完成校舍、消防、食堂等安全隐患排查，形成台账。</li>
<li><strong>教学准备</strong>：各校于8月30日前完成课表编排和教材发放。</li></ol>
<p style="text-align: right">城东区教育局</p>`,
  },
  {
    title: '期中考试安排',
    type: 'notice',
    daysAgo: 12,
    read: true,
    body: `<h3>一、考试时间</h3><p>11月6日至11月8日，具体科目安排见下表。</p>
<table><tbody><tr><td>11月6日</td><td>语文、数学</td></tr><tr><td>11月7日</td><td>英语、物理</td></tr><tr><td>11月8日</td><td>化学、历史、地理</td></tr></tbody></table>
<h3>二、有关要求</h3><p>各校严格执行考务规定，<span style="color: #e60000">严禁泄露试题</span>。成绩于11月15日前录入系统。</p>`,
  },
  {
    title: '关于召开教师节表彰大会的通知',
    type: 'meeting',
    daysAgo: 5,
    read: false,
    body: `<p>各学校、局属各单位：</p><p>经研究，定于9月10日上午9:00在区教育局报告厅召开庆祝第40个教师节暨优秀教师表彰大会。</p>
<ul><li>参会人员：各校校长、受表彰教师代表</li><li>请于9月8日前报送参会名单</li></ul><p>请各单位按时参加，不得缺席。</p>`,
  },
  {
    title: '校园安全专项检查工作的通知',
    type: 'announcement',
    daysAgo: 2,
    read: false,
    body: `<p>为切实加强校园安全管理，区教育局将于下周开展校园安全专项检查，重点检查：</p>
<ol><li>消防设施配备与疏散通道；</li><li>食堂食品安全；</li><li>校车及上下学交通安全。</li></ol>
<p>请各校提前自查，检查结果将纳入年度考核。详情见<a href="https://www.moe.gov.cn/" target="_blank">教育部网站</a>。</p>`,
  },
  {
    title: '关于开展“书香校园”读书月活动的通知',
    type: 'activity',
    daysAgo: 0.2,
    read: false,
    body: `<p>为营造浓厚的读书氛围，决定在全区中小学开展“书香校园”读书月活动。</p><p><strong>活动时间：</strong>10月1日至10月31日</p>
<p><strong>活动内容：</strong>好书推荐、读书征文、亲子共读。请各校认真组织，11月5日前报送活动总结。</p>`,
  },
];

async function ensureNoticeTypeDictionary(ctx: SeedContext) {
  const found = await ctx.db.query(`SELECT 1 FROM dictionary_type WHERE lower(en_code) = 'noticetype'`);
  if (found.length) return;
  const t = await ctx.db.query<{ id: string }>(
    `INSERT INTO dictionary_type (full_name, en_code, sort_code, description, creator_user_id) VALUES ('公告类型', 'noticeType', 90, '系统公告的分类', $1) RETURNING id`,
    [ctx.identity.adminId],
  );
  const entries = Object.entries(NOTICE_TYPES);
  await ctx.db.query(
    `INSERT INTO dictionary_data (dictionary_type_id, full_name, en_code, simple_spelling, sort_code, creator_user_id)
     SELECT $1, n, c, s, o, $5 FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS x(n, c, s, o)`,
    [t[0].id, entries.map((e) => e[1]), entries.map((e) => e[0]), entries.map((e) => quickQuery(e[1])), ctx.identity.adminId],
  );
}

/** Released bureau notices (older ones read), a draft, workflow messages and chats for the demo teacher. */
export async function seedMessages(ctx: SeedContext) {
  const { db } = ctx;
  await ensureNoticeTypeDictionary(ctx);
  const sender = (await db.query<{ id: string }>(`SELECT id FROM users WHERE account = 'sysadmin'`))[0]?.id ?? ctx.identity.adminId;
  const now = Date.now();
  for (const n of NOTICES) {
    const at = new Date(now - n.daysAgo * DAY);
    const rows = await db.query<{ id: string }>(
      `INSERT INTO message (type, title, body_text, notice_type, recipients, state, creator_user_id, created_at, updated_at, released_at)
       VALUES (1, $1, $2, $3, '{"all": true}', 'released', $4, $5, $5, $5) RETURNING id`,
      [n.title, sanitizeHtml(n.body), n.type, sender, at],
    );
    await db.query(
      `INSERT INTO message_receive (message_id, user_id, is_read, read_time, created_at)
       SELECT $1, u.id, $2, CASE WHEN $2 = 1 THEN $3::timestamptz END, $3 FROM users u WHERE u.enabled_mark = 1`,
      [rows[0].id, n.read ? 1 : 0, at],
    );
  }
  await db.query(
    `INSERT INTO message (type, title, body_text, notice_type, state, creator_user_id) VALUES (1, '关于寒假放假安排的通知（草稿）', $1, 'notice', 'draft', $2)`,
    ['<p>寒假自1月20日起至2月17日止，请各校做好假期安全教育。</p>', sender],
  );
  if (!ctx.demo) return;

  const teacher = (await db.query<{ id: string; department_id: string; organize_id: string }>(`SELECT id, department_id, organize_id FROM users WHERE account = 'teacher'`))[0];
  if (!teacher) return;
  const colleagues = await db.query<{ id: string; real_name: string }>(
    `SELECT id, real_name FROM users WHERE department_id = $1 AND id <> $2 ORDER BY sort_code LIMIT 4`,
    [teacher.department_id, teacher.id],
  );
  const head = (await db.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`))[0]?.id ?? sender;
  const flows: [number, string, number][] = [
    [2, '【待办】初一(3)班李明同学的请假申请（病假 1 天）待您审批', 0.1],
    [3, '【传阅】2024学年第一学期教学计划，请查阅', 1],
    [1, '【发起】您提交的“公开课申请”已进入审批', 3],
  ];
  for (const [type, title, daysAgo] of flows) {
    await deliverWorkflowMessage(db, [teacher.id], title, { type, flowId: 'leaveApply', taskId: `demo-${type}` }, head, new Date(now - daysAgo * DAY));
  }

  // A school's own notices (written by its head, sent to the school), so the school head's 系统公告
  // list is not empty: one released, one still a draft.
  const school = (await db.query<{ id: string; organize_id: string }>(`SELECT id, organize_id FROM users WHERE account = 'school1'`))[0];
  if (school) {
    const schoolNotices: [title: string, type: string, daysAgo: number | null, body: string][] = [
      [
        '关于期末复习与考试安排的通知',
        'notice',
        3,
        `<p>各年级组、各位老师：</p><p>本学期期末考试定于第十九周进行，请各教研组于第十七周前完成复习计划并报教务处备案。</p>
<ul><li>复习课须有针对性，避免题海战术；</li><li>各班主任做好考前诚信教育与安全教育。</li></ul><p style="text-align: right">城东第一中学教务处</p>`,
      ],
      ['城东第一中学第十二周行政值班安排', 'announcement', 8, '<p>第十二周行政值班：周一 王淑珍，周二 教务处，周三 德育处，周四 总务处，周五 校长办公室。</p>'],
      ['关于组织教师参加区级信息化教学能力培训的通知（草稿）', 'activity', null, '<p>拟于下月组织40岁以下教师参加区级信息化教学能力培训，具体名单待各教研组报送。</p>'],
    ];
    for (const [title, type, daysAgo, body] of schoolNotices) {
      const recipients = JSON.stringify({ organizeIds: [school.organize_id] });
      if (daysAgo === null) {
        await db.query(
          `INSERT INTO message (type, title, body_text, notice_type, recipients, state, creator_user_id) VALUES (1, $1, $2, $3, $4, 'draft', $5)`,
          [title, sanitizeHtml(body), type, recipients, school.id],
        );
        continue;
      }
      const at = new Date(now - daysAgo * DAY);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO message (type, title, body_text, notice_type, recipients, state, creator_user_id, created_at, updated_at, released_at)
         VALUES (1, $1, $2, $3, $4, 'released', $5, $6, $6, $6) RETURNING id`,
        [title, sanitizeHtml(body), type, recipients, school.id, at],
      );
      await db.query(
        `INSERT INTO message_receive (message_id, user_id, is_read, read_time, created_at)
         SELECT $1, u.id, $3, CASE WHEN $3 = 1 THEN $2::timestamptz END, $2 FROM users u
         WHERE u.enabled_mark = 1 AND u.organize_id IN (SELECT o.id FROM organize o JOIN organize s ON o.tree_path LIKE s.tree_path || '%' WHERE s.id = $4)`,
        [rows[0].id, at, daysAgo > 5 ? 1 : 0, school.organize_id],
      );
    }
  }

  // The school head and the district administrators have their own queue, so their home page's
  // to-do list is not empty either.
  const queues: [account: string, type: number, title: string, daysAgo: number][] = [
    ['school1', 2, '【待办】王丽华的请假申请（病假 1 天）待您审批', 0.05],
    ['school1', 2, '【待办】初二年级调课申请（3 节）待您审批', 0.6],
    ['school1', 2, '【待办】语文教研组“公开课周”活动方案待您审核', 1.4],
    ['school1', 3, '【传阅】城东区教育局关于校园安全专项检查的工作方案', 2],
    ['school1', 1, '【发起】您提交的“教师培训经费申请”已通过审批', 6],
    ['admin', 2, '【待办】城东实验小学“新学期教师账号开通”申请待您审核', 0.2],
    ['admin', 2, '【待办】城东第一中学“成绩报表字段调整”申请待您确认', 1.1],
    ['admin', 3, '【传阅】2024学年教育信息化工作要点，请查阅', 4],
    ['sysadmin', 2, '【待办】城东实验小学“新学期教师账号开通”申请待您审核', 0.2],
  ];
  const byAccount = new Map(
    (await db.query<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account = ANY($1)`, [[...new Set(queues.map((q) => q[0]))]])).map((u) => [u.account, u.id]),
  );
  for (const [account, type, title, daysAgo] of queues) {
    const to = byAccount.get(account);
    if (!to) continue;
    const from = account === 'school1' ? teacher.id : head;
    await deliverWorkflowMessage(db, [to], title, { type, flowId: 'leaveApply', taskId: `demo-${account}-${type}` }, from, new Date(now - daysAgo * DAY));
  }

  const talks: [number, 'in' | 'out', string][] = [
    [0, 'in', '张老师，明天的公开课教案我放在教研组群文件里了'],
    [0, 'out', '好的收到，我晚上看一下[微笑]'],
    [0, 'in', '第三课时的板书设计您帮忙提提意见'],
    [0, 'out', '没问题，明早第一节课后找你'],
    [1, 'in', '期中语文阅卷安排出来了吗？'],
    [1, 'out', '周五出，教务处还在排'],
    [1, 'in', '好的[强]'],
    [2, 'in', '下午教研活动改到304教室'],
    [2, 'in', '记得带上听课记录本'],
  ];
  let t = now - 2 * DAY;
  for (const [who, dir, text] of talks) {
    const peer = colleagues[who];
    if (!peer) continue;
    t += 7 * 60_000;
    const [from, to] = dir === 'in' ? [peer.id, teacher.id] : [teacher.id, peer.id];
    // The last colleague's messages are still unread, so the chat badge shows.
    const unread = dir === 'in' && who === 2 ? 0 : 1;
    await db.query(
      `INSERT INTO chat_message (send_user_id, receive_user_id, content_type, content, send_time, receive_time, state)
       VALUES ($1, $2, 'text', $3, $4, CASE WHEN $5 = 1 THEN $4::timestamptz END, $5)`,
      [from, to, text, new Date(t), unread],
    );
  }
}
