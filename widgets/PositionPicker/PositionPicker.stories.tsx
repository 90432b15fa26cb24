import type { Meta, StoryObj } from '@storybook/react';
import PositionPicker from './PositionPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';

const meta = {
  title: 'Widgets/Pickers/PositionPicker', parameters: { docs: { description: { component: "`ui:widget: \"positionPicker\"`. Picks positions (posts) from the organisation tree." } } },
  component: PositionPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <PositionPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof PositionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'pos-5' } };
export const Multiple: Story = { args: { value: ['pos-1', 'pos-6'], options: { multiple: true } } };
export const Disabled: Story = { args: { value: 'pos-5', disabled: true } };
export const Error: Story = { args: { rawErrors: ['不能为空'] } };
export const LargeData: Story = {
  name: 'Large data (3,000 positions)',
  args: { value: 'pos-2999' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/Permission/Position/All$': () => ({ list: Array.from({ length: 3000 }, (_, i) => ({ id: `pos-${i}`, fullName: `岗位${i + 1}`, enCode: `P${i}` })) }) } })],
};
