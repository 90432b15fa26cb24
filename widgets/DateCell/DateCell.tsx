import { formatDate, DEFAULT_DATE_FORMAT } from '../../contract/rules/format';
import type { CellProps } from '../core/types';

export interface DateCellOptions {
  /** dayjs format; default YYYY-MM-DD HH:mm (spec §9). */
  format?: string;
}

/** Milliseconds or ISO text as a date; blank when empty or unreadable. */
export default function DateCell({ value, options }: CellProps<number | string | null | undefined, DateCellOptions>) {
  const text = formatDate(value, options?.format ?? DEFAULT_DATE_FORMAT);
  return <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{text}</span>;
}
