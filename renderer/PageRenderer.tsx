import { Suspense, useContext, useMemo, type ComponentType } from 'react';
import { Alert, App, Empty, Spin, Typography } from 'antd';
import { I18nContext, I18nextProvider } from 'react-i18next';
import type { Lang, PageSchema, Text } from '../contract/pageModel/pageSchema';
import { WidgetServicesContext, type WidgetServices } from '../widgets/services';
import { filterByPermission, type PermissionEntryLike } from '../contract/pageModel/filterByPermission';
import { RendererContext, type RendererEnv } from './RendererContext';
import type { RendererTextKey } from './i18n';
import { rendererI18n } from './rendererI18n';
import { translateText } from './i18n/localiseSchema';
import { validatePageSchema, type SchemaProblem } from '../contract/pageModel/validatePageSchema';
import { ListView } from './list/ListView';
import { TreeListView } from './list/TreeListView';
import { FormPageView } from './form/FormPageView';
import { ReportView } from './report/ReportView';
import { DictionaryView } from './dictionary/DictionaryView';
import { customView, type CustomViewRegistry } from './views/customViews';
import type { WidgetRegistry } from '../widgets/index';
import { FormBindingContext, type FormBinding } from './form/formBinding';

export interface PageRendererProps {
  /** A page schema (built-in file or from the server); validated here before anything is drawn. */
  schema: unknown;
  /** The menu entry's id: the permission list is keyed by it (spec §6). */
  modelId?: string;
  permissionList?: readonly PermissionEntryLike[];
  services: WidgetServices;
  /** The widget registry (widgets/index.ts in the app): the renderer receives it rather than importing it. */
  widgets: WidgetRegistry;
  /** Custom views a schema may name with `view` (the app's src/pages/customViews.ts). */
  views?: CustomViewRegistry;
  lang?: Lang;
  /** Route change for 'navigate' actions (the shell passes react-router's navigate). */
  navigate?: (to: string) => void;
  /** Menu names as the shell's menu shows them (the authorize view's menu tree). */
  menuTitle?: (fullName: string) => string;
  /** A form page bound to the host (live data and changes) instead of its API; see form/formBinding.ts. */
  formBinding?: FormBinding;
}

/** Dispatch on `kind`: a plain map, no matching rules (style-anchors §10). */
const views: Record<PageSchema['kind'], ComponentType<{ schema: PageSchema }>> = {
  list: ListView,
  treeList: TreeListView,
  form: FormPageView,
  report: ReportView,
  dictionary: DictionaryView,
};

/** Readable panel for an invalid schema: which JSON path, what is wrong. */
export function SchemaErrorPanel({ id, problems, t }: { id?: string; problems: SchemaProblem[]; t: RendererEnv['t'] }) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid="schema-error"
      title={`${t('schemaInvalid')}${id ? ` (${id})` : ''}`}
      description={
        <div>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('schemaInvalidHint')}</Typography.Paragraph>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {problems.slice(0, 50).map((p, i) => (
              <li key={i}>
                <Typography.Text code>{p.path}</Typography.Text> {p.message}
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

const NO_VIEWS: CustomViewRegistry = {};

export default function PageRenderer({ schema, modelId, permissionList = [], services, widgets, views: customViews = NO_VIEWS, lang = 'zh', navigate, menuTitle, formBinding }: PageRendererProps) {
  const ctxI18n = useContext(I18nContext)?.i18n;
  const i18n = useMemo(() => rendererI18n(ctxI18n, lang), [ctxI18n, lang]);

  const problems = useMemo(() => validatePageSchema(schema), [schema]);
  const page = problems.length ? null : (schema as PageSchema);
  const translations = page?.translations;

  const env = useMemo<RendererEnv>(() => {
    const t = i18n.getFixedT(lang, 'renderer');
    // A designer's plain text, or a language map without this language, goes through the page's
    // translations (then the common words), as the texts of its form and search schemas do.
    const text = (v: Text | undefined): string => {
      if (v === undefined) return '';
      if (typeof v === 'string') return translateText(v, lang, translations);
      if ('i18n' in v) return i18n.t(v.i18n, { lng: lang });
      return v[lang] ?? translateText(v.zh, lang, translations);
    };
    return {
      services,
      widgets,
      views: customViews,
      permissionList,
      modelId,
      lang,
      translations,
      t: (key: RendererTextKey, params?: Record<string, unknown>) => t(key, params ?? {}),
      text,
      navigate,
      menuTitle,
    };
  }, [i18n, lang, translations, services, widgets, customViews, permissionList, modelId, navigate, menuTitle]);
  const filtered = useMemo(() => (page ? filterByPermission(page, modelId, permissionList) : null), [page, modelId, permissionList]);

  let body;
  if (!page || !filtered) {
    body = <SchemaErrorPanel id={(schema as { id?: string } | null)?.id} problems={problems} t={env.t} />;
  } else if (filtered.denied) {
    body = <Empty data-testid="no-permission" image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('noPermission')} />;
  } else {
    const View = page.view ? customView(customViews, page.view) : views[page.kind];
    body = View ? (
      <Suspense fallback={<Spin />}>
        <View schema={filtered.schema} />
      </Suspense>
    ) : (
      <Alert type="error" showIcon title={page.view ? env.t('unknownView', { view: page.view, id: page.id }) : env.t('unknownKind', { kind: page.kind, id: page.id })} />
    );
  }

  return (
    <I18nextProvider i18n={i18n}>
      <WidgetServicesContext value={services}>
        <RendererContext value={env}>
          <App component={false}>
            {/* Keyed by schema and language: a new screen starts with fresh list state. */}
            <div className="ec-page" key={`${page?.id ?? 'invalid'}:${lang}`}>
              <FormBindingContext value={formBinding ?? null}>{body}</FormBindingContext>
            </div>
          </App>
        </RendererContext>
      </WidgetServicesContext>
    </I18nextProvider>
  );
}
