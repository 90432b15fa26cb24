import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Wraps a select's popup (`popupRender`). antd draws the options, and a hidden copy of them for
 * screen readers, as `role="listbox"` without a name, and offers no prop for one: axe counts that as
 * serious (aria-input-field-name). The list is named after its field instead. `id` gives TreeSelect's
 * popup the `${id}_list` that its input's aria-controls points at but antd never draws.
 */
export function NamedListbox({ label, id, children }: { label: string; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // No deps: antd re-creates the list elements whenever the options change.
  useLayoutEffect(() => {
    ref.current?.querySelectorAll('[role="listbox"]:not([aria-label])').forEach((el) => el.setAttribute('aria-label', label));
  });
  return (
    <div ref={ref} id={id}>
      {children}
    </div>
  );
}
