import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import ApproverField, { ApproverDialog } from './ApproverDialog';
import { Stateful, withFakeServices, LARGE_USERS } from '../testing/storyKit';

const meta = {
  title: 'Widgets/ApproverDialog', parameters: { docs: { description: { component: "`ui:widget: \"approverDialog\"`. Shows the chosen approver and opens the approver dialog (spec §2.5: a name/number filter and the user tree; organisations and departments are not choices). Use when a workflow step needs a person chosen by the submitter." } } },
  component: ApproverField,
  args: { onChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value}>{(value, onChange) => <ApproverField {...args} value={value} onChange={onChange} />}</Stateful>
  ),
} satisfies Meta<typeof ApproverField>;
export default meta;
type Story = StoryObj<typeof meta>;

function OpenDialog() {
  const [picked, setPicked] = useState('');
  return (
    <>
      <ApproverDialog open={!picked} onOk={(u) => setPicked(u.fullName)} onCancel={() => setPicked('（已取消）')} />
      <div>{picked ? `已选择：${picked}` : '对话框已打开'}</div>
    </>
  );
}

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'user-8' } };
export const Disabled: Story = { args: { value: 'user-8', disabled: true } };
export const Error: Story = { args: { rawErrors: ['请选择审批人'] } };
export const DialogOpen: Story = { name: 'Dialog open', render: () => <OpenDialog /> };
export const LargeData: Story = {
  name: 'Large data (dialog, 50,000 users)',
  render: () => <OpenDialog />,
  decorators: [withFakeServices({ users: LARGE_USERS })],
};
