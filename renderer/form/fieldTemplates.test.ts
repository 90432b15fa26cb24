import { describe, expect, it } from 'vitest';
import { formStyles, labelWidth } from './fieldTemplates';

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

describe('a field message moves nothing below the field', () => {
  // The stylesheet's numbers, as the browser reads them: `.sel{...prop:Npx...}`.
  const px = (css: string, selector: string, prop: string) => {
    const rule = css.split('}').find((r) => r.startsWith(`${selector}{`));
    const m = rule?.match(new RegExp(`(?:^|[{;])${prop}:(-?\\d+)px`));
    return m ? Number(m[1]) : 0;
  };
  const token = { colorError: '#c23b3c', colorTextSecondary: '#666', colorText: '#000', fontSize: 14, marginLG: 24 };

  it('gives a one-line error the room of the gap it replaces (the footer stays under the pointer)', () => {
    const css = formStyles(token);
    const plain = px(css, '.ec-field', 'margin-bottom');
    const withError = px(css, '.ec-field.ec-field-error', 'margin-bottom') + px(css, '.ec-field-msg', 'line-height') + px(css, '.ec-field-msg', 'margin-top');
    expect(plain).toBeGreaterThan(0);
    expect(withError).toBe(plain);
  });
});
