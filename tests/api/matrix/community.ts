import { isDistrict, type Role, type Row, type School, type Target, type World } from './world';

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

const FE_ROWS: Record<string, Row> = {
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

const SP = 'space';

/** A post by a plain teacher of the school, hidden or not. */
async function freshPost(w: World, school: School, hidden = false): Promise<string> {
  const rows = await w.q<{ id: string }>(
    `INSERT INTO space_post (user_id, organize_id, content, hidden) SELECT id, organize_id, $1, $2 FROM users WHERE id = $3 RETURNING id`,
    [w.next('矩阵动态'), hidden, w.peer[school]],
  );
  return rows[0].id;
}

/** A write on a post the caller may see (own school, visible) or on another school's hidden post. */
const onPost = (url: (id: string) => string, table: string, body?: unknown): Row => ({
  area: 'community',
  targets: ['own', 'other'],
  // A hidden post exists only for its author and the admins of its school (the bureau's included).
  expect: (role, t, w) => (!w.holds(role, SP) ? 403 : t === 'own' || (isDistrict(role) && reviewer(w, role)) ? 'ok' : 404),
  async prepare(w, role, target) {
    const id = await freshPost(w, w.school(role, target), target === 'other');
    return { url: url(id), body, watch: w.count(table, 'post_id = $1', [id]) };
  },
});

const SPACE_ROWS: Record<string, Row> = {
  'POST /api/Space/Post': {
    area: 'community',
    targets: ['none'],
    expect: (role, _t, w) => (w.holds(role, SP) ? 'ok' : 403),
    async prepare(w) {
      return { url: '/api/Space/Post', body: { content: '矩阵动态' }, watch: w.count('space_post') };
    },
  },
  'DELETE /api/Space/Post/:id': {
    area: 'community',
    targets: ['own', 'other'],
    // own: the caller's own post; other: a colleague's post, visible but not theirs to delete.
    expect: (role, t, w) => (!w.holds(role, SP) ? 403 : t === 'own' ? 'ok' : 403),
    async prepare(w, role, target) {
      const id =
        target === 'own'
          ? (await w.q<{ id: string }>(`INSERT INTO space_post (user_id, organize_id, content) SELECT id, organize_id, '矩阵' FROM users WHERE id = $1 RETURNING id`, [w.user[role]]))[0].id
          : await freshPost(w, w.school(role, 'own'));
      return { url: `/api/Space/Post/${id}`, watch: w.row('space_post', id) };
    },
  },
  'POST /api/Space/Post/:id/Actions/Hide': {
    area: 'community',
    targets: ['own', 'other'],
    // Only the admins who look after the author's school moderate.
    expect: (role, t, w) => (!w.holds(role, SP) ? 403 : reviewer(w, role) && (t === 'own' || isDistrict(role)) ? 'ok' : 403),
    async prepare(w, role, target) {
      const id = await freshPost(w, w.school(role, target));
      return { url: `/api/Space/Post/${id}/Actions/Hide`, body: { hidden: true }, watch: w.row('space_post', id) };
    },
  },
  'POST /api/Space/Post/:id/Like': onPost((id) => `/api/Space/Post/${id}/Like`, 'space_like'),
  'POST /api/Space/Post/:id/Comment': onPost((id) => `/api/Space/Post/${id}/Comment`, 'space_comment', { content: '矩阵评论' }),
  'DELETE /api/Space/Post/:id/Like': {
    area: 'community',
    targets: ['other'],
    // Only the caller's own like can go: a colleague's like of the post stays.
    expect: (role, _t, w) => (w.holds(role, SP) ? 'unchanged' : 403),
    async prepare(w, role) {
      const id = await freshPost(w, w.school(role, 'own'));
      await w.q('INSERT INTO space_like (post_id, user_id) VALUES ($1, $2)', [id, w.peer[w.school(role, 'own')]]);
      return { url: `/api/Space/Post/${id}/Like`, watch: w.count('space_like', 'post_id = $1', [id]) };
    },
  },
  'DELETE /api/Space/Comment/:id': {
    area: 'community',
    targets: ['own', 'other'],
    // own: the caller's comment on a colleague's post; other: a colleague's comment on their own post.
    expect: (role, t, w) => (!w.holds(role, SP) ? 403 : t === 'own' ? 'ok' : 403),
    async prepare(w, role, target) {
      const post = await freshPost(w, w.school(role, 'own'));
      const writer = target === 'own' ? w.user[role] : w.peer[w.school(role, 'own')];
      const id = (await w.q<{ id: string }>(`INSERT INTO space_comment (post_id, user_id, content) VALUES ($1, $2, '矩阵') RETURNING id`, [post, writer]))[0].id;
      return { url: `/api/Space/Comment/${id}`, watch: w.row('space_comment', id) };
    },
  },
  'POST /api/Space/Follow/:userId': {
    area: 'community',
    targets: ['own', 'other'],
    // own: a colleague; other: an account that is disabled (as good as gone: 404).
    expect: (role, t, w) => (!w.holds(role, SP) ? 403 : t === 'own' ? 'ok' : 404),
    async prepare(w, role, target) {
      const id = await w.freshUser(w.school(role, target));
      if (target === 'other') await w.q('UPDATE users SET enabled_mark = 0 WHERE id = $1', [id]);
      return { url: `/api/Space/Follow/${id}`, watch: w.count('space_follow', 'followee_id = $1', [id]) };
    },
  },
  'DELETE /api/Space/Follow/:userId': {
    area: 'community',
    targets: ['other'],
    // Only the caller's own follow can go: a colleague's follow of the same person stays.
    expect: (role, _t, w) => (w.holds(role, SP) ? 'unchanged' : 403),
    async prepare(w, role) {
      const id = await w.freshUser(w.school(role, 'own'));
      await w.q('INSERT INTO space_follow (follower_id, followee_id) VALUES ($1, $2)', [w.peer[w.school(role, 'own')], id]);
      return { url: `/api/Space/Follow/${id}`, watch: w.count('space_follow', 'followee_id = $1', [id]) };
    },
  },
};

const AS = 'application';

/** An app of `school`, offered to everyone (own) or only to that school's staff (offeredHere). */
async function freshApp(w: World, school: School, offeredHere: boolean): Promise<string> {
  const rows = await w.q<{ id: string }>(
    `INSERT INTO app_item (name, kind, address, allow_organize_ids, organize_id) VALUES ($1, 'link', 'https://app.example.edu.cn/', $2::jsonb, $3) RETURNING id`,
    [w.next('矩阵应用'), JSON.stringify(offeredHere ? [w.org[school]] : []), w.org[school]],
  );
  return rows[0].id;
}
const appBody = { name: '矩阵应用', kind: 'link', address: 'https://app.example.edu.cn/' };

/**
 * own: an app of the caller's school offered to all; other: an app of the other school offered only
 * to that school, which exists only for those who look after it (the bureau, the super administrator).
 */
const editApp = (method: 'PUT' | 'DELETE'): Row => ({
  area: 'community',
  targets: ['own', 'other'],
  expect: (role, t, w) => {
    if (!w.holds(role, AS)) return 403;
    if (t === 'own' || isDistrict(role)) return reviewer(w, role) ? 'ok' : 403;
    return 404;
  },
  async prepare(w, role, target) {
    const id = await freshApp(w, w.school(role, target), target === 'other');
    return { url: `/api/AppStore/App/${id}`, body: method === 'PUT' ? { ...appBody, name: '改过的应用' } : undefined, watch: w.row('app_item', id) };
  },
});

const APP_ROWS: Record<string, Row> = {
  'POST /api/AppStore/App': {
    area: 'community',
    targets: ['none'],
    expect: (role, _t, w) => (w.holds(role, AS) && reviewer(w, role) ? 'ok' : 403),
    async prepare(w) {
      return { url: '/api/AppStore/App', body: appBody, watch: w.count('app_item') };
    },
  },
  'PUT /api/AppStore/App/:id': editApp('PUT'),
  'DELETE /api/AppStore/App/:id': editApp('DELETE'),
  'POST /api/AppStore/App/:id/Install': {
    area: 'community',
    targets: ['own', 'other'],
    // other: the bureau sees the other school's app but is not offered it (403); the super administrator installs anything.
    expect: (role, t, w) => {
      if (!w.holds(role, AS)) return 403;
      if (t === 'own' || role === 'admin') return 'ok';
      return isDistrict(role) ? 403 : 404;
    },
    async prepare(w, role, target) {
      const id = await freshApp(w, w.school(role, target), target === 'other');
      return { url: `/api/AppStore/App/${id}/Install`, watch: w.count('app_install', 'app_id = $1', [id]) };
    },
  },
  'DELETE /api/AppStore/App/:id/Install': {
    area: 'community',
    targets: ['other'],
    // Only the caller's own install can go: a colleague's install of the app stays.
    expect: (role, _t, w) => (w.holds(role, AS) ? 'unchanged' : 403),
    async prepare(w, role) {
      const id = await freshApp(w, w.school(role, 'own'), false);
      await w.q('INSERT INTO app_install (user_id, app_id) VALUES ($1, $2)', [w.peer[w.school(role, 'own')], id]);
      return { url: `/api/AppStore/App/${id}/Install`, watch: w.count('app_install', 'app_id = $1', [id]) };
    },
  },
  'POST /api/AppStore/App/:id/Rating': {
    area: 'community',
    targets: ['own', 'other'],
    // own: an app the caller installed; other: another school's app the caller never installed.
    expect: (role, t, w) => (!w.holds(role, AS) ? 403 : t === 'own' ? 'ok' : 'refused'),
    async prepare(w, role, target) {
      const id = await freshApp(w, w.school(role, target), target === 'other');
      if (target === 'own') await w.q('INSERT INTO app_install (user_id, app_id) VALUES ($1, $2)', [w.user[role], id]);
      return { url: `/api/AppStore/App/${id}/Rating`, body: { score: 4 }, watch: w.count('app_rating', 'app_id = $1', [id]) };
    },
  },
};

const TS = 'teacherSpace';

/** A studio of `school` led by its plain teacher, with that teacher as member. */
async function freshStudio(w: World, school: School): Promise<string> {
  const id = (await w.q<{ id: string }>(`INSERT INTO teacher_studio (name, organize_id, leader_user_id) VALUES ($1, $2, $3) RETURNING id`, [w.next('矩阵工作室'), w.org[school], w.peer[school]]))[0].id;
  await w.q('INSERT INTO teacher_studio_member (studio_id, user_id) VALUES ($1, $2)', [id, w.peer[school]]);
  return id;
}
/** own: a studio of the caller's school; other: one of the other school. Its leader or the admins who look after its school manage it. */
const studioRule = (role: Role, t: Target, w: World) => (!w.holds(role, TS) ? 403 : reviewer(w, role) && (t === 'own' || isDistrict(role)) ? 'ok' : 403);

const TEACHER_ROWS: Record<string, Row> = {
  'DELETE /api/TeacherSpace/Resource/:id': {
    area: 'community',
    targets: ['own', 'other'],
    expect: (role, t, w) => (!w.holds(role, TS) ? 403 : t === 'own' ? 'ok' : 403),
    async prepare(w, role, target) {
      const owner = target === 'own' ? w.user[role] : w.peer[w.school(role, 'own')];
      const id = (await w.q<{ id: string }>(`INSERT INTO teacher_resource (user_id, kind, title) VALUES ($1, 'lesson', '矩阵课例') RETURNING id`, [owner]))[0].id;
      return { url: `/api/TeacherSpace/Resource/${id}`, watch: w.row('teacher_resource', id) };
    },
  },
  'POST /api/TeacherSpace/Studio/:id/Member': {
    area: 'community',
    targets: ['own', 'other'],
    expect: studioRule,
    async prepare(w, role, target) {
      const id = await freshStudio(w, w.school(role, target));
      return { url: `/api/TeacherSpace/Studio/${id}/Member`, body: { userId: await w.freshUser(w.school(role, target)) }, watch: w.count('teacher_studio_member', 'studio_id = $1', [id]) };
    },
  },
  'DELETE /api/TeacherSpace/Studio/:id/Member/:userId': {
    area: 'community',
    targets: ['own', 'other'],
    expect: studioRule,
    async prepare(w, role, target) {
      const school = w.school(role, target);
      const id = await freshStudio(w, school);
      const member = await w.freshUser(school);
      await w.q('INSERT INTO teacher_studio_member (studio_id, user_id) VALUES ($1, $2)', [id, member]);
      return { url: `/api/TeacherSpace/Studio/${id}/Member/${member}`, watch: w.count('teacher_studio_member', 'studio_id = $1', [id]) };
    },
  },
};

export const COMMUNITY_MATRIX: Record<string, Row> = { ...FE_ROWS, ...SPACE_ROWS, ...APP_ROWS, ...TEACHER_ROWS };

export const COMMUNITY_PERSONAL: Record<string, string> = {
  'PUT /api/TeacherSpace/Profile': 'the caller’s own teacher homepage',
  'POST /api/TeacherSpace/Resource': 'the caller’s own lesson or resource; sharing into a studio needs membership (tests/api/community-teacher.test.ts)',
};
