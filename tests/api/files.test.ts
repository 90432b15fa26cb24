import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Client, serverForFile } from '../support/server';

const ctx = serverForFile('admin', 'teacher', 'school1');

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n% test document\n');

async function upload(c: Client, type: string, files: { name: string; bytes: Buffer; field?: string }[]) {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await c.raw(`/api/Common/Upload/${type}`, { method: 'POST', body: form });
  const json = await res.json();
  return { status: res.status, ...json };
}

describe('upload', () => {
  it('stores an image under a generated name and answers name, url and fileId', async () => {
    const r = await upload(ctx.teacher, 'image', [{ name: '班级合影.png', bytes: PNG }]);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ name: '班级合影.png' });
    expect(r.data.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.data.url).toMatch(new RegExp(`^/api/Common/Image/image/${r.data.fileId}\\.png\\?s=`));
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    expect(fs.existsSync(path.join(ctx.server.config.dataDir, 'files', 'image', month, `${r.data.fileId}.png`))).toBe(true);
    // The signed url loads in an <img> without the header; without the signature it needs a session.
    const signed = await fetch(ctx.server.url + r.data.url);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(signed.headers.get('x-content-type-options')).toBe('nosniff');
    const bare = r.data.url.split('?')[0];
    expect((await fetch(ctx.server.url + bare)).status).toBe(401);
    expect((await ctx.school1.raw(bare)).status).toBe(200);
    expect((await fetch(ctx.server.url + bare + '?s=' + 'A'.repeat(32))).status).toBe(401);
  });

  it('checks content by magic bytes, not by the name', async () => {
    const fake = await upload(ctx.teacher, 'image', [{ name: 'photo.png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }]);
    expect(fake.code).toBe(400);
    expect(fake.msg).toBe('文件类型不允许上传');
    const mismatch = await upload(ctx.teacher, 'image', [{ name: 'photo.jpg', bytes: PNG }]);
    expect(mismatch.code).toBe(400);
    for (const name of ['x.svg', 'x.html', 'x.js', 'x.exe', 'noextension']) {
      expect((await upload(ctx.teacher, 'annex', [{ name, bytes: PDF }])).code, name).toBe(400);
    }
    expect((await upload(ctx.teacher, 'annex', [{ name: '报告.pdf', bytes: PDF }])).code).toBe(200);
    expect((await upload(ctx.teacher, 'import', [{ name: 'x.pdf', bytes: PDF }])).code).toBe(400);
  });

  it('enforces the per-type size limit with the spec message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const r = await upload(ctx.teacher, 'avatar', [{ name: 'me.png', bytes: big }]);
    expect(r.code).toBe(413);
    expect(r.msg).toBe('File size exceeds 2MB');
    expect((await upload(ctx.teacher, 'image', [{ name: 'me.png', bytes: big }])).code).toBe(200);
  });

  it('takes one file per request, in the field named file', async () => {
    const two = await upload(ctx.teacher, 'annex', [{ name: 'a.pdf', bytes: PDF }, { name: 'b.pdf', bytes: PDF }]);
    expect(two.code).toBe(400);
    const wrongField = await upload(ctx.teacher, 'annex', [{ name: 'a.pdf', bytes: PDF, field: 'upload' }]);
    expect(wrongField.code).toBe(400);
    expect(wrongField.msg).toBe('请选择要上传的文件');
    expect((await upload(ctx.teacher, 'nosuchtype', [{ name: 'a.pdf', bytes: PDF }])).msg).toBe('不支持的上传类型');
    expect((await upload(ctx.server.anonymous, 'annex', [{ name: 'a.pdf', bytes: PDF }])).code).toBe(602);
  });

  it('never uses the client name as a path', async () => {
    const r = await upload(ctx.teacher, 'annex', [{ name: '../../../evil.pdf', bytes: PDF }]);
    expect(r.code).toBe(200);
    expect(r.data.name).toBe('evil.pdf');
    expect(fs.existsSync(path.join(ctx.server.config.dataDir, 'evil.pdf'))).toBe(false);
    expect(fs.existsSync(path.resolve(ctx.server.config.dataDir, '..', 'evil.pdf'))).toBe(false);
  });
});

describe('download', () => {
  it('serves the owner with the original name (RFC 5987) and hides it from others', async () => {
    const up = await upload(ctx.teacher, 'annex', [{ name: '课程表 (初一).pdf', bytes: PDF }]);
    const res = await ctx.teacher.raw(`/api/Common/Download/annex/${up.data.fileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="___ (__).pdf"; filename*=UTF-8''%E8%AF%BE%E7%A8%8B%E8%A1%A8%20%28%E5%88%9D%E4%B8%80%29.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await ctx.school1.raw(`/api/Common/Download/annex/${up.data.fileId}`)).status).toBe(404);
    expect((await fetch(`${ctx.server.url}/api/Common/Download/annex/${up.data.fileId}`)).status).toBe(401);
    // The type in the URL must be the file's own.
    expect((await ctx.teacher.raw(`/api/Common/Download/image/${up.data.fileId}`)).status).toBe(404);
  });

  it('lets the recipients of a notice download its attachment, through a ticketed url', async () => {
    const up = await upload(ctx.admin, 'noticeFile', [{ name: '考场安排.pdf', bytes: PDF }]);
    const teacherId = (await ctx.admin.get('/api/Permission/Users', { keyword: 'teacher' })).data.list.find((u: any) => u.account === 'teacher').id;
    const n = await ctx.admin.post('/api/System/Message/CreateNotice', {
      title: '考场安排', attachments: [{ fileId: up.data.fileId, fullName: 'ignored.exe', fileSize: 1 }], recipients: { userIds: [teacherId] },
    });
    expect((await ctx.admin.get(`/api/System/Message/GetDetail/${n.data.id}`)).data.attachments).toEqual([
      { fileId: up.data.fileId, fullName: '考场安排.pdf', fileSize: PDF.length },
    ]);
    // Not yet released: the ctx.teacher may not read it.
    const early = await ctx.teacher.get(`/api/Common/Download/Url/noticeFile/${up.data.fileId}`);
    expect(early.code, JSON.stringify(early)).toBe(404);
    await ctx.admin.put(`/api/System/Message/${n.data.id}/Actions/Release`);
    const info = await ctx.teacher.get(`/api/System/Message/ReadInfo/${n.data.id}`);
    expect(info.data.messageFileList).toEqual([{ filePath: up.data.fileId, fullName: '考场安排.pdf', fileSize: PDF.length }]);
    const link = await ctx.teacher.get(`/api/Common/Download/Url/noticeFile/${info.data.messageFileList[0].filePath}`);
    expect(link.code).toBe(200);
    const file = await fetch(ctx.server.url + link.data.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // A forged or altered ticket is worthless.
    const forged = link.data.url.replace(/ticket=(\d+)\./, (_: string, exp: string) => `ticket=${Number(exp) + 1000}.`);
    expect((await fetch(ctx.server.url + forged)).status).toBe(401);
    // ctx.school1 is not a recipient.
    expect((await ctx.school1.get(`/api/Common/Download/Url/noticeFile/${up.data.fileId}`)).code).toBe(404);
  });

  it.each([
    '/api/Common/Download/annex/..%2f..%2fadmin-password.txt',
    '/api/Common/Download/annex/%2e%2e%2f%2e%2e%2fadmin-password.txt',
    '/api/Common/Download/annex/%252e%252e%252fadmin-password.txt',
    '/api/Common/Download/annex/%2fetc%2fpasswd',
    '/api/Common/Download/annex//etc/passwd',
    '/api/Common/Download/annex/..\\..\\admin-password.txt',
    '/api/Common/Download/annex/00000000-0000-4000-8000-000000000000%00.pdf',
    '/api/Common/Download/Url/annex/..%2f..%2fadmin-password.txt',
    '/api/Common/Image/IM/..%2f..%2fadmin-password.txt',
    '/api/Common/Image/IM/%2e%2e%2fpgdata.lock',
    '/api/Common/Image/image/00000000-0000-4000-8000-000000000000.png%00.txt',
    '/api/Common/Image/..%2f..%2fimage/x.png',
  ])('refuses the path trick %s', async (url) => {
    const res = await ctx.admin.raw(url);
    expect([400, 404]).toContain(res.status);
    const text = await res.text();
    expect(text).not.toContain('root:');
    expect(text).not.toContain(TEST_PASSWORD_MARK);
  });
});

const TEST_PASSWORD_MARK = 'Test12345';
