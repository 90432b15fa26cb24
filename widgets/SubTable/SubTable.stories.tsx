import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { Button, Space } from 'antd';
import SubTable, { type SubTableColumn, type SubTableHandle, type SubTableRow } from './SubTable';
import { chineseName } from '../testing/seed';

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

const meta = {
  title: 'Widgets/SubTable', parameters: { docs: { description: { component: "`ui:widget: \"subTable\"`. Editable rows inside a form (order lines, family members) with add/delete and a totals row." } } },
  component: Harness,
  args: { initial: [] },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: sample } };
export const Disabled: Story = { args: { initial: sample, disabled: true } };
export const Error: Story = {
  name: 'Error (required cells empty after submit)',
  args: { initial: [{ item: '', qty: null }, { item: '白板', qty: 1 }, { item: '', qty: 3 }], rawErrors: ['不能为空'], submitNow: true },
};
export const LargeData: Story = { name: 'Large data (2,000 rows, virtualised)', args: { initial: big(2000) } };
