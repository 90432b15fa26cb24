/**
 * Rough width in px of a text at the console's 14px font: CJK and full-width characters 14, others
 * 7.5. Enough to size a column to its texts ('Reset password' needs more room than '重置密码').
 */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 7.5;
  return w;
}
