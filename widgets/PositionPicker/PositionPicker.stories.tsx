import type { Meta, StoryObj } from '@storybook/react';
import PositionPicker from './PositionPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';

const meta = {
  title: 'Widgets/Pickers/PositionPicker', parameters: { docs: { description: { component: "`ui:widget: \"positionPicker\"`. Use it for a post a person holds or a rule applies to (校长, 班主任, 语文教师), picked from the position list with search. It stores the position id, or an array of ids with `options.multiple`." } } },
  component: PositionPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <PositionPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof PositionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '班主任', '班主');
    await expectStored(canvasElement, 'pos-5');
  },
};
export const Filled: Story = { args: { value: 'pos-5' } };
export const Multiple: Story = {
  args: { value: ['pos-1', 'pos-6'], options: { multiple: true } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '信息管理员', '信息');
    await expectStored(canvasElement, ['pos-1', 'pos-6', 'pos-9']);
  },
};
export const Disabled: Story = {
  args: { value: 'pos-5', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, '班主任'),
};
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (3,000 positions)',
  args: { value: 'pos-2999' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/Permission/Position/All$': () => ({ list: Array.from({ length: 3000 }, (_, i) => ({ id: `pos-${i}`, fullName: `岗位${i + 1}`, enCode: `P${i}` })) }) } })],
};
