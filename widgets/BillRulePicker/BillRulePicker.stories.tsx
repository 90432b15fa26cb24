import type { Meta, StoryObj } from '@storybook/react';
import BillRulePicker from './BillRulePicker';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';

const meta = {
  title: 'Widgets/Relation/BillRulePicker', parameters: { docs: { description: { component: "`ui:widget: \"billRulePicker\"`. Use it in the form designer and the system screens to choose which bill-number rule (请假单编号, 采购申请单编号) a form numbers its records with; the field that shows the issued number is BillNumber. It stores the rule's `enCode` (or its id with `options.valueKey: \"id\"`)." } } },
  component: BillRulePicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <BillRulePicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof BillRulePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '报修单编号', '报修');
    await expectStored(canvasElement, 'REPAIR');
  },
};
export const Filled: Story = { args: { value: 'WF_LEAVE' } };
export const Disabled: Story = {
  args: { value: 'WF_PURCHASE', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, '采购申请单编号'),
};
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (1,000 rules)',
  args: { value: 'RULE0999' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/System/BillRule/Selector$': () => ({
    list: Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, enCode: `RULE${String(i).padStart(4, '0')}`, fullName: `单据规则${i + 1}` })),
  }) } })],
};
