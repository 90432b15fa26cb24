import { useCallback, useMemo, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import type { AppRoute } from '../../router/buildRoutes';
import { loadBuiltinSchema, loadPageRenderer, type PageRendererProps } from '../../router/pageRegistry';
import { http } from '../../api/client';
import { createWidgetServices } from '../../api/widgetServices';
import { useApp } from '../../stores/app';
import { menuTitleByName } from '../../i18n/menuTitles';
import { useSession } from '../../stores/session';
import PageSpinner from '../common/PageSpinner';
import Placeholder from '../common/Placeholder';
import { withTranslationOverrides } from '../system/language/overrides';

// A menu page drawn by the renderer: built-in schemas for type 2 (by urlAddress), designer
// schemas from the server for types 3-5 (by the entry's moduleId).

async function loadSchema(route: AppRoute): Promise<unknown | null> {
  if (route.kind === 'page') return loadBuiltinSchema(route.meta.urlAddress ?? route.path.slice(1));
  if (!route.meta.moduleId) return null;
  const r = await http.get<Record<string, unknown> | null>(`/api/VisualDevelopment/Model/${encodeURIComponent(route.meta.moduleId)}/Config`);
  if (r.code !== 200 || !r.data) return null;
  // The config answer may wrap the page schema or be it.
  const d = r.data;
  if (d.pageSchema && typeof d.pageSchema === 'object') return d.pageSchema;
  if (d.schema && typeof d.schema === 'object') return d.schema;
  return typeof d.kind === 'string' ? d : null;
}

export default function SchemaPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.language);
  const permissionList = useSession((s) => s.permissionList);
  const navigate = useNavigate();
  const menuTitleFor = useCallback((name: string) => menuTitleByName(name, lang), [lang]);
  const services = useMemo(() => createWidgetServices(http, () => useApp.getState().language), []);
  const q = useQuery({
    queryKey: ['pageSchema', route.kind, route.path, route.meta.moduleId],
    queryFn: async () => {
      const [Renderer, loaded] = await Promise.all([loadPageRenderer(), loadSchema(route)]);
      // 翻译管理's changes over the page's own translations.
      const schema = await withTranslationOverrides(loaded);
      return { Renderer: Renderer as ComponentType<PageRendererProps> | null, schema };
    },
    staleTime: Infinity,
  });
  if (q.isLoading) return <PageSpinner />;
  if (q.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { Renderer, schema } = q.data ?? { Renderer: null, schema: null };
  if (!Renderer || !schema) return <Placeholder title={route.meta.title} description={t('pages.schemaMissing')} />;
  return <Renderer schema={schema} modelId={route.meta.modelId} permissionList={permissionList} services={services} lang={lang} navigate={navigate} menuTitle={menuTitleFor} />;
}
