import type { Meta, StoryObj } from '@storybook/react';
import BillNumber from './BillNumber';

const meta = {
  title: 'Widgets/Relation/BillNumber', parameters: { docs: { description: { component: "`ui:widget: \"billNumber\"`. The number a bill rule issues for a new record, shown read-only. Use for document numbers." } } },
  component: BillNumber,
  args: { onChange: () => {}, options: { rule: 'WF_LEAVE' } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof BillNumber>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (new record: 系统自动生成)' };
export const Filled: Story = { args: { value: 'QJ202409010001' } };
export const Disabled: Story = { args: { value: 'QJ202409010002', disabled: true } };
export const Error: Story = { args: { rawErrors: ['单据编号生成失败'] } };
export const LargeData: Story = { name: 'Large data (a long number)', args: { value: 'CG-2024-09-01-城东区教育局-第一中学-000000123456' } };
