import { describe, expect, it } from 'vitest';
import { nameProblem, sizeProblem, sniffOk, voiceSeconds } from './materialRules';

const wav = (seconds: number, byteRate = 8000) => {
  const data = Math.round(seconds * byteRate);
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(byteRate, 24); // sample rate (8-bit mono: = byte rate)
  b.writeUInt32LE(byteRate, 28);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
};

describe('公众号素材 limits', () => {
  it('takes only the formats Tencent lists for each kind', () => {
    expect(nameProblem('image', '校徽.PNG')).toBeNull();
    expect(nameProblem('image', 'logo.webp')).toEqual({ code: 'type' });
    expect(nameProblem('thumb', 'cover.jpeg')).toEqual({ code: 'type' });
    expect(nameProblem('voice', 'note.amr')).toBeNull();
    expect(nameProblem('video', 'clip.mov')).toEqual({ code: 'type' });
    expect(nameProblem('video', 'noext')).toEqual({ code: 'type' });
  });
  it('draws the size line exactly at the documented limit', () => {
    expect(sizeProblem('image', 10 * 1024 * 1024)).toBeNull();
    expect(sizeProblem('image', 10 * 1024 * 1024 + 1)).toEqual({ code: 'size' });
    expect(sizeProblem('thumb', 64 * 1024 + 1)).toEqual({ code: 'size' });
    expect(sizeProblem('voice', 2 * 1024 * 1024 + 1)).toEqual({ code: 'size' });
  });
  it('refuses a file whose bytes are not what its extension says', () => {
    expect(sniffOk('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe(true);
    expect(sniffOk('png', Buffer.from('<svg onload=alert(1)>'))).toBe(false);
    expect(sniffOk('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(sniffOk('mp4', Buffer.from('\0\0\0\x18ftypmp42', 'latin1'))).toBe(true);
    expect(sniffOk('wav', wav(1))).toBe(true);
    expect(sniffOk('exe', Buffer.from('MZ'))).toBe(false);
  });
  it('measures voice length: wav from its byte rate, amr by frames, mp3 by bitrate', () => {
    expect(voiceSeconds('wav', wav(59))).toBeCloseTo(59);
    expect(voiceSeconds('wav', wav(61))).toBeCloseTo(61);
    // 3,100 frames of 12.2 kbit/s (type 7, 32 bytes) = 62 s.
    const amr = Buffer.concat([Buffer.from('#!AMR\n'), ...Array.from({ length: 3100 }, () => Buffer.from([0x3c, ...new Array(31).fill(0)]))]);
    expect(voiceSeconds('amr', amr)).toBeCloseTo(62);
    // 128 kbit/s: 16,000 bytes a second, so 30 s is 480,000 bytes.
    const mp3 = Buffer.alloc(480_000);
    mp3.set([0xff, 0xfb, 0x90, 0x64]);
    expect(voiceSeconds('mp3', mp3)).toBeCloseTo(30);
    expect(voiceSeconds('wma', Buffer.alloc(100))).toBeNull();
  });
});
