/*
 * 条码示例: the symbologies offered and what each accepts, checked before drawing so the page says
 * why a text cannot be encoded instead of drawing nothing.
 */

export type Symbology = 'CODE128' | 'EAN13' | 'CODE39' | 'ITF14' | 'QR';
export const SYMBOLOGIES: Symbology[] = ['CODE128', 'EAN13', 'CODE39', 'ITF14', 'QR'];

/** GS1 check digit of the digits before it (EAN-13 and ITF-14 share the rule). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export type Refusal = 'empty' | 'ascii' | 'ean13' | 'code39' | 'itf14' | 'checkDigit' | 'tooLong';

/** Why `text` cannot be drawn as `kind`, or null. EAN-13/ITF-14 take the code without (then completed) or with a correct check digit. */
export function refusal(kind: Symbology, text: string): Refusal | null {
  if (!text) return 'empty';
  switch (kind) {
    case 'CODE128':
      return /^[\x20-\x7e]+$/.test(text) ? (text.length > 80 ? 'tooLong' : null) : 'ascii';
    case 'CODE39':
      return /^[0-9A-Z\-. $/+%]+$/.test(text) ? null : 'code39';
    case 'EAN13':
      if (!/^\d{12,13}$/.test(text)) return 'ean13';
      return text.length === 13 && gs1CheckDigit(text.slice(0, 12)) !== Number(text[12]) ? 'checkDigit' : null;
    case 'ITF14':
      if (!/^\d{13,14}$/.test(text)) return 'itf14';
      return text.length === 14 && gs1CheckDigit(text.slice(0, 13)) !== Number(text[13]) ? 'checkDigit' : null;
    case 'QR':
      return new TextEncoder().encode(text).length > 1000 ? 'tooLong' : null;
  }
}

/** The code as drawn: EAN-13 and ITF-14 get their check digit when it was left off. */
export function completed(kind: Symbology, text: string): string {
  if (kind === 'EAN13' && text.length === 12) return text + gs1CheckDigit(text);
  if (kind === 'ITF14' && text.length === 13) return text + gs1CheckDigit(text);
  return text;
}
