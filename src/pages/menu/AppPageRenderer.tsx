import PageRenderer, { type PageRendererProps } from '../../../renderer/PageRenderer';
import { widgets } from '../../../widgets/index';
import { customViews } from '../customViews';

/**
 * The renderer as the console uses it: the app hands in its widget registry and custom views as
 * values (the renderer imports neither). Loaded lazily with the renderer, never in the sign-in chunk.
 */
export default function AppPageRenderer(props: Omit<PageRendererProps, 'widgets' | 'views'>) {
  return <PageRenderer {...props} widgets={widgets} views={customViews} />;
}
