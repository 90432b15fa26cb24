import type { ComponentType } from 'react';
import { widgetTable, type WidgetName, type WidgetUse } from '../contract/pageModel/widgetNames';

/**
 * The widget registry: how each name of contract/pageModel/widgetNames.ts loads. Its keys must be
 * exactly that table's (the `satisfies` below refuses a missing or an extra name), so `ui:widget`
 * values, column `cell` names and the meta-schema's enum cannot drift from what is registered.
 *
 * - 'field': an rjsf widget; receives WidgetProps (see core/types.ts FieldWidgetProps).
 * - 'cell': a table cell renderer; receives `{ value, record, options }` (core/types.ts CellProps).
 *
 * Entries load lazily so that no widget (least of all the rich-text editor) lands in the login bundle.
 * Nothing registers itself on import: the app hands this object to PageRenderer as a value.
 */
export type { WidgetName, WidgetUse };

export interface WidgetEntry {
  // Components are typed by their own props; the renderer narrows by `use`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ComponentType<any> }>;
  use: WidgetUse;
  /** Designer-facing label (zh); the runtime never shows it. */
  label: string;
}

export const widgets = {
  companyPicker: { load: () => import('./CompanyPicker/CompanyPicker'), use: 'field', label: '公司选择' },
  departmentPicker: { load: () => import('./DepartmentPicker/DepartmentPicker'), use: 'field', label: '部门选择' },
  positionPicker: { load: () => import('./PositionPicker/PositionPicker'), use: 'field', label: '岗位选择' },
  userPicker: { load: () => import('./UserPicker/UserPicker'), use: 'field', label: '用户选择' },
  dictionaryPicker: { load: () => import('./DictionaryPicker/DictionaryPicker'), use: 'field', label: '数据字典' },
  approverDialog: { load: () => import('./ApproverDialog/ApproverDialog'), use: 'field', label: '审批人' },
  fileUpload: { load: () => import('./FileUpload/FileUpload'), use: 'field', label: '文件上传' },
  imageUpload: { load: () => import('./ImageUpload/ImageUpload'), use: 'field', label: '图片上传' },
  subTable: { load: () => import('./SubTable/SubTable'), use: 'field', label: '设计子表' },
  billRulePicker: { load: () => import('./BillRulePicker/BillRulePicker'), use: 'field', label: '单据规则' },
  billNumber: { load: () => import('./BillNumber/BillNumber'), use: 'field', label: '单据编号' },
  relationFormPicker: { load: () => import('./RelationFormPicker/RelationFormPicker'), use: 'field', label: '关联表单' },
  relationFlowPicker: { load: () => import('./RelationFlowPicker/RelationFlowPicker'), use: 'field', label: '关联流程' },
  relationAttribute: { load: () => import('./RelationAttribute/RelationAttribute'), use: 'field', label: '关联表单属性' },
  calculateField: { load: () => import('./CalculateField/CalculateField'), use: 'field', label: '计算公式' },
  groupTitle: { load: () => import('./GroupTitle/GroupTitle'), use: 'field', label: '分组标题' },
  richTextEditor: { load: () => import('./RichTextEditor/RichTextEditor'), use: 'field', label: '富文本' },
  addressCascader: { load: () => import('./AddressCascader/AddressCascader'), use: 'field', label: '省市区' },
  signaturePad: { load: () => import('./SignaturePad/SignaturePad'), use: 'field', label: '手写签名' },
  iconPicker: { load: () => import('./IconPicker/IconPicker'), use: 'field', label: '图标选择' },
  dateCell: { load: () => import('./DateCell/DateCell'), use: 'cell', label: '日期' },
  tagCell: { load: () => import('./TagCell/TagCell'), use: 'cell', label: '标签' },
  dictCell: { load: () => import('./DictCell/DictCell'), use: 'cell', label: '字典值' },
  stateSwitch: { load: () => import('./StateSwitch/StateSwitch'), use: 'cell', label: '状态开关' },
  linkCell: { load: () => import('./LinkCell/LinkCell'), use: 'cell', label: '链接' },
  imageCell: { load: () => import('./ImageCell/ImageCell'), use: 'cell', label: '图片' },
} satisfies Record<WidgetName, WidgetEntry>;

export type WidgetRegistry = Readonly<Record<WidgetName, WidgetEntry>>;

/** The registry's names by use; the same lists as the contract's table (widgets/registry.test.ts). */
export const widgetNames = Object.keys(widgets) as WidgetName[];
export const fieldWidgetNames = widgetNames.filter((n) => widgets[n].use === 'field');
export const cellWidgetNames = widgetNames.filter((n) => widgets[n].use === 'cell');

// The table is the contract: an entry whose use differs from it fails to compile here.
void (widgets satisfies { [K in WidgetName]: { use: (typeof widgetTable)[K] } });
