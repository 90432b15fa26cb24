import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { message } from 'antd';
import StateSwitch from './StateSwitch';
import { CellTable } from '../testing/storyKit';
import { chineseName } from '../testing/seed';
import { expectToast } from '../testing/play';

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
// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Demo, 'name', { value: 'StateSwitch in a list (story)' });

const meta = {
  title: 'Widgets/Cells/StateSwitch',
  parameters: { docs: { description: { component: "`cell: \"stateSwitch\"`. Use it in a list column for a row's 启用/禁用 state that people with the state permission may flip in place: the switch calls the row's state action (`options.onToggle`) and keeps the old state when the server refuses. It stores nothing itself; the row's value (1 = on by default, `options.onValue`) comes from the list. The stories show it in a list; the cell's own props are under StateSwitch." } } },
  component: Demo,
  subcomponents: { StateSwitch },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { records: [{ id: 1, name: '张伟', enabledMark: null }] } };
const switches = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('switch');

export const Filled: Story = {
  args: { records: rows(5) },
  play: async ({ canvasElement }) => {
    await expect(switches(canvasElement)[0]).not.toBeChecked();
    await userEvent.click(switches(canvasElement)[0]);
    await waitFor(() => expect(switches(canvasElement)[0]).toBeChecked());
    await expectToast(canvasElement, `${chineseName(0)} 已启用`);
  },
};
export const Disabled: Story = {
  name: 'Disabled (no permission)',
  args: { records: rows(5), allowed: false },
  play: async ({ canvasElement }) => {
    for (const sw of switches(canvasElement)) await expect(sw).toBeDisabled();
  },
};
export const Error: Story = {
  name: 'Error (server refuses: state kept)',
  args: { records: rows(3), fail: true },
  play: async ({ canvasElement }) => {
    await expect(switches(canvasElement)[1]).toBeChecked();
    await userEvent.click(switches(canvasElement)[1]);
    await expectToast(canvasElement, '状态修改失败：无操作权限');
    await waitFor(() => expect(switches(canvasElement)[1]).not.toHaveClass('ant-switch-loading'));
    await expect(switches(canvasElement)[1]).toBeChecked();
  },
};
export const LargeData: Story = { name: 'Large data (5,000 rows)', args: { records: rows(5000) } };
