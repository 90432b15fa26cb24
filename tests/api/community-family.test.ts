import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

// 家庭教育 (issue 17 item 2): review before publication, private drafts, sanitised bodies,
// favourites, reading counts and the parent view, all against the real server.

const ctx = serverForFile('admin', 'teacher', 'school1', 'school2', 'sysadmin');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;
const snapshot = async (id: string) => JSON.stringify(await q('SELECT * FROM fe_article WHERE id = $1', [id]));

const draft = (extra: Record<string, unknown> = {}) => ({
  title: '测试文章：陪孩子运动',
  summary: '每天一小时',
  bodyHtml: '<p>每天陪孩子运动一小时。</p>',
  category: 'health',
  ageGroup: 'primary',
  ...extra,
});

describe('family education articles', () => {
  it('a teacher submits an article; it is invisible to other users until the school admin approves it, then everyone reads it', async () => {
    const made = await ctx.teacher.post('/api/FamilyEducation/Article', draft({ submit: true }));
    expect(made.code).toBe(200);
    const id = made.data.id;
    // Pending: not in the public list, and another school's admin cannot even open it.
    const listed = await ctx.school2.get('/api/FamilyEducation/Article', { keyword: '陪孩子运动' });
    expect(listed.data.list).toHaveLength(0);
    expect((await ctx.school2.get(`/api/FamilyEducation/Article/${id}`)).code).toBe(404);
    // The teacher's own school admin sees it waiting for review.
    const queue = await ctx.school1.get('/api/FamilyEducation/Article', { view: 'review' });
    expect(queue.data.list.map((a: any) => a.id)).toContain(id);
    expect((await ctx.school2.get('/api/FamilyEducation/Article', { view: 'review' })).data.list.map((a: any) => a.id)).not.toContain(id);

    expect((await ctx.school1.post(`/api/FamilyEducation/Article/${id}/Actions/Review`, { approve: true })).code).toBe(200);
    const after = await ctx.school2.get('/api/FamilyEducation/Article', { keyword: '陪孩子运动' });
    expect(after.data.list.map((a: any) => a.id)).toEqual([id]);
    const read1 = await ctx.school2.get(`/api/FamilyEducation/Article/${id}`);
    const read2 = await ctx.sysadmin.get(`/api/FamilyEducation/Article/${id}`);
    expect(read2.data.readCount).toBe(read1.data.readCount + 1);
    // The same reader opening it again is still one read.
    await ctx.school2.get(`/api/FamilyEducation/Article/${id}`);
    expect((await q('SELECT read_count FROM fe_article WHERE id = $1', [id]))[0].read_count).toBe(2);
  });

  it('refuses a review by the author, by another school and of a draft, with the article unchanged', async () => {
    const id = (await ctx.teacher.post('/api/FamilyEducation/Article', draft({ submit: true }))).data.id;
    const before = await snapshot(id);
    expect((await ctx.teacher.post(`/api/FamilyEducation/Article/${id}/Actions/Review`, { approve: true })).code).toBe(403);
    expect((await ctx.school2.post(`/api/FamilyEducation/Article/${id}/Actions/Review`, { approve: true })).code).toBe(404);
    expect(await snapshot(id)).toBe(before);
    const d = (await ctx.teacher.post('/api/FamilyEducation/Article', draft())).data.id;
    const beforeDraft = await snapshot(d);
    expect((await ctx.school1.post(`/api/FamilyEducation/Article/${d}/Actions/Review`, { approve: true })).code).toBe(400);
    expect(await snapshot(d)).toBe(beforeDraft);
  });

  it('keeps a draft private: another user can neither read, edit, delete nor favourite it', async () => {
    const id = (await ctx.teacher.post('/api/FamilyEducation/Article', draft({ title: '私人草稿' }))).data.id;
    const before = await snapshot(id);
    expect((await ctx.school2.get(`/api/FamilyEducation/Article/${id}`)).code).toBe(404);
    expect((await ctx.school2.put(`/api/FamilyEducation/Article/${id}`, draft({ title: '被篡改' }))).code).toBe(404);
    expect((await ctx.school2.delete(`/api/FamilyEducation/Article/${id}`)).code).toBe(404);
    expect((await ctx.school2.post(`/api/FamilyEducation/Article/${id}/Favourite`)).code).toBe(404);
    // The school admin may see it in their school but not rewrite a teacher's words.
    expect((await ctx.school1.put(`/api/FamilyEducation/Article/${id}`, draft({ title: '被篡改' }))).code).toBe(403);
    expect(await snapshot(id)).toBe(before);
    expect((await q('SELECT count(*)::int AS n FROM fe_favourite WHERE article_id = $1', [id]))[0].n).toBe(0);
  });

  it('an edit of a published article takes it off the public list until it is approved again', async () => {
    const id = (await ctx.teacher.post('/api/FamilyEducation/Article', draft({ title: '再次审核的文章', submit: true }))).data.id;
    await ctx.school1.post(`/api/FamilyEducation/Article/${id}/Actions/Review`, { approve: true });
    expect((await ctx.teacher.put(`/api/FamilyEducation/Article/${id}`, draft({ title: '再次审核的文章', bodyHtml: '<p>改过的正文</p>', submit: true }))).code).toBe(200);
    expect((await q('SELECT state FROM fe_article WHERE id = $1', [id]))[0].state).toBe('pending');
    expect((await ctx.school2.get(`/api/FamilyEducation/Article/${id}`)).code).toBe(404);
  });

  it('stores a sanitised body and refuses unknown categories, script addresses for video, and foreign cover images', async () => {
    const count = async () => (await q('SELECT count(*)::int AS n FROM fe_article'))[0].n;
    const n = await count();
    const made = await ctx.teacher.post('/api/FamilyEducation/Article', draft({ bodyHtml: '<p onclick="alert(1)">好<script>alert(1)</script></p><img src="javascript:alert(1)">' }));
    const stored = (await q('SELECT body_html FROM fe_article WHERE id = $1', [made.data.id]))[0].body_html;
    expect(stored).not.toMatch(/script|onclick|javascript/i);
    expect(stored).toContain('好');
    for (const bad of [{ category: 'nope' }, { ageGroup: 'adult' }, { videoUrl: 'javascript:alert(1)' }, { coverUrl: 'https://evil.example/x.png' }, { bodyHtml: '<script>x</script>' }]) {
      const r = await ctx.teacher.post('/api/FamilyEducation/Article', draft(bad));
      expect(r.code).toBe(400);
    }
    expect(await count()).toBe(n + 1);
  });

  it('favourites are the caller’s own and show in their favourite list only', async () => {
    const first = (await ctx.teacher.get('/api/FamilyEducation/Article')).data.list[0];
    expect((await ctx.school2.post(`/api/FamilyEducation/Article/${first.id}/Favourite`)).code).toBe(200);
    expect((await ctx.school2.get('/api/FamilyEducation/Article', { view: 'favourite' })).data.list.map((a: any) => a.id)).toEqual([first.id]);
    expect((await ctx.teacher.get('/api/FamilyEducation/Article', { view: 'favourite' })).data.list).toHaveLength(0);
    expect((await ctx.school2.delete(`/api/FamilyEducation/Article/${first.id}/Favourite`)).code).toBe(200);
    expect((await ctx.school2.get('/api/FamilyEducation/Article', { view: 'favourite' })).data.list).toHaveLength(0);
  });

  it('filters by category and age group, and the parent view shows the child, the parent’s notices and articles for the child’s age', async () => {
    const r = await ctx.teacher.get('/api/FamilyEducation/Article', { category: 'talk', ageGroup: 'junior' });
    expect(r.data.list.length).toBeGreaterThan(0);
    expect(r.data.list.every((a: any) => a.category === 'talk' && a.ageGroup === 'junior' && a.state === 'published')).toBe(true);
    const child = await ctx.teacher.get('/api/FamilyEducation/Child');
    expect(child.data.children[0]).toMatchObject({ childName: '李子涵', className: '初一（3）班', ageGroup: 'junior' });
    expect(child.data.notices.length).toBeGreaterThan(0);
    expect(child.data.articles.length).toBeGreaterThan(0);
    expect(child.data.articles.every((a: any) => a.ageGroup === 'junior')).toBe(true);
  });

  it('needs the menu: an anonymous caller gets nothing', async () => {
    expect((await ctx.server.anonymous.get('/api/FamilyEducation/Article')).status).toBe(401);
  });
});
