/*
 * 公众号素材: Tencent's limits on permanent material (新增永久素材), checked here before any call so
 * an admin gets a clear reason instead of WeChat's errcode after a 10 MB upload: image ≤ 10 MB
 * bmp/png/jpeg/jpg/gif, voice ≤ 2 MB mp3/wma/wav/amr and ≤ 60 s, video ≤ 10 MB mp4, thumb ≤ 64 KB jpg.
 * The extension is not trusted alone: the first bytes must be that format's signature.
 */
export type MaterialKind = 'image' | 'voice' | 'video' | 'thumb';
export const MATERIAL_KINDS: readonly MaterialKind[] = ['image', 'voice', 'video', 'thumb'];

export interface MaterialLimit {
  maxBytes: number;
  /** For messages: "10MB", "64KB". */
  sizeText: string;
  exts: readonly string[];
}

export const MATERIAL_LIMITS: Record<MaterialKind, MaterialLimit> = {
  image: { maxBytes: 10 * 1024 * 1024, sizeText: '10MB', exts: ['bmp', 'png', 'jpeg', 'jpg', 'gif'] },
  voice: { maxBytes: 2 * 1024 * 1024, sizeText: '2MB', exts: ['mp3', 'wma', 'wav', 'amr'] },
  video: { maxBytes: 10 * 1024 * 1024, sizeText: '10MB', exts: ['mp4'] },
  thumb: { maxBytes: 64 * 1024, sizeText: '64KB', exts: ['jpg'] },
};

export const VOICE_MAX_SECONDS = 60;

export type MaterialProblem = { code: 'type' } | { code: 'size' } | { code: 'content' } | { code: 'duration'; seconds: number };

export const extOf = (name: string) => {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return m ? m[1].toLowerCase() : '';
};

/** The name's extension is one Tencent takes for this kind. */
export function nameProblem(kind: MaterialKind, name: string): MaterialProblem | null {
  return MATERIAL_LIMITS[kind].exts.includes(extOf(name)) ? null : { code: 'type' };
}

export function sizeProblem(kind: MaterialKind, bytes: number): MaterialProblem | null {
  return bytes > MATERIAL_LIMITS[kind].maxBytes ? { code: 'size' } : null;
}

const starts = (head: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The file's first bytes (at least 12) carry the signature its extension promises. */
export function sniffOk(ext: string, head: Uint8Array): boolean {
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return starts(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return starts(head, ascii('GIF87a')) || starts(head, ascii('GIF89a'));
    case 'bmp':
      return starts(head, ascii('BM'));
    case 'mp3':
      return starts(head, ascii('ID3')) || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0);
    case 'wma':
      // The ASF header object's GUID.
      return starts(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]);
    case 'wav':
      return starts(head, ascii('RIFF')) && starts(head, ascii('WAVE'), 8);
    case 'amr':
      return starts(head, ascii('#!AMR\n'));
    case 'mp4':
      return starts(head, ascii('ftyp'), 4);
    default:
      return false;
  }
}

/** AMR-NB frame sizes in bytes by frame type (3GPP TS 26.101), each frame 20 ms. */
const AMR_FRAME = [13, 14, 16, 18, 20, 21, 27, 32, 6, 0, 0, 0, 0, 0, 0, 1];
/** MPEG-1 layer III bitrates in kbit/s by index. */
const MP3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];

/**
 * A voice file's length in seconds where the format says it cheaply: wav from its byte rate, amr by
 * counting frames, mp3 from the first frame's bitrate (exact for constant bitrate, an estimate for
 * variable). Null when it cannot tell (wma, or a header it does not know): WeChat then judges.
 */
export function voiceSeconds(ext: string, bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ext === 'wav' && bytes.length >= 44) {
    // Walk the chunks for "fmt " (byte rate) and "data" (its size).
    let byteRate = 0;
    for (let at = 12; at + 8 <= bytes.length; ) {
      const id = String.fromCharCode(...bytes.subarray(at, at + 4));
      const size = view.getUint32(at + 4, true);
      if (id === 'fmt ' && at + 16 <= bytes.length) byteRate = view.getUint32(at + 16, true);
      if (id === 'data') return byteRate ? size / byteRate : null;
      at += 8 + size + (size % 2);
    }
    return null;
  }
  if (ext === 'amr') {
    let frames = 0;
    for (let at = 6; at < bytes.length; frames++) {
      const size = AMR_FRAME[(bytes[at] >> 3) & 0x0f];
      if (!size) return null;
      at += size;
    }
    return frames * 0.02;
  }
  if (ext === 'mp3') {
    let at = 0;
    if (starts(bytes, ascii('ID3')) && bytes.length >= 10) at = 10 + ((bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9]);
    if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
    const kbps = MP3_KBPS[bytes[at + 2] >> 4];
    return kbps ? ((bytes.length - at) * 8) / (kbps * 1000) : null;
  }
  return null;
}
