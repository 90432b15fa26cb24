import type { Meta, StoryObj } from '@storybook/react';
import { message } from 'antd';
import StateSwitch from './StateSwitch';
import { CellTable } from '../testing/storyKit';
import { chineseName } from '../testing/seed';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: chineseName(i), enabledMark: i % 3 ? 1 : 0 }));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function Demo({ records, allowed = true, fail = false }: { records: Record<string, unknown>[]; allowed?: boolean; fail?: boolean }) {
  const onToggle = async (r: Record<string, unknown>, next: boolean) => {
    await wait(300);
    if (fail) {
      void message.error('状态修改失败：无操作权限');
      throw new globalThis.Error('denied');
    }
    void message.success(`${r.name} 已${next ? '启用' : '禁用'}`);
  };
  return <CellTable records={records} field="enabledMark" title="状态" render={(v, r) => <StateSwitch value={v} record={r} options={{ onToggle, allowed }} />} />;
}
const meta = { title: 'Widgets/Cells/StateSwitch', parameters: { docs: { description: { component: "`cell: \"stateSwitch\"`. A row's enabled/disabled state as a switch that calls the row's state action." } } }, component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: [{ id: 1, name: '张伟', enabledMark: null }] } };
export const Filled: Story = { args: { records: rows(5) } };
export const Disabled: Story = { name: 'Disabled (no permission)', args: { records: rows(5), allowed: false } };
export const Error: Story = { name: 'Error (server refuses: state kept)', args: { records: rows(3), fail: true } };
export const LargeData: Story = { name: 'Large data (5,000 rows)', args: { records: rows(5000) } };
