import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ImageUpload from './ImageUpload';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { demoImage } from '../testing/fakeServices';
import { expectToast } from '../testing/play';

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2'];
const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `校园照片${i + 1}.png`, fileId: `image-${i}`, url: demoImage(`照片${i + 1}`, COLORS[i % COLORS.length]) }));

const meta = {
  title: 'Widgets/Upload/ImageUpload', parameters: { docs: { description: { component: "`ui:widget: \"imageUpload\"`. Use it for pictures (campus photos, certificates, ID photos): a picture wall with thumbnails and a preview, images only, at most `options.limit` (9); extra pictures are refused with a message, and at the limit the add tile disappears. It stores an array of `{name, fileId, url}` for the finished uploads; for other documents use FileUpload." } } },
  component: ImageUpload,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value} show={false}>
      {(value, onChange) => <ImageUpload {...args} value={value} onChange={onChange} />}
    </Stateful>
  ),
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = (canvasElement: HTMLElement, file: File) =>
  userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, file);
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, png('操场.png'));
    // The thumbnail is the uploaded picture, named for screen readers.
    await waitFor(() => expect(within(canvasElement).getByAltText('操场.png')).toBeVisible());
  },
};
export const Filled: Story = { args: { value: images(3) } };
export const Disabled: Story = { args: { value: images(2), disabled: true } };
export const Error: Story = {
  name: 'Error (server refuses *fail*, field error)',
  args: { rawErrors: ['不能为空'], value: images(1) },
  decorators: [withFakeServices({ failUploads: { match: /fail/, msg: '图片格式不正确' } })],
  play: async ({ canvasElement }) => {
    await choose(canvasElement, png('fail.png'));
    await expectToast(canvasElement, '图片格式不正确');
    await waitFor(() => expect(within(canvasElement).queryByText('fail.png')).toBeNull());
    await expect(within(canvasElement).queryByAltText('fail.png')).toBeNull();
  },
};
export const LargeData: Story = {
  name: 'Large data (full at 9 images)',
  args: { value: images(9) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: /校园照片/ })).toHaveLength(9);
    await expect(within(canvasElement).queryByText('上传图片')).toBeNull();
  },
};
