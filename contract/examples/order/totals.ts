/**
 * 订单示例: line amounts and order totals without floating point. Money is counted in fen (0.01
 * yuan) and quantities in thousandths, both as integers, so 0.1 + 0.2 stays 0.30 and a total is the
 * exact sum of the amounts shown on the lines. Amount = quantity × unit price, rounded half up to the
 * fen (the usual commercial rounding), once per line.
 */

export interface OrderLineInput {
  product: string;
  /** up to 3 decimals, e.g. "2" or "1.5" */
  quantity: string;
  /** yuan with up to 2 decimals, e.g. "12.30" */
  unitPrice: string;
}

export interface OrderLine {
  product: string;
  quantityMilli: bigint;
  unitPriceFen: bigint;
  amountFen: bigint;
}

export type LineProblem = 'product' | 'quantity' | 'unitPrice';

const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** "1.5" with 3 places → 1500n; the caller checked the shape. */
function scaled(text: string, places: number): bigint {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(places) + BigInt((frac + '0'.repeat(places)).slice(0, places) || '0');
}

/** The problems of one line (empty when it is fine). */
export function lineProblems(line: OrderLineInput): LineProblem[] {
  const out: LineProblem[] = [];
  if (!line.product.trim() || line.product.length > 100) out.push('product');
  if (!QUANTITY.test(line.quantity.trim()) || scaled(line.quantity.trim(), 3) === 0n) out.push('quantity');
  if (!PRICE.test(line.unitPrice.trim())) out.push('unitPrice');
  return out;
}

/** One line's amount in fen: quantity (thousandths) × price (fen) / 1000, half up. */
export function lineAmountFen(quantityMilli: bigint, unitPriceFen: bigint): bigint {
  return (quantityMilli * unitPriceFen + 500n) / 1000n;
}

export function computeLine(line: OrderLineInput): OrderLine {
  const quantityMilli = scaled(line.quantity.trim(), 3);
  const unitPriceFen = scaled(line.unitPrice.trim(), 2);
  return { product: line.product.trim(), quantityMilli, unitPriceFen, amountFen: lineAmountFen(quantityMilli, unitPriceFen) };
}

export interface OrderTotals {
  lines: OrderLine[];
  totalFen: bigint;
  totalQuantityMilli: bigint;
}

/** Totals of valid lines (check each with lineProblems first). */
export function orderTotals(lines: OrderLineInput[]): OrderTotals {
  const computed = lines.map(computeLine);
  return {
    lines: computed,
    totalFen: computed.reduce((s, l) => s + l.amountFen, 0n),
    totalQuantityMilli: computed.reduce((s, l) => s + l.quantityMilli, 0n),
  };
}

/** 1234567n → "12345.67" (fen as yuan text). */
export function formatFen(fen: bigint): string {
  const neg = fen < 0n;
  const abs = neg ? -fen : fen;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return neg ? `-${text}` : text;
}

/** 1500n → "1.5" (thousandths as a plain number text, trailing zeros dropped). */
export function formatMilli(milli: bigint): string {
  const frac = (milli % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${milli / 1000n}.${frac}` : `${milli / 1000n}`;
}
