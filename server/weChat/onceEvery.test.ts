import { describe, expect, it } from 'vitest';
import { onceEvery } from './onceEvery';

describe('onceEvery', () => {
  it('opens on the first call, then not again until the interval has passed', () => {
    let clock = 1_000_000;
    const due = onceEvery(60_000, () => clock);
    expect(due()).toBe(true);
    clock += 1_000;
    expect(due()).toBe(false);
    clock += 58_999;
    expect(due()).toBe(false);
    clock += 1;
    expect(due()).toBe(true);
    expect(due()).toBe(false);
  });
});
