import { describe, expect, it } from 'vitest';
import { fitScale } from './fitScale';

describe('fitScale', () => {
  it('fills a 16:9 window exactly and letterboxes any other shape', () => {
    expect(fitScale(1920, 1080)).toBe(1);
    expect(fitScale(3840, 2160)).toBe(2);
    expect(fitScale(1440, 1080)).toBe(0.75); // narrower: the width decides
    expect(fitScale(1920, 540)).toBe(0.5); // flatter: the height decides
  });
  it('never collapses to nothing in a tiny window', () => {
    expect(fitScale(0, 0)).toBe(0.05);
  });
});
