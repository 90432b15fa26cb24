import { ConfigProvider, Tag, type ThemeConfig } from 'antd';
import type { CellProps } from '../core/types';

export interface TagCellOptions {
  /** value → label and antd colour ('success', 'error', '#1677ff', …). */
  map: Record<string, { label: string; color?: string }>;
}

/**
 * antd writes status tags ('success', 'warning', 'error', 'processing') in its base colours on their
 * pale tints, 2 to 3:1; these darker shades of the same hues read at 4.5:1 or more.
 */
const READABLE_STATUS: ThemeConfig = {
  components: { Tag: { colorSuccess: '#237804', colorWarning: '#ad4e00', colorError: '#a8071a', colorInfo: '#0958d9' } },
};

/** A status-like value as coloured tags; several values (array or 'a,b') give several tags. */
export default function TagCell({ value, options }: CellProps<unknown, TagCellOptions>) {
  const values = Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : [value];
  const shown = values.filter((v) => v !== null && v !== undefined && v !== '');
  return (
    <ConfigProvider theme={READABLE_STATUS}>
      {shown.map((v) => {
        const hit = options?.map?.[String(v)];
        return (
          <Tag key={String(v)} color={hit?.color} style={{ marginInlineEnd: 4 }}>
            {hit?.label ?? String(v)}
          </Tag>
        );
      })}
    </ConfigProvider>
  );
}
