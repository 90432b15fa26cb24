import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { message } from 'antd';
import LinkCell, { type LinkCellOptions } from './LinkCell';
import { CellTable } from '../testing/storyKit';
import { chineseName } from '../testing/seed';
import { expectToast } from '../testing/play';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `n${i}`, name: chineseName(i), title: `关于${['期中考试', '家长会', '运动会', '教研活动'][i % 4]}安排的通知（第${i + 1}号）` }));

function Demo({ records, options }: { records: Record<string, unknown>[]; options: LinkCellOptions }) {
  return <CellTable records={records} field="title" title="标题" render={(v, r) => <LinkCell value={v} record={r} options={options} />} />;
}
// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Demo, 'name', { value: 'LinkCell in a list (story)' });

const meta = {
  title: 'Widgets/Cells/LinkCell',
  parameters: { docs: { description: { component: "`cell: \"linkCell\"`. Use it for the list column people click to open a record (a notice's title): the text becomes a link that runs a row action (`options.onClick`, the detail view by default) or goes to an address template (`options.href`, `{field}` filled from the row; unsafe addresses such as `javascript:` are refused and the text stays plain). It stores nothing; it shows the row's value. The cell's own props are under LinkCell." } } },
  component: Demo,
  subcomponents: { LinkCell },
  args: { options: { onClick: (r) => void message.info(`打开：${String(r.title)}`) } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: [{ id: 1, name: '张伟', title: '' }] } };
export const Filled: Story = {
  args: { records: rows(4) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('关于家长会安排的通知（第2号）'));
    await expectToast(canvasElement, '打开：关于家长会安排的通知（第2号）');
  },
};
export const Disabled: Story = { name: 'Disabled (no action: plain text)', args: { records: rows(3), options: {} } };
export const Error: Story = {
  name: 'Error (unsafe href refused)',
  args: { records: rows(2), options: { href: 'javascript:alert({id})' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('关于期中考试安排的通知（第1号）')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
export const LargeData: Story = { name: 'Large data (5,000 rows, href template)', args: { records: rows(5000), options: { href: '/noticeDetail?id={id}' } } };
