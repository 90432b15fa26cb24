/**
 * Content checks by magic bytes: a file must be what its extension says. Returns the MIME type to
 * store, or null when the bytes do not match.
 */
const startsWith = (b: Buffer, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

type Check = (b: Buffer) => boolean;
const isZip: Check = (b) => startsWith(b, ZIP) || startsWith(b, ZIP_EMPTY);
const isOle: Check = (b) => startsWith(b, OLE);
/** Plain text: no NUL bytes in the first 8 KB. */
const isText: Check = (b) => !b.subarray(0, 8192).includes(0);

const RULES: Record<string, { mime: string; check: Check }> = {
  png: { mime: 'image/png', check: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { mime: 'image/jpeg', check: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  jpeg: { mime: 'image/jpeg', check: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  gif: { mime: 'image/gif', check: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  webp: { mime: 'image/webp', check: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  bmp: { mime: 'image/bmp', check: (b) => startsWith(b, ascii('BM')) && b.length > 26 },
  pdf: { mime: 'application/pdf', check: (b) => startsWith(b, ascii('%PDF-')) },
  zip: { mime: 'application/zip', check: isZip },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', check: isZip },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', check: isZip },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', check: isZip },
  doc: { mime: 'application/msword', check: isOle },
  xls: { mime: 'application/vnd.ms-excel', check: isOle },
  ppt: { mime: 'application/vnd.ms-powerpoint', check: isOle },
  rar: { mime: 'application/vnd.rar', check: (b) => startsWith(b, ascii('Rar!\x1a\x07')) },
  '7z': { mime: 'application/x-7z-compressed', check: (b) => startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) },
  mp3: { mime: 'audio/mpeg', check: (b) => startsWith(b, ascii('ID3')) || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0) },
  mp4: { mime: 'video/mp4', check: (b) => startsWith(b, ascii('ftyp'), 4) },
  txt: { mime: 'text/plain', check: isText },
  csv: { mime: 'text/csv', check: isText },
};

export function sniff(ext: string, head: Buffer): string | null {
  const rule = RULES[ext];
  if (!rule || head.length === 0) return null;
  return rule.check(head) ? rule.mime : null;
}

/** Image dimensions are not needed server-side; the client sends them with chat images. */
export function extensionOf(name: string): string {
  const m = /\.([a-z0-9]{1,5})$/i.exec(name);
  return m ? m[1].toLowerCase() : '';
}
