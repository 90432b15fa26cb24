import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { SizeName } from './stores/app';

// The size selector's four names mapped onto antd's three sizes; mini also compacts spacing.
export function componentSizeOf(size: SizeName): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}

export function themeConfigOf(color: string, size: SizeName, reduceMotion = false): ThemeConfig {
  return {
    algorithm: size === 'mini' ? [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm] : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: color,
      // Users who ask their system for reduced motion get none: no sliding menus, zooming dialogs.
      motion: !reduceMotion,
      borderRadius: 4,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    },
  };
}
