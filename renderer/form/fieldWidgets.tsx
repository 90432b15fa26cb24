import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Input } from 'antd';
import { Widgets as AntdWidgets } from '@rjsf/antd';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { WidgetRegistry } from '../../widgets/index';
import { lazyWidget, perRegistry } from '../widgetCache';

/** Fields that keep typing local register a flush here; submit flushes them first. */
export interface FlushRegistry {
  flushers: Set<() => void>;
  /** The hint an empty choice shows when the form names none ('请选择'). */
  selectPlaceholder?: string;
}

function selectHint(props: WidgetProps): string | undefined {
  return props.placeholder || (props.registry.formContext as Partial<FlushRegistry> | undefined)?.selectPlaceholder;
}

/** rjsf gives a select an empty placeholder, which reads as a broken box; it says '请选择' instead. */
function SelectWidget(props: WidgetProps) {
  return <AntdWidgets.SelectWidget {...props} placeholder={selectHint(props)} />;
}

/**
 * Spec-sized forms type fast only if a keystroke re-renders one input, not the whole form: the text
 * widgets keep the value locally and hand it to rjsf after a pause, on blur, on Enter, or when the form
 * is submitted (which flushes every pending value first).
 */
export const COMMIT_DELAY = 180;

function useLocalValue(props: WidgetProps) {
  const { value, onChange, options, registry } = props;
  const [local, setLocal] = useState<string>(value ?? '');
  const committed = useRef<unknown>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(local);
  latest.current = local;

  // A value set from outside (reset, formula, server data) replaces what is shown.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setLocal(value ?? '');
    }
  }, [value]);

  const flush = useRef(() => {});
  flush.current = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    const v = latest.current;
    const next = v === '' ? options.emptyValue : v;
    committed.current = next;
    onChange(next);
  };

  useEffect(() => {
    const reg = (registry.formContext as Partial<FlushRegistry> | undefined)?.flushers;
    const f = () => flush.current();
    reg?.add(f);
    return () => {
      reg?.delete(f);
      // Unmounting (dialog closed) must not lose the last characters typed.
      f();
    };
  }, [registry.formContext]);

  const change = (v: string) => {
    setLocal(v);
    latest.current = v;
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush.current(), COMMIT_DELAY);
  };
  return { local, change, flush: () => flush.current() };
}

function isStringSchema(schema: WidgetProps['schema']): boolean {
  const t = schema.type;
  return t === undefined || t === 'string' || (Array.isArray(t) && t.includes('string'));
}

/** Numbers keep the theme's own input (rjsf converts them); strings get the local-state input. */
function TextWidget(props: WidgetProps) {
  if (!isStringSchema(props.schema)) {
    const { BaseInputTemplate } = props.registry.templates;
    return <BaseInputTemplate {...props} />;
  }
  return <LocalTextWidget {...props} />;
}

function LocalTextWidget(props: WidgetProps) {
  const { id, disabled, readonly, placeholder, rawErrors, onBlur, onFocus, autofocus, schema } = props;
  const { local, change, flush } = useLocalValue(props);
  const type = schema.format === 'password' || props.options.inputType === 'password' ? 'password' : 'text';
  const Comp = type === 'password' ? Input.Password : Input;
  return (
    <Comp
      id={id}
      name={id}
      value={local}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      status={rawErrors?.length ? 'error' : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => change(e.target.value)}
      onBlur={() => {
        flush();
        onBlur(id, local);
      }}
      onFocus={() => onFocus(id, local)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush();
      }}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
    />
  );
}

function LocalTextareaWidget(props: WidgetProps) {
  const { id, disabled, readonly, placeholder, rawErrors, onBlur, onFocus, options, schema } = props;
  const { local, change, flush } = useLocalValue(props);
  return (
    <Input.TextArea
      id={id}
      name={id}
      value={local}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      status={rawErrors?.length ? 'error' : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => change(e.target.value)}
      onBlur={() => {
        flush();
        onBlur(id, local);
      }}
      onFocus={() => onFocus(id, local)}
    />
  );
}

function PasswordWidget(props: WidgetProps) {
  return <LocalTextWidget {...props} options={{ ...props.options, inputType: 'password' }} />;
}

/**
 * The text inputs alone (no registry widgets): for forms that edit as they are typed in, such as the
 * designer's property panels, where each committed value rebuilds a document.
 */
export const localTextWidgets: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget: LocalTextareaWidget,
  textarea: LocalTextareaWidget,
  PasswordWidget,
  password: PasswordWidget,
};

// Registry widgets load on first use (the login bundle never carries them), through the renderer's
// one lazy cache; the Suspense wrappers are kept per registry so rjsf sees the same component each render.
const wrapped = new WeakMap<WidgetRegistry, Map<string, ComponentType<WidgetProps>>>();
function registryWidget(registry: WidgetRegistry, name: string): ComponentType<WidgetProps> | null {
  return perRegistry(wrapped, registry, name, () => {
    const L = lazyWidget<WidgetProps>(registry, name, 'field');
    if (!L) return null;
    const W = (p: WidgetProps) => (
      // While the widget's code loads the field already looks like the box it becomes (not greyed out).
      <Suspense fallback={<Input id={p.id} readOnly placeholder={selectHint(p)} />}>
        <L {...p} />
      </Suspense>
    );
    W.displayName = `Lazy(${name})`;
    return W;
  });
}

/**
 * rjsf widgets layer: rjsf core defaults ← the antd theme ← these (fast text inputs and every field
 * field widget of the registry the app handed in, by name) ← page overrides, merged in this one place.
 */
export function rendererWidgets(registry: WidgetRegistry, overrides: RegistryWidgetsType = {}): RegistryWidgetsType {
  const out: RegistryWidgetsType = {
    TextWidget,
    SelectWidget,
    select: SelectWidget,
    TextareaWidget: LocalTextareaWidget,
    PasswordWidget,
    textarea: LocalTextareaWidget,
    password: PasswordWidget,
  };
  for (const name of Object.keys(registry)) {
    const W = registryWidget(registry, name);
    if (W) out[name] = W;
  }
  return { ...out, ...overrides };
}

// One widgets object per registry for every form, as when it was a module constant: a form drawn
// with a fresh object per instance left the company picker's dropdown unaligned off-screen in the
// users dialog (tests/e2e/foundation.test.ts).
const perRegistryWidgets = new WeakMap<WidgetRegistry, RegistryWidgetsType>();

/** rendererWidgets(registry) without overrides, the same object for every form of that registry. */
export function formWidgets(registry: WidgetRegistry): RegistryWidgetsType {
  let w = perRegistryWidgets.get(registry);
  if (!w) {
    w = rendererWidgets(registry);
    perRegistryWidgets.set(registry, w);
  }
  return w;
}
