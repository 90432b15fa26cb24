import type { Meta, StoryObj } from '@storybook/react';
import DateCell from './DateCell';
import { CellTable } from '../testing/storyKit';
import { chineseName } from '../testing/seed';

const BASE = Date.UTC(2024, 8, 1, 1, 30);
const rows = (n: number, v: (i: number) => unknown) => Array.from({ length: n }, (_, i) => ({ id: i, name: chineseName(i), creatorTime: v(i) }));

function Demo({ records, format }: { records: Record<string, unknown>[]; format?: string }) {
  return <CellTable records={records} field="creatorTime" title="创建时间" render={(v, r) => <DateCell value={v as number} record={r} options={{ format }} />} />;
}
// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Demo, 'name', { value: 'DateCell in a list (story)' });

const meta = {
  title: 'Widgets/Cells/DateCell',
  parameters: { docs: { description: { component: "`cell: \"dateCell\"`. Use it for a list column holding a moment (创建时间, 提交时间): a timestamp in milliseconds or an ISO text is shown as a date-time, or in `options.format` (e.g. `YYYY-MM-DD`); unreadable values stay blank. It stores nothing; it shows the row's value. The cell's own props are under DateCell." } } },
  component: Demo,
  subcomponents: { DateCell },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: rows(3, () => null) } };
export const Filled: Story = { args: { records: rows(3, (i) => (i % 2 ? BASE + i * 3_600_000 : new Date(BASE + i * 86_400_000).toISOString())) } };
export const Disabled: Story = { name: 'Disabled (date only format)', args: { records: rows(3, (i) => BASE + i * 86_400_000), format: 'YYYY-MM-DD' } };
export const Error: Story = { name: 'Error (unreadable values stay blank)', args: { records: rows(3, (i) => ['不是日期', 'abc', ''][i]) } };
export const LargeData: Story = { name: 'Large data (5,000 rows)', args: { records: rows(5000, (i) => BASE + i * 60_000) } };
