import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Col, Modal, Row, Space, Switch, Typography, message } from 'antd';
import { CodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../../renderer/RendererContext';
import { CHART_KINDS, buildOption, type ChartData, type ChartKind, type Words } from './chartOptions';
import { chartTexts, type ChartTextKey } from './chartTexts';

type EChartsModule = typeof import('echarts');

/** One chart: drawn from its option, redrawn when the option changes, disposed with the card. */
function ChartCard({ kind, option, title, echarts, onShowJson, jsonLabel }: { kind: ChartKind; option: Record<string, unknown>; title: string; echarts: EChartsModule | null; onShowJson: () => void; jsonLabel: string }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<EChartsModule['init']> | null>(null);
  useEffect(() => {
    if (!echarts || !el.current) return;
    const inst = echarts.init(el.current);
    chart.current = inst;
    const onResize = () => inst.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      inst.dispose();
      chart.current = null;
    };
  }, [echarts]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option, echarts]);
  return (
    <Card size="small" title={title} extra={<Button size="small" icon={<CodeOutlined />} onClick={onShowJson} aria-label={`${jsonLabel}: ${title}`}>{jsonLabel}</Button>}>
      <div ref={el} role="img" aria-label={title} data-chart={kind} style={{ width: '100%', height: 280 }} />
    </Card>
  );
}

/** 图表示例: every chart kind of echarts an administrator uses, over live figures from the server. */
export default function ChartExampleView() {
  const env = useRenderer();
  const tx = (k: ChartTextKey) => chartTexts[env.lang][k];
  const [data, setData] = useState<ChartData | null>(null);
  const [echarts, setEcharts] = useState<EChartsModule | null>(null);
  const [auto, setAuto] = useState(false);
  const [json, setJson] = useState<{ title: string; text: string } | null>(null);

  const load = useCallback(() => env.services.request<ChartData>('GET', '/api/Extend/Chart/Data').then(setData, () => undefined), [env.services]);
  useEffect(() => {
    void load();
    void import('echarts').then(setEcharts);
  }, [load]);
  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => void load(), 10_000);
    return () => window.clearInterval(timer);
  }, [auto, load]);

  const lang = env.lang;
  // Built once per answer and language, so a re-render (the switch, the dialog) does not redraw the charts.
  const options = useMemo(() => {
    if (!data) return null;
    const t = chartTexts[lang];
    const days = t.weekdays.split(',');
    const words: Words = {
      boys: t.boys, girls: t.girls, students: t.students, rate: t.rate, average: t.average, spread: t.spread,
      grade: (n) => t.gradeN.replace('{n}', String(n)), weekday: (d) => days[d],
    };
    return CHART_KINDS.map((kind) => ({ kind, option: buildOption(kind, data, words) }));
  }, [data, lang]);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card size="small">
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void load()}>{tx('refresh')}</Button>
          <Space>
            <Switch checked={auto} onChange={setAuto} aria-label={tx('auto')} />
            <span>{tx('auto')}</span>
          </Space>
          {data && <Typography.Text type="secondary" data-testid="chart-read-at">{tx('readAt')}: {new Date(data.readAt).toLocaleTimeString()}</Typography.Text>}
        </Space>
      </Card>
      <Row gutter={[12, 12]}>
        {options?.map(({ kind, option }) => (
          <Col key={kind} xs={24} lg={12} xxl={8}>
            <ChartCard kind={kind} option={option} title={tx(kind)} echarts={echarts} jsonLabel={tx('showJson')} onShowJson={() => setJson({ title: tx(kind), text: JSON.stringify(option, null, 2) })} />
          </Col>
        ))}
      </Row>
      <Modal
        open={Boolean(json)}
        title={json?.title}
        width={720}
        onCancel={() => setJson(null)}
        footer={[
          <Button key="copy" onClick={() => json && void navigator.clipboard?.writeText(json.text).then(() => message.success(tx('copied')))}>{tx('copy')}</Button>,
          <Button key="close" type="primary" onClick={() => setJson(null)}>{tx('close')}</Button>,
        ]}
      >
        <pre data-testid="chart-json" style={{ maxHeight: '60vh', overflow: 'auto', background: '#fafafa', padding: 12, fontSize: 12 }}>{json?.text}</pre>
      </Modal>
    </Space>
  );
}
