import type { Meta, StoryObj } from '@storybook/react';
import CompanyPicker from './CompanyPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';

const meta = {
  title: 'Widgets/Pickers/CompanyPicker', parameters: { docs: { description: { component: "`ui:widget: \"companyPicker\"`. Picks an organisation (bureau, school) from the tree, with search. Use for a record's owning organisation." } } },
  component: CompanyPicker,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <CompanyPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof CompanyPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'org-1' } };
export const Multiple: Story = { args: { value: ['org-1', 'org-2'], options: { multiple: true } } };
export const Disabled: Story = { args: { value: 'org-1', disabled: true } };
export const Error: Story = { args: { rawErrors: ['不能为空'] } };
export const LargeData: Story = {
  name: 'Large data (2,000 schools)',
  args: { value: 'org-3' },
  decorators: [withFakeServices({ routes: { 'GET ^/api/Permission/Organize/Selector$': () => ({ list: orgBig() }) } })],
};
function orgBig() {
  return [{ id: 'org-0', fullName: '城东区教育局', type: 'company', children: Array.from({ length: 2000 }, (_, i) => ({ id: `org-${i + 1}`, fullName: `第${i + 1}学校`, type: 'company' })) }];
}
