import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import ApproverField, { ApproverDialog } from './ApproverDialog';
import { Stateful, withFakeServices, LARGE_USERS } from '../testing/storyKit';
import { expectErrorStatus, expectStored, expectToast, pageOf } from '../testing/play';
import { chineseName } from '../testing/seed';

const meta = {
  title: 'Widgets/ApproverDialog', parameters: { docs: { description: { component: "`ui:widget: \"approverDialog\"`. Use it when a workflow step needs one person chosen by the submitter: the field shows the chosen approver and opens the approver dialog (spec §2.5: a name/staff-number filter over the user tree; organisations and departments are not choices, and 确定 without a pick is refused). It stores the approver's user id." } } },
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

/** Filters the open dialog by name, picks that user and confirms. */
async function chooseApprover(canvasElement: HTMLElement, n: number, account: string) {
  const page = pageOf(canvasElement);
  await userEvent.type(await page.findByPlaceholderText('请输入姓名/工号'), chineseName(n));
  await userEvent.click(await page.findByText(`${chineseName(n)}/${account}`));
  await userEvent.click(page.getByRole('button', { name: /确\s*定/ }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择审批人' }));
    await chooseApprover(canvasElement, 2, 'T10003');
    await expectStored(canvasElement, 'user-2');
    await expect(within(canvasElement).getByDisplayValue(`${chineseName(2)}/T10003`)).toBeVisible();
  },
};
export const Filled: Story = { args: { value: 'user-8' } };
export const Disabled: Story = {
  args: { value: 'user-8', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue(`${chineseName(8)}/T10009`)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: '选择审批人' })).toBeDisabled();
  },
};
export const Error: Story = {
  args: { rawErrors: ['请选择审批人'] },
  play: async ({ canvasElement }) => expectErrorStatus(canvasElement),
};
export const DialogOpen: Story = {
  name: 'Dialog open (确定 without a pick is refused)',
  render: () => <OpenDialog />,
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /确\s*定/ }));
    await expectToast(canvasElement, '请选择审批人');
    await expect(within(canvasElement).getByText('对话框已打开')).toBeVisible();
    await chooseApprover(canvasElement, 10, 'T10011');
    await expect(await within(canvasElement).findByText(`已选择：${chineseName(10)}/T10011`)).toBeVisible();
  },
};
export const LargeData: Story = {
  name: 'Large data (dialog, 50,000 users)',
  render: () => <OpenDialog />,
  decorators: [withFakeServices({ users: LARGE_USERS })],
};
