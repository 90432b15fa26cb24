import type { Meta, StoryObj } from '@storybook/react';
import ImageCell from './ImageCell';
import { CellTable } from '../testing/storyKit';
import { demoImage } from '../testing/fakeServices';
import { chineseName } from '../testing/seed';

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96'];
const rows = (n: number, v: (i: number) => unknown) => Array.from({ length: n }, (_, i) => ({ id: i, name: chineseName(i), photo: v(i) }));

function Demo({ records }: { records: Record<string, unknown>[] }) {
  return <CellTable records={records} field="photo" title="照片" render={(v, r) => <ImageCell value={v as string} record={r} />} />;
}
// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Demo, 'name', { value: 'ImageCell in a list (story)' });

const meta = {
  title: 'Widgets/Cells/ImageCell',
  parameters: { docs: { description: { component: "`cell: \"imageCell\"`. Use it for avatars and photos in a list column: a url, a list of urls or uploaded files are shown as small thumbnails (up to `options.max`, then +n) with a preview on click; unsafe addresses are dropped. It stores nothing; it shows the row's value. The cell's own props are under ImageCell." } } },
  component: Demo,
  subcomponents: { ImageCell },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: rows(2, () => null) } };
export const Filled: Story = { args: { records: rows(3, (i) => demoImage(chineseName(i), COLORS[i % 4])) } };
export const Disabled: Story = { name: 'Disabled (uploaded files, +n)', args: { records: rows(2, () => [1, 2, 3, 4, 5].map((k) => ({ name: `p${k}.png`, url: demoImage(`图${k}`, COLORS[k % 4]) }))) } };
export const Error: Story = { name: 'Error (unsafe url dropped)', args: { records: rows(2, () => 'javascript:alert(1)') } };
export const LargeData: Story = { name: 'Large data (2,000 rows)', args: { records: rows(2000, (i) => demoImage(String(i + 1), COLORS[i % 4])) } };
