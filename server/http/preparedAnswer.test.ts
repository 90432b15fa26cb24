import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedAnswer, pickEncoding } from './preparedAnswer';

describe('pickEncoding', () => {
  it('prefers brotli when a browser offers it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
  });
  it('falls back to gzip, then to none', () => {
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
  });
  it('honours q=0 as a refusal and * as any other coding', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('GZIP ; Q=0.8')).toBe('gzip');
  });
  it('treats a malformed q as a refusal rather than guessing', () => {
    expect(pickEncoding('br;q=abc, gzip')).toBe('gzip');
  });
});

describe('PreparedAnswer', () => {
  const big = { code: 200, msg: 'Success', data: { list: Array.from({ length: 20 }, (_, i) => ({ id: i, realName: '王子涵', organizeName: '城东区第一中学' })) } };

  const bytes = (text: string) => Buffer.from(text, 'latin1');

  it('round-trips through each coding to the same JSON, first and repeated', () => {
    const a = new PreparedAnswer(big);
    expect(a.compressible).toBe(true);
    for (let send = 0; send < 3; send++) {
      expect(JSON.parse(zlib.brotliDecompressSync(bytes(a.encodedAsText('br'))).toString())).toEqual(big);
      expect(JSON.parse(zlib.gunzipSync(bytes(a.encodedAsText('gzip'))).toString())).toEqual(big);
    }
    expect(a.jsonBytes).toBe(Buffer.byteLength(a.json));
  });

  it('compresses cheaply the first time and well once the answer is sent again, then keeps that', () => {
    const rows = { ...big, data: { list: Array.from({ length: 40 }, (_, i) => ({ id: `u-${i * 7919}`, realName: `王子涵${i}`, mobile: `139${String(i * 104729).padStart(8, '0')}` })) } };
    for (const enc of ['br', 'gzip'] as const) {
      const a = new PreparedAnswer(rows);
      const first = a.encodedAsText(enc);
      const second = a.encodedAsText(enc);
      expect(second.length).toBeLessThan(first.length);
      expect(first.length).toBeLessThan(a.json.length / 2);
      expect(a.encodedAsText(enc)).toBe(second);
    }
  });

  it('keeps only the compressed bytes once compressed, and still answers a caller that takes no coding', () => {
    const a = new PreparedAnswer(big);
    const json = a.json;
    expect(a.keptBytes).toBe(a.jsonBytes);
    const br = a.encodedAsText('br');
    expect(a.keptBytes).toBe(br.length);
    expect(a.keptBytes).toBeLessThan(a.jsonBytes / 3);
    expect(a.json).toBe(json);
    // Asked without a coding, the JSON is kept beside the compressed bytes.
    expect(a.keptBytes).toBe(a.jsonBytes + br.length);
    // A second coding and the repeated (better) compression start from the same JSON.
    expect(JSON.parse(zlib.gunzipSync(bytes(a.encodedAsText('gzip'))).toString())).toEqual(big);
    expect(JSON.parse(zlib.brotliDecompressSync(bytes(a.encodedAsText('br'))).toString())).toEqual(big);
    expect(a.json).toBe(json);
  });

  it('leaves small answers uncompressed', () => {
    expect(new PreparedAnswer({ code: 200, msg: 'Success', data: null }).compressible).toBe(false);
  });
});
