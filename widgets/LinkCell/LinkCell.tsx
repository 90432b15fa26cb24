import { Typography } from 'antd';
import { safeUrl } from '../core/safeUrl';
import type { CellProps } from '../core/types';

export interface LinkCellOptions<R = Record<string, unknown>> {
  /** In-app action (open detail, navigate); takes precedence over href. */
  onClick?: (record: R) => void;
  /** Address template with {field} placeholders filled from the row, e.g. '/document?id={id}'. */
  href?: string;
  target?: '_blank' | '_self';
}

export function fillTemplate(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(record[k] ?? '')));
}

/** The cell's text as a link; plain text when there is nowhere safe to go. */
export default function LinkCell({ value, record, options = {} }: CellProps<unknown, LinkCellOptions>) {
  const text = value === null || value === undefined ? '' : String(value);
  if (!text) return null;
  if (options.onClick) {
    return (
      <Typography.Link onClick={() => options.onClick!(record)} ellipsis>
        {text}
      </Typography.Link>
    );
  }
  const href = options.href ? safeUrl(fillTemplate(options.href, record)) : null;
  if (!href) return <span>{text}</span>;
  return (
    <Typography.Link href={href} target={options.target} rel={options.target === '_blank' ? 'noopener noreferrer' : undefined} ellipsis>
      {text}
    </Typography.Link>
  );
}
