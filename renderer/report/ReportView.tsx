import { useCallback, useState } from 'react';
import type { ColumnDef, PageSchema } from '../../contract/pageModel/pageSchema';
import { useRenderer } from '../RendererContext';
import { ListView } from '../list/ListView';
import { cellText } from '../table/cells';
import { ReportChart } from './ReportChart';
import { totalsRow } from './totals';

/** Query form, table with a totals row, and a chart over the same rows. */
export function ReportView({ schema }: { schema: PageSchema }) {
  const env = useRenderer();
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const footer = useCallback(
    (list: Record<string, unknown>[], columns: ColumnDef[], server?: Record<string, unknown>) => {
      if (!columns.some((c) => c.total)) return undefined;
      // The server's totals cover every matching row, not only this page; the page's own are the fallback.
      const totals: Record<string, unknown> = { ...totalsRow(columns, list), ...(server ?? {}) };
      const values: Record<string, string> = {};
      for (const c of columns) if (c.total) values[c.field] = cellText({ ...c, cell: 'text' }, totals[c.field], env);
      return { label: schema.report?.totalsLabel ? env.text(schema.report.totalsLabel) : env.t('total'), values };
    },
    [schema, env],
  );
  return (
    <div data-testid={`report-${schema.id}`}>
      <ListView
        schema={schema}
        footer={footer}
        onRows={setRows}
        beforeTable={
          schema.report?.chart && rows.length > 0 ? (
            <div style={{ marginBottom: 16 }}>
              <ReportChart chart={schema.report.chart} columns={schema.columns ?? []} rows={rows} />
            </div>
          ) : null
        }
      />
    </div>
  );
}
