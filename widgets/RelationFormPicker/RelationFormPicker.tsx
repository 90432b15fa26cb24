import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWidgetServices } from '../services';
import { cachedRequest, useDebounced } from '../core/useRemote';
import { NamedListbox } from '../core/NamedListbox';
import { displayOf, fetchModelRecord, type ModelRecord } from '../core/relation';
import { hasErrors, type FieldWidgetProps, type ListData } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export interface RelationFormPickerOptions {
  /** The other model (visual-development form) whose records are offered. */
  modelId: string;
  /** The column shown for a record (e.g. 'studentName'). */
  relationField: string;
  /** A second column shown greyed beside the first. */
  extraField?: string;
  pageSize?: number;
  placeholder?: string;
}

/** Links this form to a record of another model; the value is that record's id. */
export default function RelationFormPicker({ id, value, onChange, disabled, readonly, options, rawErrors }: FieldWidgetProps<string, RelationFormPickerOptions>) {
  const { t } = useTranslation('widgets');
  const services = useWidgetServices();
  const { modelId, relationField, extraField, pageSize = 20 } = options ?? ({} as RelationFormPickerOptions);
  const [keyword, setKeyword] = useState('');
  const kw = useDebounced(keyword, 300);
  const [list, setList] = useState<ModelRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [current, setCurrent] = useState<ModelRecord | null>(null);

  useEffect(() => {
    if (!modelId) return;
    let live = true;
    setLoading(true);
    cachedRequest<ListData<ModelRecord>>(services, 'GET', `/api/VisualDevelopment/Model/${encodeURIComponent(modelId)}/List`, {
      keyword: kw, currentPage: 1, pageSize,
    }).then(
      (d) => live && (setList(d.list), setFailed(false), setLoading(false)),
      () => live && (setList([]), setFailed(true), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, [services, modelId, kw, pageSize]);

  // A stored id outside the first page still needs its label.
  useEffect(() => {
    if (!value || !modelId || current?.id === value || list.some((r) => r.id === value)) return;
    let live = true;
    fetchModelRecord(services, modelId, value).then((r) => live && setCurrent(r), () => {});
    return () => {
      live = false;
    };
  }, [services, modelId, value, list, current]);

  const items = useMemo(() => {
    const rows = current && !list.some((r) => r.id === current.id) ? [current, ...list] : list;
    return rows.map((r) => ({ value: r.id, label: displayOf(r[relationField]) || r.id, extra: extraField ? displayOf(r[extraField]) : '' }));
  }, [list, current, relationField, extraField]);

  const placeholder = options?.placeholder ?? t('selectRecord');
  return (
    <Select
      id={id}
      // In a form a <label for={id}> names it; standing alone (a story, a search bar) the placeholder does.
      aria-label={id ? undefined : placeholder}
      style={{ width: '100%' }}
      value={value || undefined}
      onChange={(v) => {
        setCurrent(list.find((r) => r.id === v) ?? null);
        onChange(v ?? undefined);
      }}
      options={items}
      optionRender={(o) => (
        <span>
          {o.label}
          {o.data.extra && <span style={{ color: SECONDARY_TEXT, marginLeft: 8 }}>{o.data.extra}</span>}
        </span>
      )}
      showSearch={{ searchValue: keyword, onSearch: setKeyword, filterOption: false }}
      allowClear
      loading={loading}
      disabled={disabled || readonly}
      placeholder={placeholder}
      popupRender={(menu) => <NamedListbox label={placeholder}>{menu}</NamedListbox>}
      status={hasErrors(rawErrors) ? 'error' : undefined}
      notFoundContent={loading ? t('loading') : failed ? t('loadFailed') : t('noData')}
    />
  );
}
