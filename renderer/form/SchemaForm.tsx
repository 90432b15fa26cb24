import { memo, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { Alert, theme } from 'antd';
import Form from '@rjsf/antd';
import { englishStringTranslator, TranslatableString, type ErrorSchema, type RJSFValidationError, type RJSFSchema, type UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { ruleFormats, ruleErrorMessage } from '../../contract/rules/ajvFormats';
import { formatMessage } from '../../contract/rules/messages';
import { evaluateFormula } from '../../contract/formula/formula';
import type { FormDef, Lang, PageTranslations } from '../../contract/pageModel/pageSchema';
import { localiseSchema } from '../i18n/localiseSchema';
import { useRenderer } from '../RendererContext';
import { applyStates, fieldStates, pruneHidden, statesKey, type FormMode } from './linkage';
import { formWidgets, type FlushRegistry } from './fieldWidgets';
import { useFieldOptions, withOptions } from './optionSources';
import { formStyles, labelWidth, rendererTemplates, type FormLayout } from './fieldTemplates';
import { fieldErrorsOf, toErrorSchema, unplacedErrors } from './serverErrors';
import { unshownErrors } from './submitErrors';
import { widgetName } from '../../contract/pageModel/widgetNames';
import type { RendererTextKey } from '../i18n';

// One validator for every form: ajv compiles each schema once and caches it, and our §5 rules are
// ajv formats `ec-<rule>` shared with the server.
const validator = customizeValidator({ customFormats: ruleFormats() });

/** ajv's English becomes the spec's texts where the spec has them (formats, required). */
export function translateErrors(errors: RJSFValidationError[], lang: Lang): RJSFValidationError[] {
  return errors.map((e) => {
    const rule = ruleErrorMessage(e, lang);
    if (rule) return { ...e, message: rule, stack: rule };
    if (e.name === 'required') {
      const m = formatMessage('required', lang);
      return { ...e, message: m, stack: m };
    }
    return e;
  });
}

export interface SchemaFormHandle {
  /** Flushes typed values, validates, and resolves once onSubmit has finished (or rejects). */
  submit: () => void;
  getData: () => Record<string, unknown>;
}

export interface SchemaFormProps {
  def: FormDef;
  mode: FormMode;
  initialData?: Record<string, unknown>;
  /** Resolve to finish; reject with the server's error: `[{field,message}]` data marks fields. */
  onSubmit: (data: Record<string, unknown>) => Promise<void>;
  /** Draws rjsf's own submit button (standalone form pages); dialogs use their footer instead. */
  showSubmit?: boolean;
  submitText?: string;
  handle?: Ref<SchemaFormHandle>;
  onBusy?: (busy: boolean) => void;
  /**
   * A live form (the designer's property panels): every committed change is reported, and
   * `initialData` is then the caller's current value (a new object redraws the form with it).
   */
  onChange?: (data: Record<string, unknown>) => void;
  /** Messages the caller keeps per field (live checks), shown under the fields. */
  errors?: Record<string, string>;
  /** Prefix of the inputs' ids: two forms on one screen must not share ids. */
  idPrefix?: string;
  /** Label column width in px; default: measured from the longest label. */
  labelWidth?: number;
}

/** rjsf's own button titles (array add/remove/move), which it writes in English, in the form's language. */
const RJSF_BUTTONS: Partial<Record<TranslatableString, RendererTextKey>> = {
  [TranslatableString.AddItemButton]: 'arrayAdd',
  [TranslatableString.AddButton]: 'arrayAdd',
  [TranslatableString.RemoveButton]: 'arrayRemove',
  [TranslatableString.MoveUpButton]: 'moveUp',
  [TranslatableString.MoveDownButton]: 'moveDown',
  [TranslatableString.CopyButton]: 'copyItem',
};

/** Live messages as rjsf's error schema, merged with the server's. */
function mergeErrors(server: ErrorSchema | undefined, live: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!live || !Object.keys(live).length) return server;
  const out: Record<string, unknown> = { ...(server ?? {}) };
  for (const [k, m] of Object.entries(live)) out[k] = { __errors: [m] };
  return out as ErrorSchema;
}

/** Values of formula fields for this data; unchanged data gives the same object back. */
function computeFormulas(def: FormDef, data: Record<string, unknown>): Record<string, unknown> {
  const formulas = Object.entries(def.formulas ?? {});
  if (!formulas.length) return data;
  let out = data;
  for (const [field, source] of formulas) {
    let v: number;
    try {
      v = evaluateFormula(source, out);
    } catch {
      v = 0;
    }
    if (out[field] !== v) out = { ...out, [field]: v };
  }
  return out;
}

/**
 * A calculateField shows the formula of its field from `form.formulas`, the one place formulas are
 * written (the server computes from the same text).
 */
function withFormulas(def: FormDef): FormDef['uiSchema'] {
  const ui = def.uiSchema ?? {};
  const formulas = def.formulas ?? {};
  let out = ui;
  for (const [field, expression] of Object.entries(formulas)) {
    const f = (ui[field] ?? {}) as Record<string, unknown>;
    if (f['ui:widget'] !== widgetName.calculateField) continue;
    if (out === ui) out = { ...ui };
    out[field] = { ...f, 'ui:options': { ...((f['ui:options'] as object) ?? {}), expression } };
  }
  return out;
}

/**
 * The server answers null for an empty optional field (departmentId: null); JSON Schema would call
 * that a type error on a string field, so an empty value simply starts absent.
 */
function withoutNulls(data: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data ?? {})) if (v !== null) out[k] = v;
  return out;
}

/** Spec §9: formula recalculation is debounced by 500 ms. */
const FORMULA_DELAY = 500;

/** The form with its schema and uiSchema in the page's language (memoised per schema and language). */
function useLocalisedForm(def: FormDef, lang: Lang, translations: PageTranslations | undefined): FormDef {
  const { schema, uiSchema } = localiseSchema(def.schema, def.uiSchema, lang, translations);
  return useMemo(() => (schema === def.schema && uiSchema === def.uiSchema ? def : { ...def, schema, uiSchema }), [def, schema, uiSchema]);
}

/**
 * The form's own messages (a refused submit's errors no field shows, the server's unplaced ones). They
 * live in this small component so that showing them does not draw the rjsf form again: a new render
 * of the form right after a refused submit would clear the marks it just put on the fields.
 */
function FormMessages({ feed }: { feed: RefObject<(messages: string[]) => void> }) {
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(() => {
    feed.current = (next) => setMessages((old) => (old.join('\n') === next.join('\n') ? old : next));
    return () => {
      feed.current = () => {};
    };
  }, [feed]);
  if (!messages.length) return null;
  return <Alert type="error" showIcon style={{ marginBottom: 12 }} title={messages.join('；')} />;
}

function SchemaFormImpl({ def: designed, mode, initialData, onSubmit, showSubmit, submitText, handle, onBusy, onChange: report, errors: liveErrors, idPrefix, labelWidth: fixedLabel }: SchemaFormProps) {
  const env = useRenderer();
  const widgets = formWidgets(env.widgets);
  const def = useLocalisedForm(designed, env.lang, env.translations);
  const { token } = theme.useToken();
  const css = useMemo(() => formStyles(token), [token]);
  const labelPx = useMemo(() => fixedLabel ?? labelWidth(def.schema, def.layoutColumns ?? 1), [fixedLabel, def.schema, def.layoutColumns]);
  const start = useMemo(() => computeFormulas(def, withoutNulls(initialData)), [def, initialData]);
  // rjsf owns the data while the user types and this component does not re-render per keystroke.
  // Whenever it does re-render (linkage flipped, options arrived, a formula pushed a value) it hands
  // rjsf the latest data, so a new schema never brings back stale values.
  const dataRef = useRef<Record<string, unknown>>(start);
  const [, setPushed] = useState(0);
  const [states, setStates] = useState(() => fieldStates(def, start, mode));
  const statesRef = useRef(statesKey(states));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const formError = useRef<(messages: string[]) => void>(() => {});
  const setFormError = useCallback((messages: string[]) => formError.current(messages), []);
  const formulaTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushers = useRef(new Set<() => void>());
  const formRef = useRef<{ submit: () => void } | null>(null);
  const options = useFieldOptions(def, env.services, env.text);
  const usesFormContextData = Object.values(def.uiSchema ?? {}).some(
    (u) => (u as Record<string, unknown> | undefined)?.['ui:widget'] === widgetName.calculateField,
  );

  const startRef = useRef(start);
  if (startRef.current !== start) {
    startRef.current = start;
    dataRef.current = start;
  }
  useEffect(() => () => clearTimeout(formulaTimer.current), []);

  const drawn = useMemo(() => {
    const withOpts = withOptions(def.schema, options);
    return applyStates(withOpts, withFormulas(def), states);
  }, [def, options, states]);

  const uiSchema = useMemo<RjsfUiSchema>(() => {
    const ui: RjsfUiSchema = { ...(drawn.uiSchema as RjsfUiSchema) };
    ui['ui:submitButtonOptions'] = showSubmit
      ? { submitText: submitText ?? env.t('submit'), props: { type: 'primary' } }
      : { norender: true };
    return ui;
  }, [drawn.uiSchema, showSubmit, submitText, env]);

  const [liveData, setLiveData] = useState(start);
  const selectPlaceholder = env.t('selectPlaceholder');
  const formContext = useMemo<FlushRegistry & FormLayout & { formData?: Record<string, unknown> }>(
    () => ({
      flushers: flushers.current,
      selectPlaceholder,
      layoutColumns: def.layoutColumns ?? 1,
      labelWidth: labelPx,
      formData: usesFormContextData ? liveData : undefined,
    }),
    [usesFormContextData, liveData, def.layoutColumns, labelPx, selectPlaceholder],
  );

  const onChange = useCallback(
    (e: { formData?: Record<string, unknown> }) => {
      const data = e.formData ?? {};
      dataRef.current = data;
      const next = fieldStates(def, data, mode);
      const key = statesKey(next);
      if (key !== statesRef.current) {
        statesRef.current = key;
        setStates(next);
      }
      if (usesFormContextData) setLiveData(data);
      report?.(data);
      if (def.formulas) {
        clearTimeout(formulaTimer.current);
        formulaTimer.current = setTimeout(() => {
          const computed = computeFormulas(def, dataRef.current);
          if (computed !== dataRef.current) {
            dataRef.current = computed;
            setPushed((n) => n + 1);
            // calculateField widgets read the form data from the context: they must see the computed
            // values too, or a formula over another formula ({days}×8) shows a stale result.
            if (usesFormContextData) setLiveData(computed);
          }
        }, FORMULA_DELAY);
      }
    },
    [def, mode, usesFormContextData, report],
  );

  const transformErrors = useCallback((errors: RJSFValidationError[]) => translateErrors(errors, env.lang), [env.lang]);
  const translateString = useCallback(
    (s: TranslatableString, params?: string[]) => {
      const key = RJSF_BUTTONS[s];
      return key ? env.t(key) : englishStringTranslator(s, params);
    },
    [env],
  );
  const shownErrors = useMemo(() => mergeErrors(extraErrors, liveErrors), [extraErrors, liveErrors]);

  const handleSubmit = useCallback(
    async (e: { formData?: Record<string, unknown> }) => {
      const data = pruneHidden(computeFormulas(def, { ...(e.formData ?? {}) }), states.hidden);
      setExtraErrors(undefined);
      setFormError([]);
      onBusy?.(true);
      try {
        await onSubmit({ ...data, ...(def.fixed ?? {}) });
      } catch (err) {
        const fields = fieldErrorsOf(err);
        if (fields) {
          setExtraErrors(toErrorSchema(fields));
          setFormError(unplacedErrors(fields, Object.keys((drawn.schema.properties ?? {}) as object)));
        }
        // Other failures were already shown by the http client's toast (spec §8).
      } finally {
        onBusy?.(false);
      }
    },
    [def, states.hidden, onSubmit, onBusy, drawn.schema, setFormError],
  );

  // A refused submit always says why: messages no field on screen can show go above the fields.
  const onError = useCallback(
    (errors: RJSFValidationError[]) => {
      const shown = unshownErrors(errors, drawn.schema, drawn.uiSchema);
      setFormError(shown);
    },
    [drawn, setFormError],
  );

  const submit = useCallback(() => {
    for (const f of flushers.current) f();
    // The flushes above update rjsf's state; submitting on the next tick reads the flushed values.
    setTimeout(() => formRef.current?.submit(), 0);
  }, []);

  useImperativeHandle(handle, () => ({ submit, getData: () => dataRef.current }), [submit]);

  return (
    <>
      <style>{css}</style>
      <FormMessages feed={formError} />
      <Form
        ref={formRef as never}
        schema={drawn.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={dataRef.current}
        validator={validator}
        widgets={widgets}
        templates={rendererTemplates}
        formContext={formContext}
        onChange={onChange}
        onSubmit={handleSubmit}
        onError={onError}
        transformErrors={transformErrors}
        extraErrors={shownErrors}
        translateString={translateString}
        idPrefix={idPrefix}
        showErrorList={false}
        noHtml5Validate
        omitExtraData
        readonly={mode === 'detail'}
        experimental_componentUpdateStrategy="customDeep"
      />
    </>
  );
}

export const SchemaForm = memo(SchemaFormImpl);
