// Field validation rules from product-spec §5, one named rule per item.
//
// Why this shape:
// - A rule is a pure predicate over a string plus a message KEY (see messages.ts). The key, not a
//   text, is returned so the same rule serves the server (which answers in the caller's language),
//   rjsf forms (via the ajv formats in ajvFormats.ts, named `ec-<rule>`) and hand-written checks.
// - `rules` is the single place a rule's name is written; `RuleName`, the ajv format names and
//   `validate()` all derive from its keys, so a misspelt rule name is a type error.
// - Predicates are strict: `rules.phone.test('')` is false. `validate()` instead treats an empty value
//   (undefined, null, '') as "nothing to check" and returns null, because presence is the separate
//   'required' concern ('cannot be empty'); otherwise an optional phone field could never be left blank.
// - Numbers are accepted by `validate()` and checked through their decimal text, since form widgets
//   for time and positive-integer fields often hand us numbers.
//
// Choices the spec leaves open, made here once:
// - password: ASCII letters and digits only, 6-16 long, and must mix both kinds.
// - idCard: 18-digit form checks region start, a real calendar birth date (years 1800-2099) and the
//   GB 11643 checksum (lower-case 'x' accepted); 15-digit pre-1999 form checks a real 19YY birth date.
// - carPlate: ordinary plates (province + authority letter + 5 of [A-HJ-NP-Z0-9], the last may be
//   挂学警港澳使领) and new-energy plates (6 characters: small cars [DABCEFGHJK] + letter/digit + 4 digits,
//   large vehicles 5 digits + [DABCEFGHJK]). Military and embassy-style formats are out of scope.
// - code: only start/end dots are forbidden, as the spec says; 'a..b' passes.
// - name: letters, digits, CJK, space, underscore, hyphen and both ASCII and full-width parentheses
//   (Chinese input methods produce （）); a name of spaces only is refused.
// - time: non-negative decimal text whose fraction is .0 or .5 (trailing zeros allowed: '1.50').
// - positiveInteger: no leading zeros ('05' is refused), matching the usual form behaviour.

import type { MessageKey } from './messages';

export interface Rule {
  test: (value: string) => boolean;
  message: MessageKey;
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE_CHAR = 'A-HJ-NP-Z0-9';
const NEW_ENERGY = 'DABCEFGHJK';
const ORDINARY_PLATE = new RegExp(`^[${PROVINCES}][A-Z][${PLATE_CHAR}]{4}[${PLATE_CHAR}挂学警港澳使领]$`);
const NEW_ENERGY_PLATE = new RegExp(
  `^[${PROVINCES}][A-Z](?:[${NEW_ENERGY}][${PLATE_CHAR}][0-9]{4}|[0-9]{5}[${NEW_ENERGY}])$`,
);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids DST surprises.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

function isIdCard(value: string): boolean {
  if (/^[1-9]\d{14}$/.test(value)) {
    return isRealDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  const m = /^[1-9]\d{5}(18|19|20)(\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value);
  if (!m) return false;
  if (!isRealDate(Number(m[1] + m[2]), Number(m[3]), Number(m[4]))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === value[17].toUpperCase();
}

export const rules = {
  phone: { test: (v) => /^1[3-9]\d{9}$/.test(v), message: 'phoneInvalid' },
  password: {
    test: (v) => /^[A-Za-z0-9]{6,16}$/.test(v) && /[A-Za-z]/.test(v) && /[0-9]/.test(v),
    message: 'passwordInvalid',
  },
  email: {
    test: (v) =>
      /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(v),
    message: 'emailInvalid',
  },
  idCard: { test: isIdCard, message: 'idCardInvalid' },
  carPlate: { test: (v) => ORDINARY_PLATE.test(v) || NEW_ENERGY_PLATE.test(v), message: 'carPlateInvalid' },
  chinese: { test: (v) => /^\p{Script=Han}+$/u.test(v), message: 'chineseOnly' },
  code: { test: (v) => /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/.test(v), message: 'codeInvalid' },
  account: { test: (v) => /^[A-Za-z0-9]+$/.test(v), message: 'accountInvalid' },
  name: {
    test: (v) => /^[\p{Script=Han}A-Za-z0-9 _\-()（）]+$/u.test(v) && v.trim() !== '',
    message: 'nameInvalid',
  },
  digits: { test: (v) => /^[0-9]+$/.test(v), message: 'digitsOnly' },
  time: { test: (v) => /^[0-9]+(?:\.[05]0*)?$/.test(v), message: 'timeInvalid' },
  positiveInteger: { test: (v) => /^[1-9][0-9]*$/.test(v), message: 'positiveInteger' },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;
export const ruleNames = Object.keys(rules) as RuleName[];

export function isRuleName(name: string): name is RuleName {
  return Object.prototype.hasOwnProperty.call(rules, name);
}

/** Returns the rule's message key when `value` breaks it, null when it passes or is empty. */
export function validate(ruleName: RuleName, value: unknown): MessageKey | null {
  const rule: Rule = rules[ruleName];
  if (value === undefined || value === null || value === '') return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return rule.message;
  return rule.test(text) ? null : rule.message;
}
