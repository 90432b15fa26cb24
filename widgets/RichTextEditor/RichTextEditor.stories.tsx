import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RichTextEditor from './RichTextEditor';
import { Stateful } from '../testing/storyKit';

const notice = '<h2>关于开展秋季运动会的通知</h2><p>各年级、各班级：</p><p>为丰富校园文化生活，学校定于<strong>10月18日</strong>举行秋季运动会。请各班做好准备。</p><ul><li>报名截止：10月10日</li><li>地点：学校田径场</li></ul><p style="text-align:right">城东区第一中学 教务处</p>';

const meta = {
  title: 'Widgets/RichTextEditor', parameters: { docs: { description: { component: "`ui:widget: \"richTextEditor\"`. Use it for formatted text people write in a form (a notice, a description) with headings, lists, colours, links and pictures; the editor loads only when a form shows it, and read-only views show the HTML sanitised, never the editor. It stores the HTML as a string (an empty document stores `\"\"`)." } } },
  component: RichTextEditor,
  args: { onChange: () => {} },
  // The stored HTML is printed only where it is short enough to read (the typing story).
  render: (args, { parameters }) => (
    <Stateful initial={args.value} show={parameters.showStored === true}>
      {(value, onChange) => <div style={{ maxWidth: 720 }}><RichTextEditor {...args} value={value} onChange={onChange} /></div>}
    </Stateful>
  ),
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Quill arrives lazily; its editable area is the textbox. */
const editorOf = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('.ql-editor')).not.toBeNull(), { timeout: 10_000 });
  return canvasElement.querySelector<HTMLElement>('.ql-editor')!;
};

export const Empty: Story = {
  parameters: { showStored: true },
  play: async ({ canvasElement }) => {
    const editor = await editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.type(editor, '明天下午开家长会');
    await expect(editor).toHaveTextContent('明天下午开家长会');
    // The stored HTML holds the paragraph (happy-dom's contenteditable adds an empty one before it).
    await waitFor(() => expect(within(canvasElement).getByTestId('stored-value')).toHaveTextContent('<p>明天下午开家长会</p>'));
  },
};
export const Filled: Story = { args: { value: notice } };
export const Disabled: Story = { name: 'Disabled (sanitised view)', args: { value: `${notice}<img src=x alt="损坏的图片" onerror="alert(1)"><script>alert(2)</script>`, disabled: true } };
export const Error: Story = {
  args: { rawErrors: ['不能为空'] },
  play: async ({ canvasElement }) => {
    await editorOf(canvasElement);
    await expect(canvasElement.querySelector('.ec-rte')).toHaveStyle({ border: '1px solid #ff4d4f' });
  },
};
export const LargeData: Story = { name: 'Large data (200 paragraphs)', args: { value: Array.from({ length: 200 }, (_, i) => `<p>第${i + 1}段：教学工作要点与安排，请各教研组认真落实。</p>`).join('') } };
