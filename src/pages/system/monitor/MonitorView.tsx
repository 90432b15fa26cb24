import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../../renderer/views/customViews';
import { useReducedMotion } from '../../../useReducedMotion';
import { formatBytes } from '../format';
import '../i18n';

interface Sample {
  t: number;
  cpu: number;
  rss: number;
  heapUsed: number;
  systemUsed: number;
  systemTotal: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
  rps: number;
  errors: number;
  sockets: number;
}
interface RouteRow {
  route: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
interface MonitorData {
  system: { hostname: string; platform: string; node: string; cpus: number; loadAverage: number[]; uptimeSeconds: number; instance: string };
  samples: Sample[];
  routes: RouteRow[];
  database: { kind: string; sizeBytes: number; connections: number; maxConnections: number | null; slowest: { sql: string; maxMs: number; avgMs: number; calls: number }[] };
}

type Series = { name: string; values: number[] };

/** One line chart of the last hour; echarts loads with this screen only. */
function LineChart({ title, times, series, unit, testId }: { title: string; times: number[]; series: Series[]; unit?: (v: number) => string; testId: string }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<{ setOption(o: unknown): void; dispose(): void; resize(): void } | null>(null);
  const still = useReducedMotion();
  const draw = useRef<() => void>(() => {});
  draw.current = () =>
    chart.current?.setOption({
      animation: !still,
      title: { text: title, textStyle: { fontSize: 13, fontWeight: 500 } },
      tooltip: { trigger: 'axis', valueFormatter: unit },
      legend: { top: 0, right: 0 },
      grid: { left: 56, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: times.map((t) => new Date(t).toTimeString().slice(0, 5)), boundaryGap: false },
      yAxis: { type: 'value', axisLabel: unit ? { formatter: unit } : undefined },
      series: series.map((s) => ({ name: s.name, type: 'line', showSymbol: false, data: s.values })),
    });
  useEffect(() => {
    let gone = false;
    const onResize = () => chart.current?.resize();
    void import('echarts').then((echarts) => {
      if (gone || !el.current) return;
      chart.current = echarts.init(el.current);
      window.addEventListener('resize', onResize);
      draw.current();
    });
    return () => {
      gone = true;
      window.removeEventListener('resize', onResize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => draw.current(), [times, series, title, still]);
  return <div ref={el} style={{ height: 220 }} role="img" aria-label={title} data-testid={testId} />;
}

/** 系统监控: the last hour of this instance (charts), latency by route, the database and its slowest queries. */
export default function MonitorView(_props: CustomViewProps) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const [data, setData] = useState<MonitorData | null>(null);
  const load = useCallback(() => {
    void env.services.request<MonitorData>('GET', '/api/System/Monitor').then(setData);
  }, [env.services]);
  useEffect(() => {
    load();
    const timer = setInterval(load, 10_000);
    return () => clearInterval(timer);
  }, [load]);

  const s = data?.samples ?? [];
  const times = s.map((x) => x.t);
  const pick = (f: (x: Sample) => number) => s.map(f);
  const mb = (v: number) => formatBytes(v);

  return (
    <div data-testid="system-monitor">
      <Alert type="info" showIcon message={t('monitor.note')} style={{ marginBottom: 12 }} action={<Button onClick={load}>{t('monitor.refresh')}</Button>} />
      {data && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }}>
            <Descriptions.Item label={t('monitor.host')}>{data.system.hostname}</Descriptions.Item>
            <Descriptions.Item label="OS">{data.system.platform}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.node')}>{data.system.node}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.cpus')}>{data.system.cpus}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.load')}>{data.system.loadAverage.join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.uptime')}>{Math.floor(data.system.uptimeSeconds / 60)} min</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card size="small">
            <LineChart testId="chart-cpu" title={t('monitor.cpu')} times={times} series={[{ name: 'CPU', values: pick((x) => x.cpu) }]} unit={(v) => `${v}%`} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small">
            <LineChart
              testId="chart-memory"
              title={t('monitor.memory')}
              times={times}
              unit={mb}
              series={[
                { name: t('monitor.rss'), values: pick((x) => x.rss) },
                { name: t('monitor.heap'), values: pick((x) => x.heapUsed) },
                { name: t('monitor.system'), values: pick((x) => x.systemUsed) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small">
            <LineChart
              testId="chart-loop"
              title={t('monitor.loop')}
              times={times}
              series={[
                { name: 'p50', values: pick((x) => x.loopP50) },
                { name: 'p99', values: pick((x) => x.loopP99) },
                { name: 'max', values: pick((x) => x.loopMax) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small">
            <LineChart
              testId="chart-requests"
              title={`${t('monitor.requests')} · ${t('monitor.errors')} · ${t('monitor.sockets')}`}
              times={times}
              series={[
                { name: t('monitor.requests'), values: pick((x) => x.rps) },
                { name: t('monitor.errors'), values: pick((x) => x.errors) },
                { name: t('monitor.sockets'), values: pick((x) => x.sockets) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('monitor.routes')}>
            <Table<RouteRow>
              rowKey="route"
              size="small"
              dataSource={data?.routes ?? []}
              pagination={{ pageSize: 10 }}
              columns={[
                { title: t('monitor.route'), dataIndex: 'route', ellipsis: true },
                { title: t('monitor.count'), dataIndex: 'count', width: 80, align: 'right' },
                { title: 'p50', dataIndex: 'p50', width: 70, align: 'right' },
                { title: 'p95', dataIndex: 'p95', width: 70, align: 'right' },
                { title: 'p99', dataIndex: 'p99', width: 70, align: 'right' },
                { title: t('monitor.errors'), dataIndex: 'errors', width: 90, align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('monitor.database')}>
            {data && (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Descriptions size="small" column={3}>
                  <Descriptions.Item label={t('monitor.kind')}>{data.database.kind}</Descriptions.Item>
                  <Descriptions.Item label={t('monitor.size')}>{formatBytes(data.database.sizeBytes)}</Descriptions.Item>
                  <Descriptions.Item label={t('monitor.connections')}>
                    {data.database.connections}
                    {data.database.maxConnections ? ` / ${data.database.maxConnections}` : ''}
                  </Descriptions.Item>
                </Descriptions>
                <Typography.Text strong>{t('monitor.slowest')}</Typography.Text>
                <Table
                  rowKey="sql"
                  size="small"
                  dataSource={data.database.slowest}
                  pagination={false}
                  columns={[
                    { title: t('monitor.sql'), dataIndex: 'sql', ellipsis: true },
                    { title: t('monitor.maxMs'), dataIndex: 'maxMs', width: 90, align: 'right' },
                    { title: t('monitor.calls'), dataIndex: 'calls', width: 70, align: 'right' },
                  ]}
                />
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
