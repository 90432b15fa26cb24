import { useMemo, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react';
import { Table } from 'antd';
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
        <pre data-testid="stored-value" style={{ marginTop: 12, color: 'rgba(0, 0, 0, 0.58)', fontSize: 12, whiteSpace: 'pre-wrap' }}>
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

/** A list-screen table showing one cell renderer, so cells are reviewed where they live. */
export function CellTable<R extends Record<string, unknown>>({
  records,
  field,
  title,
  render,
}: {
  records: R[];
  field: string;
  title: string;
  render: (value: unknown, record: R) => ReactNode;
}) {
  const big = records.length > 100;
  return (
    <Table<R>
      size="small"
      rowKey={(r) => String(r.id)}
      dataSource={records}
      pagination={false}
      virtual={big}
      scroll={big ? { y: 400, x: 600 } : undefined}
      style={{ maxWidth: 640 }}
      columns={[
        { title: '姓名', dataIndex: 'name', width: 160 },
        { title, dataIndex: field, render: (v, r) => render(v, r) },
      ]}
    />
  );
}
