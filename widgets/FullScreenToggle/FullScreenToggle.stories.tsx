import type { Meta, StoryObj } from '@storybook/react';
import { Space } from 'antd';
import FullScreenToggle from './FullScreenToggle';

const meta = {
  title: 'Widgets/List/FullScreenToggle', parameters: { docs: { description: { component: "Navbar or list-toolbar button that enters and leaves full screen, its tooltip saying which. Not used by the renderer yet." } } },
  component: FullScreenToggle,
  render: (args) => (
    <Space>
      <span>学生名单</span>
      <FullScreenToggle {...args} />
    </Space>
  ),
} satisfies Meta<typeof FullScreenToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (whole page)' };
export const Filled: Story = { name: 'Filled (a panel as target)', args: { target: () => document.getElementById('storybook-root') } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = { name: 'Error (target missing: falls back to the page)', args: { target: () => null } };
export const LargeData: Story = {
  name: 'Large data (toolbar of a 1,000-row list)',
  render: (args) => (
    <div>
      <Space style={{ marginBottom: 8 }}><strong>教职工名单</strong><FullScreenToggle {...args} /></Space>
      <div style={{ height: 300, overflow: 'auto', border: '1px solid #f0f0f0' }}>
        {Array.from({ length: 1000 }, (_, i) => <div key={i} style={{ padding: '4px 8px' }}>第{i + 1}行</div>)}
      </div>
    </div>
  ),
};
