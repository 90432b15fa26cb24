import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

// The public portal (/website) and public articles, read without sign-in: nothing private shows.

const ctx = serverForFile('teacher');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;

describe('public website', () => {
  it('shows the district’s schools, published articles and public teacher pages, and nothing else', async () => {
    const r = await ctx.server.anonymous.get('/api/Public/Website');
    expect(r.code).toBe(200);
    expect(r.data.district).toBe('城东区教育局');
    expect(r.data.schools.map((s: any) => s.fullName)).toContain('城东第一中学');
    const published = (await q(`SELECT id FROM fe_article WHERE state = 'published'`)).map((a: any) => a.id);
    expect(r.data.articles.length).toBeGreaterThan(0);
    for (const a of r.data.articles) expect(published).toContain(a.id);
    const privateTeachers = (await q('SELECT user_id FROM teacher_profile WHERE NOT public_page')).map((p: any) => p.user_id);
    for (const t of r.data.teachers) expect(privateTeachers).not.toContain(t.userId);
    expect(JSON.stringify(r.data)).not.toMatch(/mobile|email|account|password|期中考试安排/);
  });

  it('opens a published article without sign-in; a draft or pending article does not exist there', async () => {
    const [pub] = await q<{ id: string; read_count: number }>(`SELECT id, read_count FROM fe_article WHERE state = 'published' LIMIT 1`);
    const r = await ctx.server.anonymous.get(`/api/Public/Article/${pub.id}`);
    expect(r.code).toBe(200);
    expect(r.data.bodyHtml.length).toBeGreaterThan(0);
    for (const state of ['draft', 'pending']) {
      const [hidden] = await q<{ id: string }>('SELECT id FROM fe_article WHERE state = $1 LIMIT 1', [state]);
      expect((await ctx.server.anonymous.get(`/api/Public/Article/${hidden.id}`)).code).toBe(404);
    }
  });
});
