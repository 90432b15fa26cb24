import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import Pagination from './Pagination';

function Harness({ total, disabled, page = 1 }: { total: number; disabled?: boolean; page?: number }) {
  const [state, setState] = useState({ page, size: 20 });
  return (
    <div style={{ maxWidth: 900 }}>
      <Pagination total={total} currentPage={state.page} pageSize={state.size} disabled={disabled} onChange={(p, s) => setState({ page: p, size: s })} />
      <div style={{ color: 'rgba(0,0,0,0.45)' }}>第 {state.page} 页，每页 {state.size} 条</div>
    </div>
  );
}

const meta = { title: 'Widgets/List/Pagination', parameters: { docs: { description: { component: "The list footer of spec §9: total, page sizes, pages and a jumper. Not used by the renderer yet (it draws antd's Pagination)." } } }, component: Harness, args: { total: 0 } } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { total: 236, page: 3 } };
export const Disabled: Story = { args: { total: 236, disabled: true } };
export const Error: Story = { name: 'Error (page past the end)', args: { total: 30, page: 9 } };
export const LargeData: Story = { name: 'Large data (100,000 users)', args: { total: 100000, page: 2500 } };
