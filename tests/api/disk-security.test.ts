import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForFile, startServer, type Client, type TestServer } from '../support/server';
import { CHUNK_BYTES } from '../../contract/networkDisk/disk';
import { diskState, folderId, headMd5, md5, putChunk, upload } from './disk-helpers';

/*
 * Issue 17: the network disk under attack and bad input, as real requests. Each refusal is checked
 * together with the database rows and the files under DATA_DIR/disk: nothing changed.
 */
const ctx = serverForFile('teacher', 'school1', 'school2');

/** Runs the attack and asserts that no disk row and no stored file changed. */
async function unchanged<T>(attack: () => Promise<T>): Promise<T> {
  const before = await diskState(ctx.server);
  const result = await attack();
  expect(await diskState(ctx.server)).toEqual(before);
  return result;
}

describe('path tricks in names', () => {
  const tricks: [string, string][] = [
    ['..', '名称不能是 . 或 ..'],
    ['.', '名称不能是 . 或 ..'],
    ['../../etc/passwd', '名称不能包含 / \\ 或控制字符'],
    ['a/b', '名称不能包含 / \\ 或控制字符'],
    ['..\\..\\boot.ini', '名称不能包含 / \\ 或控制字符'],
    ['bad\u0000.txt', '名称不能包含 / \\ 或控制字符'],
    ['   ', '名称不能为空'],
  ];
  it.each(tricks)('refuses %j as a folder, a new name, a file and a folder of an upload', async (name, msg) => {
    const file = (await ctx.teacher.get('/api/Disk/Folder', { space: 'user' })).data.list.find((n: { isFolder: boolean }) => !n.isFolder);
    const bytes = Buffer.from('x');
    for (const attack of [
      () => ctx.teacher.post('/api/Disk/Folder', { space: 'user', name }),
      () => ctx.teacher.put(`/api/Disk/Node/${file.id}/Name`, { name }),
      () => ctx.teacher.post('/api/Disk/Upload', { space: 'user', name, size: 1, headMd5: md5(bytes) }),
      () => ctx.teacher.post('/api/Disk/Upload', { space: 'user', dirs: ['ok', name], name: 'a.txt', size: 1, headMd5: md5(bytes) }),
    ]) {
      const r = await unchanged(attack);
      expect(r.code).toBe(400);
      expect(r.msg).toBe(msg);
    }
  });
});

describe('bad uploads', () => {
  it('refuses a 0-byte file', async () => {
    const r = await unchanged(() => ctx.teacher.post('/api/Disk/Upload', { space: 'user', name: 'empty.txt', size: 0, headMd5: md5(Buffer.alloc(0)) }));
    expect(r.code).toBe(400);
    expect(r.msg).toBe('不能上传空文件（0 字节）');
  });

  it('refuses a chunk with a wrong index, a wrong size or wrong bytes, and completing before every chunk arrived', async () => {
    const bytes = crypto.randomBytes(CHUNK_BYTES + 1000);
    const init = await ctx.teacher.post('/api/Disk/Upload', { space: 'user', name: '坏分片.bin', size: bytes.length, headMd5: headMd5(bytes) });
    const id = init.data.id;
    const first = bytes.subarray(0, CHUNK_BYTES);
    const last = bytes.subarray(CHUNK_BYTES);

    const index = await unchanged(() => putChunk(ctx.teacher, id, 2, last));
    expect(index).toMatchObject({ code: 400, msg: '分片序号不正确：应为 0 到 1' });
    const short = await unchanged(() => putChunk(ctx.teacher, id, 1, last.subarray(1)));
    expect(short).toMatchObject({ code: 400, msg: '分片大小不正确：第 1 片应为 1000 字节' });
    const long = await unchanged(() => putChunk(ctx.teacher, id, 1, Buffer.concat([last, Buffer.from('!')])));
    expect(long).toMatchObject({ code: 400, msg: '分片大小不正确：第 1 片应为 1000 字节' });
    // the last chunk's bytes where the first belongs: its MD5 is not the head the upload was opened with
    const swapped = await unchanged(() => putChunk(ctx.teacher, id, 0, Buffer.concat([last, first.subarray(1000)])));
    expect(swapped).toMatchObject({ code: 400, msg: '分片内容校验失败（校验值不符），请重传此分片' });
    // bytes that are not the ones the client hashed (changed on the way)
    const tampered = Buffer.from(last);
    tampered[0] ^= 0xff;
    const lied = await unchanged(() => putChunk(ctx.teacher, id, 1, tampered, md5(last)));
    expect(lied).toMatchObject({ code: 400, msg: '分片内容校验失败（校验值不符），请重传此分片' });
    // the same with the SHA-256 claim browsers send, and with no claim at all
    const sha = crypto.createHash('sha256').update(last).digest('hex');
    const send = (query: string) => ctx.teacher.raw(`/api/Disk/Upload/${id}/Chunk/1?${query}`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: new Blob([new Uint8Array(tampered)]) }).then((r) => r.json());
    expect(await unchanged(() => send(`sha256=${sha}`))).toMatchObject({ code: 400, msg: '分片内容校验失败（校验值不符），请重传此分片' });
    expect((await unchanged(() => send(''))).code).toBe(400);
    // chunk 1 arrives, chunk 0 does not: completing now is refused and makes no file
    expect((await putChunk(ctx.teacher, id, 1, last)).code).toBe(200);
    const early = await unchanged(() => ctx.teacher.post(`/api/Disk/Upload/${id}/Complete`, {}));
    expect(early).toMatchObject({ code: 400, msg: '还有 1 个分片未上传，无法完成' });
    expect((await putChunk(ctx.teacher, id, 0, first)).code).toBe(200);
    expect((await ctx.teacher.post(`/api/Disk/Upload/${id}/Complete`, {})).code).toBe(200);
  });

  it('another user cannot send chunks into, complete or cancel someone else’s upload', async () => {
    const bytes = Buffer.from('private upload');
    const init = await ctx.teacher.post('/api/Disk/Upload', { space: 'user', name: '私有.txt', size: bytes.length, headMd5: md5(bytes) });
    const id = init.data.id;
    for (const attack of [
      () => putChunk(ctx.school1, id, 0, bytes),
      () => ctx.school1.post(`/api/Disk/Upload/${id}/Complete`, {}),
      () => ctx.school1.delete(`/api/Disk/Upload/${id}`),
    ]) {
      const r = await unchanged(attack);
      expect(r.code).toBe(404);
      expect(r.msg).toBe('上传任务不存在或已结束');
    }
    await ctx.teacher.delete(`/api/Disk/Upload/${id}`);
  });

  it('refuses a name already in the folder before any byte is sent', async () => {
    const r = await unchanged(() => ctx.teacher.post('/api/Disk/Upload', { space: 'user', name: '教学资料', size: 3, headMd5: md5(Buffer.from('abc')) }));
    expect(r).toMatchObject({ code: 409, msg: '此位置已有同名文件或文件夹：教学资料' });
  });
});

describe('another school’s disk', () => {
  it('answers not found for every read and write of another school’s folder and another teacher’s file', async () => {
    // school2 is 城东实验小学; teacher and school1 are 城东第一中学
    const schoolFolder = await folderId(ctx.teacher, 'school', '学校公共资料');
    const personal = await folderId(ctx.teacher, 'user', '教学资料');
    const own = await folderId(ctx.school2, 'user', '教学资料');
    for (const target of [schoolFolder, personal]) {
      for (const attack of [
        () => ctx.school2.get('/api/Disk/Folder', { space: 'school', parentId: target }),
        () => ctx.school2.get(`/api/Disk/Node/${target}/Url`),
        () => ctx.school2.put(`/api/Disk/Node/${target}/Name`, { name: '已被改名' }),
        () => ctx.school2.post('/api/Disk/Node/Actions/Delete', { ids: [target] }),
        () => ctx.school2.post('/api/Disk/Node/Actions/Move', { ids: [target], space: 'user', parentId: own }),
        () => ctx.school2.post('/api/Disk/Node/Actions/Copy', { ids: [target], space: 'user', parentId: own }),
        () => ctx.school2.post('/api/Disk/Folder', { space: 'school', parentId: target, name: '入侵' }),
        () => ctx.school2.post('/api/Disk/Upload', { space: 'school', parentId: target, name: 'x.txt', size: 1, headMd5: md5(Buffer.from('x')) }),
        () => ctx.school2.post('/api/Disk/Share', { nodeId: target, kind: 'link' }),
        () => ctx.school2.post('/api/Disk/Recycle/Actions/Purge', { ids: [target] }),
      ]) {
        const r = await unchanged(attack);
        expect(r.code, JSON.stringify(r)).toBe(404);
      }
      // the bytes route with the attacker's own session, and with a forged ticket
      const raw = await ctx.school2.raw(`/api/Disk/Node/${target}/Content`);
      expect(raw.status).toBe(404);
      const forged = await ctx.server.anonymous.raw(`/api/Disk/Node/${target}/Content?ticket=${Date.now() + 60_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
      expect(forged.status).toBe(401);
    }
    // their own school space is their own school's
    const theirs = await ctx.school2.get('/api/Disk/Folder', { space: 'school' });
    expect(theirs.data.list.map((n: { id: string }) => n.id)).not.toContain(schoolFolder);
    // search sees only one's own spaces
    const found = await ctx.school2.get('/api/Disk/Search', { keyword: '通知模板' });
    const ids = found.data.list.map((n: { ownerId: string }) => n.ownerId);
    const [t] = await ctx.server.database.query<{ organize_id: string }>("SELECT organize_id FROM users WHERE account = 'teacher'");
    expect(ids).not.toContain(t.organize_id);
  });

  it('shares only with colleagues of one’s own school; only the owner shares or unshares', async () => {
    const [other] = await ctx.server.database.query<{ id: string }>("SELECT id FROM users WHERE account = 'school2'");
    const file = (await ctx.teacher.get('/api/Disk/Folder', { space: 'user' })).data.list.find((n: { isFolder: boolean }) => !n.isFolder);
    const outside = await unchanged(() => ctx.teacher.post('/api/Disk/Share', { nodeId: file.id, kind: 'user', userIds: [other.id], permission: 'edit' }));
    expect(outside).toMatchObject({ code: 400, msg: '只能分享给本校同事' });
    const [colleague] = await ctx.server.database.query<{ id: string }>("SELECT id FROM users WHERE account = 'school1'");
    await ctx.teacher.post('/api/Disk/Share', { nodeId: file.id, kind: 'user', userIds: [colleague.id], permission: 'read' });
    // a reader cannot pass it on by link, nor remove the teacher's shares
    const reshare = await unchanged(() => ctx.school1.post('/api/Disk/Share', { nodeId: file.id, kind: 'link' }));
    expect(reshare.code).toBe(403);
    const [share] = await ctx.server.database.query<{ id: string }>('SELECT id FROM disk_share WHERE node_id = $1 LIMIT 1', [file.id]);
    const unshare = await unchanged(() => ctx.school2.delete(`/api/Disk/Share/${share.id}`));
    expect(unshare.code).toBe(404);
  });
});

describe('quotas', () => {
  let server: TestServer;
  let teacher: Client;
  beforeAll(async () => {
    server = await startServer({ DISK_USER_QUOTA_MB: '1', DISK_SCHOOL_QUOTA_MB: '0' });
    teacher = await server.login('teacher');
  });
  afterAll(() => server?.close());

  it('refuses a file over the personal quota before any byte is written, naming the numbers', async () => {
    const before = await diskState(server);
    const r = await teacher.post('/api/Disk/Upload', { space: 'user', name: '大文件.mp4', size: 2 * 1024 * 1024, headMd5: md5(Buffer.from('x')) });
    expect(r.code).toBe(413);
    expect(r.msg).toMatch(/^个人空间不足：已用 [\d.]+ KB，上限 1\.0 MB，还需 2\.0 MB$/);
    expect(await diskState(server)).toEqual(before);
  });

  it('counts the uploads in progress and refuses a copy that would pass the quota', async () => {
    const small = crypto.randomBytes(600 * 1024);
    const first = await upload(teacher, { name: 'a.bin', bytes: small });
    expect(first.code).toBe(200);
    const before = await diskState(server);
    const copy = await teacher.post('/api/Disk/Node/Actions/Copy', { ids: [first.data.id], space: 'user', parentId: null });
    expect(copy.code).toBe(413);
    expect(await diskState(server)).toEqual(before);
    const second = await teacher.post('/api/Disk/Upload', { space: 'user', name: 'b.bin', size: small.length, headMd5: md5(small) });
    expect(second.code).toBe(413);
    expect(await diskState(server)).toEqual(before);
  });

  it('uploads announced at the same moment cannot together pass the quota: only one of five that each fit alone starts', async () => {
    const usage = (await teacher.get('/api/Disk/Usage')).data;
    const each = Math.floor((usage.userQuota - usage.userUsed) / 2) + 1;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => teacher.post('/api/Disk/Upload', { space: 'user', name: `同时${i}.bin`, size: each, headMd5: md5(Buffer.from(`同时${i}`)) })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 413, 413, 413, 413]);
    // Leave the room as it was for the next case.
    const started = answers.find((a) => a.code === 200)!.data.id;
    await server.database.query('DELETE FROM disk_upload WHERE id = $1', [started]);
  });

  it('follows 系统配置 over the environment: a larger quota saved there lets the same file in', async () => {
    const admin = await server.login('admin');
    expect((await admin.put('/api/System/SysConfig', { diskUserQuotaMb: 5 })).code).toBe(200);
    const r = await teacher.post('/api/Disk/Upload', { space: 'user', name: '大文件.mp4', size: 2 * 1024 * 1024, headMd5: md5(Buffer.from('x')) });
    expect(r.code).toBe(200);
    expect((await teacher.get('/api/Disk/Usage')).data.userQuota).toBe(5 * 1024 * 1024);
  });
});
