import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

// The public pages of issue 17 item 6 (/ProjectLearning, /ClassTeachingDataCenter/detail,
// /companyAuthorize, /jump's ticket) and the signed-in /KnowledgeDataCenter/* data: what the public
// sees (no person's name, nothing unpublished), and each signed-in role's reach.

const ctx = serverForFile('admin', 'teacher', 'school1', 'school2');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;
const idOf = async (account: string) => (await q<{ id: string }>('SELECT id FROM users WHERE account = $1', [account]))[0].id;
const orgOf = async (code: string) => (await q<{ id: string }>('SELECT id FROM organize WHERE en_code = $1', [code]))[0].id;
const classOf = async (code: string, name: string) =>
  (await q<{ id: string }>('SELECT c.id FROM school_class c JOIN organize o ON o.id = c.organize_id WHERE o.en_code = $1 AND c.name = $2', [code, name]))[0].id;

describe('public pages without sign-in', () => {
  it('project-based learning lists only published projects, filters, and hides a draft even by its id', async () => {
    const all = await ctx.server.anonymous.get('/api/Public/ProjectLearning', { pageSize: 100 });
    expect(all.code).toBe(200);
    const published = (await q<{ n: number }>('SELECT count(*)::int AS n FROM learning_project WHERE published'))[0].n;
    expect(all.data.pagination.total).toBe(published);
    expect(all.data.list.length).toBeGreaterThan(5);
    const maths = await ctx.server.anonymous.get('/api/Public/ProjectLearning', { subject: '数学' });
    expect(maths.data.list.length).toBeGreaterThan(0);
    expect(maths.data.list.every((p: any) => p.subject === '数学')).toBe(true);
    const found = await ctx.server.anonymous.get('/api/Public/ProjectLearning', { keyword: '节水' });
    expect(found.data.list.map((p: any) => p.title)).toEqual(['校园节水行动']);
    const draft = (await q<{ id: string }>('SELECT id FROM learning_project WHERE NOT published LIMIT 1'))[0].id;
    expect((await ctx.server.anonymous.get(`/api/Public/ProjectLearning/${draft}`)).code).toBe(404);
    const one = await ctx.server.anonymous.get(`/api/Public/ProjectLearning/${all.data.list[0].id}`);
    expect(one.data.drivingQuestion.length).toBeGreaterThan(0);
  });

  it('a class’s public data is aggregates only: no teacher or student names; a class the school keeps private answers 404', async () => {
    const classes = await ctx.server.anonymous.get('/api/Public/ClassTeaching/Classes');
    expect(classes.data.list.length).toBeGreaterThanOrEqual(12);
    const id = await classOf('CDYZ', '初一(1)班');
    const r = await ctx.server.anonymous.get(`/api/Public/ClassTeaching/${id}`);
    expect(r.code).toBe(200);
    expect(r.data.summary.weeks.length).toBe(8);
    expect(r.data.summary.subjects.map((s: any) => s.subject)).toContain('语文');
    const names = await q<{ real_name: string }>(
      `SELECT DISTINCT u.real_name FROM class_teaching_week w JOIN users u ON u.id = w.teacher_user_id WHERE w.class_id = $1
       UNION SELECT u.real_name FROM school_class c JOIN users u ON u.id = c.head_teacher_user_id WHERE c.id = $1`,
      [id],
    );
    const text = JSON.stringify(r.data);
    for (const n of names) expect(text).not.toContain(n.real_name);
    await q('UPDATE school_class SET public_data = false WHERE id = $1', [id]);
    try {
      expect((await ctx.server.anonymous.get(`/api/Public/ClassTeaching/${id}`)).code).toBe(404);
      expect((await ctx.server.anonymous.get('/api/Public/ClassTeaching/Classes')).data.list.some((c: any) => c.id === id)).toBe(false);
    } finally {
      await q('UPDATE school_class SET public_data = true WHERE id = $1', [id]);
    }
  });

  it('the signed-in data pages refuse a visitor without a session', async () => {
    expect((await ctx.server.anonymous.get('/api/KnowledgeData/Classes')).code).toBe(602);
    expect((await ctx.server.anonymous.get('/api/CompanyAuthorize/smart-reading')).code).toBe(602);
  });
});

describe('knowledge data centre (signed in)', () => {
  it('a teacher sees the classes they teach or lead; a school admin their school; the super admin all', async () => {
    const teacherClasses = (await ctx.teacher.get('/api/KnowledgeData/Classes', { pageSize: 100 })).data.list;
    expect(teacherClasses.map((c: any) => c.name).sort()).toEqual(expect.arrayContaining(['初一(1)班', '初一(2)班']));
    expect(teacherClasses.every((c: any) => c.organizeName === '城东第一中学')).toBe(true);
    const school2 = (await ctx.school2.get('/api/KnowledgeData/Classes', { pageSize: 100 })).data.list;
    expect(school2.length).toBe(6);
    expect(school2.every((c: any) => c.organizeName === '城东实验小学')).toBe(true);
    const all = (await ctx.admin.get('/api/KnowledgeData/Classes', { pageSize: 100 })).data.pagination.total;
    expect(all).toBe((await q<{ n: number }>('SELECT count(*)::int AS n FROM school_class'))[0].n);
    // Another school's class: as if it did not exist.
    const other = await classOf('CDSYXX', '一年级(1)班');
    expect((await ctx.teacher.get(`/api/KnowledgeData/Class/${other}`)).code).toBe(404);
    expect((await ctx.school1.get(`/api/KnowledgeData/Class/${other}`)).code).toBe(404);
    const detail = await ctx.school2.get(`/api/KnowledgeData/Class/${other}`);
    expect(detail.data.teachers.length).toBeGreaterThan(0);
    expect(detail.data.summary.lessons).toBeGreaterThan(0);
  });

  it('a teacher’s own figures, nobody else’s; a school admin sees the school’s teachers', async () => {
    const me = await idOf('teacher');
    const mine = await ctx.teacher.get('/api/KnowledgeData/Teachers');
    expect(mine.data.list.map((x: any) => x.userId)).toEqual([me]);
    expect(mine.data.list[0].subjects).toBe('语文');
    const colleague = (await q<{ id: string }>(`SELECT DISTINCT teacher_user_id AS id FROM class_teaching_week WHERE teacher_user_id <> $1 LIMIT 1`, [me]))[0].id;
    expect((await ctx.teacher.get(`/api/KnowledgeData/Teacher/${colleague}`)).code).toBe(404);
    const t = await ctx.school1.get(`/api/KnowledgeData/Teacher/${me}`);
    expect(t.data.classes.map((c: any) => c.name).sort()).toEqual(['初一(1)班', '初一(2)班']);
    expect(t.data.summary.weeks.length).toBe(8);
    expect((await ctx.school2.get(`/api/KnowledgeData/Teacher/${me}`)).code).toBe(404);
  });

  it('a review: of a colleague in one’s own school only, never of oneself; deleted by its author or the school admin', async () => {
    const me = await idOf('teacher');
    const count = async () => (await q<{ n: number }>('SELECT count(*)::int AS n FROM lesson_review'))[0].n;
    const before = await count();
    const ownClass = await classOf('CDYZ', '初一(2)班');
    const colleague = (await q<{ id: string }>(`SELECT teacher_user_id AS id FROM class_teaching_week WHERE class_id = $1 AND subject = '数学' LIMIT 1`, [ownClass]))[0].id;
    const body = { classId: ownClass, subject: '数学', teacherId: colleague, lessonDate: '2026-11-20', topic: '一元一次方程', score: 90, strengths: '节奏好' };
    expect((await ctx.teacher.post('/api/KnowledgeData/Review', { ...body, teacherId: me, subject: '语文' })).code).toBe(400);
    const otherClass = await classOf('CDSYXX', '一年级(1)班');
    const otherTeacher = (await q<{ id: string }>(`SELECT teacher_user_id AS id FROM class_teaching_week WHERE class_id = $1 LIMIT 1`, [otherClass]))[0].id;
    expect((await ctx.teacher.post('/api/KnowledgeData/Review', { ...body, classId: otherClass, teacherId: otherTeacher })).code).toBe(403);
    expect((await ctx.teacher.post('/api/KnowledgeData/Review', { ...body, score: 101 })).code).toBe(400);
    expect(await count()).toBe(before);
    const created = await ctx.teacher.post('/api/KnowledgeData/Review', body);
    expect(created.code).toBe(200);
    const listed = await ctx.teacher.get('/api/KnowledgeData/Reviews', { keyword: '一元一次方程' });
    expect(listed.data.list.map((r: any) => r.id)).toContain(created.data.id);
    // The other school's admin may not delete it; the author may.
    expect((await ctx.school2.delete(`/api/KnowledgeData/Review/${created.data.id}`)).code).toBe(403);
    expect(await count()).toBe(before + 1);
    expect((await ctx.teacher.delete(`/api/KnowledgeData/Review/${created.data.id}`)).code).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('company authorisation of a third-party app', () => {
  it('the app page is public; a teacher may look but not confirm; the school admin confirms only scopes the app asked for', async () => {
    const app = await ctx.server.anonymous.get('/api/Public/ThirdPartyApp/homework-cloud');
    expect(app.data).toMatchObject({ name: '作业云', scopes: ['org.basic', 'class.basic', 'teaching.stats', 'message.send'] });
    expect((await ctx.server.anonymous.get('/api/Public/ThirdPartyApp/nope')).code).toBe(404);
    const rowsOf = async () => JSON.stringify(await q(`SELECT organize_id, scopes, revoked_at FROM third_party_authorization WHERE app_id = 'homework-cloud' ORDER BY organize_id`));
    const before = await rowsOf();
    const seen = await ctx.teacher.get('/api/CompanyAuthorize/homework-cloud');
    expect(seen.data).toMatchObject({ organizeName: '城东第一中学', mayAuthorize: false, authorization: null });
    expect((await ctx.teacher.post('/api/CompanyAuthorize/homework-cloud', { scopes: ['org.basic'] })).code).toBe(403);
    expect((await ctx.school1.post('/api/CompanyAuthorize/homework-cloud', { scopes: ['user.contact'] })).code).toBe(400);
    expect((await ctx.school1.post('/api/CompanyAuthorize/homework-cloud', { scopes: [] })).code).toBe(400);
    expect(await rowsOf()).toBe(before);
    expect((await ctx.school1.post('/api/CompanyAuthorize/homework-cloud', { scopes: ['org.basic', 'class.basic'] })).code).toBe(200);
    const granted = await q(`SELECT organize_id, scopes FROM third_party_authorization WHERE app_id = 'homework-cloud' AND revoked_at IS NULL`);
    expect(granted).toEqual([{ organize_id: await orgOf('CDYZ'), scopes: ['org.basic', 'class.basic'] }]);
    // The other school's state is its own.
    expect((await ctx.school2.get('/api/CompanyAuthorize/homework-cloud')).data.authorization).toBeNull();
    expect((await ctx.teacher.delete('/api/CompanyAuthorize/homework-cloud')).code).toBe(403);
    expect((await ctx.school1.delete('/api/CompanyAuthorize/homework-cloud')).code).toBe(200);
    expect((await ctx.school1.get('/api/CompanyAuthorize/homework-cloud')).data.authorization).toBeNull();
  });
});
