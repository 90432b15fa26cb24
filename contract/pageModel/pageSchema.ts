// TypeScript view of schemas/page.schema.json. The JSON meta-schema is the authority (ajv checks every
// schema file and every schema the server sends against it); these types only let the renderer read a
// schema that has passed that check without casts. Keep the two in step: schemas.test.ts validates the
// built-in files, so a field added here and not there fails loudly.

export type Lang = 'zh' | 'zhtw' | 'en';

/**
 * A translatable text: plain text (designer-authored), a language map (built-in screens carry their
 * own three languages, so the renderer needs no per-screen resources), or an i18next key looked up in
 * the app's namespaces (e.g. `{ "i18n": "shell:menu.user" }`).
 */
export type Text = string | { zh: string; zhtw?: string; en?: string } | { i18n: string };

/**
 * gettext-style translations of the texts a designer writes in Chinese: the JSON-Schema parts (titles,
 * descriptions and option titles of `form`, `forms` and `search` schemas, uiSchema placeholders and
 * help) and every plain-string Text of the page, keyed by the zh text. A text missing here falls back
 * to the renderer's common field words (renderer/i18n.ts), then to the zh text itself.
 */
export interface PageTranslations {
  zhtw?: Record<string, string>;
  en?: Record<string, string>;
}

/**
 * `METHOD /path/{param}`, optionally with a query string (`GET /api/x/Tree?field=className`); `{name}`
 * is filled from the row, the tree selection or the search values, in the path and the query alike.
 */
export type Endpoint = string;

export type ApiMap = {
  list?: Endpoint;
  info?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
  state?: Endpoint;
  export?: Endpoint;
  import?: Endpoint;
  template?: Endpoint;
  [custom: string]: Endpoint | undefined;
};

/** A JSON Logic rule (https://jsonlogic.com): data, never code. */
export type JsonLogic = Record<string, unknown> | boolean;

export type JsonSchema = Record<string, unknown>;
export type UiSchema = Record<string, unknown>;

export interface SearchDef {
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /** Show the keyword box (query parameter `keyword`); default true. */
  keyword?: boolean | { placeholder?: Text; fields?: string[] };
}

/**
 * `user` / `organize`: a person's or an organisation's id shown as its name. Lists of designed pages
 * answer the name beside the id as `<field>Name`; the cell shows it (the id while there is none).
 */
export type BuiltinCell = 'text' | 'date' | 'datetime' | 'tag' | 'state' | 'link' | 'image' | 'html' | 'user' | 'organize';

export interface ColumnDef {
  field: string;
  label: Text;
  width?: number;
  minWidth?: number;
  fixed?: 'left' | 'right';
  sortable?: boolean;
  /** Server sort field when it differs from `field`. */
  sortField?: string;
  align?: 'left' | 'center' | 'right';
  /** Built-in renderer, `dict:<dictionary code>`, or a cell widget name from contract/pageModel/widgetNames.ts. */
  cell?: string;
  cellOptions?: Record<string, unknown>;
  /** Hidden until switched on in the column-settings popover. */
  defaultHidden?: boolean;
  /** Permission enCode guarding the column; defaults to `field`. */
  permission?: string;
  /** false: never stripped by the column permission guard. */
  authorize?: boolean;
  /** Report footer: aggregate shown in the totals row. */
  total?: 'sum' | 'avg' | 'count' | 'min' | 'max';
  ellipsis?: boolean;
}

export type ActionType =
  | 'create'
  | 'edit'
  | 'detail'
  | 'remove'
  | 'state'
  | 'api'
  | 'export'
  | 'import'
  | 'navigate'
  | 'dialog'
  | 'refresh'
  | 'view';

export interface ActionDef {
  type: ActionType;
  /** Stable name for tests and custom views; defaults to `type`. */
  key?: string;
  label?: Text;
  icon?: string;
  danger?: boolean;
  /** Button enCode; create/edit/remove default to btn_add/btn_edit/btn_remove. */
  permission?: string;
  authorize?: boolean;
  /** Asked before running; remove always asks (with the spec's text unless this overrides it). */
  confirm?: Text;
  /** A key of the page's `api` map, or a literal `METHOD /path`. */
  api?: string;
  /** Extra body/query values merged into the request; `{field}` placeholders are filled from the row. */
  body?: Record<string, unknown>;
  /** navigate: a route path template, e.g. `/system/dictionary?typeId={id}`. */
  to?: string;
  /** dialog: a key of the page's `forms`; the form's submit goes to `api`. */
  dialog?: string;
  /** view: a custom view name (e.g. `authorize`) opened in a dialog with the row. */
  view?: string;
  /** Only offered for rows where this JSON Logic rule holds (e.g. not for the super administrator). */
  when?: JsonLogic;
  /** Success message; defaults to the server's msg. */
  success?: Text;
}

export interface TreeDef {
  api: Endpoint;
  /** Query (or path) parameter the selected node's value is sent as. */
  param: string;
  title?: Text;
  searchable?: boolean;
  /** Node property sent as the parameter; default `id`. */
  valueField?: string;
  labelField?: string;
  /** Load children per node: the endpoint gets `{id}` of the node (-1 for the root). */
  lazy?: boolean;
  /** Which node types may filter the list (default: any). */
  selectable?: string[];
  width?: number;
  /** Select the first node on load (list waits for a selection); 'leaf': the first node without children. */
  selectFirst?: boolean | 'leaf';
  /** When nothing is selected, the list is empty instead of unfiltered. */
  required?: boolean;
  /** Value sent while no node is selected (e.g. '-1', the root of a lazy area tree). */
  rootValue?: string;
  /**
   * The record field the tree groups by: a selected node carrying this property also filters the list
   * by it (sent under the same name), and a new record starts with that value.
   */
  field?: string;
  /** The tree's own records are maintained beside it (e.g. dictionary types). */
  manage?: TreeManageDef;
}

/**
 * Add, edit and remove for the tree's nodes: `api` holds info/create/update/remove of a node record,
 * `form` its form, `actions` the buttons over the tree (create; edit and remove act on the selected
 * node). The actions are guarded by permission like the toolbar's.
 */
export interface TreeManageDef {
  api: ApiMap;
  form: FormDef;
  actions: ActionDef[];
}

export type OptionSource =
  | { static: Array<{ label: Text; value: string | number | boolean }> }
  | { dictionary: string; valueField?: 'id' | 'enCode' }
  | { api: Endpoint; labelField?: string; valueField?: string };

export type LinkageEffect = 'show' | 'hide' | 'require' | 'disable';

export interface LinkageRule {
  /** Evaluated over the form data plus `$mode` ('create' | 'edit' | 'detail'). */
  when: JsonLogic;
  show?: string[];
  hide?: string[];
  require?: string[];
  disable?: string[];
}

export interface FormDef {
  schema: JsonSchema;
  uiSchema?: UiSchema;
  container?: 'dialog' | 'drawer' | 'page';
  width?: number | string;
  title?: Text;
  /** Grid columns for the fields (1 or 2); default 1. */
  layoutColumns?: 1 | 2;
  linkage?: LinkageRule[];
  /**
   * Computed fields: field → formula in contract/formula syntax, e.g. `{price}*{quantity}`,
   * `DAYS({endTime},{startTime})+1`. The only place a formula is written (a calculateField widget shows
   * its field's formula from here); the server recomputes them on every save.
   */
  formulas?: Record<string, string>;
  /** Fields the server fills from the signed-in user on create and keeps on update. */
  fill?: Record<string, 'currentUser' | 'currentOrganize' | 'currentDepartment'>;
  /** Enum options for fields, loaded at run time. */
  options?: Record<string, OptionSource>;
  /** Fields present only in these modes, e.g. `{ "password": ["create"] }`. */
  modes?: Record<string, Array<'create' | 'edit' | 'detail'>>;
  /** Values added to every submitted body (e.g. a fixed category). */
  fixed?: Record<string, unknown>;
}

export interface ChartDef {
  type: 'bar' | 'line' | 'pie';
  /** Category field (x axis, pie names). */
  x: string;
  /** Value fields (series); pie uses the first. */
  y: string[];
  title?: Text;
  height?: number;
  /** Merge rows with the same x into one point: this aggregate of each y (e.g. average score per subject). */
  aggregate?: 'sum' | 'avg' | 'count' | 'min' | 'max';
}

export interface ReportDef {
  chart?: ChartDef;
  /** Totals row label; default from the renderer's texts. */
  totalsLabel?: Text;
}

export interface PaginationDef {
  pageSize?: number;
  pageSizes?: number[];
}

export interface PageSchema {
  $schema?: string;
  id: string;
  kind: 'list' | 'treeList' | 'form' | 'report' | 'dictionary';
  title: Text;
  description?: Text;
  authorize?: boolean | { buttons?: boolean; columns?: boolean };
  /**
   * Designed pages: the record routes narrow rows to the caller's data schemes on the page's menu
   * (true), or answer every row the caller's grants allow (false, the default).
   */
  dataPermission?: boolean;
  /**
   * Designed pages: the records live in this table of the built-in database, made in 数据建模 (a
   * column per field plus the record columns), instead of the shared record store.
   */
  recordTable?: string;
  api?: ApiMap;
  rowKey?: string;
  search?: SearchDef;
  columns?: ColumnDef[];
  toolbar?: ActionDef[];
  rowActions?: ActionDef[];
  /** Row selection checkboxes (batch actions, export of the selection). */
  selection?: boolean;
  tree?: TreeDef;
  form?: FormDef;
  forms?: Record<string, FormDef>;
  report?: ReportDef;
  dictionary?: { typeCode: string; isTree?: boolean };
  pagination?: PaginationDef | false;
  /** Rows arrive as a tree (children) and are shown expanded-by-level. */
  treeData?: boolean;
  /** A custom view registered with the renderer instead of the kind's default (e.g. `authorize`). */
  view?: string;
  /** Default sort sent before the user picks one. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** zhtw and en for the page's Chinese texts, keyed by the zh text (see PageTranslations). */
  translations?: PageTranslations;
}
