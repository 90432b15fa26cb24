// Formula fields (spec §5 "formula validator", §8 "formula value cannot be read → result 0").
//
// Syntax, as a designer writes it:
//   operand  := number | {fieldName} | SUM({table.field}) | DAYS({end}, {start}) | ( expression )
//   operator := + - × ÷  (ASCII * and / are accepted too; full-width （ ） count as parentheses)
//   expression alternates operand, operator, operand, ... and ends in an operand. There are no unary
//   signs: the spec asks for strict alternation, so '-1' or '2*-3' are refused. Whitespace is ignored.
//   `{fieldName}` reads values[fieldName] exactly (the braces let names hold any character except
//   braces). `SUM({table.field})` adds column `field` over the rows in values[table]; the name is split
//   at its first dot. `DAYS({end}, {start})` is the number of calendar days from the date in `start` to
//   the date in `end` (so a leave from the 3rd to the 5th is DAYS({end},{start}) + 1 = 3 days); dates
//   are 'YYYY-MM-DD' strings (a time after the date is ignored) or millisecond timestamps, and a date
//   that cannot be read makes DAYS 0. Function names are case-insensitive.
//
// Evaluation never uses eval/Function: formulas come from designers and must not run code. The text is
// tokenised and parsed by recursive descent into a small tree, then folded. Reading rules:
//   - a value that cannot be read as a number (missing, '', 'abc', null, objects, booleans) counts as 0;
//   - x ÷ 0 is 0 for that division (the rest of the formula still counts);
//   - a formula that does not parse evaluates to 0 (the designer sees validateFormula's reason instead);
//   - the result is rounded to 15 significant digits so 0.1 + 0.2 shows as 0.3 in a money field.

import type { MessageKey } from '../rules/messages';

export type FormulaReason =
  | 'empty'
  | 'badCharacter'
  | 'expectedOperand'
  | 'expectedOperator'
  | 'endsWithOperator'
  | 'unclosedParenthesis'
  | 'unmatchedParenthesis'
  | 'badField'
  | 'badSum'
  | 'badDays';

export const formulaReasonMessages: Record<FormulaReason, MessageKey> = {
  empty: 'formulaEmpty',
  badCharacter: 'formulaBadCharacter',
  expectedOperand: 'formulaExpectedOperand',
  expectedOperator: 'formulaExpectedOperator',
  endsWithOperator: 'formulaEndsWithOperator',
  unclosedParenthesis: 'formulaUnclosedParenthesis',
  unmatchedParenthesis: 'formulaUnmatchedParenthesis',
  badField: 'formulaBadField',
  badSum: 'formulaBadSum',
  badDays: 'formulaBadDays',
};

export class FormulaError extends Error {
  constructor(
    readonly reason: FormulaReason,
    /** Character offset in the source text where the problem was found. */
    readonly index: number,
  ) {
    super(`${reason} at ${index}`);
    this.name = 'FormulaError';
  }
}

export type Operator = '+' | '-' | '*' | '/';

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'field'; name: string }
  | { kind: 'sum'; table: string; field: string }
  | { kind: 'days'; end: string; start: string }
  | { kind: 'binary'; op: Operator; left: FormulaNode; right: FormulaNode };

type Token =
  | { type: 'number'; value: number; start: number }
  | { type: 'field'; name: string; start: number }
  | { type: 'op'; op: Operator; start: number }
  | { type: 'lparen'; start: number }
  | { type: 'rparen'; start: number }
  | { type: 'sum'; start: number }
  | { type: 'days'; start: number }
  | { type: 'comma'; start: number };

const OPERATORS: Record<string, Operator> = { '+': '+', '-': '-', '*': '*', '×': '*', '/': '/', '÷': '/' };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch in OPERATORS) {
      tokens.push({ type: 'op', op: OPERATORS[ch], start: i });
      i++;
    } else if (ch === '(' || ch === '（') {
      tokens.push({ type: 'lparen', start: i });
      i++;
    } else if (ch === ')' || ch === '）') {
      tokens.push({ type: 'rparen', start: i });
      i++;
    } else if (ch === ',' || ch === '，') {
      tokens.push({ type: 'comma', start: i });
      i++;
    } else if (ch === '{') {
      const end = source.indexOf('}', i + 1);
      const name = end < 0 ? '' : source.slice(i + 1, end).trim();
      if (end < 0 || name === '' || name.includes('{')) throw new FormulaError('badField', i);
      tokens.push({ type: 'field', name, start: i });
      i = end + 1;
    } else if (/[0-9.]/.test(ch)) {
      const m = /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)/.exec(source.slice(i));
      if (!m) throw new FormulaError('badCharacter', i);
      tokens.push({ type: 'number', value: Number(m[0]), start: i });
      i += m[0].length;
    } else if (/[A-Za-z]/.test(ch)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))![0];
      const fn = word.toUpperCase();
      if (fn !== 'SUM' && fn !== 'DAYS') throw new FormulaError('badCharacter', i);
      tokens.push({ type: fn === 'SUM' ? 'sum' : 'days', start: i });
      i += word.length;
    } else {
      throw new FormulaError('badCharacter', i);
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parse(): FormulaNode {
    const node = this.expression();
    const extra = this.tokens[this.pos];
    if (extra) throw new FormulaError(extra.type === 'rparen' ? 'unmatchedParenthesis' : 'expectedOperator', extra.start);
    return node;
  }

  private expression(): FormulaNode {
    let left = this.term();
    for (let t = this.peek(); t?.type === 'op' && (t.op === '+' || t.op === '-'); t = this.peek()) {
      this.pos++;
      left = { kind: 'binary', op: t.op, left, right: this.term() };
    }
    return left;
  }

  private term(): FormulaNode {
    let left = this.operand();
    for (let t = this.peek(); t?.type === 'op' && (t.op === '*' || t.op === '/'); t = this.peek()) {
      this.pos++;
      left = { kind: 'binary', op: t.op, left, right: this.operand() };
    }
    return left;
  }

  private operand(): FormulaNode {
    const t = this.tokens[this.pos];
    if (!t) {
      const prev = this.tokens[this.pos - 1];
      throw new FormulaError(prev?.type === 'lparen' ? 'unclosedParenthesis' : 'endsWithOperator', this.length);
    }
    this.pos++;
    switch (t.type) {
      case 'number':
        return { kind: 'number', value: t.value };
      case 'field':
        return { kind: 'field', name: t.name };
      case 'lparen': {
        const inner = this.expression();
        const close = this.tokens[this.pos];
        if (!close) throw new FormulaError('unclosedParenthesis', t.start);
        if (close.type !== 'rparen') throw new FormulaError('expectedOperator', close.start);
        this.pos++;
        return inner;
      }
      case 'sum':
        return this.sum(t.start);
      case 'days':
        return this.days(t.start);
      default:
        throw new FormulaError('expectedOperand', t.start);
    }
  }

  private sum(start: number): FormulaNode {
    const [open, arg, close] = this.tokens.slice(this.pos, this.pos + 3);
    if (open?.type !== 'lparen' || arg?.type !== 'field' || close?.type !== 'rparen') throw new FormulaError('badSum', start);
    const dot = arg.name.indexOf('.');
    const table = arg.name.slice(0, dot).trim();
    const field = arg.name.slice(dot + 1).trim();
    if (dot < 0 || table === '' || field === '') throw new FormulaError('badSum', start);
    this.pos += 3;
    return { kind: 'sum', table, field };
  }

  private days(start: number): FormulaNode {
    const [open, end, comma, from, close] = this.tokens.slice(this.pos, this.pos + 5);
    if (open?.type !== 'lparen' || end?.type !== 'field' || comma?.type !== 'comma' || from?.type !== 'field' || close?.type !== 'rparen') {
      throw new FormulaError('badDays', start);
    }
    this.pos += 5;
    return { kind: 'days', end: end.name, start: from.name };
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }
}

/** Throws FormulaError; use validateFormula for a result object. */
export function parseFormula(source: string): FormulaNode {
  if (source.trim() === '') throw new FormulaError('empty', 0);
  return new Parser(tokenize(source), source.length).parse();
}

export type FormulaCheck =
  | { ok: true }
  | { ok: false; reason: FormulaReason; message: MessageKey; index: number };

export function validateFormula(source: string): FormulaCheck {
  try {
    parseFormula(source);
    return { ok: true };
  } catch (e) {
    if (!(e instanceof FormulaError)) throw e;
    return { ok: false, reason: e.reason, message: formulaReasonMessages[e.reason], index: e.index };
  }
}

const DECIMAL = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
const GROUPED = /^[+-]?[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?$/;

/**
 * Reads a form value as a number, or 0. Strings must be plain decimals ('12', '-3.5', '1e3') or
 * thousands-grouped ('1,234.5', as amount widgets display them); '0x10' and 'Infinity' are not numbers
 * to a user, so they read 0.
 */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  const plain = GROUPED.test(text) ? text.replace(/,/g, '') : text;
  if (!DECIMAL.test(plain)) return 0;
  const n = Number(plain);
  return Number.isFinite(n) ? n : 0;
}

export type FormulaValues = Readonly<Record<string, unknown>>;

function own(values: FormulaValues, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : undefined;
}

function fold(node: FormulaNode, values: FormulaValues): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'field':
      return readNumber(own(values, node.name));
    case 'sum': {
      const rows = own(values, node.table);
      if (!Array.isArray(rows)) return 0;
      let total = 0;
      for (const row of rows) {
        if (row !== null && typeof row === 'object') total += readNumber(own(row as FormulaValues, node.field));
      }
      return total;
    }
    case 'days': {
      const end = dayNumber(own(values, node.end));
      const start = dayNumber(own(values, node.start));
      return end === null || start === null ? 0 : end - start;
    }
    case 'binary': {
      const a = fold(node.left, values);
      const b = fold(node.right, values);
      if (node.op === '+') return a + b;
      if (node.op === '-') return a - b;
      if (node.op === '*') return a * b;
      return b === 0 ? 0 : a / b;
    }
  }
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const DAY_MS = 86_400_000;

/**
 * A date as a whole day number (days since 1970-01-01), or null. A 'YYYY-MM-DD' string is a calendar
 * date wherever the formula runs (browser or server), so it is read in UTC; a timestamp is read as the
 * UTC day it falls on.
 */
export function dayNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value / DAY_MS) : null;
  if (typeof value !== 'string') return null;
  const m = DATE_PREFIX.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / DAY_MS;
}

function tidy(n: number): number {
  if (!Number.isFinite(n) || n === 0) return 0;
  return Number(n.toPrecision(15));
}

/** Evaluates an already parsed formula, for callers that recalculate often (debounced form totals). */
export function evaluateNode(node: FormulaNode, values: FormulaValues): number {
  return tidy(fold(node, values));
}

export function evaluateFormula(source: string, values: FormulaValues = {}): number {
  let node: FormulaNode;
  try {
    node = parseFormula(source);
  } catch (e) {
    if (e instanceof FormulaError) return 0;
    throw e;
  }
  return evaluateNode(node, values);
}

/**
 * The fields a formula reads, so the form can recalculate only when one of them changes. A SUM
 * reports its sub-table name (any change inside the table matters). Invalid formulas read nothing.
 */
export function formulaFields(source: string): string[] {
  const found = new Set<string>();
  const walk = (node: FormulaNode): void => {
    if (node.kind === 'field') found.add(node.name);
    else if (node.kind === 'sum') found.add(node.table);
    else if (node.kind === 'days') {
      found.add(node.end);
      found.add(node.start);
    }
    else if (node.kind === 'binary') {
      walk(node.left);
      walk(node.right);
    }
  };
  try {
    walk(parseFormula(source));
  } catch (e) {
    if (!(e instanceof FormulaError)) throw e;
  }
  return [...found];
}
