/**
 * Secondary text (hints, codes beside a name, row numbers) at 4.5:1 on white, the WCAG AA minimum;
 * antd's default secondary grey, rgba(0,0,0,0.45), gives 3.4:1. The same value as the app theme's
 * colorTextDescription (src/theme.ts), which widgets cannot import.
 */
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.58)';
