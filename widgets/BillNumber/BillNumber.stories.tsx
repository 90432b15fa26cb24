import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import BillNumber from './BillNumber';

const meta = {
  title: 'Widgets/Relation/BillNumber', parameters: { docs: { description: { component: "`ui:widget: \"billNumber\"`. Use it for a document number (请假单号, 采购单号) that the bill rule in `options.rule` issues: the field is read-only, says 系统自动生成 on a new record, and the server fills the number on save. It stores the issued number as a string; nobody can type one." } } },
  component: BillNumber,
  args: { onChange: () => {}, options: { rule: 'WF_LEAVE' } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof BillNumber>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing into the number changes nothing: only the bill rule issues numbers. */
const typingIsRefused = (kept: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const field = within(canvasElement).getByRole('textbox');
  await userEvent.type(field, '123');
  await expect(field).toHaveValue(kept);
};

export const Empty: Story = {
  name: 'Empty (new record: 系统自动生成)',
  play: async (context) => {
    await typingIsRefused('')(context);
    await expect(within(context.canvasElement).getByPlaceholderText('系统自动生成')).toBeVisible();
  },
};
export const Filled: Story = { args: { value: 'QJ202409010001' }, play: typingIsRefused('QJ202409010001') };
export const Disabled: Story = { args: { value: 'QJ202409010002', disabled: true } };
export const Error: Story = { args: { rawErrors: ['单据编号生成失败'] } };
export const LargeData: Story = { name: 'Large data (a long number)', args: { value: 'CG-2024-09-01-城东区教育局-第一中学-000000123456' } };
