import type { Meta, StoryObj } from '@storybook/react';
import UserPicker from './UserPicker';
import { Stateful, withFakeServices, LARGE_USERS } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';
import { chineseName } from '../testing/seed';

const meta = {
  title: 'Widgets/Pickers/UserPicker', parameters: { docs: { description: { component: "`ui:widget: \"userPicker\"`. Use it to name people in a record (a class teacher, the members of a group), found by name or staff number in the organisation → department → user tree; only users can be picked. It stores the user id, or an array of ids with `options.multiple`, and stays quick with tens of thousands of users." } } },
  component: UserPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <UserPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof UserPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, `${chineseName(5)}/T10006`, 'T10006');
    await expectStored(canvasElement, 'user-5');
  },
};
export const Filled: Story = { args: { value: 'user-3' } };
export const Multiple: Story = {
  args: { value: ['user-1', 'user-7', 'user-12'], options: { multiple: true } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, `${chineseName(20)}/T10021`, 'T10021');
    await expectStored(canvasElement, ['user-1', 'user-7', 'user-12', 'user-20']);
  },
};
export const Disabled: Story = {
  args: { value: 'user-3', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, `${chineseName(3)}/T10004`),
};
export const Error: Story = {
  args: { rawErrors: ['请选择用户'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (50,000 users)',
  args: { value: 'user-49999', options: { multiple: false } },
  decorators: [withFakeServices({ users: LARGE_USERS })],
};
