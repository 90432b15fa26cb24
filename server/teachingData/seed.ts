import type { SeedContext } from '../seed/seeders';
import { nameGenerator } from '../seed/names';

// The district's teaching data: one class per class name of the seeded students (with their form
// teacher and head count), twelve weeks of teaching figures per class and subject with the school's
// teachers (the demo teacher teaches 语文 in 初一(1)班 and 初一(2)班), lesson reviews between
// colleagues, project-based learning projects, and three third-party apps, one authorised.

const SUBJECTS: Record<string, string[]> = {
  middle: ['语文', '数学', '英语', '物理', '道德与法治'],
  primary: ['语文', '数学', '英语', '科学', '美术'],
};
const LESSONS: Record<string, number> = { 语文: 5, 数学: 5, 英语: 4, 物理: 3, 科学: 2, 美术: 1, 道德与法治: 2 };
const WEEKS = 12;

export async function seedTeachingData({ db, demo }: SeedContext) {
  if (!demo) return;
  const gen = nameGenerator(20261124);
  const classes = await db.query<{ organize_id: string; name: string; head: string | null; n: number }>(
    `SELECT r.organize_id, r.data->>'className' AS name, min(r.data->>'headTeacher') AS head, count(*)::int AS n
       FROM model_record r JOIN users h ON h.id = r.data->>'headTeacher'
      WHERE r.model_id = 'model-student' GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  if (!classes.length) return;
  const demo1 = (await db.query<{ id: string; school: string }>(
    `SELECT u.id, o.company_id AS school FROM users u JOIN organize o ON o.id = u.organize_id WHERE u.account = 'teacher'`,
  ))[0];
  const demoTeacher = demo1?.id ?? null;
  const staff = new Map<string, string[]>();
  for (const orgId of new Set(classes.map((c) => c.organize_id))) {
    const rows = await db.query<{ id: string }>(
      `SELECT u.id FROM users u JOIN organize o ON o.id = u.organize_id JOIN organize co ON co.id = o.company_id
        WHERE co.id = $1 AND u.account LIKE 't%' AND u.account <> 'teacher' AND u.enabled_mark = 1 ORDER BY u.sort_code, u.account LIMIT 24`,
      [orgId],
    );
    staff.set(orgId, rows.map((r) => r.id));
  }
  // The Monday of this week, then back: the newest week is the current one.
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weekStart = (k: number) => new Date(monday.getTime() - k * 7 * 86_400_000).toISOString().slice(0, 10);

  const weekRows: unknown[] = [];
  const taught: { classId: string; orgId: string; subject: string; teacher: string }[] = [];
  for (const [i, c] of classes.entries()) {
    const grade = c.name.replace(/\(.*$/, '');
    const kind = /年级/.test(grade) ? 'primary' : 'middle';
    const id = (
      await db.query<{ id: string }>(
        'INSERT INTO school_class (organize_id, grade, name, head_teacher_user_id, student_count, sort_code) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [c.organize_id, grade, c.name, c.head, c.n, i],
      )
    )[0].id;
    const pool = staff.get(c.organize_id) ?? [];
    const subjects = SUBJECTS[kind].filter((s) => s !== '物理' || grade !== '初一');
    subjects.forEach((subject, s) => {
      const teacher = subject === '语文' && demoTeacher && /^初一\((1|2)\)班$/.test(c.name) && c.organize_id === demo1?.school ? demoTeacher : (pool[(i * 3 + s) % Math.max(1, pool.length)] ?? c.head);
      if (!teacher) return;
      taught.push({ classId: id, orgId: c.organize_id, subject, teacher });
      const level = 70 + gen.rand() * 15;
      for (let k = 0; k < WEEKS; k++) {
        const holiday = k === 7; // a short week
        const lessons = holiday ? Math.max(1, LESSONS[subject] - 2) : LESSONS[subject];
        weekRows.push({
          class_id: id,
          week_start: weekStart(k),
          subject,
          teacher_user_id: teacher,
          lessons,
          homework: subject === '美术' ? 0 : Math.round(lessons * (0.5 + gen.rand() * 0.5)),
          attendance: Math.round((94 + gen.rand() * 6) * 10) / 10,
          avg_score: k % 2 === 0 && subject !== '美术' ? Math.round((level + (WEEKS - k) * 0.4 + gen.rand() * 6) * 10) / 10 : null,
        });
      }
    });
  }
  await db.query(
    `INSERT INTO class_teaching_week (class_id, week_start, subject, teacher_user_id, lessons, homework, attendance, avg_score)
     SELECT e->>'class_id', (e->>'week_start')::date, e->>'subject', e->>'teacher_user_id', (e->>'lessons')::int, (e->>'homework')::int,
            (e->>'attendance')::numeric, (e->>'avg_score')::numeric
       FROM jsonb_array_elements($1::jsonb) e`,
    [JSON.stringify(weekRows)],
  );

  const topics: Record<string, string[]> = {
    语文: ['《背影》细节描写', '《春》朗读与品味', '记叙文写作：选材', '文言文《论语》十二章'],
    数学: ['有理数的加法', '一元一次方程的应用', '全等三角形的判定', '数据的收集与整理'],
    英语: ['Unit 3 阅读课', '一般过去时的运用', 'Unit 5 听说课'],
    物理: ['光的反射', '压强的探究实验'],
    道德与法治: ['珍视生命', '友谊的天空'],
    科学: ['植物的一生', '声音的产生'],
    美术: ['色彩的冷暖'],
  };
  const strengths = ['教学目标清晰，环节紧凑', '问题设计有梯度，学生参与度高', '板书条理清楚，重点突出', '小组合作组织有序，反馈及时'];
  const suggestions = ['可以给学生更多独立思考的时间', '课堂小结可以交给学生完成', '练习的分层还可以更细', '注意关注后排学生的参与'];
  const reviews: unknown[] = [];
  for (const [n, lesson] of taught.entries()) {
    if (n % 3 !== 0 && lesson.teacher !== demoTeacher) continue;
    const colleagues = (staff.get(lesson.orgId) ?? []).filter((u) => u !== lesson.teacher);
    const reviewer = lesson.teacher === demoTeacher ? colleagues[0] : n % 2 === 0 && demoTeacher && lesson.orgId === demo1?.school ? demoTeacher : gen.pick(colleagues);
    if (!reviewer) continue;
    const list = topics[lesson.subject] ?? ['公开课'];
    reviews.push({
      class_id: lesson.classId,
      subject: lesson.subject,
      teacher: lesson.teacher,
      reviewer,
      lesson_date: weekStart(1 + (n % 10)),
      topic: list[n % list.length],
      score: 78 + Math.floor(gen.rand() * 20),
      strengths: gen.pick(strengths),
      suggestions: gen.pick(suggestions),
    });
  }
  await db.query(
    `INSERT INTO lesson_review (class_id, subject, teacher_user_id, reviewer_user_id, lesson_date, topic, score, strengths, suggestions)
     SELECT e->>'class_id', e->>'subject', e->>'teacher', e->>'reviewer', (e->>'lesson_date')::date, e->>'topic', (e->>'score')::int, e->>'strengths', e->>'suggestions'
       FROM jsonb_array_elements($1::jsonb) e`,
    [JSON.stringify(reviews)],
  );

  const schools = [...staff.keys()];
  const projects: [string, string, string, string, string, string, number, boolean][] = [
    ['校园植物图鉴', '科学', '三年级', '怎样让来访的人认识我们校园里的每一种植物？', '学生分组调查校园植物，拍照、测量、查资料，制作带二维码的植物铭牌和一本电子图鉴。', '植物铭牌 46 块，电子图鉴 1 册，校园导览路线 2 条', 24, true],
    ['家乡的老街', '语文', '初一', '我们能为家乡老街写一本怎样的导游手册？', '走访老街店铺与居民，整理口述历史，写作说明文与游记，合编一本导游手册。', '导游手册 1 册，口述历史音频 18 段', 36, true],
    ['校园节水行动', '数学', '初二', '学校一个月用多少水，怎样能省下一成？', '读水表、统计各楼层用水，建立用水模型，提出并试行节水方案，比较前后数据。', '用水统计报告 1 份，节水方案 3 项，月用水量下降 12%', 32, true],
    ['我们的英文校园广播', '英语', '初一', '怎样用英语向外国友人介绍我们的学校？', '编写英文广播稿，分组录制校园介绍节目，每周五午间播出。', '广播节目 8 期', 28, true],
    ['纸桥承重挑战', '物理', '初二', '用 20 张 A4 纸能搭出承重多少的桥？', '研究桥梁结构，设计、制作、测试纸桥，记录数据并改进设计。', '纸桥作品 12 座，最高承重 4.6 千克', 30, true],
    ['班级图书角', '语文', '二年级', '怎样让班级图书角的书被更多同学读到？', '统计借阅数据，设计借阅规则和推荐卡，举办图书推荐会。', '推荐卡 60 张，月借阅量翻倍', 40, true],
    ['校园垃圾分类调查', '道德与法治', '初三', '我们学校的垃圾分类做得怎么样？', '观察记录各班垃圾桶分类情况，访谈保洁人员，向学校提出改进建议。', '调查报告 1 份，建议 5 条被学校采纳', 26, true],
    ['节气里的美食', '美术', '一年级', '二十四节气里有哪些好吃的？', '认识节气，和家长一起做节气食物，绘制节气美食日历。', '节气美食日历 1 本', 38, true],
    ['智能浇花器', '物理', '初三', '怎样让教室里的绿植在假期也能喝到水？', '学习简单电路与传感器，设计并制作自动浇花装置。', '', 16, false],
    ['数学步道', '数学', '三年级', '校园里藏着哪些数学问题？', '寻找校园中的数学问题，设计一条带题卡的数学步道。', '', 30, false],
  ];
  for (const [i, p] of projects.entries()) {
    const org = schools[i % schools.length];
    const leader = staff.get(org)?.[i % 5] ?? null;
    await db.query(
      `INSERT INTO learning_project (organize_id, title, subject, grade, driving_question, summary, outcomes, start_date, end_date, student_count, leader_user_id, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7, current_date - make_interval(days => $8), current_date - make_interval(days => $9), $10, $11, $12)`,
      [org, p[0], p[1], p[2], p[3], p[4], p[5], 150 - i * 12, p[7] ? 90 - i * 8 : -30, p[6], leader, p[7]],
    );
  }

  await db.query(
    `INSERT INTO third_party_app (id, name, vendor, description, homepage, scopes) VALUES
       ('smart-reading', '智慧阅读平台', '书香科技有限公司', '为学生推荐分级读物，记录阅读进度，教师查看班级阅读报告。', 'https://reading.example.cn', '["org.basic","class.basic","user.basic"]'),
       ('homework-cloud', '作业云', '云启教育科技', '布置与批改作业，生成学情分析。需要读取班级与教学统计。', 'https://homework.example.cn', '["org.basic","class.basic","teaching.stats","message.send"]'),
       ('campus-safety', '校园安全卫士', '平安校园信息技术', '门禁与访客登记，紧急情况下向教职工发送通知。', 'https://safety.example.cn', '["org.basic","user.basic","user.contact","message.send"]')`,
  );
  const school2 = (await db.query<{ id: string }>(`SELECT id FROM organize WHERE en_code = 'CDSYXX'`))[0]?.id;
  const admin2 = (await db.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school2'`))[0]?.id;
  if (school2 && admin2) {
    await db.query(`INSERT INTO third_party_authorization (app_id, organize_id, scopes, authorized_by) VALUES ('smart-reading', $1, '["org.basic","class.basic"]', $2)`, [school2, admin2]);
  }
}
