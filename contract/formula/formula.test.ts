import { describe, expect, it } from 'vitest';
import { formatMessage } from '../rules/messages';
import {
  evaluateFormula,
  evaluateNode,
  FormulaError,
  formulaFields,
  parseFormula,
  readNumber,
  dayNumber,
  validateFormula,
  type FormulaReason,
} from './formula';

describe('validateFormula', () => {
  it.each([
    '1',
    '1+2',
    '1 + 2 × 3 ÷ 4 - 5',
    '1*2/3',
    '(1+2)*3',
    '((1))',
    '{price} × {qty}',
    '{单价}*{数量}+{运费}',
    'SUM({items.amount})',
    'sum({items.amount}) * 0.13',
    '({a} + {b}) ÷ (2 - {c})',
    '.5 + 1.25',
    '（1+2）×3',
  ])('accepts %s', (expr) => {
    expect(validateFormula(expr)).toEqual({ ok: true });
  });

  it.each<[string, FormulaReason, number]>([
    ['', 'empty', 0],
    ['   ', 'empty', 0],
    ['1+', 'endsWithOperator', 2],
    ['1 + 2 ×', 'endsWithOperator', 7],
    ['+1', 'expectedOperand', 0],
    ['-1', 'expectedOperand', 0],
    ['2*-3', 'expectedOperand', 2],
    ['1++2', 'expectedOperand', 2],
    ['1 2', 'expectedOperator', 2],
    ['{a}{b}', 'expectedOperator', 3],
    ['2(3)', 'expectedOperator', 1],
    ['(1)(2)', 'expectedOperator', 3],
    ['()', 'expectedOperand', 1],
    ['(1+2', 'unclosedParenthesis', 0],
    ['(', 'unclosedParenthesis', 1],
    ['1+(', 'unclosedParenthesis', 3],
    ['1+2)', 'unmatchedParenthesis', 3],
    [')', 'expectedOperand', 0],
    ['1 + a', 'badCharacter', 4],
    ['1 % 2', 'badCharacter', 2],
    ['1.', 'badCharacter', 1],
    ['MAX(1)', 'badCharacter', 0],
    ['alert(1)', 'badCharacter', 0],
    ['{}', 'badField', 0],
    ['{ }', 'badField', 0],
    ['1 + {a', 'badField', 4],
    ['{a{b}', 'badField', 0],
    ['SUM(1)', 'badSum', 0],
    ['SUM({amount})', 'badSum', 0],
    ['SUM({.amount})', 'badSum', 0],
    ['SUM({items.})', 'badSum', 0],
    ['SUM {items.amount}', 'badSum', 0],
    ['SUM({items.a}', 'badSum', 0],
    ['SUM', 'badSum', 0],
  ])('refuses %j as %s at %i', (expr, reason, index) => {
    const result = validateFormula(expr);
    expect(result).toMatchObject({ ok: false, reason, index });
  });

  it('names a translatable message for each reason', () => {
    const result = validateFormula('1+');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe('formulaEndsWithOperator');
      expect(formatMessage(result.message, 'en')).toBe('The formula must end with a number or field');
    }
  });

  it('parseFormula throws a FormulaError with the same reason', () => {
    expect(() => parseFormula('1+')).toThrow(FormulaError);
    try {
      parseFormula('(1');
    } catch (e) {
      expect((e as FormulaError).reason).toBe('unclosedParenthesis');
    }
  });
});

describe('evaluateFormula', () => {
  it('respects precedence and parentheses', () => {
    expect(evaluateFormula('1 + 2 * 3')).toBe(7);
    expect(evaluateFormula('(1 + 2) * 3')).toBe(9);
    expect(evaluateFormula('10 - 4 - 3')).toBe(3);
    expect(evaluateFormula('100 / 10 / 2')).toBe(5);
    expect(evaluateFormula('2 × 3 ÷ 4')).toBe(1.5);
    expect(evaluateFormula('（2+3）×4')).toBe(20);
    expect(evaluateFormula('8 - (3 - (2 - 1))')).toBe(6);
  });

  it('reads {field} references', () => {
    expect(evaluateFormula('{price} × {qty}', { price: 12.5, qty: '4' })).toBe(50);
    expect(evaluateFormula('{单价}*{数量}', { 单价: '3', 数量: 7 })).toBe(21);
    expect(evaluateFormula('{ price } * 2', { price: 3 })).toBe(6);
    expect(evaluateFormula('{a} - {b}', { a: -5, b: 5 })).toBe(-10);
  });

  it('counts unreadable values as 0', () => {
    expect(evaluateFormula('{a} + {b} + 1', {})).toBe(1);
    expect(evaluateFormula('{a} + 1', { a: 'abc' })).toBe(1);
    expect(evaluateFormula('{a} + 1', { a: null })).toBe(1);
    expect(evaluateFormula('{a} + 1', { a: '' })).toBe(1);
    expect(evaluateFormula('{a} + 1', { a: true })).toBe(1);
    expect(evaluateFormula('{a} + 1', { a: { v: 2 } })).toBe(1);
    expect(evaluateFormula('{a} + 1', { a: NaN })).toBe(1);
    expect(evaluateFormula('{toString} + 1', {})).toBe(1);
  });

  it('makes division by zero 0 for that division only', () => {
    expect(evaluateFormula('5 / 0')).toBe(0);
    expect(evaluateFormula('1 + 5 / 0')).toBe(1);
    expect(evaluateFormula('{a} ÷ {b}', { a: 10, b: '' })).toBe(0);
    expect(evaluateFormula('10 / (2 - 2) + 3')).toBe(3);
  });

  it('gives 0 for a formula that does not parse', () => {
    expect(evaluateFormula('1 +')).toBe(0);
    expect(evaluateFormula('')).toBe(0);
    expect(evaluateFormula('process.exit(1)')).toBe(0);
  });

  it('removes binary floating-point noise', () => {
    expect(evaluateFormula('0.1 + 0.2')).toBe(0.3);
    expect(evaluateFormula('(0.1 + 0.2) * 10')).toBe(3);
    expect(evaluateFormula('1.1 * 3')).toBe(3.3);
    expect(evaluateFormula('1 / 3')).toBeCloseTo(0.333333333333333, 15);
  });

  it('sums a sub-table column', () => {
    const values = {
      items: [{ amount: 10 }, { amount: '2.5' }, { amount: 'x' }, {}, null, { amount: '1,000' }],
      tax: 0.1,
    };
    expect(evaluateFormula('SUM({items.amount})', values)).toBe(1012.5);
    expect(evaluateFormula('SUM({items.amount}) * (1 + {tax})', values)).toBe(1113.75);
    expect(evaluateFormula('SUM({missing.amount}) + 1', values)).toBe(1);
    expect(evaluateFormula('SUM({tax.amount}) + 1', values)).toBe(1);
    expect(evaluateFormula('SUM({items.amount})', { items: [] })).toBe(0);
  });

  it('splits a SUM reference at its first dot', () => {
    expect(evaluateFormula('SUM({t.a.b})', { t: [{ 'a.b': 2 }, { 'a.b': 3 }] })).toBe(5);
  });

  it('evaluates a parsed tree repeatedly', () => {
    const node = parseFormula('{a} * 2');
    expect(evaluateNode(node, { a: 1 })).toBe(2);
    expect(evaluateNode(node, { a: 21 })).toBe(42);
  });

  it('never returns NaN, Infinity or -0', () => {
    expect(evaluateFormula('{a} * 10', { a: 1e308 })).toBe(0);
    expect(Object.is(evaluateFormula('0 * {a}', { a: -1 }), 0)).toBe(true);
  });
});

describe('readNumber', () => {
  it('reads bigints', () => {
    expect(readNumber(10n)).toBe(10);
  });

  it.each<[unknown, number]>([
    [3, 3],
    [-2.5, -2.5],
    ['42', 42],
    [' 7 ', 7],
    ['-3.5', -3.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['1,234.5', 1234.5],
    ['1,2', 0],
    ['0x10', 0],
    ['Infinity', 0],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [[1], 0],
    [Infinity, 0],
  ])('%j reads %d', (value, n) => {
    expect(readNumber(value)).toBe(n);
  });
});

describe('formulaFields', () => {
  it('lists each field and sub-table once', () => {
    expect(formulaFields('{a} + {b} * {a} + SUM({items.amount})')).toEqual(['a', 'b', 'items']);
  });
  it('lists nothing for an invalid formula', () => {
    expect(formulaFields('{a} +')).toEqual([]);
  });
});

describe('DAYS between two dates', () => {
  it('counts calendar days from start to end; +1 makes a leave from the 3rd to the 5th three days', () => {
    const leave = { startTime: '2025-03-03', endTime: '2025-03-05' };
    expect(evaluateFormula('DAYS({endTime},{startTime})', leave)).toBe(2);
    expect(evaluateFormula('DAYS({endTime}, {startTime}) + 1', leave)).toBe(3);
    expect(evaluateFormula('(days({endTime}，{startTime})+1)×8', leave)).toBe(24);
  });

  it('crosses months, leap days and daylight-saving changes by the calendar', () => {
    expect(evaluateFormula('DAYS({b},{a})', { a: '2024-02-28', b: '2024-03-01' })).toBe(2);
    expect(evaluateFormula('DAYS({b},{a})', { a: '2025-03-29', b: '2025-03-31' })).toBe(2);
    expect(evaluateFormula('DAYS({b},{a})', { a: '2024-12-31', b: '2025-01-01' })).toBe(1);
  });

  it('reads date-times by their date and timestamps by their day; an end before the start is negative', () => {
    expect(evaluateFormula('DAYS({b},{a})', { a: '2025-03-03 18:00', b: '2025-03-04T08:00:00' })).toBe(1);
    expect(evaluateFormula('DAYS({b},{a})', { a: Date.UTC(2025, 2, 3, 10), b: Date.UTC(2025, 2, 10, 1) })).toBe(7);
    expect(evaluateFormula('DAYS({b},{a})', { a: '2025-03-05', b: '2025-03-03' })).toBe(-2);
  });

  it('is 0 when a date cannot be read', () => {
    for (const bad of [undefined, '', 'tomorrow', '2025-02-30', '2025/03/03', null, {}]) {
      expect(evaluateFormula('DAYS({b},{a})', { a: '2025-03-03', b: bad })).toBe(0);
    }
    expect(dayNumber('2025-13-01')).toBeNull();
  });

  it('refuses other shapes with a reason the designer can act on', () => {
    for (const f of ['DAYS({a})', 'DAYS({a},1)', 'DAYS({a},{b}', 'DAYS {a},{b}', 'DAYS']) {
      const check = validateFormula(f);
      expect(check.ok, f).toBe(false);
      if (!check.ok) expect(check.reason, f).toBe('badDays');
    }
    expect(validateFormula('{a},{b}').ok).toBe(false);
    expect(formatMessage('formulaBadDays', 'zh')).toContain('DAYS');
  });

  it('reports both dates as fields it reads', () => {
    expect(formulaFields('(DAYS({endTime},{startTime})+1)*8')).toEqual(['endTime', 'startTime']);
  });
});
