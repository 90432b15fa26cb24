import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, InputNumber, Pagination, Select, Space, Table, Typography } from 'antd';
import { useRenderer } from '../../../../renderer/RendererContext';
import { bigDataTexts, type BigDataTextKey } from './bigDataTexts';

interface Row {
  id: number;
  code: string;
  name: string;
  school: string;
  grade: number;
  score: number;
  createdAt: string;
}
interface Answer {
  list: Row[];
  pagination: { currentPage: number; pageSize: number; total: number };
  totalExact: boolean;
  schools: string[];
}

const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));

/** 大数据: a million server rows, paged by seek, filtered by index, with an honest total. */
export default function BigDataExampleView() {
  const env = useRenderer();
  const tx = (k: BigDataTextKey, p: Record<string, string | number> = {}) => fill(bigDataTexts[env.lang][k], p);
  const [query, setQuery] = useState<{ currentPage: number; pageSize: number; school?: string; grade?: number }>({ currentPage: 1, pageSize: 20 });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(true);
  const [took, setTook] = useState<number | null>(null);
  const [jump, setJump] = useState<number | null>(null);
  const asked = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++asked.current;
    setLoading(true);
    const t0 = performance.now();
    try {
      const r = await env.services.request<Answer>('GET', '/api/Extend/BigData', { ...query });
      if (ticket !== asked.current) return;
      setAnswer(r);
      setTook(Math.round(performance.now() - t0));
    } finally {
      if (ticket === asked.current) setLoading(false);
    }
  }, [env.services, query]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  // While the total is an estimate, ask again a little later: the exact count is built meanwhile.
  useEffect(() => {
    if (!answer || answer.totalExact) return;
    const timer = window.setTimeout(() => void env.services.request<Answer>('GET', '/api/Extend/BigData', { ...query }).then((r) => r.totalExact && setAnswer(r), () => undefined), 3000);
    return () => window.clearTimeout(timer);
  }, [answer, query, env.services]);

  const total = answer?.pagination.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const grade = (n: number) => tx('gradeN', { n });

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        {!answer && loading && <Alert type="info" showIcon message={tx('seeding')} />}
        <Typography.Text type="secondary">{tx('how')}</Typography.Text>
        <Space wrap>
          <Select
            aria-label={tx('school')}
            style={{ width: 180 }}
            value={query.school ?? ''}
            options={[{ value: '', label: `${tx('school')}: ${tx('all')}` }, ...(answer?.schools ?? []).map((s) => ({ value: s, label: s }))]}
            onChange={(v) => setQuery((q) => ({ ...q, school: v || undefined, currentPage: 1 }))}
          />
          <Select
            aria-label={tx('grade')}
            style={{ width: 140 }}
            value={query.grade ?? 0}
            options={[{ value: 0, label: `${tx('grade')}: ${tx('all')}` }, ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: grade(i + 1) }))]}
            onChange={(v) => setQuery((q) => ({ ...q, grade: v || undefined, currentPage: 1 }))}
          />
          <Typography.Text data-testid="big-total" strong={answer?.totalExact}>
            {answer ? tx(answer.totalExact ? 'totalExact' : 'totalEstimate', { n: total.toLocaleString() }) : ''}
          </Typography.Text>
          {took !== null && <Typography.Text type="secondary">{tx('took', { ms: took })}</Typography.Text>}
        </Space>
        <Table<Row>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={answer?.list ?? []}
          pagination={false}
          columns={[
            { title: tx('id'), dataIndex: 'id', width: 100 },
            { title: tx('code'), dataIndex: 'code', width: 120 },
            { title: tx('name'), dataIndex: 'name' },
            { title: tx('school'), dataIndex: 'school' },
            { title: tx('grade'), dataIndex: 'grade', render: grade, width: 100 },
            { title: tx('score'), dataIndex: 'score', align: 'right', width: 90 },
            { title: tx('createdAt'), dataIndex: 'createdAt', width: 160 },
          ]}
        />
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Pagination
            current={query.currentPage}
            pageSize={query.pageSize}
            total={total}
            showSizeChanger
            pageSizeOptions={[20, 50, 100]}
            showQuickJumper={false}
            onChange={(currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage: pageSize === q.pageSize ? currentPage : 1, pageSize }))}
          />
          <span>{tx('jump')}</span>
          <InputNumber aria-label={tx('jump')} min={1} max={lastPage} value={jump} onChange={(v) => setJump(v)} onPressEnter={() => jump && setQuery((q) => ({ ...q, currentPage: Math.min(jump, lastPage) }))} style={{ width: 110 }} />
          {tx('page') && <span>{tx('page')}</span>}
          <Button onClick={() => jump && setQuery((q) => ({ ...q, currentPage: Math.min(jump, lastPage) }))}>{tx('go')}</Button>
        </Space>
      </Space>
    </Card>
  );
}
