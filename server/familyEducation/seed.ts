import type { SeedContext } from '../seed/seeders';
import { sanitizeHtml } from '../../contract/html/sanitizeHtml';

// Enough articles that every category and age group has something to read, one waiting for review
// and one draft, and a child for each demo account so the parent view is lived-in.

const ARTICLES: [string, string, string, string, string][] = [
  ['如何帮助孩子养成按时作息的习惯', 'habit', 'primary', '规律作息是学习习惯的基础，家长以身作则最有效。', '<p>孩子的作息习惯来自家庭。建议家长与孩子一起制定<strong>作息表</strong>，贴在显眼的位置。</p><ul><li>晚上九点前上床</li><li>早晨固定时间起床</li><li>周末作息不要变化太大</li></ul><p>坚持三周，习惯就会慢慢形成。</p>'],
  ['青春期孩子情绪波动怎么办', 'mind', 'junior', '理解、倾听、不急于评判，是与青春期孩子相处的关键。', '<p>进入初中，孩子的情绪起伏明显。家长首先要<strong>接纳情绪</strong>，其次才是讲道理。</p><p>每天留出十分钟，专心听孩子说说学校里的事。</p>'],
  ['高效预习的三个步骤', 'study', 'senior', '读、标、问：让预习真正帮助课堂学习。', '<p>预习不是提前把课学完，而是带着问题进课堂。</p><ol><li>通读课文，圈出关键词</li><li>标出看不懂的地方</li><li>写下一个想在课上弄清的问题</li></ol>'],
  ['睡前亲子阅读的小技巧', 'talk', 'preschool', '每天二十分钟的共读，是最好的亲子时光。', '<p>选择孩子感兴趣的绘本，用不同的声音读出角色，读完后问问孩子：<em>你最喜欢哪一页？</em></p>'],
  ['上下学路上的交通安全', 'safety', 'primary', '教会孩子认识信号灯、走斑马线。', '<p>和孩子一起走几次上学的路，指出需要注意的路口。</p><p>提醒孩子：<strong>红灯停，绿灯行，黄灯亮了等一等</strong>。</p>'],
  ['考试季的营养早餐', 'health', 'senior', '蛋白质、碳水和蔬果，一样都不能少。', '<p>早餐建议：一个鸡蛋、一杯牛奶、一份主食和少量水果。避免油炸食品和含糖饮料。</p>'],
  ['如何与孩子谈论手机使用', 'talk', 'junior', '一起定规则，比没收更有效。', '<p>和孩子约定每天使用手机的时间和场合，家长也遵守同样的规则。</p>'],
  ['培养孩子的专注力', 'study', 'primary', '从短时间的专注开始，逐步延长。', '<p>写作业时关掉电视、收起玩具。先从十五分钟的专注开始，做到了就给予鼓励。</p>'],
];

const CHILDREN: Record<string, [string, string, string, string]> = {
  teacher: ['李子涵', '初一（3）班', '张晓燕', 'junior'],
  school1: ['王小雨', '三年级（2）班', '陈老师', 'primary'],
  school2: ['赵一鸣', '五年级（1）班', '刘老师', 'primary'],
  sysadmin: ['李思源', '高二（5）班', '周老师', 'senior'],
  admin: ['林朵朵', '大班', '吴老师', 'preschool'],
};

export async function seedFamilyEducation({ db, demo }: SeedContext) {
  if (!demo) return;
  const people = await db.query<{ id: string; account: string; organize_id: string }>(
    `SELECT id, account, organize_id FROM users WHERE account IN ('teacher', 'school1', 'school2', 'sysadmin', 'admin')`,
  );
  const by = Object.fromEntries(people.map((p) => [p.account, p]));
  const teacher = by.teacher;
  const head = by.school1;
  if (!teacher || !head) return;
  const now = Date.now();
  for (const [i, [title, category, ageGroup, summary, body]] of ARTICLES.entries()) {
    const author = i % 3 === 2 ? head : teacher;
    const at = new Date(now - (i + 1) * 86_400_000);
    await db.query(
      `INSERT INTO fe_article (title, summary, body_html, category, age_group, state, organize_id, author_user_id, reviewer_user_id, read_count, created_at, updated_at, published_at)
       VALUES ($1, $2, $3, $4, $5, 'published', $6, $7, $8, $9, $10, $10, $10)`,
      [title, summary, sanitizeHtml(body), category, ageGroup, author.organize_id, author.id, head.id, 120 - i * 11, at],
    );
  }
  await db.query(
    `INSERT INTO fe_article (title, summary, body_html, category, age_group, state, organize_id, author_user_id)
     VALUES ('假期如何安排孩子的学习与休息', '劳逸结合，假期也要有节奏。', '<p>建议上午学习、下午运动、晚上阅读。</p>', 'habit', 'primary', 'pending', $1, $2),
            ('（草稿）家校沟通的几点建议', '', '<p>待完善。</p>', 'talk', 'junior', 'draft', $1, $2)`,
    [teacher.organize_id, teacher.id],
  );
  for (const [account, [childName, className, headTeacher, ageGroup]] of Object.entries(CHILDREN)) {
    const p = by[account];
    if (!p) continue;
    await db.query('INSERT INTO fe_child (parent_user_id, child_name, class_name, head_teacher, age_group, organize_id) VALUES ($1, $2, $3, $4, $5, $6)', [
      p.id, childName, className, headTeacher, ageGroup, p.organize_id,
    ]);
  }
}
