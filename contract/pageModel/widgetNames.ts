/**
 * Every registered widget name and what it is used as: the page model's vocabulary for `ui:widget`
 * (field widgets) and column `cell` (cell widgets). Written here, not in widgets/, because the server
 * reads and checks page schemas too and may not import client code; widgets/index.ts must register
 * exactly these keys (checked by its type and by widgets/registry.test.ts), and page.schema.json
 * carries the same list as the `ui:widget` enum (contract/pageModel/widgetNames.test.ts).
 */
export const widgetTable = {
  companyPicker: 'field',
  departmentPicker: 'field',
  positionPicker: 'field',
  userPicker: 'field',
  dictionaryPicker: 'field',
  approverDialog: 'field',
  fileUpload: 'field',
  imageUpload: 'field',
  subTable: 'field',
  billRulePicker: 'field',
  billNumber: 'field',
  relationFormPicker: 'field',
  relationFlowPicker: 'field',
  relationAttribute: 'field',
  calculateField: 'field',
  groupTitle: 'field',
  richTextEditor: 'field',
  addressCascader: 'field',
  signaturePad: 'field',
  iconPicker: 'field',
  dateCell: 'cell',
  tagCell: 'cell',
  dictCell: 'cell',
  stateSwitch: 'cell',
  linkCell: 'cell',
  imageCell: 'cell',
} as const satisfies Record<string, 'field' | 'cell'>;

export type WidgetName = keyof typeof widgetTable;
export type WidgetUse = (typeof widgetTable)[WidgetName];

export const widgetNames = Object.keys(widgetTable) as WidgetName[];

/** A widget's name as a value (`widgetName.calculateField`), so no module spells one by hand. */
export const widgetName = Object.fromEntries(widgetNames.map((n) => [n, n])) as { readonly [K in WidgetName]: K };

export const fieldWidgetNames = widgetNames.filter((n) => widgetTable[n] === 'field');
export const cellWidgetNames = widgetNames.filter((n) => widgetTable[n] === 'cell');

/** rjsf's own widget aliases, usable in `ui:widget` next to ours. */
export const RJSF_WIDGETS = [
  'text', 'textarea', 'password', 'email', 'uri', 'color', 'date', 'datetime', 'time', 'updown', 'range',
  'select', 'radio', 'checkbox', 'checkboxes', 'hidden', 'file', 'alt-date', 'alt-datetime',
] as const;

/** Drawn by the search bar itself (two dates sent as startField/endField); not a form widget. */
export const SEARCH_ONLY_WIDGETS = ['dateRange'] as const;

/** Cells the renderer draws itself, without a widget. */
export const BUILTIN_CELLS = ['text', 'date', 'datetime', 'tag', 'state', 'link', 'image', 'html', 'user', 'organize'] as const;

/** What page.schema.json's `ui:widget` enums must say: form fields, and the search bar's. */
export const formUiWidgets: readonly string[] = [...fieldWidgetNames, ...RJSF_WIDGETS];
export const searchUiWidgets: readonly string[] = [...formUiWidgets, ...SEARCH_ONLY_WIDGETS];
