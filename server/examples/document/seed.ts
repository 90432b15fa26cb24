import type { SeedContext } from '../../seed/seeders';

const DOCS: { folder: string; title: string; versions: string[]; published: boolean }[] = [
  {
    folder: '教学规范',
    title: '课堂常规要求',
    versions: [
      '<h2>课堂常规要求</h2><p>上课前准备好课本。</p><p>按时到校，不迟到早退。</p>',
      '<h2>课堂常规要求</h2><p>上课前准备好课本和笔记本。</p><p>按时到校，不迟到早退。</p><ul><li>举手发言，认真倾听。</li></ul>',
      '<h2>课堂常规要求</h2><p>上课前准备好课本和笔记本。</p><p>按时到校，不迟到早退。</p><ul><li>举手发言，认真倾听。</li><li>课后及时整理错题。</li></ul>',
    ],
    published: true,
  },
  {
    folder: '教学规范',
    title: '作业布置与批改规范',
    versions: ['<h2>作业布置与批改规范</h2><p>小学一二年级不布置书面家庭作业。</p><p>初中每天书面作业总量不超过 90 分钟。</p><p>作业全批全改，及时反馈。</p>'],
    published: true,
  },
  {
    folder: '信息化',
    title: '智慧教室使用指南（草稿）',
    versions: ['<h2>智慧教室使用指南</h2><p>开机顺序：先中控，再投影。</p>', '<h2>智慧教室使用指南</h2><p>开机顺序：先中控，再投影，最后电脑。</p><p>下课后关闭所有设备。</p>'],
    published: false,
  },
];

/** The 系统管理员's knowledge documents, with their versions; two of them published on /document. */
export async function seedDocuments(ctx: SeedContext) {
  if (!ctx.demo) return;
  const { db } = ctx;
  const [owner] = await db.query<{ id: string }>(`SELECT id FROM users WHERE account = 'sysadmin'`);
  if (!owner) return;
  const folders = new Map<string, string>();
  for (const [i, d] of DOCS.entries()) {
    if (!folders.has(d.folder)) {
      const [f] = await db.query<{ id: string }>('INSERT INTO ex_doc_folder (owner_user_id, name) VALUES ($1, $2) RETURNING id', [owner.id, d.folder]);
      folders.set(d.folder, f.id);
    }
    const last = d.versions[d.versions.length - 1];
    const age = (DOCS.length - i) * 5;
    const [doc] = await db.query<{ id: string }>(
      `INSERT INTO ex_document (owner_user_id, folder_id, title, body_html, version, published, published_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN now() - make_interval(days => $7) END, now() - make_interval(days => $7 + 3), now() - make_interval(days => $7)) RETURNING id`,
      [owner.id, folders.get(d.folder), d.title, last, d.versions.length, d.published, age],
    );
    for (const [v, html] of d.versions.entries())
      await db.query(`INSERT INTO ex_document_version (document_id, version, title, body_html, user_id, created_at) VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6))`, [
        doc.id,
        v + 1,
        d.title,
        html,
        owner.id,
        age + d.versions.length - v - 1,
      ]);
  }
}
