import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCachedGet } from '../core/useRemote';
import { NamedListbox } from '../core/NamedListbox';
import { hasErrors, type FieldWidgetProps, type ListData } from '../core/types';

export interface FlowOption {
  id: string;
  fullName: string;
  enCode?: string;
  category?: string;
  children?: FlowOption[];
}

export interface RelationFlowPickerOptions {
  /** Passed as the selector's `type` query parameter. */
  type?: string | number;
  placeholder?: string;
}

/** Picks a workflow (GET /api/WorkFlow/FlowEngine/Selector); groups by category when the answer does. */
export default function RelationFlowPicker({ id, value, onChange, disabled, readonly, options = {}, rawErrors }: FieldWidgetProps<string, RelationFlowPickerOptions>) {
  const { t } = useTranslation('widgets');
  const remote = useCachedGet<ListData<FlowOption>>('/api/WorkFlow/FlowEngine/Selector', options.type === undefined ? undefined : { type: options.type });
  const list = remote.data?.list ?? [];
  const grouped = list.some((f) => f.children?.length);
  const items: SelectProps['options'] = grouped
    ? list.map((g) => ({ label: g.fullName, options: (g.children ?? []).map((f) => ({ value: f.id, label: f.fullName })) }))
    : list.map((f) => ({ value: f.id, label: f.fullName }));
  const placeholder = options.placeholder ?? t('selectFlow');
  return (
    <Select
      id={id}
      // In a form a <label for={id}> names it; standing alone (a story, a search bar) the placeholder does.
      aria-label={id ? undefined : placeholder}
      style={{ width: '100%' }}
      value={value || undefined}
      onChange={(v) => onChange(v ?? undefined)}
      options={items}
      showSearch={{ optionFilterProp: 'label' }}
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
