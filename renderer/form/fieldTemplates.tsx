import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';

// Light field and object templates. The antd theme wraps every field in Form.Item + Row/Col, which
// costs most of a 200-field form's first render and of every whole-form update; these draw the same
// look (label, control, red message) with plain elements styled once by formStyles below.

export function FieldTemplate(p: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, hidden, displayLabel, rawDescription, schema } = p;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const errors = rawErrors?.filter(Boolean) ?? [];
  const isObject = schema.type === 'object' && !p.uiSchema?.['ui:widget'];
  if (isObject) return <div className="ec-object-field">{children}</div>;
  return (
    <div className={errors.length ? 'ec-field ec-field-error' : 'ec-field'}>
      {displayLabel && label ? (
        <label htmlFor={id} className="ec-field-label" title={label}>
          {required && <span className="ec-field-req">*</span>}
          {label}
        </label>
      ) : (
        <span className="ec-field-label" />
      )}
      <div className="ec-field-control">
        {children}
        {errors.length > 0 && (
          <div id={`${id}__error`} className="ec-field-msg" role="alert">
            {errors.join('；')}
          </div>
        )}
        {rawDescription && <div className="ec-field-help">{rawDescription}</div>}
      </div>
    </div>
  );
}

const WIDE_WIDGETS = new Set(['subTable', 'textarea', 'richTextEditor', 'fileUpload', 'imageUpload']);

export function ObjectFieldTemplate(p: ObjectFieldTemplateProps) {
  const cols = Number((p.registry.formContext as { layoutColumns?: number } | undefined)?.layoutColumns ?? 1);
  return (
    <div className="ec-object" style={cols > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: 16 } : undefined}>
      {p.title && p.fieldPathId?.path?.length ? <div className="ec-group-title">{p.title}</div> : null}
      {p.properties.map((prop) => {
        if (prop.hidden) return <div key={prop.name} style={{ display: 'none' }}>{prop.content}</div>;
        const ui = p.uiSchema?.[prop.name] as Record<string, unknown> | undefined;
        const fullWidth = (ui?.['ui:options'] as { fullWidth?: boolean } | undefined)?.fullWidth;
        const propSchema = (p.schema.properties?.[prop.name] ?? {}) as { type?: unknown; items?: { type?: unknown } };
        // Tables, long text and uploads need the whole row of a two-column form unless told otherwise.
        const wideByNature = WIDE_WIDGETS.has(String(ui?.['ui:widget'] ?? '')) || (propSchema.type === 'array' && propSchema.items?.type === 'object');
        return (
          <div key={prop.name} style={cols > 1 && (fullWidth ?? wideByNature) ? { gridColumn: '1 / -1' } : undefined}>
            {prop.content}
          </div>
        );
      })}
    </div>
  );
}

export const rendererTemplates: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate };

/** One stylesheet for every form, from antd tokens. */
export function formStyles(t: { colorError: string; colorTextSecondary: string; colorText: string; fontSize: number; marginLG: number }): string {
  return [
    `.ec-field{display:grid;grid-template-columns:110px minmax(0,1fr);column-gap:12px;margin-bottom:${t.marginLG - 4}px;align-items:start}`,
    `.ec-field-label{line-height:32px;text-align:right;color:${t.colorText};font-size:${t.fontSize}px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
    `.ec-field-label::after{content:''}`,
    `.ec-field-req{color:${t.colorError};margin-right:4px;font-family:SimSun,sans-serif}`,
    `.ec-field-msg{color:${t.colorError};font-size:${t.fontSize - 1}px;line-height:20px;margin-top:2px}`,
    `.ec-field-help{color:${t.colorTextSecondary};font-size:${t.fontSize - 1}px;line-height:20px}`,
    `.ec-group-title{grid-column:1/-1;font-weight:600;margin:8px 0 12px}`,
  ].join('');
}
