import type { Meta, StoryObj } from '@storybook/react';
import RichTextEditor from './RichTextEditor';
import { Stateful } from '../testing/storyKit';

const notice = '<h2>关于开展秋季运动会的通知</h2><p>各年级、各班级：</p><p>为丰富校园文化生活，学校定于<strong>10月18日</strong>举行秋季运动会。请各班做好准备。</p><ul><li>报名截止：10月10日</li><li>地点：学校田径场</li></ul><p style="text-align:right">城东区第一中学 教务处</p>';

const meta = {
  title: 'Widgets/RichTextEditor', parameters: { docs: { description: { component: "`ui:widget: \"richTextEditor\"`. Formatted text (notices, descriptions); the HTML is sanitised when shown. Loaded only when a form uses it." } } },
  component: RichTextEditor,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value} show={false}>
      {(value, onChange) => <div style={{ maxWidth: 720 }}><RichTextEditor {...args} value={value} onChange={onChange} /></div>}
    </Stateful>
  ),
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: notice } };
export const Disabled: Story = { name: 'Disabled (sanitised view)', args: { value: `${notice}<img src=x onerror="alert(1)"><script>alert(2)</script>`, disabled: true } };
export const Error: Story = { args: { rawErrors: ['不能为空'] } };
export const LargeData: Story = { name: 'Large data (200 paragraphs)', args: { value: Array.from({ length: 200 }, (_, i) => `<p>第${i + 1}段：教学工作要点与安排，请各教研组认真落实。</p>`).join('') } };
