// Chinese uppercase money (大写金额) for amount fields and printed vouchers, spec §5/§9.
//
// Conventions (the People's Bank of China rules for filling in bills):
// - The integer part is read in groups of four (亿, 万, units) with 拾佰仟 inside a group. Zeros in
//   the middle become a single 零 (1000001 → 壹佰万零壹元整); zeros at the end of a group are silent.
// - 10 reads 壹拾, never 拾, because a bill must not be alterable by prefixing a digit.
// - 元 with no 角/分 ends in 整; a 分 with no 角 after a non-zero 元 gets 零 (1.05 → 壹元零伍分).
//   No 整 after 角 (allowed by the rules, and shorter).
// - Input is rounded half-up to the 分. Numbers are converted through their shortest decimal text,
//   and strings are read digit by digit, so 1.005 rounds to 1.01 as a person would expect, not
//   to 1.00 as binary floating point would.
// - Negative amounts are refused with { error: 'negative' }; unreadable input with { error: 'invalid' }.
// - More than 12 integer digits (after rounding) returns the spec's text '金额过大无法计算'.

import { messages } from '../rules/messages';

export const AMOUNT_MAX_INTEGER_DIGITS = 12;
export const AMOUNT_TOO_LARGE: string = messages.amountTooLarge.zh;

export type AmountError = { error: 'negative' | 'invalid' };

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿'];

const DECIMAL_TEXT = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/;

/** Total in 分 as a BigInt, or an error. */
function toCents(input: number | string): bigint | AmountError {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { error: 'invalid' };
    if (input < 0) return { error: 'negative' };
    // Shortest round-trip text; exponent forms only occur for tiny values here (huge ones are
    // caught by the digit count), and toFixed(20) spells those out.
    text = String(input);
    if (/e/i.test(text)) text = input >= 1e21 ? BigInt(Math.round(input)).toString() : input.toFixed(20);
  } else {
    text = input.trim().replace(/,/g, '');
  }
  const m = DECIMAL_TEXT.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return { error: 'invalid' };
  const [, sign, whole, fraction = ''] = m;
  const frac = fraction.padEnd(3, '0');
  let cents = BigInt((whole || '0') + frac.slice(0, 2));
  if (frac.charCodeAt(2) >= '5'.charCodeAt(0)) cents += 1n;
  if (sign === '-' && /[1-9]/.test(whole + fraction)) return { error: 'negative' };
  return cents;
}

function integerWords(digits: string): string {
  let out = '';
  let zeroPending = false;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    const p = digits.length - 1 - i;
    if (d === 0) {
      zeroPending = out !== '';
    } else {
      if (zeroPending) out += '零';
      zeroPending = false;
      out += DIGITS[d] + SMALL_UNITS[p % 4];
    }
    if (p % 4 === 0 && p > 0) {
      const group = digits.slice(Math.max(0, i - 3), i + 1);
      if (/[1-9]/.test(group)) out += BIG_UNITS[p / 4];
    }
  }
  return out;
}

export function amountInWords(input: number | string): string | AmountError {
  const cents = toCents(input);
  if (typeof cents !== 'bigint') return cents;
  const whole = (cents / 100n).toString();
  if (whole.length > AMOUNT_MAX_INTEGER_DIGITS) return AMOUNT_TOO_LARGE;
  const jiao = Number((cents / 10n) % 10n);
  const fen = Number(cents % 10n);

  const yuan = whole === '0' ? '' : `${integerWords(whole)}元`;
  if (jiao === 0 && fen === 0) return yuan === '' ? '零元整' : `${yuan}整`;
  let out = yuan;
  if (jiao !== 0) out += `${DIGITS[jiao]}角`;
  else if (yuan !== '') out += '零';
  if (fen !== 0) out += `${DIGITS[fen]}分`;
  return out;
}
