import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Form } from 'antd';
import RelationAttribute from './RelationAttribute';
import RelationFormPicker from '../RelationFormPicker/RelationFormPicker';
import { Stateful } from '../testing/storyKit';
import { expectStored, pick } from '../testing/play';
import { chineseName } from '../testing/seed';

/** A picker and two attribute widgets reading its record, as a generated form lays them out. */
function Linked({ initial, disabled }: { initial?: string; disabled?: boolean }) {
  return (
    <Stateful initial={initial}>
      {(value, onChange) => (
        <Form layout="vertical" style={{ maxWidth: 420 }}>
          <Form.Item label="学生" htmlFor="student">
            <RelationFormPicker id="student" value={value} onChange={(v) => onChange(v)} disabled={disabled} options={{ modelId: 'student', relationField: 'studentName' }} />
          </Form.Item>
          <Form.Item label="班级（关联属性）" htmlFor="className">
            <RelationAttribute id="className" onChange={() => {}} disabled={disabled} options={{ relationField: 'student', showField: 'className', modelId: 'student', values: { student: value } }} />
          </Form.Item>
          <Form.Item label="学号（关联属性）" htmlFor="studentNo">
            <RelationAttribute id="studentNo" onChange={() => {}} disabled={disabled} options={{ relationField: 'student', showField: 'studentNo', modelId: 'student', values: { student: value } }} />
          </Form.Item>
        </Form>
      )}
    </Stateful>
  );
}

// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Linked, 'name', { value: 'RelationAttribute in a form (story)' });

const meta = {
  title: 'Widgets/Relation/RelationAttribute',
  parameters: { docs: { description: { component: "`ui:widget: \"relationAttribute\"`. Use it to show, read-only, one field (`options.showField`) of the record chosen in a sibling RelationFormPicker or RelationFlowPicker (`options.relationField`), e.g. the class of the chosen student. It stores nothing: the value is read from the related record each time. The stories show it beside its picker; the widget's own props are under RelationAttribute." } } },
  component: Linked,
  subcomponents: { RelationAttribute },
} satisfies Meta<typeof Linked>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, chineseName(507), chineseName(507));
    await expectStored(canvasElement, 'stu-7');
    await expect(await canvas.findByDisplayValue('初二(8)班')).toBeVisible();
    await expect(canvas.getByLabelText('学号（关联属性）')).toHaveValue('202400008');
  },
};
export const Filled: Story = { args: { initial: 'stu-7' } };
export const Disabled: Story = { args: { initial: 'stu-7', disabled: true } };
export const Error: Story = { name: 'Error (related record gone)', args: { initial: 'stu-999999' } };
export const LargeData: Story = { name: 'Large data (flow attribute)', render: () => (
  <Form layout="vertical" style={{ maxWidth: 420 }}>
    <Form.Item label="流程分类（关联属性）" htmlFor="flowCategory">
      <RelationAttribute id="flowCategory" onChange={() => {}} options={{ source: 'flow', relationField: 'flow', showField: 'category', values: { flow: 'flow-3' } }} />
    </Form.Item>
  </Form>
) };
