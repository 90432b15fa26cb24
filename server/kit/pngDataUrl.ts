/** PNG data URLs: the only form a signature or a seal is taken in (an <img> and pdf-lib read it). */
const PREFIX = 'data:image/png;base64,';
const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a data URL, or null when it is not a PNG (by its bytes, not its label) or too big. */
export function pngOfDataUrl(dataUrl: string, maxBytes: number): Buffer | null {
  if (!dataUrl.startsWith(PREFIX)) return null;
  const b64 = dataUrl.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return null;
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length < 60 || bytes.length > maxBytes || !bytes.subarray(0, 8).equals(MAGIC)) return null;
  return bytes;
}

export const pngDataUrl = (bytes: Buffer) => PREFIX + bytes.toString('base64');
