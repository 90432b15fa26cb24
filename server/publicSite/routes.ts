import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { IdParams, Type, answers, envelope, epochMs, one, rows, typed } from '../kit';

// The district's public portal (/website, issue 17 item 6), answered without sign-in. It shows only
// what is public by nature: the schools' names, reviewed and published 家庭教育 articles, and the
// teachers and studios that chose a public page. Notices are not here: they go to their recipients.

const School = Type.Object({ id: Type.String(), fullName: Type.String(), staff: Type.Integer() });
const Article = Type.Object({ id: Type.String(), title: Type.String(), summary: Type.String(), category: Type.String(), ageGroup: Type.String(), organizeName: Type.String(), publishedAt: Type.Number() });
const Teacher = Type.Object({ userId: Type.String(), realName: Type.String(), organizeName: Type.String(), subjects: Type.String(), title: Type.String() });
const Studio = Type.Object({ id: Type.String(), name: Type.String(), organizeName: Type.String() });

const ARTICLE_COLUMNS = `a.id, a.title, a.summary, a.category, a.age_group, o.full_name AS organize_name, ${epochMs('a.published_at')} AS published_at`;

export default async function publicSiteRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['PublicSite'];

  app.get(
    '/api/Public/Website',
    {
      schema: {
        tags,
        summary: '区域门户：学校、家庭教育文章、公开的教师主页与工作室（无需登录）',
        response: answers(envelope(Type.Object({ district: Type.String(), schools: Type.Array(School), articles: Type.Array(Article), teachers: Type.Array(Teacher), studios: Type.Array(Studio) }))),
      },
      config: { access: 'public' },
    },
    async () => {
      const district = await one(db, Type.Object({ fullName: Type.String() }), `SELECT full_name FROM organize WHERE parent_id = '-1' AND enabled_mark = 1 ORDER BY sort_code, id LIMIT 1`);
      const [schools, articles, teachers, studios] = await Promise.all([
        rows(
          db,
          School,
          `SELECT o.id, o.full_name, (SELECT count(*)::int FROM users u JOIN organize uo ON uo.id = u.organize_id WHERE uo.tree_path LIKE o.tree_path || '%' AND u.enabled_mark = 1) AS staff
             FROM organize o WHERE o.category = 'company' AND o.parent_id <> '-1' AND o.enabled_mark = 1 ORDER BY o.sort_code, o.id`,
        ),
        rows(db, Article, `SELECT ${ARTICLE_COLUMNS} FROM fe_article a JOIN organize o ON o.id = a.organize_id WHERE a.state = 'published' ORDER BY a.published_at DESC, a.id LIMIT 10`),
        rows(
          db,
          Teacher,
          `SELECT u.id AS user_id, u.real_name, o.full_name AS organize_name, p.subjects, p.title
             FROM teacher_profile p JOIN users u ON u.id = p.user_id AND u.enabled_mark = 1 JOIN organize o ON o.id = u.organize_id
            WHERE p.public_page ORDER BY u.sort_code, u.id LIMIT 20`,
        ),
        rows(db, Studio, 'SELECT s.id, s.name, o.full_name AS organize_name FROM teacher_studio s JOIN organize o ON o.id = s.organize_id ORDER BY s.created_at, s.id LIMIT 20'),
      ]);
      return ok({ district: district?.fullName ?? '', schools, articles, teachers, studios });
    },
  );

  app.get(
    '/api/Public/Article/:id',
    {
      schema: { tags, summary: '公开的家庭教育文章（仅已发布）', params: IdParams, response: answers(envelope(Type.Object({ ...Article.properties, bodyHtml: Type.String(), videoUrl: Type.String() }))) },
      config: { access: 'public' },
    },
    async (req) => {
      // Drafts, pending and rejected articles do not exist here; a public read is not counted (counts are per signed-in reader).
      const a = await one(
        db,
        Type.Object({ ...Article.properties, bodyHtml: Type.String(), videoUrl: Type.String() }),
        `SELECT ${ARTICLE_COLUMNS}, a.body_html, a.video_url FROM fe_article a JOIN organize o ON o.id = a.organize_id WHERE a.id = $1 AND a.state = 'published'`,
        [req.params.id],
      );
      if (!a) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(a);
    },
  );
}
