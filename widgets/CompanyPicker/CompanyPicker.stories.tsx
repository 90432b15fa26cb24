import type { Meta, StoryObj } from '@storybook/react';
import CompanyPicker from './CompanyPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';

const meta = {
  title: 'Widgets/Pickers/CompanyPicker', parameters: { docs: { description: { component: "`ui:widget: \"companyPicker\"`. Use it for the organisation a record belongs to (a bureau or a school), picked from the organisation tree with search. It stores the organisation id as a string, or an array of ids with `options.multiple`." } } },
  component: CompanyPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <CompanyPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof CompanyPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '实验小学', '实验');
    await expectStored(canvasElement, 'org-2');
  },
};
export const Filled: Story = { args: { value: 'org-1' } };
export const Multiple: Story = {
  args: { value: ['org-1', 'org-2'], options: { multiple: true } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '第二中学', '第二');
    await expectStored(canvasElement, ['org-1', 'org-2', 'org-3']);
  },
};
export const Disabled: Story = {
  args: { value: 'org-1', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, '第一中学'),
};
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (2,000 schools)',
  args: { value: 'org-3' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/Permission/Organize/Selector$': () => ({ list: orgBig() }) } })],
};
function orgBig() {
  return [{ id: 'org-0', fullName: '城东区教育局', type: 'company', children: Array.from({ length: 2000 }, (_, i) => ({ id: `org-${i + 1}`, fullName: `第${i + 1}学校`, type: 'company' })) }];
}
