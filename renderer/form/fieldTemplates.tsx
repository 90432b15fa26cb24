import type { CSSProperties } from 'react';
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import type { JsonSchema } from '../../contract/pageModel/pageSchema';
import { textWidth } from '../textWidth';
import { widgetName } from '../../contract/pageModel/widgetNames';
import { LayoutBoxes } from './formLayout';
import { layoutPlan } from './layoutPlan';

/** Where the designer stores the form's boxes: the root uiSchema's `ui:layout` (layoutPlan.ts). */
export const LAYOUT_KEY = 'ui:layout';

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

const WIDE_WIDGETS = new Set<string>([widgetName.subTable, 'textarea', widgetName.richTextEditor, widgetName.fileUpload, widgetName.imageUpload]);

/** The layout a form hands its templates through rjsf's formContext. */
export interface FormLayout {
  layoutColumns?: number;
  /** The label column's width in px (labelWidth below); nested objects inherit it. */
  labelWidth?: number;
}

export function ObjectFieldTemplate(p: ObjectFieldTemplateProps) {
  const layout = (p.registry.formContext ?? {}) as FormLayout;
  const cols = Number(layout.layoutColumns ?? 1);
  const style = {
    ...(layout.labelWidth ? { '--ec-label-width': `${layout.labelWidth}px` } : {}),
    ...(cols > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: 16 } : {}),
  } as CSSProperties;
  const nested = !!p.fieldPathId?.path?.length;
  // The designer's boxes (`ui:layout`) belong to the form's root; a nested object draws its fields plainly.
  const plan = nested ? null : layoutPlan(p.uiSchema?.[LAYOUT_KEY], p.properties.map((x) => x.name));
  const byName = new Map(p.properties.map((x) => [x.name, x]));
  return (
    <div className="ec-object" style={style}>
      {p.title && nested ? <div className="ec-group-title">{p.title}</div> : null}
      {plan ? <LayoutBoxes plan={plan} content={(name) => byName.get(name)?.content} errors={p.errorSchema} /> : null}
      {(plan ? plan.loose.map((n) => byName.get(n)!) : p.properties).map((prop) => {
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

/** The label column's narrowest width: what the Chinese labels have always had. */
const LABEL_MIN = 110;
/** Room for the required mark before the text. */
const LABEL_MARK = 12;

/**
 * The label column of a form: as wide as its longest title (English titles run longer than Chinese
 * ones), at least LABEL_MIN, and at most 220px (180px in two columns) so the controls keep their room;
 * a longer label ends in an ellipsis and shows in full on hover.
 */
export function labelWidth(schema: JsonSchema, columns: number): number {
  let widest = 0;
  const walk = (s: JsonSchema) => {
    for (const p of Object.values((s.properties ?? {}) as Record<string, JsonSchema>)) {
      if (typeof p.title === 'string') widest = Math.max(widest, textWidth(p.title));
      if (p.type === 'object') walk(p);
    }
  };
  walk(schema);
  return Math.min(columns > 1 ? 180 : 220, Math.max(LABEL_MIN, Math.ceil(widest + LABEL_MARK)));
}

/** The height of one line of a field's message (its error or help). */
const MESSAGE_LINE = 20;

/**
 * The room below a field, without and with a one-line message. The message takes the place of the
 * gap instead of adding to it: a message that appears or goes away (it goes on the blur that starts a
 * click elsewhere) must not move what is below, or the dialog's footer slides out from under the
 * pointer between mouse-down and mouse-up and 确定 never gets its click (issue 13's teacher).
 */
export function fieldSpacing(marginLG: number): { gap: number; gapWithMessage: number; messageLine: number } {
  const gap = marginLG - 4;
  return { gap, gapWithMessage: Math.max(0, gap - MESSAGE_LINE), messageLine: MESSAGE_LINE };
}

/** One stylesheet for every form, from antd tokens; each form sets its label width as --ec-label-width. */
export function formStyles(t: { colorError: string; colorTextSecondary: string; colorText: string; fontSize: number; marginLG: number }): string {
  const space = fieldSpacing(t.marginLG);
  return [
    `.ec-field{display:grid;grid-template-columns:var(--ec-label-width,${LABEL_MIN}px) minmax(0,1fr);column-gap:12px;margin-bottom:${space.gap}px;align-items:start}`,
    `.ec-field.ec-field-error{margin-bottom:${space.gapWithMessage}px}`,
    `.ec-field-label{line-height:32px;text-align:right;color:${t.colorText};font-size:${t.fontSize}px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
    `.ec-field-label::after{content:''}`,
    `.ec-field-req{color:${t.colorError};margin-right:4px;font-family:SimSun,sans-serif}`,
    `.ec-field-msg{color:${t.colorError};font-size:${t.fontSize - 1}px;line-height:${space.messageLine}px}`,
    `.ec-field-help{color:${t.colorTextSecondary};font-size:${t.fontSize - 1}px;line-height:20px}`,
    `.ec-group-title{grid-column:1/-1;font-weight:600;margin:8px 0 12px}`,
  ].join('');
}
