import { useCallback, useState } from 'react';
import type { AppRoute } from '../../router/buildRoutes';
import SchemaPage from '../menu/SchemaPage';
import Placeholder from '../common/Placeholder';
import ReportView from './ReportView';

/**
 * A type-5 menu entry: the report its moduleId names. Entries published from 功能设计 name a designed
 * report page instead (no report of that id): those keep being drawn by the page renderer.
 */
export default function ReportMenuPage({ route }: { route: AppRoute }) {
  const [page, setPage] = useState(false);
  const onMissing = useCallback(() => setPage(true), []);
  if (!route.meta.moduleId) return <Placeholder title={route.meta.title} />;
  if (page) return <SchemaPage route={route} />;
  return <ReportView reportId={route.meta.moduleId} onMissing={onMissing} />;
}
