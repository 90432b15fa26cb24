import { Suspense, useMemo, useState } from 'react';
import { Button, DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { SearchDef } from '../../contract/pageModel/pageSchema';
import type { FieldWidgetProps } from '../../widgets/core/types';
import { useRenderer } from '../RendererContext';
import { localiseSchema } from '../i18n/localiseSchema';
import { lazyWidget } from '../widgetCache';

type Prop = {
  title?: string;
  type?: string | string[];
  enum?: unknown[];
  oneOf?: Array<{ const: unknown; title?: string }>;
  format?: string;
  items?: { format?: string };
};

/** A two-date property (`type: array` of `format: date`) is a date range even without a ui:widget. */
const isDateArray = (p: Prop) => p.type === 'array' && (p.items?.format === 'date' || p.items?.format === 'date-time');

export interface SearchBarProps {
  search?: SearchDef;
  onSearch: (keyword: string, values: Record<string, unknown>) => void;
}

/**
 * The query bar drawn from the schema's small search schema: a keyword box plus one control per
 * property (select for enums, date range for `ui:widget: dateRange`, registry pickers by name). Values
 * apply on 查询 / Enter; 重置 clears them.
 */
export function SearchBar({ search, onSearch }: SearchBarProps) {
  const env = useRenderer();
  const [keyword, setKeyword] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  // Titles and option titles in the page's language (memoised per schema and language).
  const shown = search ? localiseSchema(search.schema, search.uiSchema, env.lang, env.translations) : undefined;
  const props = useMemo(() => Object.entries((shown?.schema.properties ?? {}) as Record<string, Prop>), [shown]);
  const ui = (shown?.uiSchema ?? {}) as Record<string, Record<string, unknown>>;
  const showKeyword = search?.keyword !== false;
  const placeholder =
    typeof search?.keyword === 'object' && search.keyword.placeholder ? env.text(search.keyword.placeholder) : env.t('keywordPlaceholder');
  const set = (f: string, v: unknown) => setValues((o) => ({ ...o, [f]: v }));
  // A date range with startField/endField options is sent as two parameters (e.g. startTime, endTime).
  const expand = (vs: Record<string, unknown>) => {
    const out = { ...vs };
    for (const [f, u] of Object.entries(ui)) {
      const o = (u['ui:options'] ?? {}) as { startField?: string; endField?: string };
      if (u['ui:widget'] !== 'dateRange' || !o.startField || !o.endField) continue;
      const r = out[f] as [unknown, unknown] | undefined;
      delete out[f];
      if (r) {
        out[o.startField] = r[0];
        out[o.endField] = r[1];
      }
    }
    return out;
  };
  const apply = (kw = keyword, vs = values) => onSearch(kw, expand(vs));

  const control = (field: string, p: Prop) => {
    const fu = ui[field] ?? {};
    const widget = fu['ui:widget'] as string | undefined;
    const label = p.title ?? field;
    const style = { width: (fu['ui:options'] as { width?: number } | undefined)?.width ?? 180 };
    const W = widget ? lazyWidget<FieldWidgetProps>(env.widgets, widget, 'field') : null;
    if (W) {
      return (
        <div style={style}>
          {/* While the picker's code loads the box already looks like the picker, not greyed out. */}
          <Suspense fallback={<Input readOnly aria-label={label} placeholder={label} />}>
            <W value={values[field]} onChange={(v) => set(field, v)} placeholder={label} options={(fu['ui:options'] as Record<string, unknown>) ?? {}} />
          </Suspense>
        </div>
      );
    }
    if (widget === 'dateRange' || (!widget && isDateArray(p))) {
      // Stored calendar dates ('YYYY-MM-DD') are compared as such; otherwise the range is two timestamps
      // covering the whole first and last day.
      const asDates = p.items?.format === 'date';
      const v = values[field] as [number | string, number | string] | undefined;
      return (
        <DatePicker.RangePicker
          aria-label={label}
          placeholder={[label, env.t('rangeEnd')]}
          value={v ? [dayjs(v[0]), dayjs(v[1])] : null}
          onChange={(r) =>
            set(
              field,
              r && r[0] && r[1]
                ? asDates
                  ? [r[0].format('YYYY-MM-DD'), r[1].format('YYYY-MM-DD')]
                  : [r[0].startOf('day').valueOf(), r[1].endOf('day').valueOf()]
                : undefined,
            )
          }
        />
      );
    }
    if (p.oneOf || p.enum) {
      const options = p.oneOf
        ? p.oneOf.map((o) => ({ value: o.const as string, label: o.title ?? String(o.const) }))
        : p.enum!.map((e) => ({ value: e as string, label: String(e) }));
      return <Select aria-label={label} allowClear placeholder={label} style={style} options={options} value={values[field] as string} onChange={(v) => set(field, v)} />;
    }
    if (p.type === 'integer' || p.type === 'number') {
      return <InputNumber aria-label={label} placeholder={label} style={style} value={values[field] as number} onChange={(v) => set(field, v ?? undefined)} />;
    }
    return (
      <Input
        aria-label={label}
        placeholder={label}
        style={style}
        allowClear
        value={(values[field] as string) ?? ''}
        onChange={(e) => set(field, e.target.value)}
        onPressEnter={() => apply()}
      />
    );
  };

  if (!showKeyword && props.length === 0) return null;
  return (
    <Space wrap size={[8, 8]} style={{ marginBottom: 12 }} data-testid="search-bar">
      {showKeyword && (
        <Input
          aria-label={placeholder}
          placeholder={placeholder}
          allowClear
          style={{ width: 220 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => apply()}
        />
      )}
      {props.map(([f, p]) => (
        <span key={f}>{control(f, p)}</span>
      ))}
      <Button type="primary" onClick={() => apply()}>
        {env.t('search')}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          setValues({});
          apply('', {});
        }}
      >
        {env.t('reset')}
      </Button>
    </Space>
  );
}
