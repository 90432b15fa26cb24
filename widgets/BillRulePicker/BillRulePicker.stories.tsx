import type { Meta, StoryObj } from '@storybook/react';
import BillRulePicker from './BillRulePicker';
import { Stateful, withFakeServices } from '../testing/storyKit';

const meta = {
  title: 'Widgets/Relation/BillRulePicker', parameters: { docs: { description: { component: "`ui:widget: \"billRulePicker\"`. Designer-side picker of a bill-number rule; the form field that issues numbers is BillNumber." } } },
  component: BillRulePicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <BillRulePicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof BillRulePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'WF_LEAVE' } };
export const Disabled: Story = { args: { value: 'WF_PURCHASE', disabled: true } };
export const Error: Story = { args: { rawErrors: ['不能为空'] } };
export const LargeData: Story = {
  name: 'Large data (1,000 rules)',
  args: { value: 'RULE0999' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/System/BillRule/Selector$': () => ({
    list: Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, enCode: `RULE${String(i).padStart(4, '0')}`, fullName: `单据规则${i + 1}` })),
  }) } })],
};
