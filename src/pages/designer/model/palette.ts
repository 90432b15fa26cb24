import type { JsonSchema, UiSchema } from '../../../../contract/pageModel/pageSchema';
import { fieldWidgetNames, widgetName, type WidgetName } from '../../../../contract/pageModel/widgetNames';
import { nodeId, type DesignNode, type FieldNode, type LayoutKind } from './doc';

// What the palette offers: every plain field type, every registered field widget of the contract's
// widget-name table, and the layout items. Each item knows the field (or box) it drops.

export type PaletteGroup = 'basic' | 'widget' | 'layout';

export interface PaletteItem {
  key: string;
  group: PaletteGroup;
  /** zh label; the designer's texts translate it (texts.ts `palette.<key>`). */
  label: string;
  /** Base of the generated field name. */
  base: string;
  make?: () => { schema: JsonSchema; ui: UiSchema };
  layout?: LayoutKind;
}

const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });

const BASIC: PaletteItem[] = [
  { key: 'text', group: 'basic', label: '单行输入', base: 'text', make: () => ({ schema: str({ maxLength: 100 }), ui: {} }) },
  { key: 'textarea', group: 'basic', label: '多行输入', base: 'textarea', make: () => ({ schema: str({ maxLength: 500 }), ui: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } }) },
  { key: 'number', group: 'basic', label: '数字输入', base: 'number', make: () => ({ schema: { type: 'number' }, ui: { 'ui:widget': 'updown' } }) },
  { key: 'integer', group: 'basic', label: '整数', base: 'integer', make: () => ({ schema: { type: 'integer' }, ui: { 'ui:widget': 'updown' } }) },
  { key: 'switch', group: 'basic', label: '开关', base: 'switch', make: () => ({ schema: { type: 'boolean' }, ui: {} }) },
  { key: 'select', group: 'basic', label: '下拉选择', base: 'select', make: () => ({ schema: str({ enum: ['选项一', '选项二'] }), ui: { 'ui:widget': 'select' } }) },
  { key: 'radio', group: 'basic', label: '单选框组', base: 'radio', make: () => ({ schema: str({ enum: ['选项一', '选项二'] }), ui: { 'ui:widget': 'radio' } }) },
  {
    key: 'checkboxes',
    group: 'basic',
    label: '多选框组',
    base: 'checkbox',
    make: () => ({ schema: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['选项一', '选项二'] } }, ui: { 'ui:widget': 'checkboxes' } }),
  },
  { key: 'date', group: 'basic', label: '日期', base: 'date', make: () => ({ schema: str({ format: 'date' }), ui: { 'ui:widget': 'date' } }) },
  { key: 'datetime', group: 'basic', label: '日期时间', base: 'datetime', make: () => ({ schema: str({ format: 'date-time' }), ui: { 'ui:widget': 'datetime' } }) },
  { key: 'time', group: 'basic', label: '时间', base: 'time', make: () => ({ schema: str({ format: 'time' }), ui: { 'ui:widget': 'time' } }) },
  { key: 'password', group: 'basic', label: '密码', base: 'password', make: () => ({ schema: str({ maxLength: 16 }), ui: { 'ui:widget': 'password' } }) },
  { key: 'email', group: 'basic', label: '邮箱', base: 'email', make: () => ({ schema: str({ format: 'ec-email', maxLength: 100 }), ui: {} }) },
  { key: 'color', group: 'basic', label: '颜色', base: 'color', make: () => ({ schema: str(), ui: { 'ui:widget': 'color' } }) },
  { key: 'range', group: 'basic', label: '滑块', base: 'slider', make: () => ({ schema: { type: 'number', minimum: 0, maximum: 100 }, ui: { 'ui:widget': 'range' } }) },
];

/** The value each field widget keeps, and the options it needs to start with. */
const WIDGET_FIELDS: Partial<Record<WidgetName, () => { schema: JsonSchema; ui?: Record<string, unknown> }>> = {
  companyPicker: () => ({ schema: str({ maxLength: 64 }) }),
  departmentPicker: () => ({ schema: str({ maxLength: 64 }) }),
  positionPicker: () => ({ schema: str({ maxLength: 64 }) }),
  userPicker: () => ({ schema: str({ maxLength: 64 }) }),
  dictionaryPicker: () => ({ schema: str({ maxLength: 64 }), ui: { dictionaryType: '', valueKey: 'enCode' } }),
  approverDialog: () => ({ schema: str({ maxLength: 64 }) }),
  fileUpload: () => ({ schema: { type: 'array', maxItems: 9, items: { type: 'object', properties: { name: str({ maxLength: 200 }), url: str({ maxLength: 500 }), fileId: str({ maxLength: 200 }) } } }, ui: { limit: 9 } }),
  imageUpload: () => ({ schema: { type: 'array', maxItems: 9, items: { type: 'object', properties: { name: str({ maxLength: 200 }), url: str({ maxLength: 500 }), fileId: str({ maxLength: 200 }) } } }, ui: { limit: 9 } }),
  subTable: () => ({ schema: { type: 'array', maxItems: 100, items: { type: 'object', properties: {} } }, ui: { columns: [] } }),
  billRulePicker: () => ({ schema: str({ maxLength: 64 }) }),
  billNumber: () => ({ schema: str({ maxLength: 30, readOnly: true }), ui: { rule: '' } }),
  relationFormPicker: () => ({ schema: str({ maxLength: 64 }) }),
  relationFlowPicker: () => ({ schema: str({ maxLength: 64 }) }),
  relationAttribute: () => ({ schema: str({ readOnly: true }) }),
  calculateField: () => ({ schema: { type: 'number', readOnly: true }, ui: { precision: 2 } }),
  richTextEditor: () => ({ schema: str({ maxLength: 20000 }) }),
  addressCascader: () => ({ schema: { type: 'array', maxItems: 4, items: str({ maxLength: 20 }) } }),
  // A PNG data URL of a hand-drawn signature: tens of kilobytes.
  signaturePad: () => ({ schema: str({ maxLength: 200000 }) }),
};

const WIDGET_LABELS: Record<string, string> = {
  companyPicker: '公司选择', departmentPicker: '部门选择', positionPicker: '岗位选择', userPicker: '用户选择',
  dictionaryPicker: '数据字典', approverDialog: '审批人', fileUpload: '文件上传', imageUpload: '图片上传',
  subTable: '设计子表', billRulePicker: '单据规则', billNumber: '单据编号', relationFormPicker: '关联表单',
  relationFlowPicker: '关联流程', relationAttribute: '关联表单属性', calculateField: '计算公式',
  groupTitle: '分组标题', richTextEditor: '富文本', addressCascader: '省市区', signaturePad: '手写签名',
  iconPicker: '图标选择',
};

const WIDGETS: PaletteItem[] = fieldWidgetNames
  .filter((n) => n !== widgetName.groupTitle)
  .map((n) => {
    const make: () => { schema: JsonSchema; ui?: Record<string, unknown> } = WIDGET_FIELDS[n] ?? (() => ({ schema: str() }));
    return {
      key: n,
      group: 'widget' as const,
      label: WIDGET_LABELS[n] ?? n,
      base: n === widgetName.subTable ? 'table' : n.replace(/(Picker|Dialog|Field|Cascader|Editor|Upload)$/, '') || n,
      make: () => {
        const m = make();
        const ui: UiSchema = { 'ui:widget': n };
        if (m.ui && Object.keys(m.ui).length) ui['ui:options'] = m.ui;
        return { schema: m.schema, ui };
      },
    };
  });

const LAYOUT: PaletteItem[] = [
  { key: 'row', group: 'layout', label: '栅格布局', base: 'row', layout: 'row' },
  { key: 'card', group: 'layout', label: '卡片', base: 'card', layout: 'card' },
  { key: 'tabs', group: 'layout', label: '标签页', base: 'tabs', layout: 'tabs' },
  { key: 'collapse', group: 'layout', label: '折叠面板', base: 'collapse', layout: 'collapse' },
  { key: 'divider', group: 'layout', label: '分割线', base: 'divider', layout: 'divider' },
  {
    key: 'groupTitle',
    group: 'layout',
    label: '分组标题',
    base: 'group',
    make: () => ({ schema: { type: 'string', title: '分组标题', readOnly: true }, ui: { 'ui:widget': widgetName.groupTitle, 'ui:label': false } }),
  },
];

export const paletteItems: readonly PaletteItem[] = [...BASIC, ...WIDGETS, ...LAYOUT];

export function paletteItem(key: string): PaletteItem | undefined {
  return paletteItems.find((p) => p.key === key);
}

/** `base` with the first free number: text1, text2... */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  for (let i = 1; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}

/** The node a palette item drops; a row comes with two columns, a tab set with two tabs. */
export function createNode(item: PaletteItem, taken: ReadonlySet<string>, title?: string): DesignNode {
  if (item.layout) {
    const children: DesignNode[] =
      item.layout === 'row'
        ? [0, 1].map(() => ({ id: nodeId('l'), type: 'layout' as const, layout: 'col' as const, children: [] }))
        : item.layout === 'tabs'
          ? ['标签一', '标签二'].map((t) => ({ id: nodeId('l'), type: 'layout' as const, layout: 'tab' as const, title: t, children: [] }))
          : [];
    const boxTitle = item.layout === 'card' || item.layout === 'collapse' || item.layout === 'divider' ? (title ?? item.label) : undefined;
    return { id: nodeId('l'), type: 'layout', layout: item.layout, ...(boxTitle !== undefined ? { title: boxTitle } : {}), children };
  }
  const { schema, ui } = item.make!();
  const name = freeName(item.base, taken);
  const node: FieldNode = { id: nodeId('f'), type: 'field', name, schema: { ...schema, title: title ?? (schema.title as string | undefined) ?? item.label }, ui, required: false };
  return node;
}
