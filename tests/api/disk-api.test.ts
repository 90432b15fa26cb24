import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';
import { CHUNK_BYTES } from '../../contract/networkDisk/disk';
import { diskState, folderId, headMd5, md5, putChunk, sha256, upload } from './disk-helpers';
import { listSharedResources } from '../../server/networkDisk';
import { contentHashOfBytes } from '../../server/networkDisk/contentHash';

/*
 * Issue 17 item 1: the network disk as a teacher uses it, against the real server, reading the
 * database and the files back.
 */
const ctx = serverForFile('teacher', 'school1', 'admin');

async function download(url: string, headers: Record<string, string> = {}) {
  const r = await fetch(ctx.server.url + url, { headers });
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) };
}

describe('the seeded disk', () => {
  it('gives the teacher folders and files and their school a shared space', async () => {
    const mine = await ctx.teacher.get('/api/Disk/Folder', { space: 'user' });
    expect(mine.code).toBe(200);
    expect(mine.data.list.map((n: { name: string }) => n.name)).toEqual(expect.arrayContaining(['教学资料', '图片', '教研活动说明.pdf']));
    const school = await ctx.teacher.get('/api/Disk/Folder', { space: 'school' });
    expect(school.data.list.map((n: { name: string }) => n.name)).toContain('学校公共资料');
    const usage = await ctx.teacher.get('/api/Disk/Usage');
    expect(usage.data.userUsed).toBeGreaterThan(0);
    expect(usage.data.userQuota).toBeGreaterThan(usage.data.userUsed);
    // a seeded file downloads with its bytes
    const pics = await folderId(ctx.teacher, 'user', '图片');
    const list = await ctx.teacher.get('/api/Disk/Folder', { space: 'user', parentId: pics });
    const logo = list.data.list.find((n: { name: string }) => n.name === '校徽.png');
    const got = await download(`/api/Disk/Node/${logo.id}/Content`, { authorization: ctx.teacher.token! });
    expect(got.status).toBe(200);
    expect(got.bytes.subarray(1, 4).toString()).toBe('PNG');
  });
  it('lists the teacher’s shared resources for the teacher space', async () => {
    const [u] = await ctx.server.database.query<{ id: string }>("SELECT id FROM users WHERE account = 'teacher'");
    const list = await listSharedResources(ctx.server.database, u.id);
    expect(list.map((r) => r.name)).toEqual(expect.arrayContaining(['教学计划.txt', '期中复习提纲.md']));
    expect(list.find((r) => r.name === '期中复习提纲.md')?.link).toMatch(/^\/share\//);
  });
});

describe('chunked upload', () => {
  it('uploads a 25 MB file in three chunks sent out of order and reads it back with Range', async () => {
    const bytes = crypto.randomBytes(CHUNK_BYTES * 2 + 12345);
    const init = await ctx.teacher.post('/api/Disk/Upload', { space: 'user', name: '录像.mp4', size: bytes.length, headMd5: headMd5(bytes) });
    expect(init.code).toBe(200);
    expect(init.data.chunkCount).toBe(3);
    expect(init.data.proof).toBeNull();
    const id = init.data.id;
    const part = (i: number) => bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
    expect((await putChunk(ctx.teacher, id, 2, part(2))).code).toBe(200);
    expect((await putChunk(ctx.teacher, id, 0, part(0))).code).toBe(200);
    // asking again (a reload) lists what arrived
    const again = await ctx.teacher.post('/api/Disk/Upload', { space: 'user', name: '录像.mp4', size: bytes.length, headMd5: headMd5(bytes) });
    expect(again.data.id).toBe(id);
    expect(again.data.received).toEqual([0, 2]);
    expect((await putChunk(ctx.teacher, id, 1, part(1))).code).toBe(200);
    const done = await ctx.teacher.post(`/api/Disk/Upload/${id}/Complete`, {});
    expect(done.code).toBe(200);
    const [row] = await ctx.server.database.query<{ blob_hash: string; size: string }>('SELECT blob_hash, size::text FROM disk_node WHERE id = $1', [done.data.id]);
    expect(row.blob_hash).toBe(contentHashOfBytes(bytes));
    const whole = await download(`/api/Disk/Node/${done.data.id}/Content`, { authorization: ctx.teacher.token! });
    expect(sha256(whole.bytes)).toBe(sha256(bytes));
    const ranged = await download(`/api/Disk/Node/${done.data.id}/Content`, { authorization: ctx.teacher.token!, range: `bytes=${CHUNK_BYTES - 5}-${CHUNK_BYTES + 4}` });
    expect(ranged.status).toBe(206);
    expect(ranged.bytes.equals(bytes.subarray(CHUNK_BYTES - 5, CHUNK_BYTES + 5))).toBe(true);
    // nothing of the upload is left behind
    expect(await ctx.server.database.query('SELECT 1 FROM disk_upload WHERE id = $1', [id])).toHaveLength(0);
  });

  it('stores identical content once; a second copy is instant after the client proves it holds the bytes', async () => {
    const bytes = crypto.randomBytes(300_000);
    expect((await upload(ctx.teacher, { name: '原件.bin', bytes })).code).toBe(200);
    const init = await ctx.school1.post('/api/Disk/Upload', { space: 'user', name: '副本.bin', size: bytes.length, headMd5: headMd5(bytes) });
    expect(init.data.proof).not.toBeNull();
    const { nonce, offset, length } = init.data.proof;
    // The head MD5 alone is not enough: a wrong proof falls back to asking for the chunks.
    const guess = await ctx.school1.post(`/api/Disk/Upload/${init.data.id}/Complete`, { proof: md5(Buffer.from('guess')) });
    expect(guess.code).toBe(400);
    const proof = md5(Buffer.concat([Buffer.from(nonce), bytes.subarray(offset, offset + length)]));
    const done = await ctx.school1.post(`/api/Disk/Upload/${init.data.id}/Complete`, { proof });
    expect(done.code).toBe(200);
    expect(done.data.instant).toBe(true);
    const blobs = await ctx.server.database.query('SELECT 1 FROM disk_blob WHERE hash = $1', [contentHashOfBytes(bytes)]);
    expect(blobs).toHaveLength(1);
    const users = await ctx.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM disk_node WHERE blob_hash = $1', [contentHashOfBytes(bytes)]);
    expect(users[0].n).toBe(2);
  });

  it('uploads a whole folder: the relative path makes the folders', async () => {
    const r = await upload(ctx.teacher, { dirs: ['三年级资料', '第一单元'], name: '生字表.txt', bytes: Buffer.from('春 夏 秋 冬') });
    expect(r.code).toBe(200);
    const top = await folderId(ctx.teacher, 'user', '三年级资料');
    const unit = await folderId(ctx.teacher, 'user', '第一单元', top);
    const inside = await ctx.teacher.get('/api/Disk/Folder', { space: 'user', parentId: unit });
    expect(inside.data.list.map((n: { name: string }) => n.name)).toEqual(['生字表.txt']);
    expect(inside.data.path.map((c: { name: string }) => c.name)).toEqual(['三年级资料', '第一单元']);
  });
});

describe('folders, bin and search', () => {
  it('renames, copies, moves, deletes to the bin, restores and purges', async () => {
    const folder = await ctx.teacher.post('/api/Disk/Folder', { space: 'user', name: '备课' });
    expect(folder.code).toBe(200);
    const f = await upload(ctx.teacher, { parentId: folder.data.id, name: '教案.docx', bytes: Buffer.from('PK fake docx for the test') });
    const fileId = f.data.id;
    expect((await ctx.teacher.put(`/api/Disk/Node/${fileId}/Name`, { name: '教案（定稿）.docx' })).code).toBe(200);
    const copy = await ctx.teacher.post('/api/Disk/Node/Actions/Copy', { ids: [folder.data.id], space: 'user', parentId: await folderId(ctx.teacher, 'user', '教学资料') });
    expect(copy.code).toBe(200);
    const target = await ctx.teacher.post('/api/Disk/Folder', { space: 'user', name: '归档' });
    expect((await ctx.teacher.post('/api/Disk/Node/Actions/Move', { ids: [folder.data.id], space: 'user', parentId: target.data.id })).code).toBe(200);
    // a folder cannot go into itself
    const loop = await ctx.teacher.post('/api/Disk/Node/Actions/Move', { ids: [target.data.id], space: 'user', parentId: folder.data.id });
    expect(loop.code).toBe(400);
    expect(loop.msg).toBe('不能移动到自身或其子文件夹中');
    const found = await ctx.teacher.get('/api/Disk/Search', { keyword: '定稿' });
    expect(found.data.list).toHaveLength(2);
    const docs = await ctx.teacher.get('/api/Disk/Search', { kind: 'doc' });
    expect(docs.data.list.length).toBeGreaterThanOrEqual(2);
    // the zip of the folder streams its files
    const url = await ctx.teacher.get(`/api/Disk/Node/${target.data.id}/Url`);
    const zip = await download(url.data.url);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.bytes.includes(Buffer.from('归档/备课/教案（定稿）.docx'))).toBe(true);

    expect((await ctx.teacher.post('/api/Disk/Node/Actions/Delete', { ids: [target.data.id] })).code).toBe(200);
    const bin = await ctx.teacher.get('/api/Disk/Recycle');
    expect(bin.data.list.map((b: { name: string }) => b.name)).toContain('归档');
    expect((await ctx.teacher.get('/api/Disk/Search', { keyword: '定稿' })).data.list).toHaveLength(1);
    expect((await ctx.teacher.post('/api/Disk/Recycle/Actions/Restore', { ids: [target.data.id] })).code).toBe(200);
    expect((await ctx.teacher.get('/api/Disk/Search', { keyword: '定稿' })).data.list).toHaveLength(2);
    // purge: the rows go; the content stays while the copy still uses it
    await ctx.teacher.post('/api/Disk/Node/Actions/Delete', { ids: [target.data.id] });
    expect((await ctx.teacher.post('/api/Disk/Recycle/Actions/Purge', { ids: [target.data.id] })).code).toBe(200);
    expect(await ctx.server.database.query('SELECT 1 FROM disk_node WHERE id = $1', [fileId])).toHaveLength(0);
    const before = await diskState(ctx.server);
    expect(before.blobs.length).toBeGreaterThan(0);
  });
});

describe('shares', () => {
  it('shares with a colleague who then reads it, and by a link with a code that locks after five wrong tries', async () => {
    const [colleague] = await ctx.server.database.query<{ id: string; account: string }>(
      "SELECT u.id, u.account FROM users u JOIN users t ON t.account = 'teacher' AND t.organize_id = u.organize_id WHERE u.account = 'school1'",
    );
    const file = await upload(ctx.teacher, { name: '共享讲义.txt', bytes: Buffer.from('shared handout') });
    const shared = await ctx.teacher.post('/api/Disk/Share', { nodeId: file.data.id, kind: 'user', userIds: [colleague.id], permission: 'read' });
    expect(shared.code).toBe(200);
    const seen = await ctx.school1.get('/api/Disk/SharedWithMe');
    expect(seen.data.list.map((n: { name: string }) => n.name)).toContain('共享讲义.txt');
    // read-only: the colleague cannot rename it
    const rename = await ctx.school1.put(`/api/Disk/Node/${file.data.id}/Name`, { name: 'mine.txt' });
    expect(rename.code).toBe(403);

    const link = await ctx.teacher.post('/api/Disk/Share', { nodeId: file.data.id, kind: 'link', code: 'ab12', expireDays: 7 });
    const token = link.data.token;
    const info = await ctx.server.anonymous.get(`/api/Disk/Public/${token}`);
    expect(info.data).toMatchObject({ name: '共享讲义.txt', needCode: true });
    const ok = await ctx.server.anonymous.post(`/api/Disk/Public/${token}/Access`, { code: 'AB12' });
    expect(ok.code).toBe(200);
    expect((await download(ok.data.url)).bytes.toString()).toBe('shared handout');
    for (let i = 4; i >= 1; i--) {
      const wrong = await ctx.server.anonymous.post(`/api/Disk/Public/${token}/Access`, { code: 'zzzz' });
      expect(wrong.msg).toBe(`提取码错误，还可尝试 ${i} 次`);
    }
    const fifth = await ctx.server.anonymous.post(`/api/Disk/Public/${token}/Access`, { code: 'zzzz' });
    expect(fifth.msg).toBe('提取码错误次数过多，此链接已锁定');
    // locked: even the right code no longer opens it, and a ticket already handed out stops working
    const right = await ctx.server.anonymous.post(`/api/Disk/Public/${token}/Access`, { code: 'ab12' });
    expect(right.code).toBe(403);
    expect((await download(ok.data.url)).status).toBe(403);
  });

  it('an expired link answers that it expired and hands out nothing', async () => {
    const file = await upload(ctx.teacher, { name: '过期.txt', bytes: Buffer.from('old') });
    const link = await ctx.teacher.post('/api/Disk/Share', { nodeId: file.data.id, kind: 'link', expireDays: 1 });
    await ctx.server.database.query("UPDATE disk_share SET expires_at = now() - interval '1 minute' WHERE token = $1", [link.data.token]);
    const r = await ctx.server.anonymous.post(`/api/Disk/Public/${link.data.token}/Access`, {});
    expect(r.code).toBe(404);
    expect(r.msg).toBe('分享链接已过期');
  });
});
