import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, List, Result, Typography } from 'antd';
import { http } from '../../api/client';
import { useTexts } from '../community/useLang';
import { tsTexts } from './texts';
import EmptyText from '../community/EmptyText';
import { DiskShareList, ProfileCard, ResourceList, type DiskShare, type Resource } from './TeacherSpaceView';

// The public /teacherSpace?userId=… and /teacherStudio?id=… pages (spec §2.1, no sign-in): only what
// the teacher chose to make public, fetched from the public endpoints, which answer nothing else.

interface PublicTeacher {
  profile: { realName: string; organizeName: string; subjects: string; title: string; intro: string; honours: { year: string; name: string }[] };
  resources: Resource[];
  diskShares: DiskShare[];
}
interface PublicStudio {
  name: string;
  intro: string;
  organizeName: string;
  members: { userId: string; realName: string; subjects: string }[];
  resources: Resource[];
}

function usePublic<T>(url: string | null): T | null | 'missing' {
  const [data, setData] = useState<T | null | 'missing'>(null);
  useEffect(() => {
    if (!url) return setData('missing');
    http.get<T>(url, undefined, { silent: true }).then((r) => setData(r.data), () => setData('missing'));
  }, [url]);
  return data;
}

export function PublicTeacherPage() {
  const tx = useTexts(tsTexts);
  const [params] = useSearchParams();
  const id = params.get('userId');
  const data = usePublic<PublicTeacher>(id ? `/api/Public/TeacherSpace/${encodeURIComponent(id)}` : null);
  if (data === null) return <Card loading />;
  if (data === 'missing') return <Result status="404" title={tx.notFound} />;
  return (
    <Card data-testid="public-teacher" style={{ maxWidth: 960, margin: '0 auto' }}>
      <ProfileCard tx={tx} profile={data.profile} />
      <Typography.Title level={5}>{tx.lessons} / {tx.resources}</Typography.Title>
      <ResourceList tx={tx} list={data.resources} />
      {data.diskShares.length > 0 && (
        <>
          <Typography.Title level={5}>{tx.diskShares}</Typography.Title>
          <DiskShareList tx={tx} list={data.diskShares} />
        </>
      )}
    </Card>
  );
}

export function PublicStudioPage() {
  const tx = useTexts(tsTexts);
  const [params] = useSearchParams();
  const id = params.get('id');
  const data = usePublic<PublicStudio>(id ? `/api/Public/TeacherStudio/${encodeURIComponent(id)}` : null);
  if (data === null) return <Card loading />;
  if (data === 'missing') return <Result status="404" title={tx.notFound} />;
  return (
    <Card data-testid="public-studio" style={{ maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>{data.name}</Typography.Title>
      <Typography.Text type="secondary">{data.organizeName}</Typography.Text>
      <Typography.Paragraph style={{ marginTop: 12 }}>{data.intro}</Typography.Paragraph>
      <Typography.Title level={5}>{tx.members}</Typography.Title>
      <List size="small" dataSource={data.members} locale={{ emptyText: <EmptyText text={tx.empty} /> }} renderItem={(m) => <List.Item><a href={`/teacherSpace?userId=${encodeURIComponent(m.userId)}`}>{m.realName}</a> · {m.subjects}</List.Item>} />
      <Typography.Title level={5}>{tx.shared}</Typography.Title>
      <ResourceList tx={tx} list={data.resources} />
    </Card>
  );
}
