import { Tag } from 'antd';
import type { CellProps } from '../core/types';

export interface TagCellOptions {
  /** value → label and antd colour ('success', 'error', '#1677ff', …). */
  map: Record<string, { label: string; color?: string }>;
}

/** A status-like value as coloured tags; several values (array or 'a,b') give several tags. */
export default function TagCell({ value, options }: CellProps<unknown, TagCellOptions>) {
  const values = Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : [value];
  const shown = values.filter((v) => v !== null && v !== undefined && v !== '');
  return (
    <>
      {shown.map((v) => {
        const hit = options?.map?.[String(v)];
        return (
          <Tag key={String(v)} color={hit?.color} style={{ marginInlineEnd: 4 }}>
            {hit?.label ?? String(v)}
          </Tag>
        );
      })}
    </>
  );
}
