import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { strToU8, zipSync } from 'fflate';
import { cjkFont } from '../../report/pdf';

/*
 * 文件预览's sample files, made by the server at first use from the libraries it already ships
 * (pdfkit, exceljs, qrcode, fflate), so the repository carries no binary samples. No video sample:
 * making one needs an encoder the server does not have; the page previews an uploaded video.
 */

export interface Sample {
  name: string;
  kind: 'image' | 'pdf' | 'docx' | 'xlsx' | 'audio' | 'text';
  type: string;
  bytes: Buffer;
}

function pdfSample(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: '校园安全告家长书' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const font = cjkFont();
  if (font) {
    if (font[1]) doc.registerFont('cjk', font[0], font[1]);
    else doc.registerFont('cjk', font[0]);
    doc.font('cjk');
  }
  const zh = Boolean(font);
  doc.fontSize(20).text(zh ? '校园安全告家长书' : 'Letter to parents: school safety', { align: 'center' }).moveDown();
  const para = zh
    ? '各位家长：为保障学生在校期间的安全，学校将于本月开展消防疏散演练与交通安全主题教育。请家长配合学校，提醒孩子遵守交通规则，按时到校、离校。'
    : 'Dear parents, the school holds a fire drill and road-safety lessons this month. Please remind your children to follow the traffic rules and to arrive and leave on time.';
  for (let i = 0; i < 6; i++) doc.fontSize(12).text(para, { lineGap: 4 }).moveDown(0.6);
  doc.addPage().fontSize(16).text(zh ? '第二页：演练安排' : 'Page 2: drill schedule').moveDown();
  ['周一 08:30 初一年级', '周二 08:30 初二年级', '周三 08:30 初三年级'].forEach((l, i) => doc.fontSize(12).text(zh ? l : `Day ${i + 1}, 08:30, grade ${7 + i}`));
  doc.end();
  return done;
}

async function xlsxSample(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('期中成绩');
  ws.columns = [
    { header: '学号', key: 'no', width: 12 },
    { header: '姓名', key: 'name', width: 10 },
    { header: '语文', key: 'a', width: 8 },
    { header: '数学', key: 'b', width: 8 },
    { header: '英语', key: 'c', width: 8 },
    { header: '总分', key: 'sum', width: 8 },
  ];
  ws.getRow(1).font = { bold: true };
  const names = ['王子涵', '李欣怡', '张梓轩', '刘浩然', '陈雨桐', '杨一诺', '赵宇航', '黄思远'];
  names.forEach((name, i) => {
    const r = ws.addRow({ no: `2024${String(i + 1).padStart(4, '0')}`, name, a: 80 + ((i * 7) % 19), b: 75 + ((i * 11) % 24), c: 78 + ((i * 5) % 21) });
    r.getCell('sum').value = { formula: `C${r.number}+D${r.number}+E${r.number}`, result: (r.getCell('a').value as number) + (r.getCell('b').value as number) + (r.getCell('c').value as number) };
  });
  ws.mergeCells(`A${names.length + 2}:B${names.length + 2}`);
  ws.getCell(`A${names.length + 2}`).value = '平均';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A minimal WordprocessingML package: the three parts Word and docx-preview need. */
function docxSample(): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const p = (text: string, opts: { bold?: boolean; size?: number; center?: boolean } = {}) =>
    `<w:p>${opts.center ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : ''}<w:r><w:rPr>${opts.bold ? '<w:b/>' : ''}${opts.size ? `<w:sz w:val="${opts.size}"/>` : ''}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
  const cell = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="2400" w:type="dxa"/></w:tcPr>${p(text)}</w:tc>`;
  const table = `<w:tbl><w:tblPr><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((b) => `<w:${b} w:val="single" w:sz="4" w:color="999999"/>`).join('')}</w:tblBorders></w:tblPr>
    ${[['周次', '内容', '负责人'], ['第一周', '教学常规检查', '教务处'], ['第二周', '公开课展示', '语文教研组'], ['第三周', '期中质量分析', '各年级组']].map((r) => `<w:tr>${r.map(cell).join('')}</w:tr>`).join('')}</w:tbl>`;
  const body = [
    p('城东第一中学教研工作计划', { bold: true, size: 36, center: true }),
    p('一、指导思想', { bold: true, size: 28 }),
    p('以课程标准为依据，以课堂教学为中心，聚焦核心素养，提升教师专业能力与课堂教学质量。'),
    p('二、主要工作安排', { bold: true, size: 28 }),
  ].join('') + table + p('三、保障措施', { bold: true, size: 28 }) + p('各教研组每周开展一次集体备课，教务处每月汇总检查。');
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>`,
    ),
  };
  return Buffer.from(zipSync(files));
}

/** Two seconds of a school bell (three tones), 16-bit mono PCM. */
function wavSample(): Buffer {
  const rate = 16000;
  const n = rate * 2;
  const data = Buffer.alloc(n * 2);
  const tones = [659.25, 523.25, 587.33];
  for (let i = 0; i < n; i++) {
    const tone = tones[Math.floor((i / n) * 3)];
    const fade = 1 - ((i % (n / 3)) / (n / 3)) * 0.8;
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * tone * i) / rate) * 9000 * fade), i * 2);
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

const CODE = `import { SeekIndex } from '../../db/seekIndex';

/** Where a page starts: the landmark at or before its first row. */
export function pageStart(marks: Landmarks | undefined, offset: number) {
  const near = marks?.index.nearest(offset);
  return near ? { fromId: near.key, skip: offset - near.offset } : { fromId: null, skip: offset };
}
`;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300"><rect width="480" height="300" fill="#e6f4ff"/><circle cx="240" cy="130" r="80" fill="#1677ff"/><path d="M190 150 L240 95 L290 150 Z" fill="#fff"/><rect x="205" y="150" width="70" height="40" fill="#fff"/><text x="240" y="262" font-size="26" text-anchor="middle" fill="#003a8c" font-family="sans-serif">EduCloud · 城东第一中学</text></svg>`;

let made: Promise<Sample[]> | null = null;

export function samples(): Promise<Sample[]> {
  made ??= (async () => [
    { name: '校徽.svg', kind: 'image', type: 'image/svg+xml', bytes: Buffer.from(SVG) },
    { name: '报名二维码.png', kind: 'image', type: 'image/png', bytes: await QRCode.toBuffer('https://edu.example.cn/trip/2025', { width: 320, margin: 2 }) },
    { name: '告家长书.pdf', kind: 'pdf', type: 'application/pdf', bytes: await pdfSample() },
    { name: '教研工作计划.docx', kind: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: docxSample() },
    { name: '期中成绩.xlsx', kind: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: await xlsxSample() },
    { name: '上课铃.wav', kind: 'audio', type: 'audio/wav', bytes: wavSample() },
    { name: 'landmarks.ts', kind: 'text', type: 'text/plain; charset=utf-8', bytes: Buffer.from(CODE) },
  ] satisfies Sample[])();
  return made;
}
