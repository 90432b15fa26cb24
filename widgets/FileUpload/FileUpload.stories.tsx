import type { Meta, StoryObj } from '@storybook/react';
import FileUpload from './FileUpload';
import { Stateful, withFakeServices } from '../testing/storyKit';

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `${['教学计划', '课程表', '会议纪要', '安全预案'][i % 4]}-${i + 1}.docx`, fileId: `annex-${i}`, url: `#file-${i}` }));

const meta = {
  title: 'Widgets/Upload/FileUpload', parameters: { docs: { description: { component: "`ui:widget: \"fileUpload\"`. Attaches files (size, type and count checked). Use for documents; for pictures use ImageUpload." } } },
  component: FileUpload,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <FileUpload {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: files(3) } };
export const Disabled: Story = { args: { value: files(2), disabled: true } };
export const Error: Story = {
  name: 'Error (server refuses files named *fail*, field error)',
  args: { rawErrors: ['不能为空'], options: { fileSize: 500, sizeUnit: 'KB' } },
  decorators: [withFakeServices({ failUploads: { match: /fail/, msg: '文件类型不允许上传' } })],
};
export const LargeData: Story = { name: 'Large data (limit 50, 50 files)', args: { value: files(50), options: { limit: 50 } } };
