import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import type { AppRoute } from '../../router/buildRoutes';
import SchemaPage from './SchemaPage';
import EmbeddedPage from './EmbeddedPage';
import DataViewPage from './DataViewPage';
import Placeholder from '../common/Placeholder';
import PageSpinner from '../common/PageSpinner';

// The report view (and its tables, charts and exports) loads with the first report opened.
const ReportMenuPage = lazy(() => import('../report/ReportMenuPage'));

/** The element for a route built from the menu, by kind (spec §2.3). */
export default function MenuPage({ route }: { route: AppRoute }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  switch (route.kind) {
    case 'page':
    case 'model':
    case 'dictionary':
      return <SchemaPage route={route} />;
    case 'report':
      return (
        <Suspense fallback={<PageSpinner />}>
          <ReportMenuPage route={route} />
        </Suspense>
      );
    case 'embedded':
      return <EmbeddedPage href={route.meta.href} link={route.meta.link} title={route.meta.title} />;
    case 'dataView':
      return <DataViewPage href={route.meta.href} link={route.meta.link} title={route.meta.title} />;
    default:
      return <Placeholder title={route.meta.title} />;
  }
}
