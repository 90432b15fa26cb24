import type { Meta, StoryObj } from '@storybook/react';
import DictCell from './DictCell';
import { CellTable } from '../testing/storyKit';
import { chineseName } from '../testing/seed';

const rows = (n: number, v: (i: number) => unknown) => Array.from({ length: n }, (_, i) => ({ id: i, name: chineseName(i), grade: v(i) }));

function Demo({ records, dictionaryType = 'grade' }: { records: Record<string, unknown>[]; dictionaryType?: string }) {
  return <CellTable records={records} field="grade" title="年级" render={(v, r) => <DictCell value={v} record={r} options={{ dictionaryType }} />} />;
}
// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Demo, 'name', { value: 'DictCell in a list (story)' });

const meta = {
  title: 'Widgets/Cells/DictCell',
  parameters: { docs: { description: { component: "`cell: \"dictCell\"`. Use it for a list column that stores data-dictionary values (grade, subject): each id or code is shown by its name, with one request per dictionary type however many rows there are, and several values comma-separated; unknown values are shown as they are. It stores nothing; it shows the row's value. The cell's own props are under DictCell." } } },
  component: Demo,
  subcomponents: { DictCell },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: rows(3, () => '') } };
export const Filled: Story = { args: { records: rows(6, (i) => `G${i + 1}`) } };
export const Disabled: Story = { name: 'Disabled (several codes)', args: { records: rows(2, () => ['G7', 'G8']) } };
export const Error: Story = { name: 'Error (unknown dictionary: codes shown)', args: { records: rows(3, (i) => `X${i}`), dictionaryType: 'nope' } };
export const LargeData: Story = { name: 'Large data (5,000 rows, one request)', args: { records: rows(5000, (i) => `G${(i % 12) + 1}`) } };
