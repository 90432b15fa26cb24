// The zip writer (fflate) writes classic zip without the zip64 extension: 65,535 entries at most, and
// every size and offset in 32 bits. A folder past those limits would download as a broken archive, so
// it is refused up front with a clear message instead.

export const ZIP_MAX_ENTRIES = 0xffff;
const ZIP_MAX_BYTES = 0xffffffff;
/** Local header (30) and central directory record (46) per entry, besides the name twice. */
const PER_ENTRY = 30 + 46;

/** Pure: whether the folder's items fit a classic (non-zip64) zip, names as UTF-8. */
export function fitsClassicZip(items: readonly { path: string; size: number; isFolder: boolean }[]): boolean {
  if (items.length > ZIP_MAX_ENTRIES) return false;
  let total = 22; // end of central directory
  for (const item of items) {
    const size = item.isFolder ? 0 : item.size;
    if (size >= ZIP_MAX_BYTES) return false;
    total += PER_ENTRY + 2 * Buffer.byteLength(item.isFolder ? `${item.path}/` : item.path) + size;
    if (total > ZIP_MAX_BYTES) return false;
  }
  return true;
}
