import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCachedGet } from '../core/useRemote';
import { NamedListbox } from '../core/NamedListbox';
import { hasErrors, type FieldWidgetProps, type ListData } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export interface BillRule {
  id: string;
  enCode: string;
  fullName: string;
}

export interface BillRulePickerOptions {
  /** Stored property: 'enCode' (default, what GET /api/System/BillRule/BillNumber/{code} takes) or 'id'. */
  valueKey?: 'enCode' | 'id';
  placeholder?: string;
}

/** Designer-side picker of a bill-number rule (GET /api/System/BillRule/Selector). */
export default function BillRulePicker({ id, value, onChange, disabled, readonly, options = {}, rawErrors }: FieldWidgetProps<string, BillRulePickerOptions>) {
  const { t } = useTranslation('widgets');
  const remote = useCachedGet<ListData<BillRule>>('/api/System/BillRule/Selector');
  const key = options.valueKey ?? 'enCode';
  const items = (remote.data?.list ?? []).map((r) => ({
    value: r[key],
    label: r.fullName,
    search: `${r.fullName} ${r.enCode}`.toLowerCase(),
    code: r.enCode,
  }));
  const placeholder = options.placeholder ?? t('selectBillRule');
  return (
    <Select
      id={id}
      // In a form a <label for={id}> names it; standing alone (a story, a search bar) the placeholder does.
      aria-label={id ? undefined : placeholder}
      style={{ width: '100%' }}
      value={value || undefined}
      onChange={(v) => onChange(v ?? undefined)}
      options={items}
      optionRender={(o) => (
        <span>
          {o.label}
          <span style={{ color: SECONDARY_TEXT, marginLeft: 8 }}>{o.data.code}</span>
        </span>
      )}
      showSearch={{ filterOption: (input, o) => !!o?.search.includes(input.trim().toLowerCase()) }}
      allowClear
      loading={remote.loading}
      disabled={disabled || readonly}
      placeholder={placeholder}
      popupRender={(menu) => <NamedListbox label={placeholder}>{menu}</NamedListbox>}
      status={hasErrors(rawErrors) ? 'error' : undefined}
      notFoundContent={remote.error ? t('loadFailed') : t('noData')}
    />
  );
}
