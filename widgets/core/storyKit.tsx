import { useMemo, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react';
import { WidgetServicesContext, type WidgetLang } from '../services';
import { createFakeServices, type FakeServicesOptions } from './fakeServices';

/** Holds a field's value the way a form would, and shows it so reviewers see what is stored. */
export function Stateful<V>({
  initial,
  children,
  show = true,
}: {
  initial: V;
  children: (value: V, onChange: (v: V) => void) => ReactNode;
  show?: boolean;
}) {
  const [value, setValue] = useState<V>(initial);
  return (
    <div style={{ maxWidth: 560 }}>
      {children(value, setValue)}
      {show && (
        <pre data-testid="stored-value" style={{ marginTop: 12, color: '#8c8c8c', fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(value ?? null)}
        </pre>
      )}
    </div>
  );
}

function ServicesScope({ opts, children }: { opts: FakeServicesOptions; children: ReactNode }) {
  const services = useMemo(() => createFakeServices(opts), [opts]);
  return <WidgetServicesContext value={services}>{children}</WidgetServicesContext>;
}

/** A story-level decorator replacing the preview's fake services (e.g. 50,000 users, failing uploads). */
export function withFakeServices(opts: FakeServicesOptions): Decorator {
  return (Story) => (
    <ServicesScope opts={opts}>
      <Story />
    </ServicesScope>
  );
}

export const LARGE_USERS = 50_000;
export type { WidgetLang };
