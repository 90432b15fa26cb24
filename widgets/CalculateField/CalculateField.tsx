import { useEffect, useEffectEvent, useMemo } from 'react';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { evaluateFormula } from '../../contract/formula/formula';
import { amountInWords } from '../../contract/formula/amountInWords';
import { useDebounced } from '../core/useRemote';
import { useSpecMessage } from '../core/useSpecMessage';
import { formDataOf, hasErrors, type FieldWidgetProps } from '../core/types';

export interface CalculateFieldOptions {
  /** Formula over other fields, written `{field}`: e.g. `{price}×{qty}`, `SUM({items.amount})`. */
  expression: string;
  /** Also show the amount in Chinese uppercase words. */
  inWords?: boolean;
  /** Decimals shown (the stored number is not rounded further). */
  precision?: number;
  /** Form values; otherwise rjsf's formContext.formData is read. */
  values?: Record<string, unknown>;
}

/** Spec §9: formula recalculation is debounced by 500 ms. */
export const RECALC_DELAY = 500;

/** Read-only result of a formula over the form's other values; stores the number it shows. */
export default function CalculateField(props: FieldWidgetProps<number, CalculateFieldOptions>) {
  const { t } = useTranslation('widgets');
  const msg = useSpecMessage();
  const { id, value, onChange, options, rawErrors } = props;
  const values = options?.values ?? formDataOf(props);
  const expression = options?.expression ?? '';
  // Debounce on content, not identity: rjsf hands a new formData object on every keystroke anywhere.
  const snapshot = useDebounced(JSON.stringify(values), RECALC_DELAY);
  const result = useMemo(() => evaluateFormula(expression, JSON.parse(snapshot) as Record<string, unknown>), [expression, snapshot]);

  // Only a new result is news: a new `value` or `onChange` (rjsf makes one per render) must not echo back.
  const publish = useEffectEvent((next: number) => {
    if (value !== next) onChange(next);
  });
  useEffect(() => publish(result), [result]);

  const shown = options?.precision === undefined ? String(result) : result.toFixed(options.precision);
  let words: string | null = null;
  if (options?.inWords) {
    const w = amountInWords(result);
    words = typeof w === 'string' ? w : w.error === 'negative' ? msg('amountNegative') : null;
  }
  return (
    <div>
      <Input id={id} readOnly value={shown} status={hasErrors(rawErrors) ? 'error' : undefined} style={{ background: 'rgba(0,0,0,0.02)' }} />
      {words && (
        <Typography.Text type="secondary" data-testid="amount-in-words" style={{ display: 'block', marginTop: 4 }}>
          {t('amountInWords')}：{words}
        </Typography.Text>
      )}
    </div>
  );
}
