import type { Meta, StoryObj } from '@storybook/react';
import DepartmentPicker from './DepartmentPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';
import { departmentTree } from '../testing/seed';

const meta = {
  title: 'Widgets/Pickers/DepartmentPicker', parameters: { docs: { description: { component: "`ui:widget: \"departmentPicker\"`. Use it when a record belongs to a department (教务处, 语文组) rather than a whole school; organisations in the tree only group the departments and cannot be picked. It stores the department id, or an array of ids with `options.multiple`." } } },
  component: DepartmentPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <DepartmentPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof DepartmentPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '语文组', '语文');
    await expectStored(canvasElement, 'org-1-dep-4');
  },
};
export const Filled: Story = { args: { value: 'org-1-dep-1' } };
export const Multiple: Story = {
  args: { value: ['org-1-dep-1', 'org-2-dep-4'], options: { multiple: true } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '财务室', '财务');
    await expectStored(canvasElement, ['org-1-dep-1', 'org-2-dep-4', 'org-1-dep-9']);
  },
};
export const Disabled: Story = {
  args: { value: 'org-1-dep-1', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, '教务处'),
};
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (25 schools × 10 departments)',
  args: { value: 'org-20-dep-3' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/Permission/Organize/Department/Selector$': () => ({ list: departmentTree(25) }) } })],
};
