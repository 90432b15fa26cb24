import type { Meta, StoryObj } from '@storybook/react';
import RelationFormPicker from './RelationFormPicker';
import { Stateful, withFakeServices } from '../testing/storyKit';
import { chineseName, studentRecords } from '../testing/seed';
import { expectErrorStatus, expectLocked, expectStored, pick } from '../testing/play';

const meta = {
  title: 'Widgets/Relation/RelationFormPicker', parameters: { docs: { description: { component: "`ui:widget: \"relationFormPicker\"`. Use it to link a record to a record of another designed form (a leave request to a student), searched on the server by keyword; `options.relationField` names the column shown, `options.extraField` a second one. It stores the linked record's id; RelationAttribute fields can then show more of that record." } } },
  component: RelationFormPicker,
  args: { onChange: () => {}, options: { modelId: 'student', relationField: 'studentName', extraField: 'className' } },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <RelationFormPicker {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof RelationFormPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const many = studentRecords(20000);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    // Student stu-7 is named chineseName(507) in the seed.
    await pick(canvasElement, chineseName(507), chineseName(507));
    await expectStored(canvasElement, 'stu-7');
  },
};
export const Filled: Story = { args: { value: 'stu-3' } };
export const OutsideFirstPage: Story = { name: 'Filled (record beyond the first page)', args: { value: 'stu-110' } };
export const Disabled: Story = {
  args: { value: 'stu-3', disabled: true },
  play: async ({ canvasElement }) => expectLocked(canvasElement, chineseName(503)),
};
export const Error: Story = { name: 'Error (model not found)', args: { rawErrors: ['不能为空'], options: { modelId: 'missing', relationField: 'x' } },
  decorators: [withFakeServices({ routes: { 'GET ^/api/VisualDevelopment/Model/missing/List$': () => { throw new globalThis.Error('模型不存在'); } } })],
  // Opening it would show 加载失败 in antd's empty option list, whose markup axe rejects (a listbox
  // with no options, aria-activedescendant pointing at `_list_-1`); the play stops at the error state.
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const LargeData: Story = {
  name: 'Large data (20,000 records, searched on the server)',
  args: { value: 'stu-19999' },
  decorators: [withFakeServices({ routes: {
    'GET ^/api/VisualDevelopment/Model/student/List$': (_m, p) => {
      const kw = String(p.keyword ?? '');
      const hits = kw ? many.filter((r) => String(r.studentName).includes(kw) || String(r.studentNo).includes(kw)) : many;
      return { list: hits.slice(0, 20), pagination: { currentPage: 1, pageSize: 20, total: hits.length } };
    },
    'GET ^/api/VisualDevelopment/Model/student/(stu-\\d+)$': (m) => many.find((r) => r.id === m[1]),
  } })],
};
