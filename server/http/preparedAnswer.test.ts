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

  it('round-trips through each coding to the same JSON', () => {
    const a = new PreparedAnswer(big);
    expect(a.compressible).toBe(true);
    expect(JSON.parse(zlib.brotliDecompressSync(a.encodedAs('br')).toString())).toEqual(big);
    expect(JSON.parse(zlib.gunzipSync(a.encodedAs('gzip')).toString())).toEqual(big);
    expect(a.encodedAs('br').length).toBeLessThan(a.json.length / 3);
  });
  it('keeps the compressed bytes as a latin1 string that writes back to the same bytes', () => {
    const a = new PreparedAnswer(big);
    for (const enc of ['br', 'gzip'] as const) expect(Buffer.from(a.encodedAsText(enc), 'latin1').equals(a.encodedAs(enc))).toBe(true);
    expect(a.jsonBytes).toBe(Buffer.byteLength(a.json));
  });
  it('compresses once per coding', () => {
    const a = new PreparedAnswer(big);
    expect(a.encodedAs('gzip')).toBe(a.encodedAs('gzip'));
  });
  it('leaves small answers uncompressed', () => {
    expect(new PreparedAnswer({ code: 200, msg: 'Success', data: null }).compressible).toBe(false);
  });
});
