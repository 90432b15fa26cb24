import type { Meta, StoryObj } from '@storybook/react';
import TagCell from './TagCell';
import { CellTable } from '../testing/storyKit';
import { chineseName } from '../testing/seed';

const FLOW = { '1': { label: '等待审核', color: 'processing' }, '2': { label: '审核通过', color: 'success' }, '3': { label: '审核驳回', color: 'error' }, '4': { label: '流程撤回', color: 'warning' }, '5': { label: '审核终止', color: 'default' } };
const rows = (n: number, v: (i: number) => unknown) => Array.from({ length: n }, (_, i) => ({ id: i, name: chineseName(i), status: v(i) }));

function Demo({ records }: { records: Record<string, unknown>[] }) {
  return <CellTable records={records} field="status" title="流程状态" render={(v, r) => <TagCell value={v} record={r} options={{ map: FLOW }} />} />;
}
// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Demo, 'name', { value: 'TagCell in a list (story)' });

const meta = {
  title: 'Widgets/Cells/TagCell',
  parameters: { docs: { description: { component: "`cell: \"tagCell\"`. Use it for short states and categories in a list column (流程状态, 性别): each value is shown as a coloured tag from the `options.map` of value → label and colour; several values are comma-separated and unknown ones are shown as they are. It stores nothing; it shows the row's value. The cell's own props are under TagCell." } } },
  component: Demo,
  subcomponents: { TagCell },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: rows(3, () => null) } };
export const Filled: Story = { args: { records: rows(5, (i) => i + 1) } };
export const Disabled: Story = { name: 'Disabled (several values)', args: { records: rows(2, () => '1,2') } };
export const Error: Story = { name: 'Error (unknown value shown as is)', args: { records: rows(2, () => 9) } };
export const LargeData: Story = { name: 'Large data (5,000 rows)', args: { records: rows(5000, (i) => (i % 5) + 1) } };
