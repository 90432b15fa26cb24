import { useEffect, useRef, useState } from 'react';
import { Card, Segmented, Space, Switch, Table, Typography } from 'antd';
import { useRenderer } from '../../../../renderer/RendererContext';
import { mapWords, type MapWord } from '../../../../contract/examples/map/words';

interface School {
  id: string;
  fullName: string;
  manager: string | null;
  teachers: number;
  departments: number;
  students: number;
  leaves: number;
  lng: number;
  lat: number;
}
type Measure = 'teachers' | 'students' | 'leaves';

/** 地图示例: the district's schools on the shipped map, a marker with details each, and a heat layer by a chosen count. */
export default function MapView() {
  const env = useRenderer();
  const w = (k: MapWord) => mapWords[env.lang][k];
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<{ setOption(o: object, notMerge?: boolean): void; dispose(): void; resize(): void } | null>(null);
  const [data, setData] = useState<{ centre: number[]; schools: School[] } | null>(null);
  const [measure, setMeasure] = useState<Measure>('teachers');
  const [heat, setHeat] = useState(true);

  useEffect(() => {
    env.services.request<{ centre: number[]; schools: School[] }>('GET', '/api/Extend/Map').then(setData, () => undefined);
  }, [env.services]);

  useEffect(() => {
    if (!data || !el.current) return;
    let live = true;
    const onResize = () => chart.current?.resize();
    Promise.all([import('echarts'), env.services.request<object>('GET', '/api/Extend/Map/Geometry')]).then(([echarts, geo]) => {
      if (!live || !el.current) return;
      echarts.registerMap('china', geo as Parameters<typeof echarts.registerMap>[1]);
      chart.current = echarts.init(el.current);
      window.addEventListener('resize', onResize);
      setData((d) => (d ? { ...d } : d)); // draw the options now that the chart exists
    });
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      chart.current?.dispose();
      chart.current = null;
    };
    // the chart is made once per data load; options follow below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data === null]);

  useEffect(() => {
    if (!data || !chart.current) return;
    const max = Math.max(1, ...data.schools.map((s) => s[measure]));
    const detail = (s: School) =>
      [`<b>${s.fullName}</b>`, `${w('manager')}：${s.manager ?? '—'}`, `${w('teachers')}：${s.teachers}`, `${w('departments')}：${s.departments}`, `${w('students')}：${s.students}`, `${w('leaves')}：${s.leaves}`].join('<br/>');
    chart.current.setOption(
      {
        animation: false,
        tooltip: { formatter: (p: { data?: { school?: School } }) => (p.data?.school ? detail(p.data.school) : '') },
        geo: { map: 'china', roam: true, center: data.centre, zoom: 60, itemStyle: { areaColor: '#f0f5ff', borderColor: '#8c8c8c' }, label: { show: false } },
        visualMap: heat ? { type: 'continuous', min: 0, max, calculable: false, seriesIndex: 0, inRange: { color: ['#fff7e6', '#ffa940', '#cf1322'] }, text: [w(measure), ''], left: 10, bottom: 10 } : undefined,
        series: [
          ...(heat ? [{ type: 'heatmap', coordinateSystem: 'geo', pointSize: 40, blurSize: 30, data: data.schools.map((s) => [s.lng, s.lat, s[measure]]) }] : []),
          {
            type: 'effectScatter',
            coordinateSystem: 'geo',
            symbolSize: 12,
            rippleEffect: { scale: 2.5 },
            label: { show: true, formatter: '{b}', position: 'right', color: '#262626' },
            itemStyle: { color: '#1677ff' },
            data: data.schools.map((s) => ({ name: s.fullName, value: [s.lng, s.lat, s[measure]], school: s })),
          },
        ],
      },
      true,
    );
    // w follows env.lang, which re-renders the page anyway
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, measure, heat, env.lang]);

  return (
    <Card title={w('title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <span>
            <Switch checked={heat} onChange={setHeat} aria-label={w('heat')} /> {w('heat')}
          </span>
          <span>{w('heatBy')}</span>
          <Segmented<Measure> value={measure} onChange={setMeasure} options={(['teachers', 'students', 'leaves'] as const).map((m) => ({ value: m, label: w(m) }))} />
        </Space>
        <div ref={el} role="img" aria-label={w('title')} data-testid="example-map" style={{ width: '100%', height: 480 }} />
        <Typography.Text type="secondary">{w('note')}</Typography.Text>
        <Table<School>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data?.schools ?? []}
          columns={[
            { title: w('school'), dataIndex: 'fullName' },
            { title: w('manager'), dataIndex: 'manager', render: (m: string | null) => m ?? '—' },
            { title: w('teachers'), dataIndex: 'teachers', align: 'right' },
            { title: w('departments'), dataIndex: 'departments', align: 'right' },
            { title: w('students'), dataIndex: 'students', align: 'right' },
            { title: w('leaves'), dataIndex: 'leaves', align: 'right' },
          ]}
        />
      </Space>
    </Card>
  );
}
