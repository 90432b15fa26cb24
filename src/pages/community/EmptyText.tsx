import { Typography } from 'antd';

/** An empty list's line in the readable secondary grey: antd's own empty text (#bfbfbf) fails contrast (axe). */
export default function EmptyText({ text }: { text: string }) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}
