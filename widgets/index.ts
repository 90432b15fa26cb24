import type { ComponentType } from 'react';

/**
 * The widget registry: the one place a widget's name is written. `ui:widget` values, column `cell`
 * names and the page meta-schema's enum derive from these keys.
 *
 * - 'field': an rjsf widget; receives WidgetProps (see core/types.ts FieldWidgetProps).
 * - 'cell': a table cell renderer; receives `{ value, record, options }` (core/types.ts CellProps).
 * - 'list': a piece of list-screen chrome the renderer places itself (pagination, column settings,
 *   full-screen toggle); props are documented on the component.
 *
 * Entries load lazily so that no widget (least of all the rich-text editor) lands in the login bundle.
 * Nothing registers itself on import: the renderer receives this object as a value.
 */
export type WidgetUse = 'field' | 'cell' | 'list';

export interface WidgetEntry {
  // Components are typed by their own props; the renderer narrows by `use`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ComponentType<any> }>;
  use: readonly WidgetUse[];
  /** Designer-facing label (zh); the runtime never shows it. */
  label: string;
}

export const widgets = {
  companyPicker: { load: () => import('./CompanyPicker/CompanyPicker'), use: ['field'], label: '公司选择' },
  departmentPicker: { load: () => import('./DepartmentPicker/DepartmentPicker'), use: ['field'], label: '部门选择' },
  positionPicker: { load: () => import('./PositionPicker/PositionPicker'), use: ['field'], label: '岗位选择' },
  userPicker: { load: () => import('./UserPicker/UserPicker'), use: ['field'], label: '用户选择' },
  dictionaryPicker: { load: () => import('./DictionaryPicker/DictionaryPicker'), use: ['field'], label: '数据字典' },
  approverDialog: { load: () => import('./ApproverDialog/ApproverDialog'), use: ['field'], label: '审批人' },
  fileUpload: { load: () => import('./FileUpload/FileUpload'), use: ['field'], label: '文件上传' },
  imageUpload: { load: () => import('./ImageUpload/ImageUpload'), use: ['field'], label: '图片上传' },
  subTable: { load: () => import('./SubTable/SubTable'), use: ['field'], label: '设计子表' },
  billRulePicker: { load: () => import('./BillRulePicker/BillRulePicker'), use: ['field'], label: '单据规则' },
  billNumber: { load: () => import('./BillNumber/BillNumber'), use: ['field'], label: '单据编号' },
  relationFormPicker: { load: () => import('./RelationFormPicker/RelationFormPicker'), use: ['field'], label: '关联表单' },
  relationFlowPicker: { load: () => import('./RelationFlowPicker/RelationFlowPicker'), use: ['field'], label: '关联流程' },
  relationAttribute: { load: () => import('./RelationAttribute/RelationAttribute'), use: ['field'], label: '关联表单属性' },
  calculateField: { load: () => import('./CalculateField/CalculateField'), use: ['field'], label: '计算公式' },
  groupTitle: { load: () => import('./GroupTitle/GroupTitle'), use: ['field'], label: '分组标题' },
  richTextEditor: { load: () => import('./RichTextEditor/RichTextEditor'), use: ['field'], label: '富文本' },
  addressCascader: { load: () => import('./AddressCascader/AddressCascader'), use: ['field'], label: '省市区' },
  fullScreenToggle: { load: () => import('./FullScreenToggle/FullScreenToggle'), use: ['list'], label: '全屏' },
  columnSettings: { load: () => import('./ColumnSettings/ColumnSettings'), use: ['list'], label: '列设置' },
  pagination: { load: () => import('./Pagination/Pagination'), use: ['list'], label: '分页' },
  dateCell: { load: () => import('./DateCell/DateCell'), use: ['cell'], label: '日期' },
  tagCell: { load: () => import('./TagCell/TagCell'), use: ['cell'], label: '标签' },
  dictCell: { load: () => import('./DictCell/DictCell'), use: ['cell'], label: '字典值' },
  stateSwitch: { load: () => import('./StateSwitch/StateSwitch'), use: ['cell'], label: '状态开关' },
  linkCell: { load: () => import('./LinkCell/LinkCell'), use: ['cell'], label: '链接' },
  imageCell: { load: () => import('./ImageCell/ImageCell'), use: ['cell'], label: '图片' },
} satisfies Record<string, WidgetEntry>;

export type WidgetName = keyof typeof widgets;

export const widgetNames = Object.keys(widgets) as WidgetName[];

/** Names usable as `ui:widget` / as a column `cell`, for the meta-schema enum and lookups. */
export const fieldWidgetNames = widgetNames.filter((n) => (widgets[n].use as readonly WidgetUse[]).includes('field'));
export const cellWidgetNames = widgetNames.filter((n) => (widgets[n].use as readonly WidgetUse[]).includes('cell'));
