import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Space } from 'antd';
import SubTable, { type SubTableColumn, type SubTableHandle, type SubTableRow } from './SubTable';
import { chineseName } from '../testing/seed';
import { pageOf } from '../testing/play';

const columns: SubTableColumn[] = [
  { field: 'item', label: '物品名称', type: 'text', required: true },
  { field: 'category', label: '类别', type: 'select', options: [
    { label: '办公用品', value: 'office' }, { label: '教学设备', value: 'teaching' }, { label: '体育器材', value: 'sports' },
  ] },
  { field: 'qty', label: '数量', type: 'number', required: true, summary: true, width: 110 },
  { field: 'amount', label: '金额（元）', type: 'number', summary: true, precision: 2, width: 130 },
  { field: 'date', label: '到货日期', type: 'date', width: 150 },
];

const sample: SubTableRow[] = [
  { item: '粉笔', category: 'office', qty: 20, amount: 36.5, date: '2024-09-01' },
  { item: '投影仪', category: 'teaching', qty: 2, amount: 5980, date: '2024-09-03' },
  { item: '篮球', category: 'sports', qty: 10, amount: 1290.3, date: '2024-09-05' },
];

const big = (n: number): SubTableRow[] =>
  Array.from({ length: n }, (_, i) => ({ item: `${chineseName(i)}的教材`, category: ['office', 'teaching', 'sports'][i % 3], qty: (i % 9) + 1, amount: ((i * 37) % 1000) + 0.5, date: '2024-10-01' }));

function Harness(props: { initial: SubTableRow[]; disabled?: boolean; rawErrors?: string[]; submitNow?: boolean }) {
  const [rows, setRows] = useState(props.initial);
  const ref = useRef<SubTableHandle>(null);
  const [result, setResult] = useState('');
  const submit = () => ref.current?.submit().then((r) => setResult(`提交成功：${r.length} 行`), (e: Error) => setResult(`提交失败：${e.message}`));
  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 860 }}>
      <SubTable ref={(h) => {
        ref.current = h;
        if (h && props.submitNow) void h.submit().catch(() => {});
      }} value={rows} onChange={(v) => setRows(v ?? [])} options={{ columns }} disabled={props.disabled} rawErrors={props.rawErrors} />
      <Space>
        <Button type="primary" onClick={submit}>提交</Button>
        <span>{result}</span>
      </Space>
    </Space>
  );
}

// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Harness, 'name', { value: 'SubTable in a form (story)' });

const meta = {
  title: 'Widgets/SubTable',
  parameters: { docs: { description: { component: "`ui:widget: \"subTable\"`. Use it for a list of lines inside one form (purchase lines, family members): rows are added and deleted, cells are text, number, select or date (`options.columns`), `summary` columns get a totals row, spreadsheet text can be pasted, and required cells say 不能为空 on submit. It stores an array of row objects keyed by column field. The stories wrap it in a form with a 提交 button; the widget's own props are under SubTable." } } },
  component: Harness,
  subcomponents: { SubTable },
  args: { initial: [] },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').filter((r) => r.hasAttribute('data-row'));
const totals = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('totals');

/** Types into a row's cell (its input is labelled by the column) and leaves it, as a user would. */
async function fill(canvasElement: HTMLElement, row: number, label: string, text: string) {
  const input = within(dataRows(canvasElement)[row]).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /添加行/ }));
    await userEvent.click(canvas.getByRole('button', { name: /添加行/ }));
    await expect(dataRows(canvasElement)).toHaveLength(2);
    await fill(canvasElement, 0, '物品名称', '粉笔');
    await fill(canvasElement, 0, '数量', '3');
    await fill(canvasElement, 1, '物品名称', '白板');
    await fill(canvasElement, 1, '数量', '2');
    await expect(within(totals(canvasElement)).getByText('5')).toBeVisible();
    await userEvent.click(within(dataRows(canvasElement)[0]).getByRole('button', { name: '删除' }));
    await expect(dataRows(canvasElement)).toHaveLength(1);
    await expect(within(totals(canvasElement)).getByText('2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /提\s*交/ }));
    await expect(await canvas.findByText('提交成功：1 行')).toBeVisible();
  },
};
export const Filled: Story = {
  args: { initial: sample },
  play: async ({ canvasElement }) => {
    // Picking a date from the calendar, then changing a quantity: the total follows.
    await userEvent.click(within(dataRows(canvasElement)[0]).getByLabelText('到货日期'));
    await userEvent.click(await pageOf(canvasElement).findByTitle('2024-09-10'));
    await expect(within(dataRows(canvasElement)[0]).getByLabelText('到货日期')).toHaveValue('2024-09-10');
    await fill(canvasElement, 0, '数量', '25');
    await expect(within(totals(canvasElement)).getByText('37')).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { initial: sample, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /添加行/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '删除' })).toBeNull();
    await expect(within(dataRows(canvasElement)[0]).getByLabelText('物品名称')).toBeDisabled();
  },
};
export const Error: Story = {
  name: 'Error (required cells empty after submit)',
  args: { initial: [{ item: '', qty: null }, { item: '白板', qty: 1 }, { item: '', qty: 3 }], rawErrors: ['不能为空'], submitNow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('不能为空')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /提\s*交/ }));
    await expect(await canvas.findByText('提交失败：不能为空')).toBeVisible();
    await fill(canvasElement, 0, '物品名称', '粉笔');
    await fill(canvasElement, 0, '数量', '4');
    await fill(canvasElement, 2, '物品名称', '直尺');
    await expect(canvas.queryByText('不能为空')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /提\s*交/ }));
    await expect(await canvas.findByText('提交成功：3 行')).toBeVisible();
  },
};
export const LargeData: Story = { name: 'Large data (2,000 rows, virtualised)', args: { initial: big(2000) } };
