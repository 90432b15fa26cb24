import type { Meta, StoryObj } from '@storybook/react';
import RelationFlowPicker from './RelationFlowPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';

const meta = {
  title: 'Widgets/Relation/RelationFlowPicker', parameters: { docs: { description: { component: "`ui:widget: \"relationFlowPicker\"`. Picks a workflow (a flow engine), grouped by category when the server groups them." } } },
  component: RelationFlowPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <RelationFlowPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof RelationFlowPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'flow-2' } };
export const Disabled: Story = { args: { value: 'flow-1', disabled: true } };
export const Error: Story = { args: { rawErrors: ['不能为空'] } };
export const LargeData: Story = {
  name: 'Large data (grouped, 600 flows)',
  args: { value: 'f-5-7' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/WorkFlow/FlowEngine/Selector$': () => ({
    list: ['人事', '教务', '后勤', '行政', '财务', '德育'].map((c, g) => ({
      id: `cat-${g}`, fullName: c, children: Array.from({ length: 100 }, (_, i) => ({ id: `f-${g}-${i}`, fullName: `${c}流程${i + 1}` })),
    })),
  }) } })],
};
