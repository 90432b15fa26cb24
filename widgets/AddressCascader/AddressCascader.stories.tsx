import type { Meta, StoryObj } from '@storybook/react';
import AddressCascader from './AddressCascader';
import { Stateful, withFakeServices } from '../testing/storyKit';

const meta = {
  title: 'Widgets/AddressCascader', parameters: { docs: { description: { component: "`ui:widget: \"addressCascader\"`. Province → city → district, loaded level by level. Use for a postal address; for organisations use CompanyPicker." } } },
  component: AddressCascader,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <AddressCascader {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof AddressCascader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: ['320000', '320500', '320508'] } };
export const Disabled: Story = { args: { value: ['110000', '110100', '110108'], disabled: true } };
export const Error: Story = { args: { rawErrors: ['请选择省市区'] } };
export const LargeData: Story = {
  name: 'Large data (34 provinces × 300 cities)',
  args: { value: ['p-33', 'p-33-299'], options: { level: 2 } },
  decorators: [withFakeServices({ routes: {
    'GET ^/api/System/Province/-1/Selector$': () => ({ list: Array.from({ length: 34 }, (_, i) => ({ id: `p-${i}`, fullName: `省份${i + 1}`, isLeaf: false })) }),
    'GET ^/api/System/Province/(p-\\d+)/Selector$': (m) => ({ list: Array.from({ length: 300 }, (_, i) => ({ id: `${m[1]}-${i}`, fullName: `城市${i + 1}`, isLeaf: true })) }),
  } })],
};
