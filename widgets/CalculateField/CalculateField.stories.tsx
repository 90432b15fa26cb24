import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Form, InputNumber } from 'antd';
import CalculateField, { type CalculateFieldOptions } from './CalculateField';
import { Stateful } from '../testing/storyKit';
import { expectErrorStatus } from '../testing/play';

function Invoice({ price, qty, expression = '{price}×{qty}', inWords = true, disabled, rawErrors }: { price?: number; qty?: number; expression?: string; inWords?: boolean; disabled?: boolean; rawErrors?: string[] }) {
  return (
    <Stateful initial={{ price, qty } as Record<string, unknown>}>
      {(values, set) => (
        <Form layout="vertical" style={{ maxWidth: 420 }}>
          <Form.Item label="单价（元）" htmlFor="price">
            <InputNumber id="price" style={{ width: '100%' }} disabled={disabled} value={values.price as number} onChange={(v) => set({ ...values, price: v })} />
          </Form.Item>
          <Form.Item label="数量" htmlFor="qty">
            <InputNumber id="qty" style={{ width: '100%' }} disabled={disabled} value={values.qty as number} onChange={(v) => set({ ...values, qty: v })} />
          </Form.Item>
          <Form.Item label={`金额 = ${expression}`} htmlFor="total">
            <CalculateField
              id="total"
              value={values.total as number}
              onChange={(v) => set({ ...values, total: v })}
              rawErrors={rawErrors}
              options={{ expression, inWords, precision: 2, values } satisfies CalculateFieldOptions}
            />
          </Form.Item>
        </Form>
      )}
    </Stateful>
  );
}

// Names the docs tab of the story's own args: the docs read a function's name, which the built book
// minifies to one letter (displayName is not read for components outside the docgen'd files).
Object.defineProperty(Invoice, 'name', { value: 'CalculateField in a form (story)' });

const meta = {
  title: 'Widgets/CalculateField',
  parameters: { docs: { description: { component: "`ui:widget: \"calculateField\"`. Use it for amounts the user must not type: sums, products and prices computed by `options.expression` from other fields and sub-table totals (`{price}×{qty}`, `SUM({items.amount})`), recalculated 500 ms after they change, optionally with the amount in Chinese capitals (`inWords`). It stores the computed number. The story shows it in a small invoice form; the props table of the widget itself is under CalculateField." } } },
  component: Invoice,
  subcomponents: { CalculateField },
} satisfies Meta<typeof Invoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('单价（元）'), '12.5');
    await userEvent.type(canvas.getByLabelText('数量'), '4');
    // Recalculated 500 ms after the last keystroke.
    await expect(await canvas.findByDisplayValue('50.00', undefined, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByTestId('amount-in-words')).toHaveTextContent('伍拾元整');
  },
};
export const Filled: Story = { args: { price: 1288.5, qty: 12 } };
export const Disabled: Story = {
  args: { price: 36.5, qty: 20, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('数量')).toBeDisabled();
    await expect(await canvas.findByDisplayValue('730.00')).toBeVisible();
  },
};
export const Error: Story = {
  name: 'Error (formula does not parse: 0)',
  args: { price: 10, qty: 2, expression: '{price}×', rawErrors: ['公式必须以数字或字段结尾'] },
  play: async ({ canvasElement }) => {
    await expectErrorStatus(canvasElement);
    await expect(await within(canvasElement).findByDisplayValue('0.00')).toBeVisible();
  },
};
export const LargeData: Story = { name: 'Large data (over 12 integer digits)', args: { price: 999999999999, qty: 10 } };
