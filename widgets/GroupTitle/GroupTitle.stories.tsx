import type { Meta, StoryObj } from '@storybook/react';
import GroupTitle from './GroupTitle';

const meta = {
  title: 'Widgets/Layout/GroupTitle', parameters: { docs: { description: { component: "`ui:widget: \"groupTitle\"`. Use it in a long form to start a group of fields (基本信息, 学生信息) with a divider heading, optionally with help behind a question mark; the title comes from `options.title`, else the schema title, else the field label. It stores no value." } } },
  component: GroupTitle,
  args: { onChange: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof GroupTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (title from the schema)', args: { schema: { title: '基本信息' } } };
export const Filled: Story = { args: { options: { title: '学生信息', help: '请如实填写学生的学籍信息' } } };
export const Disabled: Story = { args: { disabled: true, options: { title: '审批意见（只读）' } } };
export const Error: Story = { name: 'Error (no title in options or schema: the field label)', args: { label: '附加信息' } };
export const LargeData: Story = {
  name: 'Large data (long title, centred)',
  args: { options: { title: '城东区教育局第一中学二〇二四至二〇二五学年第一学期教学工作计划与课程安排汇总', help: '标题较长时保持一行', placement: 'center' } },
};
