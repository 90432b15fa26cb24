import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade, themeConfigOf } from './theme';

const THEME_COLOURS = ['#1890ff', '#722ed1', '#13c2c2', '#2f54eb', '#52c41a', '#faad14', '#fa8c16', '#f5222d'];

describe('readable theme colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
  });

  it('darkens every theme colour until white text on it reads at 4.5:1 or better', () => {
    const tooLight = THEME_COLOURS.filter((c) => contrastRatio(c, '#ffffff') < 4.5);
    expect(tooLight).toEqual(['#1890ff', '#13c2c2', '#52c41a', '#faad14', '#fa8c16', '#f5222d']);
    for (const colour of THEME_COLOURS) {
      const shade = readableShade(colour);
      expect(contrastRatio(shade, '#ffffff'), `${colour} → ${shade}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads well, and only darkens as far as needed', () => {
    expect(readableShade('#722ed1')).toBe('#722ed1');
    const shade = readableShade('#1890ff');
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5.6);
  });

  it('the antd theme carries the readable shade and motion follows the user setting', () => {
    const theme = themeConfigOf('#1890ff', 'default', true);
    expect(theme.token?.colorPrimary).toBe(readableShade('#1890ff'));
    expect(theme.token?.motion).toBe(false);
    for (const colour of THEME_COLOURS) {
      const { colorPrimary, colorPrimaryHover } = themeConfigOf(colour, 'default').token!;
      expect(colorPrimaryHover, colour).not.toBe(colorPrimary);
      expect(contrastRatio(colorPrimaryHover!, '#ffffff'), `${colour} hover`).toBeGreaterThan(contrastRatio(colorPrimary!, '#ffffff'));
    }
    expect(themeConfigOf('#1890ff', 'default').token?.motion).toBe(true);
  });
});
