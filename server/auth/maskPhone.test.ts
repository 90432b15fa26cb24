import { describe, expect, it } from 'vitest';
import { maskPhone } from './accountRoutes';

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('answers empty for no number and hides short ones', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('***45');
  });
});
