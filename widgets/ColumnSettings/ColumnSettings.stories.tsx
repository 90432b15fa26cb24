import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import ColumnSettings, { type ColumnSetting } from './ColumnSettings';

const base: ColumnSetting[] = [
  { key: 'account', label: '账号', visible: true },
  { key: 'realName', label: '姓名', visible: true },
  { key: 'gender', label: '性别', visible: true },
  { key: 'organize', label: '所属组织', visible: true },
  { key: 'mobile', label: '手机', visible: false },
  { key: 'creatorTime', label: '创建时间', visible: true },
];

function Harness({ columns, disabled }: { columns: ColumnSetting[]; disabled?: boolean }) {
  const [cols, setCols] = useState(columns);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <ColumnSettings columns={cols} onChange={setCols} disabled={disabled} />
      <div style={{ color: 'rgba(0,0,0,0.65)' }}>显示的列：{cols.filter((c) => c.visible).map((c) => c.label).join('、') || '（无）'}</div>
    </div>
  );
}

const meta = { title: 'Widgets/List/ColumnSettings', parameters: { docs: { description: { component: "List-toolbar popover: show or hide columns, reorder them by dragging or arrows, reset. Not used by the renderer yet (it has its own popover); issue 12 wires it in or removes it." } } }, component: Harness, args: { columns: base } } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { columns: [] } };
export const Filled: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = { name: 'Error (one column left: it cannot be hidden)', args: { columns: base.map((c, i) => ({ ...c, visible: i === 0 })) } };
export const LargeData: Story = { name: 'Large data (200 columns)', args: { columns: Array.from({ length: 200 }, (_, i) => ({ key: `c${i}`, label: `字段${i + 1}`, visible: i % 3 !== 0 })) } };
