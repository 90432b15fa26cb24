import { useMemo, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { loadPageRenderer, type PageRendererProps } from '../../router/pageRegistry';
import { http } from '../../api/client';
import { createWidgetServices } from '../../api/widgetServices';
import { useApp } from '../../stores/app';
import { useSession } from '../../stores/session';
import PageSpinner from '../common/PageSpinner';
import Placeholder from '../common/Placeholder';

// /previewModel?id=<model id>: a designer sees a designed page as it will look, before any menu
// publishes it. The permission guard is off in the preview (a designer sees every button and column);
// the server still decides what each call may do.

export default function ModelPreview() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const lang = useApp((s) => s.language);
  const permissionList = useSession((s) => s.permissionList);
  const navigate = useNavigate();
  const services = useMemo(() => createWidgetServices(http, () => useApp.getState().language), []);
  const q = useQuery({
    queryKey: ['previewModel', id],
    enabled: !!id,
    queryFn: async () => {
      const [Renderer, r] = await Promise.all([
        loadPageRenderer(),
        http.get<{ fullName?: string; pageSchema?: Record<string, unknown> } | null>(`/api/VisualDevelopment/Model/${encodeURIComponent(id)}/Config`),
      ]);
      const schema = r.code === 200 && r.data?.pageSchema ? { ...r.data.pageSchema, authorize: false } : null;
      return { Renderer: Renderer as ComponentType<PageRendererProps> | null, schema, title: r.data?.fullName ?? '', msg: r.code === 200 ? '' : r.msg };
    },
    staleTime: 0,
  });
  if (!id) return <Placeholder title={t('pages.previewModel')} description={t('pages.schemaMissing')} />;
  if (q.isLoading) return <PageSpinner />;
  if (q.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { Renderer, schema, title, msg } = q.data ?? { Renderer: null, schema: null, title: '', msg: '' };
  if (!Renderer || !schema) return msg ? <Alert type="error" showIcon title={msg} /> : <Placeholder title={t('pages.previewModel')} description={t('pages.schemaMissing')} />;
  return (
    <div data-testid="model-preview">
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`${t('pages.previewModel')}：${title}`} />
      <Renderer schema={schema} permissionList={permissionList} services={services} lang={lang} navigate={navigate} />
    </div>
  );
}
