import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FileUpload from './FileUpload';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { expectStored, expectToast, pageOf } from '../testing/play';

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `${['教学计划', '课程表', '会议纪要', '安全预案'][i % 4]}-${i + 1}.docx`, fileId: `annex-${i}`, url: `#file-${i}` }));

const meta = {
  title: 'Widgets/Upload/FileUpload', parameters: { docs: { description: { component: "`ui:widget: \"fileUpload\"`. Use it to attach documents to a record (plans, timetables, minutes); for pictures use ImageUpload. Size, type and count are checked before and by the server (default 2 MB, 9 files; over the count the newest are kept), and removing a file asks first. It stores an array of `{name, fileId, url}` for the finished uploads only." } } },
  component: FileUpload,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <FileUpload {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses files in the hidden file input, as the button's file dialog would. */
const choose = (canvasElement: HTMLElement, ...files: File[]) =>
  userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, files);
const storedText = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('stored-value').textContent ?? '';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['计划'], '教学计划.pdf', { type: 'application/pdf' }));
    // The list item fades in: wait for it rather than catch it mid-animation in the browser.
    await waitFor(() => expect(within(canvasElement).getByText('教学计划.pdf')).toBeVisible());
    await waitFor(() => expect(storedText(canvasElement)).toMatch(/^\[\{"name":"教学计划\.pdf","fileId":"annex-\d+","url":".+"\}\]$/));
  },
};
export const Filled: Story = {
  args: { value: files(3) },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const item = within(canvasElement).getByText('课程表-2.docx').closest('.ant-upload-list-item') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: /删除|delete/i }));
    await expect(await page.findByText('确定移除 课程表-2.docx？')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: /确\s*定/ }));
    await expectStored(canvasElement, [files(3)[0], files(3)[2]]);
    await waitFor(() => expect(within(canvasElement).queryByText('课程表-2.docx')).toBeNull());
  },
};
export const Disabled: Story = {
  args: { value: files(2), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('教学计划-1.docx')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /点击上传/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /删除|delete/i })).toBeNull();
  },
};
export const Error: Story = {
  name: 'Error (server refuses files named *fail*, field error)',
  args: { rawErrors: ['不能为空'], options: { fileSize: 500, sizeUnit: 'KB' } },
  decorators: [withFakeServices({ failUploads: { match: /fail/, msg: '文件类型不允许上传' } })],
  play: async ({ canvasElement }) => {
    // Refused by the server: its message shows and the file is not kept.
    await choose(canvasElement, new File(['x'], 'fail.exe'));
    await expectToast(canvasElement, '文件类型不允许上传');
    await waitFor(() => expect(within(canvasElement).queryByText('fail.exe')).toBeNull());
    // Refused before sending: over the 500 KB limit of this field.
    await choose(canvasElement, new File([new Uint8Array(600 * 1024)], '大文件.pdf'));
    await expectToast(canvasElement, '文件大小超过500KB');
    await expect(within(canvasElement).queryByText('大文件.pdf')).toBeNull();
    await expectStored(canvasElement, null);
  },
};
export const LargeData: Story = { name: 'Large data (limit 50, 50 files)', args: { value: files(50), options: { limit: 50 } } };
