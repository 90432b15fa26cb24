import type { Meta, StoryObj } from '@storybook/react';
import { Form } from 'antd';
import RelationAttribute from './RelationAttribute';
import RelationFormPicker from '../RelationFormPicker/RelationFormPicker';
import { Stateful } from '../testing/storyKit';

/** A picker and two attribute widgets reading its record, as a generated form lays them out. */
function Linked({ initial, disabled }: { initial?: string; disabled?: boolean }) {
  return (
    <Stateful initial={initial}>
      {(value, onChange) => (
        <Form layout="vertical" style={{ maxWidth: 420 }}>
          <Form.Item label="学生">
            <RelationFormPicker value={value} onChange={(v) => onChange(v)} disabled={disabled} options={{ modelId: 'student', relationField: 'studentName' }} />
          </Form.Item>
          <Form.Item label="班级（关联属性）">
            <RelationAttribute onChange={() => {}} disabled={disabled} options={{ relationField: 'student', showField: 'className', modelId: 'student', values: { student: value } }} />
          </Form.Item>
          <Form.Item label="学号（关联属性）">
            <RelationAttribute onChange={() => {}} disabled={disabled} options={{ relationField: 'student', showField: 'studentNo', modelId: 'student', values: { student: value } }} />
          </Form.Item>
        </Form>
      )}
    </Stateful>
  );
}

const meta = { title: 'Widgets/Relation/RelationAttribute', parameters: { docs: { description: { component: "`ui:widget: \"relationAttribute\"`. Shows, read-only, one field of the record chosen in a RelationFormPicker." } } }, component: Linked } satisfies Meta<typeof Linked>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: 'stu-7' } };
export const Disabled: Story = { args: { initial: 'stu-7', disabled: true } };
export const Error: Story = { name: 'Error (related record gone)', args: { initial: 'stu-999999' } };
export const LargeData: Story = { name: 'Large data (flow attribute)', render: () => (
  <RelationAttribute onChange={() => {}} options={{ source: 'flow', relationField: 'flow', showField: 'category', values: { flow: 'flow-3' } }} />
) };
