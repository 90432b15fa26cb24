import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasErrors, type FieldWidgetProps } from '../core/types';

export interface BillNumberOptions {
  /** The bill rule's enCode; the server fills the number on save, the form only shows it. */
  rule?: string;
}

/** A bill-number field in a form: read-only; before saving it says 系统自动生成. */
export default function BillNumber({ id, value, rawErrors }: FieldWidgetProps<string, BillNumberOptions>) {
  const { t } = useTranslation('widgets');
  return (
    <Input
      id={id}
      readOnly
      value={value ?? ''}
      placeholder={t('billAuto')}
      status={hasErrors(rawErrors) ? 'error' : undefined}
      style={{ background: 'rgba(0,0,0,0.02)' }}
    />
  );
}
