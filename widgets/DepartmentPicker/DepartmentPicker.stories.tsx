import type { Meta, StoryObj } from '@storybook/react';
import DepartmentPicker from './DepartmentPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { departmentTree } from '../testing/seed';

const meta = {
  title: 'Widgets/Pickers/DepartmentPicker', parameters: { docs: { description: { component: "`ui:widget: \"departmentPicker\"`. Picks a department under an organisation. Use when a record belongs to a department, not a whole school." } } },
  component: DepartmentPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <DepartmentPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof DepartmentPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'org-1-dep-1' } };
export const Multiple: Story = { args: { value: ['org-1-dep-1', 'org-2-dep-4'], options: { multiple: true } } };
export const Disabled: Story = { args: { value: 'org-1-dep-1', disabled: true } };
export const Error: Story = { args: { rawErrors: ['不能为空'] } };
export const LargeData: Story = {
  name: 'Large data (25 schools × 10 departments)',
  args: { value: 'org-20-dep-3' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/Permission/Organize/Department/Selector$': () => ({ list: departmentTree(25) }) } })],
};
