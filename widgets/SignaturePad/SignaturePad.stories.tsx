import type { Meta, StoryObj } from '@storybook/react';
import SignaturePad from './SignaturePad';
import { Stateful } from '../testing/storyKit';

// A small signature (a tick) as the stored value looks: a PNG data URL.
const SIGNED =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAQklEQVR42mNgGAWjYBSMglEwCkbBqBgFo2AUjIJRMApGwSgYBaNgFIyCUTAKRsEoGAWjYBSMglEwCkbBKBgFowAA8wYBEQoX0CwAAAAASUVORK5CYII=';

const meta = {
  title: 'Widgets/SignaturePad',
  parameters: {
    docs: {
      description: {
        component:
          "`ui:widget: \"signaturePad\"`. Use it where a person must sign by hand: an approval step that asks for a signature (审批签名) or a form field such as 家长签字. Draw with a mouse, pen or finger; every finished stroke stores the whole picture as a PNG data URL, and 清除签名 empties it. Disabled or read-only it shows the signature as an image.",
      },
    },
  },
  component: SignaturePad,
  args: { onChange: () => {} },
  render: (args) => <Stateful initial={args.value}>{(value, onChange) => <SignaturePad {...args} value={value} onChange={onChange} />}</Stateful>,
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: SIGNED } };
export const Disabled: Story = { args: { value: SIGNED, disabled: true } };
export const Error: Story = { name: 'Error (a stored value that is not a PNG is not drawn)', args: { value: 'javascript:alert(1)' } };
export const LargeData: Story = { name: 'Large data (a wide pad)', args: { value: SIGNED, options: { width: 640, height: 200 } } };
