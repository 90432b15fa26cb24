import { describe, expect, it } from 'vitest';
import { hidesEverything } from './routes';

describe('hidesEverything', () => {
  const current = new Map([['a', { moduleId: 'a', isHidden: 1, sortCode: 0 }]]);
  it('refuses hiding the last shown menu', () => {
    expect(hidesEverything(['a', 'b'], current, [{ moduleId: 'b', isHidden: 1, sortCode: 0 }])).toBe(true);
  });
  it('allows hiding while one stays shown, and re-showing', () => {
    expect(hidesEverything(['a', 'b', 'c'], current, [{ moduleId: 'b', isHidden: 1, sortCode: 0 }])).toBe(false);
    expect(hidesEverything(['a'], current, [{ moduleId: 'a', isHidden: 0, sortCode: 0 }])).toBe(false);
  });
});
