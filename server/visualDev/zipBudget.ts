import { promisify } from 'node:util';
import zlib from 'node:zlib';

const inflateRaw = promisify(zlib.inflateRaw);

/**
 * How much an uploaded .xlsx (a zip) unpacks to, counted by actually inflating every part with a
 * ceiling, before any spreadsheet reader sees it: a few hundred KB of zip can unpack to gigabytes
 * (the "zip bomb"), and the sizes a zip declares are the attacker's to write.
 *
 * The streaming reader walks the local entries in file order, so the check walks exactly those:
 * the central directory's entries must tile the file from byte 0 to the directory with no room
 * for an entry it does not list, and each local header must agree with its directory record.
 */
export type ZipBudget = 'ok' | 'tooLarge' | 'unreadable';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const MAX_ENTRIES = 1000;

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressed: number;
  offset: number;
}

function directory(buf: Buffer): { entries: Entry[]; start: number } | null {
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  const start = buf.readUInt32LE(end + 16);
  // ZIP64 markers: no spreadsheet of an import comes near them.
  if (count === 0xffff || start === 0xffffffff || count > MAX_ENTRIES || start > end) return null;
  const entries: Entry[] = [];
  let p = start;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) return null;
    const nameLength = buf.readUInt16LE(p + 28);
    entries.push({
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressed: buf.readUInt32LE(p + 20),
      offset: buf.readUInt32LE(p + 42),
      name: buf.toString('latin1', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return { entries: entries.sort((a, b) => a.offset - b.offset), start };
}

export async function checkZipBudget(buf: Buffer, maxUnpackedBytes: number): Promise<ZipBudget> {
  try {
    return await walk(buf, maxUnpackedBytes);
  } catch {
    // A read past the end: the offsets lie.
    return 'unreadable';
  }
}

async function walk(buf: Buffer, maxUnpackedBytes: number): Promise<ZipBudget> {
  if (buf.length < 22) return 'unreadable';
  const dir = directory(buf);
  if (!dir) return 'unreadable';
  let at = 0;
  let total = 0;
  for (const e of dir.entries) {
    if (e.offset !== at || at + 30 > dir.start || buf.readUInt32LE(at) !== LOCAL) return 'unreadable';
    const flags = buf.readUInt16LE(at + 6);
    const method = buf.readUInt16LE(at + 8);
    const nameLength = buf.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + buf.readUInt16LE(at + 28);
    if (buf.toString('latin1', at + 30, at + 30 + nameLength) !== e.name || method !== e.method || flags !== e.flags) return 'unreadable';
    const hasDescriptor = (flags & 8) !== 0;
    if (!hasDescriptor && buf.readUInt32LE(at + 18) !== e.compressed) return 'unreadable';
    const dataEnd = dataStart + e.compressed;
    if (dataEnd > dir.start) return 'unreadable';
    let unpacked: number;
    if (method === 0 && !hasDescriptor) unpacked = e.compressed;
    else if (method === 8) {
      try {
        // One byte over the remaining budget is enough to know it is over.
        const out = await inflateRaw(buf.subarray(dataStart, dataEnd), { maxOutputLength: maxUnpackedBytes - total + 1 });
        unpacked = out.length;
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError ? 'tooLarge' : 'unreadable';
      }
    } else return 'unreadable';
    total += unpacked;
    if (total > maxUnpackedBytes) return 'tooLarge';
    at = dataEnd;
    if (hasDescriptor) at += buf.readUInt32LE(at) === DESCRIPTOR ? 16 : 12;
  }
  return at === dir.start ? 'ok' : 'unreadable';
}
