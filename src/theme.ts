import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { SizeName } from './stores/app';

// The size selector's four names mapped onto antd's three sizes; mini also compacts spacing.
export function componentSizeOf(size: SizeName): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The theme colour darkened (mixed with black in small steps) until white text on it, and it as
 * text on white, reach `minRatio`. The spec's theme colours (#1890ff, #52c41a, #faad14…) are all too
 * light for white text, which antd puts on primary buttons, selected menu items and the active tag;
 * 5.1 leaves room for the pale tints antd puts behind it (a selected option: 4.5:1 on #e6f7ff).
 */
export function readableShade(color: string, minRatio = 5.1): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  const rgb = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const hex = '#' + rgb.map((c) => Math.round(c * keep).toString(16).padStart(2, '0')).join('');
    if (contrastRatio(hex, '#ffffff') >= minRatio) return hex;
  }
  return '#000000';
}

/** Secondary and placeholder text dark enough for 4.5:1 on white (antd's defaults give 3.4 and 1.8). */
const READABLE_SECONDARY_TEXT = 'rgba(0, 0, 0, 0.58)';

export function themeConfigOf(color: string, size: SizeName, reduceMotion = false): ThemeConfig {
  const primary = readableShade(color);
  return {
    algorithm: size === 'mini' ? [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm] : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      // antd's own hover shade is lighter than the colour (white on #1890ff's: 3.7:1, found by axe on a
      // button the pointer was still over): a step darker instead, still visibly a change.
      colorPrimaryHover: readableShade(primary, contrastRatio(primary, '#ffffff') + 1),
      colorInfo: primary,
      colorLink: primary,
      colorError: readableShade('#ff4d4f'),
      colorTextTertiary: READABLE_SECONDARY_TEXT,
      colorTextDescription: READABLE_SECONDARY_TEXT,
      colorTextPlaceholder: READABLE_SECONDARY_TEXT,
      // Users who ask their system for reduced motion get none: no sliding menus, zooming dialogs.
      motion: !reduceMotion,
      borderRadius: 4,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    },
  };
}
