import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import IconPicker from './IconPicker';
import { Stateful } from '../testing/storyKit';
import { expectErrorStatus, expectStored, pageOf } from '../testing/play';

const meta = {
  title: 'Widgets/Basic/IconPicker',
  parameters: {
    docs: {
      description: {
        component:
          '`ui:widget: "iconPicker"`. Use it where a person chooses an icon by name, as the menu form of 系统菜单 does for a menu entry: 选择图标 opens the whole @ant-design/icons set with a search and the three themes, a click stores the name (`HomeOutlined`); the name can also be typed. It stores the icon component\'s name as a string.',
      },
    },
  },
  component: IconPicker,
  args: { onChange: () => {} },
  render: (args) => <Stateful initial={args.value}>{(value, onChange) => <IconPicker {...args} value={value} onChange={onChange} />}</Stateful>,
} satisfies Meta<typeof IconPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('icon-picker-open'));
    const page = pageOf(canvasElement);
    await userEvent.type(await page.findByLabelText('搜索图标名称'), 'translation');
    await userEvent.click(await page.findByRole('button', { name: 'TranslationOutlined' }));
    await expectStored(canvasElement, 'TranslationOutlined');
  },
};
export const Filled: Story = {
  args: { value: 'HomeOutlined' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByDisplayValue('HomeOutlined')).toBeVisible(),
};
export const Disabled: Story = {
  args: { value: 'SettingOutlined', disabled: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByTestId('icon-picker-open')).toBeDisabled(),
};
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (the whole set, 800+ icons)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('icon-picker-open'));
    // The grid draws the first 240 of a theme and says so, rather than a thousand buttons at once.
    await expect(await pageOf(canvasElement).findByText('仅显示前 240 个匹配，请输入更精确的关键字')).toBeInTheDocument();
  },
};
