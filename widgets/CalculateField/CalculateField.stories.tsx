import type { Meta, StoryObj } from '@storybook/react';
import { Form, InputNumber } from 'antd';
import CalculateField, { type CalculateFieldOptions } from './CalculateField';
import { Stateful } from '../testing/storyKit';

function Invoice({ price, qty, expression = '{price}×{qty}', inWords = true, disabled, rawErrors }: { price?: number; qty?: number; expression?: string; inWords?: boolean; disabled?: boolean; rawErrors?: string[] }) {
  return (
    <Stateful initial={{ price, qty } as Record<string, unknown>}>
      {(values, set) => (
        <Form layout="vertical" style={{ maxWidth: 420 }}>
          <Form.Item label="单价（元）">
            <InputNumber style={{ width: '100%' }} disabled={disabled} value={values.price as number} onChange={(v) => set({ ...values, price: v })} />
          </Form.Item>
          <Form.Item label="数量">
            <InputNumber style={{ width: '100%' }} disabled={disabled} value={values.qty as number} onChange={(v) => set({ ...values, qty: v })} />
          </Form.Item>
          <Form.Item label={`金额 = ${expression}`}>
            <CalculateField
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

const meta = { title: 'Widgets/CalculateField', parameters: { docs: { description: { component: "`ui:widget: \"calculateField\"`. A read-only field computed from other fields (and sub-table totals) by a formula. Use for sums, products and prices the user must not type." } } }, component: Invoice } satisfies Meta<typeof Invoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { price: 1288.5, qty: 12 } };
export const Disabled: Story = { args: { price: 36.5, qty: 20, disabled: true } };
export const Error: Story = { name: 'Error (formula does not parse: 0)', args: { price: 10, qty: 2, expression: '{price}×', rawErrors: ['公式必须以数字或字段结尾'] } };
export const LargeData: Story = { name: 'Large data (over 12 integer digits)', args: { price: 999999999999, qty: 10 } };
