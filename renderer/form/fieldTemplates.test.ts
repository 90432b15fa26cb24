import { describe, expect, it } from 'vitest';
import { labelWidth } from './fieldTemplates';

const form = (...titles: string[]) => ({ type: 'object', properties: Object.fromEntries(titles.map((t, i) => [`f${i}`, { type: 'string', title: t }])) });

describe('labelWidth', () => {
  it('keeps the Chinese forms at 110px', () => {
    expect(labelWidth(form('账户', '所属组织', '上级部门/组织'), 1)).toBe(110);
  });

  it('widens for longer (English) titles, nested objects included', () => {
    expect(labelWidth(form('Account', 'Total swapped lessons'), 1)).toBe(170);
    expect(labelWidth({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string', title: 'Total swapped lessons' } } } } }, 1)).toBe(170);
  });

  it('stops at 220px, 180px in two columns', () => {
    const long = form('A label far too long for any label column of a form');
    expect(labelWidth(long, 1)).toBe(220);
    expect(labelWidth(long, 2)).toBe(180);
  });
});
