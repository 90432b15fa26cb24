import type { Meta, StoryObj } from '@storybook/react';
import AddressCascader from './AddressCascader';
import { userEvent, within } from 'storybook/test';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pageOf } from '../testing/play';

const meta = {
  title: 'Widgets/AddressCascader', parameters: { docs: { description: { component: "`ui:widget: \"addressCascader\"`. Use it for a postal or home address down to the province, city, district (or street, `options.level`), each level loaded from the server when opened; for organisations use CompanyPicker. It stores the path of region ids, e.g. `[\"320000\", \"320500\", \"320508\"]`." } } },
  component: AddressCascader,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <AddressCascader {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof AddressCascader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    for (const name of ['江苏省', '苏州市', '姑苏区']) await userEvent.click(await page.findByText(name));
    await expectStored(canvasElement, ['320000', '320500', '320508']);
  },
};
export const Filled: Story = { args: { value: ['320000', '320500', '320508'] } };
export const Disabled: Story = {
  args: { value: ['110000', '110100', '110108'], disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, '北京市 / 北京市 / 海淀区'),
};
export const Error: Story = {
  args: { rawErrors: ['请选择省市区'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (34 provinces × 300 cities)',
  args: { value: ['p-33', 'p-33-299'], options: { level: 2 } },
  decorators: [withFakeServices({ routes: {
    'GET ^/api/System/Province/-1/Selector$': () => ({ list: Array.from({ length: 34 }, (_, i) => ({ id: `p-${i}`, fullName: `省份${i + 1}`, isLeaf: false })) }),
    'GET ^/api/System/Province/(p-\\d+)/Selector$': (m) => ({ list: Array.from({ length: 300 }, (_, i) => ({ id: `${m[1]}-${i}`, fullName: `城市${i + 1}`, isLeaf: true })) }),
  } })],
};
