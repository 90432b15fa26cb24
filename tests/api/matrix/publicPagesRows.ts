import { isDistrict, type Role, type Row, type Target, type World } from './world';

/*
 * Matrix rows of the district's teaching data and third-party authorisation (issue 17 item 6):
 * lesson reviews, publishing a project-based learning project, confirming an app for one's
 * organisation. "School admin" is the school-voice right (system.notice), as in the community rows.
 */

const speaksForSchool = (w: World, role: Role) => w.holds(role, 'system.notice');

/** A class of the school and a plain teacher of it, the material of a review. */
async function classAndTeacher(w: World, school: 'CDYZ' | 'CDSYXX') {
  const c = (await w.q<{ id: string }>('SELECT id FROM school_class WHERE organize_id = $1 ORDER BY sort_code LIMIT 1', [w.org[school]]))[0];
  return { classId: c.id, teacherId: w.peer[school] };
}

/** A review of a plain teacher's lesson written by a throw-away colleague (never by the caller). */
async function freshReview(w: World, school: 'CDYZ' | 'CDSYXX'): Promise<string> {
  const { classId, teacherId } = await classAndTeacher(w, school);
  const reviewer = await w.freshUser(school);
  const r = await w.q<{ id: string }>(
    `INSERT INTO lesson_review (class_id, subject, teacher_user_id, reviewer_user_id, lesson_date, topic, score) VALUES ($1, '数学', $2, $3, current_date, $4, 85) RETURNING id`,
    [classId, teacherId, reviewer, w.next('矩阵评课')],
  );
  return r[0].id;
}

export const PUBLIC_PAGES_ROWS: Record<string, Row> = {
  'POST /api/KnowledgeData/Review': {
    area: 'teachingData',
    targets: ['own', 'other'],
    // Anyone signed in reviews a colleague of their own school; the bureau's people every school.
    expect: (role, t) => (isDistrict(role) || t === 'own' ? 'ok' : 'refused'),
    async prepare(w, role, target) {
      const body = { ...(await classAndTeacher(w, w.school(role, target))), subject: '数学', lessonDate: '2026-11-20', topic: w.next('矩阵评课'), score: 88 };
      return { url: '/api/KnowledgeData/Review', body, watch: w.count('lesson_review') };
    },
  },
  'DELETE /api/KnowledgeData/Review/:id': {
    area: 'teachingData',
    targets: ['own', 'other'],
    expect: (role, t: Target, w) => (isDistrict(role) || (t === 'own' && speaksForSchool(w, role)) ? 'ok' : 403),
    async prepare(w, role, target) {
      const id = await freshReview(w, w.school(role, target));
      return { url: `/api/KnowledgeData/Review/${id}`, watch: w.row('lesson_review', id) };
    },
  },
  'PUT /api/KnowledgeData/Project/:id/Publish': {
    area: 'teachingData',
    targets: ['own', 'other'],
    expect: (role, t: Target, w) => (isDistrict(role) || (t === 'own' && speaksForSchool(w, role)) ? 'ok' : 403),
    async prepare(w, role, target) {
      const r = await w.q<{ id: string }>(
        `INSERT INTO learning_project (organize_id, title, subject, grade, driving_question, start_date, end_date) VALUES ($1, $2, '数学', '初一', '矩阵？', current_date, current_date) RETURNING id`,
        [w.org[w.school(role, target)], w.next('矩阵项目')],
      );
      return { url: `/api/KnowledgeData/Project/${r[0].id}/Publish`, body: { published: true }, watch: w.row('learning_project', r[0].id) };
    },
  },
  'POST /api/CompanyAuthorize/:appId': {
    area: 'teachingData',
    targets: ['none'],
    // For the caller's own organisation only (no target to pick): its administrators confirm, others are refused.
    expect: (role, _t, w) => (role === 'admin' || speaksForSchool(w, role) ? 'ok' : 403),
    async prepare(w) {
      await w.q(`DELETE FROM third_party_authorization WHERE app_id = 'campus-safety'`);
      return { url: '/api/CompanyAuthorize/campus-safety', body: { scopes: ['org.basic'] }, watch: w.count('third_party_authorization', `app_id = 'campus-safety' AND revoked_at IS NULL`) };
    },
  },
  'DELETE /api/CompanyAuthorize/:appId': {
    area: 'teachingData',
    targets: ['none'],
    expect: (role, _t, w) => (role === 'admin' || speaksForSchool(w, role) ? 'ok' : 403),
    async prepare(w, role) {
      // An authorisation of the caller's own organisation, to revoke.
      await w.q(
        `INSERT INTO third_party_authorization (app_id, organize_id, scopes)
         SELECT 'campus-safety', o.company_id, '["org.basic"]' FROM users u JOIN organize o ON o.id = u.organize_id WHERE u.id = $1
         ON CONFLICT (app_id, organize_id) DO UPDATE SET revoked_at = NULL`,
        [w.user[role]],
      );
      return { url: '/api/CompanyAuthorize/campus-safety', watch: w.count('third_party_authorization', `app_id = 'campus-safety' AND revoked_at IS NULL`) };
    },
  },
};
