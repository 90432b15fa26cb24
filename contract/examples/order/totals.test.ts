import { describe, expect, it } from 'vitest';
import { formatFen, formatMilli, lineAmountFen, lineProblems, orderTotals } from './totals';

describe('order totals', () => {
  it('adds money exactly where floating point would not (0.1 + 0.2)', () => {
    const t = orderTotals([
      { product: 'A', quantity: '1', unitPrice: '0.1' },
      { product: 'B', quantity: '1', unitPrice: '0.2' },
    ]);
    expect(formatFen(t.totalFen)).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('rounds each line half up to the fen, and the total is the sum of the shown amounts', () => {
    // 1.005 × 1.00 = 1.005 → 1.01; 3 × 0.335 → 1.005 → 1.01
    expect(lineAmountFen(1005n, 100n)).toBe(101n);
    const t = orderTotals([
      { product: '笔记本', quantity: '1.005', unitPrice: '1.00' },
      { product: '铅笔', quantity: '3', unitPrice: '0.335'.slice(0, 4) },
    ]);
    expect(t.lines.map((l) => formatFen(l.amountFen))).toEqual(['1.01', '0.99']);
    expect(formatFen(t.totalFen)).toBe('2.00');
    expect(formatMilli(t.totalQuantityMilli)).toBe('4.005');
  });

  it('keeps large orders exact', () => {
    const t = orderTotals([{ product: '课桌', quantity: '999999999', unitPrice: '9999999999.99' }]);
    expect(formatFen(123456789012345678901n)).toBe('1234567890123456789.01');
    expect(t.totalFen).toBe(999999999n * 999999999999n);
  });

  it('names what is wrong with a line', () => {
    expect(lineProblems({ product: ' ', quantity: '0', unitPrice: '1.234' })).toEqual(['product', 'quantity', 'unitPrice']);
    expect(lineProblems({ product: '粉笔', quantity: '-1', unitPrice: 'abc' })).toEqual(['quantity', 'unitPrice']);
    expect(lineProblems({ product: '粉笔', quantity: '2.5', unitPrice: '3' })).toEqual([]);
  });
});
