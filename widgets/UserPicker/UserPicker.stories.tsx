import type { Meta, StoryObj } from '@storybook/react';
import UserPicker from './UserPicker';
import { Stateful, withFakeServices, LARGE_USERS } from '../testing/storyKit';

const meta = {
  title: 'Widgets/Pickers/UserPicker', parameters: { docs: { description: { component: "`ui:widget: \"userPicker\"`. Picks one or several users from the organisation tree; virtualised for tens of thousands of users." } } },
  component: UserPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <UserPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof UserPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'user-3' } };
export const Multiple: Story = { args: { value: ['user-1', 'user-7', 'user-12'], options: { multiple: true } } };
export const Disabled: Story = { args: { value: 'user-3', disabled: true } };
export const Error: Story = { args: { rawErrors: ['请选择用户'] } };
export const LargeData: Story = {
  name: 'Large data (50,000 users)',
  args: { value: 'user-49999', options: { multiple: false } },
  decorators: [withFakeServices({ users: LARGE_USERS })],
};
