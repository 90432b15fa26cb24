import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Empty, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { http } from '../../api/client';
import { fill, useTexts } from '../community/useLang';
import SummaryView, { type Summary } from './SummaryView';
import { teachingTexts } from './texts';

interface PublicClass { id: string; organizeName: string; grade: string; name: string; studentCount: number }

/** /ClassTeachingDataCenter/detail?classId=…: a class's teaching figures, public (class totals only). */
export default function ClassTeachingPage() {
  const tx = useTexts(teachingTexts);
  const [params, setParams] = useSearchParams();
  const [classes, setClasses] = useState<PublicClass[] | null>(null);
  const [data, setData] = useState<{ class: PublicClass; summary: Summary } | null | 'missing'>(null);
  const classId = params.get('classId') ?? classes?.[0]?.id ?? null;
  useEffect(() => {
    http.get<{ list: PublicClass[] }>('/api/Public/ClassTeaching/Classes', undefined, { silent: true }).then((r) => setClasses(r.data.list), () => setClasses([]));
  }, []);
  useEffect(() => {
    if (!classId) return;
    setData(null);
    http.get<{ class: PublicClass; summary: Summary }>(`/api/Public/ClassTeaching/${encodeURIComponent(classId)}`, undefined, { silent: true }).then((r) => setData(r.data), () => setData('missing'));
  }, [classId]);
  const options = useMemo(() => {
    const bySchool = new Map<string, PublicClass[]>();
    for (const c of classes ?? []) bySchool.set(c.organizeName, [...(bySchool.get(c.organizeName) ?? []), c]);
    return [...bySchool].map(([school, list]) => ({ label: school, title: school, options: list.map((c) => ({ value: c.id, label: c.name })) }));
  }, [classes]);
  if (classes && !classes.length) return <Empty description={tx.noData} />;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }} data-testid="class-teaching">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {data && data !== 'missing' ? `${data.class.organizeName} · ${data.class.name}` : ' '}
          {data && data !== 'missing' && <Typography.Text type="secondary" style={{ fontSize: 14, marginLeft: 12 }}>{fill(tx.students, { n: data.class.studentCount })}</Typography.Text>}
        </Typography.Title>
        <Select aria-label={tx.chooseClass} placeholder={tx.chooseClass} style={{ width: 260 }} value={classId ?? undefined} options={options} showSearch optionFilterProp="label" onChange={(v: string) => setParams({ classId: v })} />
      </Space>
      <Alert type="info" showIcon message={tx.publicNote} style={{ marginBottom: 16 }} />
      {data === null && <Card loading />}
      {data === 'missing' && <Empty description={tx.noData} />}
      {data && data !== 'missing' && <SummaryView summary={data.summary} tx={tx} />}
    </div>
  );
}
