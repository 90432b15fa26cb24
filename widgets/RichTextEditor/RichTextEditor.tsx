import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import DOMPurify from 'dompurify';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasErrors, type FieldWidgetProps } from '../core/types';
import type { WidgetTextKey } from '../i18n';

// Quill and its stylesheet load only when an editor is first shown, never with the form.
const ReactQuill = lazy(async () => {
  await import('react-quill-new/dist/quill.snow.css');
  return import('react-quill-new');
});

export interface RichTextEditorOptions {
  placeholder?: string;
  /** Editor height in px (default 240). */
  height?: number;
}

const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'image'],
  ['clean'],
];

/**
 * Quill writes its picker labels ('Normal', 'Heading 1', 'Small', …) in English through CSS
 * `content`; this scoped stylesheet puts ours in their place, in the current language.
 */
function pickerLabelCss(t: (key: WidgetTextKey, o?: { n: number }) => string): string {
  const q = JSON.stringify;
  const sel = (picker: string, value?: string) =>
    ['label', 'item'].map((part) => `.ec-rte .ql-snow .ql-picker.ql-${picker} .ql-picker-${part}${value ? `[data-value="${value}"]` : ''}::before`).join(',');
  const rules = [
    `${sel('header')}{content:${q(t('rteNormal'))}}`,
    ...[1, 2, 3, 4, 5, 6].map((n) => `${sel('header', String(n))}{content:${q(t('rteHeading', { n }))}}`),
    `${sel('size')}{content:${q(t('rteSizeNormal'))}}`,
    `${sel('size', 'small')}{content:${q(t('rteSizeSmall'))}}`,
    `${sel('size', 'large')}{content:${q(t('rteSizeLarge'))}}`,
    `${sel('size', 'huge')}{content:${q(t('rteSizeHuge'))}}`,
  ];
  return rules.join('\n');
}

/**
 * Quill draws its pickers (heading, size, colours, alignment) as unnamed buttons and its link box as
 * an unlabelled input: screen readers announce nothing (axe: serious and critical). Named here, in
 * the current language, once the editor is drawn.
 */
function nameQuillControls(root: HTMLElement, t: (key: WidgetTextKey) => string) {
  const pickers: Record<string, WidgetTextKey> = { header: 'rteHeader', size: 'rteSize', color: 'rteColor', background: 'rteBackground', align: 'rteAlign' };
  for (const [format, key] of Object.entries(pickers)) {
    root.querySelectorAll(`.ql-picker.ql-${format} .ql-picker-label`).forEach((el) => el.setAttribute('aria-label', t(key)));
  }
  root.querySelector('.ql-tooltip input[type=text]')?.setAttribute('aria-label', t('rteLink'));
  root.querySelector('.ql-tooltip a.ql-preview')?.setAttribute('aria-label', t('rteOpenLink'));
}

/** Quill's rendering of an empty document. */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<p>(<br\s*\/?>)?<\/p>/g, '').trim() === '';
}

/** Rich text; the value is HTML. Read-only display is sanitised (design §8), never Quill. */
export default function RichTextEditor({ id, value, onChange, disabled, readonly, options = {}, rawErrors }: FieldWidgetProps<string, RichTextEditorOptions>) {
  const { t } = useTranslation('widgets');
  const height = options.height ?? 240;
  const modules = useMemo(() => ({ toolbar: TOOLBAR }), []);
  const labels = useMemo(() => pickerLabelCss((k, o) => t(k, o)), [t]);
  const border = hasErrors(rawErrors) ? '1px solid #ff4d4f' : undefined;
  const box = useRef<HTMLDivElement>(null);
  const editable = !(disabled || readonly);
  // Quill arrives lazily and may redraw its toolbar: name the controls whenever it does.
  useEffect(() => {
    const root = box.current;
    if (!editable || !root) return;
    const name = () => nameQuillControls(root, (k) => t(k));
    const watch = new MutationObserver(name);
    watch.observe(root, { childList: true, subtree: true });
    name();
    return () => watch.disconnect();
  }, [editable, t]);
  if (disabled || readonly) {
    return (
      <div
        id={id}
        className="rich-text-view"
        style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 12px', minHeight: 60, background: 'rgba(0,0,0,0.02)', overflow: 'auto' }}
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value ?? '') }}
      />
    );
  }
  return (
    <div id={id} ref={box} className="ec-rte" style={{ border, borderRadius: 4 }}>
      <style>{labels}</style>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
        <ReactQuill
          theme="snow"
          value={value ?? ''}
          onChange={(html) => onChange(isBlankHtml(html) ? '' : html)}
          modules={modules}
          placeholder={options.placeholder ?? t('richTextPlaceholder')}
          style={{ height: height + 42, paddingBottom: 42 }}
        />
      </Suspense>
    </div>
  );
}
