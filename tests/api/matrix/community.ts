import { isDistrict, type Role, type Row, type Target, type World } from './world';

/*
 * Matrix rows of the school community (issue 17): 家庭教育, 个人空间, 应用商店. Kept apart from
 * table.ts so the parallel branches of the issue merge without touching each other's rows.
 */

const FE = 'familyEducation';
/** A school admin reviews articles with the notice-publishing right (server/familyEducation/routes.ts). */
const reviewer = (w: World, role: Role) => w.holds(role, 'system.notice');

/** An article written by `author` in its organisation, in `state`. */
async function freshArticle(w: World, authorId: string, state: string): Promise<string> {
  const rows = await w.q<{ id: string }>(
    `INSERT INTO fe_article (title, body_html, category, age_group, state, organize_id, author_user_id)
     SELECT $1, '<p>矩阵</p>', 'habit', 'primary', $2, organize_id, id FROM users WHERE id = $3 RETURNING id`,
    [w.next('矩阵文章'), state, authorId],
  );
  return rows[0].id;
}

/** own: the caller's own article; other: a plain teacher's article in the other school. */
const articleOf = (w: World, role: Role, target: Target, state: string) =>
  freshArticle(w, target === 'own' ? w.user[role] : w.peer[w.school(role, 'other')], state);

const articleBody = { title: '矩阵文章', bodyHtml: '<p>矩阵</p>', category: 'habit', ageGroup: 'primary' };

export const COMMUNITY_MATRIX: Record<string, Row> = {
  'POST /api/FamilyEducation/Article': {
    area: 'community',
    targets: ['none'],
    expect: (role, _t, w) => (w.holds(role, FE) ? 'ok' : 403),
    async prepare(w) {
      return { url: '/api/FamilyEducation/Article', body: articleBody, watch: w.count('fe_article') };
    },
  },
  'PUT /api/FamilyEducation/Article/:id': {
    area: 'community',
    targets: ['own', 'other'],
    // Only the author edits; a reviewer who may see another's draft is still refused (403), others do not see it (404).
    expect: (role, t, w) => (!w.holds(role, FE) ? 403 : t === 'own' ? 'ok' : 'refused'),
    async prepare(w, role, target) {
      const id = await articleOf(w, role, target, 'draft');
      return { url: `/api/FamilyEducation/Article/${id}`, body: { ...articleBody, title: '改过的标题' }, watch: w.row('fe_article', id) };
    },
  },
  'DELETE /api/FamilyEducation/Article/:id': {
    area: 'community',
    targets: ['own', 'other'],
    expect: (role, t, w) => (!w.holds(role, FE) ? 403 : t === 'own' || (isDistrict(role) && reviewer(w, role)) ? 'ok' : 404),
    async prepare(w, role, target) {
      const id = await articleOf(w, role, target, 'draft');
      return { url: `/api/FamilyEducation/Article/${id}`, watch: w.row('fe_article', id) };
    },
  },
  'POST /api/FamilyEducation/Article/:id/Actions/Review': {
    area: 'community',
    targets: ['own', 'other'],
    // own: a colleague's pending article in the caller's school; other: one in the other school.
    expect: (role, t, w) => {
      if (!w.holds(role, FE)) return 403;
      if (!reviewer(w, role)) return 404;
      return t === 'own' || isDistrict(role) ? 'ok' : 404;
    },
    async prepare(w, role, target) {
      const id = await freshArticle(w, w.peer[w.school(role, target)], 'pending');
      return { url: `/api/FamilyEducation/Article/${id}/Actions/Review`, body: { approve: true }, watch: w.row('fe_article', id) };
    },
  },
  'POST /api/FamilyEducation/Article/:id/Favourite': {
    area: 'community',
    targets: ['own', 'other'],
    // own: a published article; other: another school's draft, which does not exist for the caller.
    expect: (role, t, w) => (!w.holds(role, FE) ? 403 : t === 'own' ? 'ok' : 404),
    async prepare(w, role, target) {
      const id = await articleOf(w, role, target, target === 'own' ? 'published' : 'draft');
      return { url: `/api/FamilyEducation/Article/${id}/Favourite`, watch: w.count('fe_favourite', 'article_id = $1', [id]) };
    },
  },
  'DELETE /api/FamilyEducation/Article/:id/Favourite': {
    area: 'community',
    targets: ['other'],
    // Only the caller's own favourite row can go: another reader's favourite of the article stays.
    expect: (role, _t, w) => (w.holds(role, FE) ? 'unchanged' : 403),
    async prepare(w, role) {
      const id = await articleOf(w, role, 'other', 'published');
      await w.q('INSERT INTO fe_favourite (user_id, article_id) VALUES ($1, $2)', [w.peer[w.school(role, 'other')], id]);
      return { url: `/api/FamilyEducation/Article/${id}/Favourite`, watch: w.count('fe_favourite', 'article_id = $1', [id]) };
    },
  },
};

export const COMMUNITY_PERSONAL: Record<string, string> = {};
