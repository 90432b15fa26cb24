import type { Meta, StoryObj } from '@storybook/react';
import RelationFlowPicker from './RelationFlowPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';

const meta = {
  title: 'Widgets/Relation/RelationFlowPicker', parameters: { docs: { description: { component: "`ui:widget: \"relationFlowPicker\"`. Use it when a record refers to a workflow (请假申请, 采购申请), e.g. the flow a form starts; the list is grouped by category when the server groups it. It stores the flow's id; a RelationAttribute with `source: \"flow\"` can show more of the chosen flow." } } },
  component: RelationFlowPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <RelationFlowPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof RelationFlowPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '调课申请', '调课');
    await expectStored(canvasElement, 'flow-4');
  },
};
export const Filled: Story = { args: { value: 'flow-2' } };
export const Disabled: Story = {
  args: { value: 'flow-1', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, '请假申请'),
};
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (grouped, 600 flows)',
  args: { value: 'f-5-7' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/WorkFlow/FlowEngine/Selector$': () => ({
    list: ['人事', '教务', '后勤', '行政', '财务', '德育'].map((c, g) => ({
      id: `cat-${g}`, fullName: c, children: Array.from({ length: 100 }, (_, i) => ({ id: `f-${g}-${i}`, fullName: `${c}流程${i + 1}` })),
    })),
  }) } })],
};
