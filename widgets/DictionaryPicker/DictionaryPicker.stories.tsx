import type { Meta, StoryObj } from '@storybook/react';
import DictionaryPicker from './DictionaryPicker';
import { Stateful } from '../testing/storyKit';

const meta = {
  title: 'Widgets/Pickers/DictionaryPicker', parameters: { docs: { description: { component: "`ui:widget: \"dictionaryPicker\"`. Picks an item of a data dictionary (`ui:options.typeCode`). Use for any value from a shared list (gender, subject, grade)." } } },
  component: DictionaryPicker,
  args: { onChange: () => {}, options: { dictionaryType: 'grade' } },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <DictionaryPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof DictionaryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'd-gr-2' } };
export const Multiple: Story = { args: { value: ['d-gr-1', 'd-gr-8'], options: { ...meta.args.options, multiple: true } } };
export const Disabled: Story = { args: { value: 'd-gr-2', disabled: true } };
export const Error: Story = { args: { rawErrors: ['不能为空'] } };
export const Tree: Story = { args: { value: 'd-s-21', options: { dictionaryType: 'subject' } } };
export const UnknownType: Story = { name: 'Error (unknown dictionary type)', args: { options: { dictionaryType: 'nope' } } };
export const LargeData: Story = { name: 'Large data (5,000 items)', args: { value: 'd-big-4321', options: { dictionaryType: 'big' } } };
