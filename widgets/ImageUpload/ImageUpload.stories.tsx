import type { Meta, StoryObj } from '@storybook/react';
import ImageUpload from './ImageUpload';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { demoImage } from '../testing/fakeServices';

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2'];
const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `校园照片${i + 1}.png`, fileId: `image-${i}`, url: demoImage(`照片${i + 1}`, COLORS[i % COLORS.length]) }));

const meta = {
  title: 'Widgets/Upload/ImageUpload', parameters: { docs: { description: { component: "`ui:widget: \"imageUpload\"`. Uploads pictures with thumbnails and preview." } } },
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

export const Empty: Story = {};
export const Filled: Story = { args: { value: images(3) } };
export const Disabled: Story = { args: { value: images(2), disabled: true } };
export const Error: Story = {
  name: 'Error (server refuses *fail*, field error)',
  args: { rawErrors: ['不能为空'], value: images(1) },
  decorators: [withFakeServices({ failUploads: { match: /fail/, msg: '图片格式不正确' } })],
};
export const LargeData: Story = { name: 'Large data (full at 9 images)', args: { value: images(9) } };
