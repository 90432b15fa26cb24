import type { Meta, StoryObj } from '@storybook/react';
import { message } from 'antd';
import LinkCell, { type LinkCellOptions } from './LinkCell';
import { CellTable } from '../testing/storyKit';
import { chineseName } from '../testing/seed';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `n${i}`, name: chineseName(i), title: `关于${['期中考试', '家长会', '运动会', '教研活动'][i % 4]}安排的通知（第${i + 1}号）` }));

function Demo({ records, options }: { records: Record<string, unknown>[]; options: LinkCellOptions }) {
  return <CellTable records={records} field="title" title="标题" render={(v, r) => <LinkCell value={v} record={r} options={options} />} />;
}
const meta = { title: 'Widgets/Cells/LinkCell', parameters: { docs: { description: { component: "`cell: \"linkCell\"`. The cell text as a link that runs a row action (detail by default). Use for the column people click to open a record." } } }, component: Demo, args: { options: { onClick: (r) => void message.info(`打开：${String(r.title)}`) } } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: [{ id: 1, name: '张伟', title: '' }] } };
export const Filled: Story = { args: { records: rows(4) } };
export const Disabled: Story = { name: 'Disabled (no action: plain text)', args: { records: rows(3), options: {} } };
export const Error: Story = { name: 'Error (unsafe href refused)', args: { records: rows(2), options: { href: 'javascript:alert({id})' } } };
export const LargeData: Story = { name: 'Large data (5,000 rows, href template)', args: { records: rows(5000), options: { href: '/noticeDetail?id={id}' } } };
