import { useCallback } from 'react';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PortalDefinition } from '../../../contract/portal/definition';
import { http } from '../../api/client';
import { useApp } from '../../stores/app';
import PortalGrid from '../portal/PortalGrid';
import { consoleFetcher } from '../portal/consoleFetcher';
import { portalTexts, type PortalWord } from '../portal/texts';

interface CurrentPortal {
  id: string;
  fullName: string;
  definition: PortalDefinition;
}

/** /dashboard (spec §2.2 portal display): the portal of the user's own portalId or of their role. */
export default function DashboardPage() {
  const lang = useApp((s) => s.language);
  const tx = useCallback((k: PortalWord) => portalTexts[lang][k], [lang]);
  const navigate = useNavigate();
  const { data, isLoading } = useQuery({
    queryKey: ['portal', 'current'],
    queryFn: () => http.get<CurrentPortal | null>('/api/VisualDevelopment/Portal/Current').then((r) => r.data),
  });
  if (isLoading) return <Skeleton active />;
  if (!data) {
    return (
      <Card>
        <Empty description={<Typography.Text>{tx('noPortal')}</Typography.Text>}>
          <Typography.Text type="secondary">{tx('noPortalHint')}</Typography.Text>
        </Empty>
      </Card>
    );
  }
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {data.fullName}
      </Typography.Title>
      <PortalGrid definition={data.definition} fetcher={consoleFetcher} tx={tx} onOpen={(path) => navigate(path)} />
    </div>
  );
}
