import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

// 教师空间 / 教师工作室 (issue 17 item 3) and their public pages: what colleagues see, what the
// public sees (only what the teacher made public), and who may change a studio.

const ctx = serverForFile('teacher', 'school1', 'school2');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;
const idOf = async (account: string) => (await q<{ id: string }>('SELECT id FROM users WHERE account = $1', [account]))[0].id;
const studioId = async () => (await q<{ id: string }>(`SELECT id FROM teacher_studio WHERE name = '张晓燕名师工作室'`))[0].id;

describe('teacher space', () => {
  it('a colleague sees the teacher’s homepage: profile, honours, lessons, posts and studio', async () => {
    const r = await ctx.school2.get(`/api/TeacherSpace/Teacher/${await idOf('teacher')}`);
    expect(r.data.profile).toMatchObject({ realName: '张晓燕', subjects: '语文', title: '一级教师' });
    expect(r.data.profile.honours.length).toBe(3);
    expect(r.data.resources.length).toBe(4);
    expect(r.data.posts.length).toBeGreaterThan(0);
    expect(r.data.studios.map((s: any) => s.name)).toEqual(['张晓燕名师工作室']);
  });

  it('the public page without sign-in shows only public lessons and no posts; a private homepage does not exist', async () => {
    const pub = await ctx.server.anonymous.get(`/api/Public/TeacherSpace/${await idOf('teacher')}`);
    expect(pub.code).toBe(200);
    expect(pub.data.resources.map((x: any) => x.title).sort()).toEqual(['《背影》教学设计与课堂实录', '作文评价量表（记叙文）', '初一上册文言文字词梳理'].sort());
    expect(JSON.stringify(pub.data)).not.toMatch(/mobile|email|account|posts/);
    expect((await ctx.server.anonymous.get(`/api/Public/TeacherSpace/${await idOf('school1')}`)).code).toBe(404);
    const studio = await ctx.server.anonymous.get(`/api/Public/TeacherStudio/${await studioId()}`);
    expect(studio.data.name).toBe('张晓燕名师工作室');
    // Members without a public homepage are not named.
    const publicMembers = (await q(`SELECT count(*)::int AS n FROM teacher_studio_member m JOIN teacher_profile p ON p.user_id = m.user_id AND p.public_page WHERE m.studio_id = $1`, [await studioId()]))[0].n;
    expect(studio.data.members.length).toBe(publicMembers);
    expect(studio.data.resources.every((x: any) => x.title !== '《朝花夕拾》整本书阅读导读课')).toBe(true);
  });

  it('the homepage lists what the teacher shares from the network disk: the owner all, colleagues and the public only public links', async () => {
    const teacherId = await idOf('teacher');
    const own = await ctx.teacher.get(`/api/TeacherSpace/Teacher/${teacherId}`);
    expect(own.data.diskShares.map((d: any) => d.name).sort()).toEqual(['教学计划.txt', '期中复习提纲.md']);
    // 教学计划.txt is shared with one named colleague: the others are not told it exists.
    const colleague = await ctx.school2.get(`/api/TeacherSpace/Teacher/${teacherId}`);
    expect(colleague.data.diskShares.map((d: any) => d.name)).toEqual(['期中复习提纲.md']);
    expect(colleague.data.diskShares[0].link).toMatch(/^\/share\/[\w-]+$/);
    const pub = await ctx.server.anonymous.get(`/api/Public/TeacherSpace/${teacherId}`);
    expect(pub.data.diskShares.map((d: any) => d.name)).toEqual(['期中复习提纲.md']);
  });

  it('only the leader or the school’s admin changes a studio’s members; another school’s admin is refused and nothing changes', async () => {
    const sid = await studioId();
    const members = async () => JSON.stringify(await q('SELECT user_id FROM teacher_studio_member WHERE studio_id = $1 ORDER BY user_id', [sid]));
    const before = await members();
    const newcomer = await idOf('school2');
    expect((await ctx.school2.post(`/api/TeacherSpace/Studio/${sid}/Member`, { userId: newcomer })).code).toBe(403);
    expect((await ctx.school2.delete(`/api/TeacherSpace/Studio/${sid}/Member/${await idOf('teacher')}`)).code).toBe(403);
    expect(await members()).toBe(before);
    expect((await ctx.teacher.post(`/api/TeacherSpace/Studio/${sid}/Member`, { userId: newcomer })).code).toBe(200);
    expect((await ctx.school1.delete(`/api/TeacherSpace/Studio/${sid}/Member/${newcomer}`)).code).toBe(200);
    // The leader cannot be removed.
    expect((await ctx.school1.delete(`/api/TeacherSpace/Studio/${sid}/Member/${await idOf('teacher')}`)).code).toBe(403);
    expect(await members()).toBe(before);
  });

  it('resources: one’s own only; a studio share needs membership; script links are refused', async () => {
    const mine = (await ctx.teacher.post('/api/TeacherSpace/Resource', { kind: 'lesson', title: '新课例', url: 'https://res.example.edu.cn/a' })).data.id;
    const row = async () => JSON.stringify(await q('SELECT * FROM teacher_resource WHERE id = $1', [mine]));
    const before = await row();
    expect((await ctx.school1.delete(`/api/TeacherSpace/Resource/${mine}`)).code).toBe(403);
    expect(await row()).toBe(before);
    const n = (await q('SELECT count(*)::int AS n FROM teacher_resource'))[0].n;
    expect((await ctx.school2.post('/api/TeacherSpace/Resource', { kind: 'resource', title: '混进来', studioId: await studioId() })).code).toBe(404);
    expect((await ctx.teacher.post('/api/TeacherSpace/Resource', { kind: 'resource', title: '坏链接', url: 'javascript:alert(1)' })).code).toBe(400);
    expect((await q('SELECT count(*)::int AS n FROM teacher_resource'))[0].n).toBe(n);
    expect((await ctx.teacher.delete(`/api/TeacherSpace/Resource/${mine}`)).code).toBe(200);
  });

  it('a teacher edits their own profile and may make it public', async () => {
    expect((await ctx.school1.put('/api/TeacherSpace/Profile', { subjects: '数学', title: '高级教师', publicPage: true, honours: [{ year: '2023', name: '市骨干教师' }] })).code).toBe(200);
    const pub = await ctx.server.anonymous.get(`/api/Public/TeacherSpace/${await idOf('school1')}`);
    expect(pub.data.profile).toMatchObject({ subjects: '数学', honours: [{ year: '2023', name: '市骨干教师' }] });
  });
});
