import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PNG (RGBA, every pixel `rgba`), as a data URL: what the signature pad and the seal maker send. */
export function pngDataUrl(width = 24, height = 24, rgba: [number, number, number, number] = [200, 0, 0, 255]): string {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgba).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A two-page A4 PDF made with pdf-lib, as base64. */
export async function pdfBase64(text = 'Contract 2026-001'): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i++) doc.addPage([595.28, 841.89]).drawText(`${text} page ${i + 1}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save()).toString('base64');
}
