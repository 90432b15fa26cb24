import { describe, expect, it } from 'vitest';
import { AskedBefore } from './askedBefore.mjs';

describe('AskedBefore', () => {
  it('says a text was asked before from its second time on', () => {
    const asked = new AskedBefore(10);
    expect(asked.again('SELECT 1')).toBe(false);
    expect(asked.again('SELECT 1')).toBe(true);
    expect(asked.again('SELECT 2')).toBe(false);
  });

  it('forgets the oldest text asked once beyond its limit, so one-off texts cannot fill memory', () => {
    const asked = new AskedBefore(2);
    asked.again('a');
    asked.again('b');
    asked.again('c');
    expect(asked.again('a')).toBe(false);
    expect(asked.again('c')).toBe(true);
  });
});
