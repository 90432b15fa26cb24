import { describe, expect, it } from 'vitest';
import { completed, gs1CheckDigit, refusal } from './barcodeFormats';

describe('条码示例: what each symbology accepts', () => {
  it('computes the GS1 check digit (a real EAN-13: 6901234567892)', () => {
    expect(gs1CheckDigit('690123456789')).toBe(2);
    expect(completed('EAN13', '690123456789')).toBe('6901234567892');
  });

  it('refuses a wrong check digit, letters in EAN-13 and lower case in Code 39', () => {
    expect(refusal('EAN13', '6901234567891')).toBe('checkDigit');
    expect(refusal('EAN13', '6901234567892')).toBeNull();
    expect(refusal('EAN13', '69012345A789')).toBe('ean13');
    expect(refusal('CODE39', 'abc')).toBe('code39');
    expect(refusal('CODE39', 'ABC-123')).toBeNull();
  });

  it('Code 128 takes printable ASCII; QR takes Chinese', () => {
    expect(refusal('CODE128', '20240001')).toBeNull();
    expect(refusal('CODE128', '学号')).toBe('ascii');
    expect(refusal('QR', '城东第一中学 20240001')).toBeNull();
    expect(refusal('QR', '')).toBe('empty');
  });
});
