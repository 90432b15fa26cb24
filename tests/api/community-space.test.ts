import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

// 个人空间 (issue 17 item 4): posts, likes, comments, follows, friends, the feed and moderation by
// the school's own admins, as real requests against the real server.

const ctx = serverForFile('admin', 'teacher', 'school1', 'school2');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;
const idOf = async (account: string) => (await q<{ id: string }>('SELECT id FROM users WHERE account = $1', [account]))[0].id;
const postRow = async (id: string) => JSON.stringify(await q('SELECT * FROM space_post WHERE id = $1', [id]));

describe('personal space', () => {
  it('a teacher follows school2’s admin and sees their new post in the feed; unfollowing removes it', async () => {
    const them = await idOf('school2');
    const post = await ctx.school2.post('/api/Space/Post', { content: '今天的升旗仪式很精彩' });
    expect(post.code).toBe(200);
    const feed = async () => (await ctx.teacher.get('/api/Space/Post', { view: 'feed', pageSize: 50 })).data.list.map((p: any) => p.id);
    expect(await feed()).not.toContain(post.data.id);
    expect((await ctx.teacher.post(`/api/Space/Follow/${them}`)).code).toBe(200);
    expect(await feed()).toContain(post.data.id);
    const attention = await ctx.teacher.get('/api/Space/People', { view: 'attention', pageSize: 50 });
    expect(attention.data.list.find((p: any) => p.id === them)).toMatchObject({ followed: true, followsMe: false });
    expect((await ctx.school2.get('/api/Space/People', { view: 'followers' })).data.list.map((p: any) => p.id)).toContain(await idOf('teacher'));
    expect((await ctx.teacher.delete(`/api/Space/Follow/${them}`)).code).toBe(200);
    expect(await feed()).not.toContain(post.data.id);
  });

  it('friends are mutual follows', async () => {
    const me = await idOf('teacher');
    const friends = await ctx.teacher.get('/api/Space/People', { view: 'friends' });
    expect(friends.data.list.length).toBeGreaterThan(0);
    for (const f of friends.data.list) expect(f).toMatchObject({ followed: true, followsMe: true });
    const n = (await q('SELECT count(*)::int AS n FROM space_follow a JOIN space_follow b ON b.follower_id = a.followee_id AND b.followee_id = a.follower_id WHERE a.follower_id = $1', [me]))[0].n;
    expect(friends.data.pagination.total).toBe(n);
    expect((await ctx.teacher.post(`/api/Space/Follow/${me}`)).code).toBe(400);
  });

  it('likes and comments show on the post; a comment by someone else cannot be deleted by a third user', async () => {
    const id = (await ctx.teacher.post('/api/Space/Post', { content: '分享一张照片' })).data.id;
    expect((await ctx.school1.post(`/api/Space/Post/${id}/Like`)).code).toBe(200);
    expect((await ctx.school1.post(`/api/Space/Post/${id}/Like`)).code).toBe(200); // twice counts once
    const c = await ctx.school1.post(`/api/Space/Post/${id}/Comment`, { content: '拍得真好' });
    const mine = (await ctx.teacher.get('/api/Space/Post', { view: 'home' })).data.list.find((p: any) => p.id === id);
    expect(mine).toMatchObject({ likeCount: 1, commentCount: 1 });
    expect(mine.comments[0]).toMatchObject({ content: '拍得真好' });
    expect((await ctx.school2.delete(`/api/Space/Comment/${c.data.id}`)).code).toBe(403);
    expect((await q('SELECT count(*)::int AS n FROM space_comment WHERE id = $1', [c.data.id]))[0].n).toBe(1);
    // The post's author may clear comments on their own page.
    expect((await ctx.teacher.delete(`/api/Space/Comment/${c.data.id}`)).code).toBe(200);
  });

  it('a school admin hides a post of their school: others stop seeing it, the author sees it marked, another school’s admin cannot touch it', async () => {
    const id = (await ctx.teacher.post('/api/Space/Post', { content: '不当内容示例' })).data.id;
    // Another school's admin may not moderate it, and nothing changes.
    const before = await postRow(id);
    expect((await ctx.school2.post(`/api/Space/Post/${id}/Actions/Hide`, { hidden: true })).code).toBe(403);
    expect(await postRow(id)).toBe(before);
    // Nor may the teacher (not an admin) hide it.
    expect((await ctx.teacher.post(`/api/Space/Post/${id}/Actions/Hide`, { hidden: true })).code).toBe(403);
    expect(await postRow(id)).toBe(before);

    expect((await ctx.school1.post(`/api/Space/Post/${id}/Actions/Hide`, { hidden: true })).code).toBe(200);
    const others = (await ctx.school2.get('/api/Space/Post', { view: 'all', pageSize: 100 })).data.list.map((p: any) => p.id);
    expect(others).not.toContain(id);
    const own = (await ctx.teacher.get('/api/Space/Post', { view: 'home' })).data.list.find((p: any) => p.id === id);
    expect(own.hidden).toBe(true);
    // A hidden post is out of reach for everyone else: no like, no comment, no un-hiding from another school.
    const hidden = await postRow(id);
    expect((await ctx.school2.post(`/api/Space/Post/${id}/Like`)).code).toBe(404);
    expect((await ctx.school2.post(`/api/Space/Post/${id}/Comment`, { content: 'x' })).code).toBe(404);
    expect((await ctx.school2.post(`/api/Space/Post/${id}/Actions/Hide`, { hidden: false })).code).toBe(404);
    expect(await postRow(id)).toBe(hidden);
    expect((await q('SELECT count(*)::int AS n FROM space_like WHERE post_id = $1', [id]))[0].n).toBe(0);
  });

  it('only the author deletes a post; images must be our own uploads; an empty post is refused', async () => {
    const id = (await ctx.teacher.post('/api/Space/Post', { content: '留着' })).data.id;
    const before = await postRow(id);
    expect((await ctx.school1.delete(`/api/Space/Post/${id}`)).code).toBe(403);
    expect(await postRow(id)).toBe(before);
    const n = (await q('SELECT count(*)::int AS n FROM space_post'))[0].n;
    expect((await ctx.teacher.post('/api/Space/Post', { content: '   ' })).code).toBe(400);
    expect((await ctx.teacher.post('/api/Space/Post', { content: 'x', images: ['https://evil.example/a.png'] })).code).toBe(400);
    expect((await ctx.teacher.post('/api/Space/Post', { content: 'x', images: ['/api/Common/Image/image/../../../etc/passwd'] })).code).toBe(400);
    expect((await q('SELECT count(*)::int AS n FROM space_post'))[0].n).toBe(n);
  });

  it('active users are those who posted or commented lately, most active first; the profile shows counts', async () => {
    const active = await ctx.teacher.get('/api/Space/People', { view: 'active' });
    expect(active.data.list[0].id).toBe(await idOf('teacher'));
    const me = await ctx.school1.get(`/api/Space/Profile/${await idOf('teacher')}`);
    expect(me.data.realName).toBe('张晓燕');
    expect(me.data.postCount).toBeGreaterThan(0);
    expect((await ctx.school1.get('/api/Space/Profile/nobody')).code).toBe(404);
  });
});
