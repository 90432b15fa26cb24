import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { SeedContext } from '../seed/seeders';
import { CHUNK_BYTES, extOf, kindOf } from '../../contract/networkDisk/disk';
import type { DiskStore } from './store';
import { contentHashOfBytes } from './contentHash';

/** A small PNG of one colour with a lighter band, made here so the seed needs no binary files. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const band = Math.abs(x - y) < w / 8 ? 60 : 0;
      const o = y * (w * 3 + 1) + 1 + x * 3;
      raw[o] = Math.min(255, rgb[0] + band);
      raw[o + 1] = Math.min(255, rgb[1] + band);
      raw[o + 2] = Math.min(255, rgb[2] + band);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** One second of a 440 Hz tone (8 kHz, 8-bit mono WAV). */
function wav(): Buffer {
  const n = 8000;
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + n, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(8000, 28);
  head.writeUInt16LE(1, 32);
  head.writeUInt16LE(8, 34);
  head.write('data', 36);
  head.writeUInt32LE(n, 40);
  const body = Buffer.alloc(n);
  for (let i = 0; i < n; i++) body[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / 8000));
  return Buffer.concat([head, body]);
}

/** A one-page PDF with one line of text (objects and offsets written out by hand). */
function pdf(text: string): Buffer {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 24 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 24 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const text = (s: string) => Buffer.from(s, 'utf8');

/** The demo files, by name: every seeded disk draws from these (content-addressed, so each is stored once). */
export function seedContents(): Record<string, Buffer> {
  return {
    '教学计划.txt': text('2026 学年第一学期 教学计划\n\n一、学情分析\n二、教学目标\n三、教学进度安排（每周）\n四、评价方式\n'),
    '课程表.csv': text('节次,星期一,星期二,星期三,星期四,星期五\n1,语文,数学,英语,语文,数学\n2,数学,语文,物理,英语,语文\n3,英语,化学,语文,数学,历史\n4,体育,英语,数学,生物,班会\n'),
    '期中复习提纲.md': text('# 期中复习提纲\n\n## 第一单元\n- 古诗词默写\n- 文言文实词\n\n## 第二单元\n- 现代文阅读：说明方法\n'),
    '校徽.png': png(96, 96, [24, 96, 180]),
    '运动会照片.png': png(160, 100, [40, 150, 80]),
    '朗读示例.wav': wav(),
    '教研活动说明.pdf': pdf('EduCloud teaching research 2026'),
    '通知模板.txt': text('关于 ____ 的通知\n\n各年级、各部门：\n\n    ……\n\n特此通知。\n\n城东区教育局\n'),
    '校历.csv': text('周次,日期,事项\n1,09-01,开学典礼\n8,10-20,期中考试\n12,11-15,秋季运动会\n20,01-12,期末考试\n'),
  };
}

const md5 = (b: Buffer) => crypto.createHash('md5').update(b.subarray(0, CHUNK_BYTES)).digest('hex');
const sha = contentHashOfBytes;

/** Writes the demo files the database names but the disk lacks (the seed runs before the store exists; tests copy a seeded database). */
export async function ensureSeedBlobs(db: SeedContext['db'], store: DiskStore): Promise<void> {
  const contents = Object.values(seedContents());
  const hashes = contents.map(sha);
  const known = new Set((await db.query<{ hash: string }>('SELECT hash FROM disk_blob WHERE hash = ANY($1::text[])', [hashes])).map((r) => r.hash));
  for (const [i, bytes] of contents.entries()) if (known.has(hashes[i]) && !store.exists(hashes[i])) await store.putBytes(bytes);
}

type Tree = { [name: string]: Tree | string };

/** A lived-in disk for every demo account and its school: folders, a few files, a share or two. */
export async function seedNetworkDisk(ctx: SeedContext): Promise<void> {
  if (!ctx.demo) return;
  const { db } = ctx;
  const contents = seedContents();
  for (const bytes of Object.values(contents)) {
    await db.query('INSERT INTO disk_blob (hash, size, head_md5) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [sha(bytes), bytes.length, md5(bytes)]);
  }
  async function plant(space: 'user' | 'school', ownerId: string, schoolId: string, creator: string, tree: Tree, parentId: string | null = null) {
    const made: Record<string, string> = {};
    for (const [name, v] of Object.entries(tree)) {
      const isFolder = typeof v !== 'string';
      const bytes = isFolder ? null : contents[v];
      const [r] = await db.query<{ id: string }>(
        `INSERT INTO disk_node (space, owner_id, school_id, parent_id, is_folder, name, ext, kind, size, blob_hash, creator_user_id, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(hours => $12::int)) RETURNING id`,
        [space, ownerId, schoolId, parentId, isFolder, name, isFolder ? '' : extOf(name), isFolder ? 'folder' : kindOf(name), bytes?.length ?? 0, bytes ? sha(bytes) : null, creator, Object.keys(made).length * 7 + 3],
      );
      made[name] = r.id;
      if (isFolder) Object.assign(made, await plant(space, ownerId, schoolId, creator, v, r.id));
    }
    return made;
  }
  const personal: Tree = {
    教学资料: { '教学计划.txt': '教学计划.txt', '课程表.csv': '课程表.csv', '期中复习提纲.md': '期中复习提纲.md' },
    图片: { '校徽.png': '校徽.png', '运动会照片.png': '运动会照片.png' },
    音频: { '朗读示例.wav': '朗读示例.wav' },
    '教研活动说明.pdf': '教研活动说明.pdf',
  };
  const accounts = await db.query<{ id: string; account: string; organize_id: string }>(
    `SELECT id, account, organize_id FROM users WHERE account IN ('admin', 'sysadmin', 'school1', 'school2', 'school3', 'teacher')`,
  );
  const schools = new Map<string, string>();
  let teacherFiles: Record<string, string> = {};
  for (const u of accounts) {
    const made = await plant('user', u.id, u.organize_id, u.id, personal);
    if (u.account === 'teacher') teacherFiles = made;
    if (!schools.has(u.organize_id)) schools.set(u.organize_id, u.id);
  }
  for (const [schoolId, creator] of schools) {
    await plant('school', schoolId, schoolId, creator, { 学校公共资料: { '通知模板.txt': '通知模板.txt', '校历.csv': '校历.csv', '校徽.png': '校徽.png' }, 教研组共享: {} });
  }
  // The teacher shares a plan with a colleague and the review notes by link: their teacher space lists them.
  const teacher = accounts.find((a) => a.account === 'teacher');
  if (teacher && teacherFiles['期中复习提纲.md']) {
    const [colleague] = await db.query<{ id: string }>(`SELECT id FROM users WHERE organize_id = $1 AND id <> $2 AND enabled_mark = 1 ORDER BY account LIMIT 1`, [teacher.organize_id, teacher.id]);
    if (colleague) {
      await db.query(`INSERT INTO disk_share (node_id, creator_user_id, kind, target_user_id, permission) VALUES ($1, $2, 'user', $3, 'read')`, [teacherFiles['教学计划.txt'], teacher.id, colleague.id]);
    }
    await db.query(`INSERT INTO disk_share (node_id, creator_user_id, kind, token) VALUES ($1, $2, 'link', $3)`, [teacherFiles['期中复习提纲.md'], teacher.id, crypto.randomBytes(16).toString('base64url')]);
  }
}
