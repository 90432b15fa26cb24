import type { Meta, StoryObj } from '@storybook/react';
import DictionaryPicker from './DictionaryPicker';
import { Stateful } from '../testing/storyKit';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';

const meta = {
  title: 'Widgets/Pickers/DictionaryPicker', parameters: { docs: { description: { component: "`ui:widget: \"dictionaryPicker\"`. Use it for any value taken from a shared data dictionary (gender, grade, subject), named by `options.dictionaryType`; tree dictionaries show as a tree. It stores the item id (or the property named by `options.valueKey`, e.g. `enCode`), or an array with `options.multiple`." } } },
  component: DictionaryPicker,
  args: { onChange: () => {}, options: { dictionaryType: 'grade' } },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <DictionaryPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof DictionaryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '初二');
    await expectStored(canvasElement, 'd-gr-7');
  },
};
export const Filled: Story = { args: { value: 'd-gr-2' } };
export const Multiple: Story = {
  args: { value: ['d-gr-1', 'd-gr-8'], options: { ...meta.args.options, multiple: true } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, '高三', '高三');
    await expectStored(canvasElement, ['d-gr-1', 'd-gr-8', 'd-gr-11']);
  },
};
export const Disabled: Story = {
  args: { value: 'd-gr-2', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, '三年级'),
};
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const Tree: Story = { args: { value: 'd-s-21', options: { dictionaryType: 'subject' } } };
export const UnknownType: Story = { name: 'Error (unknown dictionary type)', args: { options: { dictionaryType: 'nope' } } };
export const LargeData: Story = { name: 'Large data (5,000 items)', args: { value: 'd-big-4321', options: { dictionaryType: 'big' } } };
