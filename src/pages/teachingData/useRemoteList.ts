import { useCallback, useEffect, useState } from 'react';
import { http } from '../../api/client';

/** One server-paged list (the list answer of spec §7) with its keyword and page, reloadable. */
export function useRemoteList<T>(url: string, extra: Record<string, unknown> = {}) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [data, setData] = useState<{ list: T[]; total: number } | null>(null);
  const extraKey = JSON.stringify(extra);
  const load = useCallback(() => {
    http
      .get<{ list: T[]; pagination: { total: number } }>(url, { ...JSON.parse(extraKey), keyword, currentPage: page.current, pageSize: page.size })
      .then((r) => setData({ list: r.data.list, total: r.data.pagination.total }), () => setData({ list: [], total: 0 }));
  }, [url, extraKey, keyword, page]);
  useEffect(load, [load]);
  return {
    data,
    reload: load,
    search: (k: string) => {
      setKeyword(k.trim());
      setPage((p) => ({ ...p, current: 1 }));
    },
    pagination: { current: page.current, pageSize: page.size, total: data?.total ?? 0, showSizeChanger: true, onChange: (current: number, size: number) => setPage({ current, size }) },
  };
}
