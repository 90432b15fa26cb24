import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoByText } from '../kit/memoByText';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than its headers and the work cost. */
const MIN_COMPRESS_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The content coding to answer with for an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. `q=0` refuses a coding; `*` stands for any coding not named (RFC 9110 §12.5.3).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Brotli quality / gzip level for an answer's first send, and for one sent again from the cache. */
const FIRST = { br: 2, gzip: 1 } as const;
const REPEATED = { br: 5, gzip: 6 } as const;

function compress(json: string, encoding: Encoding, level: number): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
    : zlib.gzipSync(json, { level });
}

function decompress(text: string, encoding: Encoding): string {
  const bytes = Buffer.from(text, 'latin1');
  return (encoding === 'br' ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes)).toString('utf8');
}

/**
 * A JSON answer serialised once and compressed once per coding — cheaply the first time, well once
 * it is sent again. Kept in the read cache (plugins/readCache.ts), a repeated list page costs neither
 * JSON.stringify nor compression: the ~9 KB of a 20-user page goes out as ~1.4 KB of brotli, which
 * is what a browser asks for. Most answers are sent once (another page, another search), and for
 * those brotli 5 was the largest single cost of an uncached page on the server's thread (0.3 ms,
 * issue 19); quality 2 takes half the time for ~12 % more bytes, and a page asked again is
 * compressed once more at quality 5 and kept so.
 *
 * Once compressed, the answer keeps only the compressed bytes: the JSON is read back from them when
 * a caller takes no coding, and kept from then on. Every uncached page goes into the read cache, and
 * its JSON (a two-byte string once a name is Chinese: ~14 KB for 20 users) is what the
 * young-generation collector copied on its way to the old space: after 10 s of uncached users pages
 * the heap held 188 MB, and 105 MB with only the compressed bytes kept (issue 19).
 */
export class PreparedAnswer {
  /** The JSON until a coding holds the answer. */
  private plain: string | null;
  readonly jsonBytes: number;
  private readonly encoded = new Map<Encoding, { text: string; repeated: boolean }>();

  constructor(body: unknown) {
    this.plain = JSON.stringify(body);
    this.jsonBytes = Buffer.byteLength(this.plain);
  }

  get compressible(): boolean {
    return this.jsonBytes >= MIN_COMPRESS_BYTES;
  }

  /**
   * The answer's JSON text. Read back from the compressed bytes once, then kept: a caller that takes
   * no coding (a script, curl) tends to ask the same page again.
   */
  get json(): string {
    if (this.plain === null) {
      const [encoding, kept] = this.encoded.entries().next().value as [Encoding, { text: string }];
      this.plain = decompress(kept.text, encoding);
    }
    return this.plain;
  }

  /** What the answer holds in memory: its JSON while kept, and its compressed bytes. */
  get keptBytes(): number {
    let bytes = this.plain === null ? 0 : this.jsonBytes;
    for (const e of this.encoded.values()) bytes += e.text.length;
    return bytes;
  }

  /** The compressed bytes as a latin1 string (one char a byte): see sendPrepared. */
  encodedAsText(encoding: Encoding): string {
    const kept = this.encoded.get(encoding);
    if (kept?.repeated) return kept.text;
    const level = kept ? REPEATED[encoding] : FIRST[encoding];
    const text = compress(this.json, encoding, level).toString('latin1');
    this.encoded.set(encoding, { text, repeated: Boolean(kept) });
    // Sent compressed, the JSON is dropped: most answers are never asked without a coding.
    this.plain = null;
    return text;
  }
}

/** Browsers send one of a handful of Accept-Encoding values: parse each once. */
const encodingOf = memoByText(pickEncoding, 64);
function encodingFor(header: string | undefined): Encoding | null {
  return header ? encodingOf(header) : null;
}

/**
 * Sends a prepared answer in the coding the caller accepts. Routes that send one declare
 * `compress: false`, so the compress plugin spends nothing on them.
 *
 * Written straight to the response as one string: Node then sends head and body in a single write,
 * where a Buffer body costs a second chunk and a writev (measured: ~7 µs of a ~30 µs request).
 * Fastify's onSend hooks are skipped (these routes have none); its onResponse hooks and request log
 * still run, as they listen for the response's end.
 */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  const encoding = answer.compressible ? encodingFor(req.headers['accept-encoding']) : null;
  reply.hijack();
  const res = reply.raw;
  if (!encoding) {
    res.writeHead(200, { 'content-type': JSON_TYPE, vary: 'accept-encoding', 'content-length': answer.jsonBytes });
    res.end(answer.json, 'utf8');
  } else {
    const body = answer.encodedAsText(encoding);
    res.writeHead(200, { 'content-type': JSON_TYPE, vary: 'accept-encoding', 'content-encoding': encoding, 'content-length': body.length });
    res.end(body, 'latin1');
  }
  return reply;
}
