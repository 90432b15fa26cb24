import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import type { WidgetServices } from '../../widgets/services';
import { resolveEndpoint } from '../api/endpoint';
import { listParams, readListAnswer, type ListPage, type ListState } from './listQuery';

export interface ListData extends ListPage {
  loading: boolean;
  error: string | null;
  reload: () => void;
}

const EMPTY: ListPage = { rows: [], total: 0, paged: false };

/**
 * Fetches the page of rows the list state describes. A slower, older answer never overwrites a newer
 * one (the user may page or sort again before the server answers).
 */
export function useListData(schema: PageSchema, state: ListState, services: WidgetServices, enabled = true): ListData {
  const [page, setPage] = useState<ListPage>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  const template = schema.api?.list;
  const paramsKey = JSON.stringify(listParams(schema, state));

  useEffect(() => {
    if (!template || !enabled) {
      setPage(EMPTY);
      return;
    }
    const params = JSON.parse(paramsKey) as Record<string, unknown>;
    const ep = resolveEndpoint(template, { ...params, ...state.search });
    if (ep.incomplete) {
      setPage(EMPTY);
      return;
    }
    for (const u of ep.used) delete params[u];
    const mine = ++seq.current;
    setLoading(true);
    setError(null);
    services.request<unknown>(ep.method, ep.url, params).then(
      (data) => {
        if (mine !== seq.current) return;
        setPage(readListAnswer(data));
        setLoading(false);
      },
      (e: unknown) => {
        if (mine !== seq.current) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      },
    );
    // state.search is inside paramsKey; listing it would refetch on identity changes alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template, paramsKey, services, enabled, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...page, loading, error, reload };
}
