import { describe, expect, it } from 'vitest';
import type { JsonSchema, PageTranslations, UiSchema } from '../../contract/pageModel/pageSchema';
import { localiseSchema, translateText } from './localiseSchema';

const translations: PageTranslations = {
  zhtw: { 账户: '賬戶', 课程调换: '課程調換', 代课教师: '代課教師', 请选择教师: '請選擇教師', 基本信息: '基本資料' },
  en: {
    账户: 'Account',
    课程调换: 'Lesson swaps',
    代课教师: 'Substitute teacher',
    节数: 'Lessons',
    请选择教师: 'Choose a teacher',
    按学期填写: 'One row per term',
    基本信息: 'Basics',
    学生: 'Student',
    教师: 'Teacher',
    类别: 'Kind',
    学校: 'School',
    说明: 'Notes',
    家长: 'Parent',
    家长电话: "Parent's phone",
  },
};

const deepFreeze = <T>(o: T): T => {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(deepFreeze);
    Object.freeze(o);
  }
  return o;
};

const schema: JsonSchema = deepFreeze({
  type: 'object',
  title: '基本信息',
  required: ['account'],
  properties: {
    account: { type: 'string', title: '账户', description: '只能输入数字英文', default: '账户' },
    enabledMark: { type: 'integer', title: '状态', oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '禁用' }] },
    gender: { type: 'string', title: '性别', anyOf: [{ const: '男', title: '男' }, { const: '女', title: '女' }] },
    kind: { type: 'string', title: '类别', enum: ['学生', '教师'], enumNames: ['学生', '教师'] },
    untouched: { type: 'string', title: '尚未翻译的标题' },
    courseSwaps: {
      type: 'array',
      title: '课程调换',
      items: { type: 'object', properties: { substitute: { type: 'string', title: '代课教师' }, periods: { type: 'integer', title: '节数' } } },
    },
    tuple: { type: 'array', items: [{ type: 'string', title: '学校' }], additionalItems: { type: 'string', title: '说明' } },
    parent: { type: 'object', title: '家长', properties: { phone: { type: 'string', title: '家长电话' } } },
  },
  dependencies: {
    kind: { properties: { school: { type: 'string', title: '学校' } } },
    account: ['kind'],
  },
  if: { properties: { kind: { const: '学生' } } },
  then: { properties: { parent: { title: '家长' } } },
  else: { properties: { remark: { type: 'string', title: '说明' } } },
  allOf: [{ properties: { sortCode: { type: 'integer', title: '排序' } } }],
  definitions: { note: { type: 'string', title: '备注' } },
});

const uiSchema: UiSchema = deepFreeze({
  'ui:order': ['account', '*'],
  'ui:title': '基本信息',
  account: { 'ui:placeholder': '账户', 'ui:help': '按学期填写', 'ui:widget': 'text', 'ui:classNames': '账户' },
  kind: { 'ui:enumNames': ['学生', '教师'] },
  courseSwaps: {
    'ui:widget': 'subTable',
    'ui:options': {
      columns: [
        { field: 'substitute', label: '代课教师', type: 'text', placeholder: '请选择教师' },
        { field: 'kind', label: '类别', type: 'select', options: [{ label: '学生', value: '学生' }, { label: '教师', value: '教师' }] },
      ],
    },
    items: { substitute: { 'ui:description': '代课教师' } },
  },
  group: { 'ui:widget': 'groupTitle', 'ui:options': { title: '基本信息', help: '按学期填写', placement: 'center', dictionaryType: '学生' } },
  parent: { phone: { 'ui:title': '家长电话' } },
});

const en = localiseSchema(schema, uiSchema, 'en', translations);
const p = (s: JsonSchema, ...path: string[]): any => path.reduce<any>((o, k) => o?.[k], s);

describe('localiseSchema', () => {
  it('returns the very same objects for zh, and the same result for the same schema and language', () => {
    const zh = localiseSchema(schema, uiSchema, 'zh', translations);
    expect(zh.schema).toBe(schema);
    expect(zh.uiSchema).toBe(uiSchema);
    expect(localiseSchema(schema, uiSchema, 'zh', translations)).toBe(zh);
    expect(localiseSchema(schema, uiSchema, 'en', translations)).toBe(en);
    expect(localiseSchema(schema, uiSchema, 'zhtw', translations)).not.toBe(en);
  });

  it('translates titles and descriptions, own translations first, then the common words', () => {
    expect(p(en.schema, 'title')).toBe('Basics');
    expect(p(en.schema, 'properties', 'account', 'title')).toBe('Account');
    expect(p(en.schema, 'properties', 'enabledMark', 'title')).toBe('State');
    expect(p(en.schema, 'properties', 'gender', 'title')).toBe('Gender');
    // The page's own block wins over the common words (说明 is 'Description' there).
    expect(p(en.schema, 'else', 'properties', 'remark', 'title')).toBe('Notes');
  });

  it('translates oneOf / anyOf titles and enumNames, never the values', () => {
    expect(p(en.schema, 'properties', 'enabledMark', 'oneOf')).toEqual([{ const: 1, title: 'Enabled' }, { const: 0, title: 'Disabled' }]);
    expect(p(en.schema, 'properties', 'gender', 'anyOf')).toEqual([{ const: '男', title: 'Male' }, { const: '女', title: 'Female' }]);
    expect(p(en.schema, 'properties', 'kind', 'enum')).toEqual(['学生', '教师']);
    expect(p(en.schema, 'properties', 'kind', 'enumNames')).toEqual(['Student', 'Teacher']);
    expect(p(en.schema, 'properties', 'account', 'default')).toBe('账户');
  });

  it('walks nested objects, array items (object and tuple), dependencies, if/then/else, allOf and definitions', () => {
    expect(p(en.schema, 'properties', 'courseSwaps', 'title')).toBe('Lesson swaps');
    expect(p(en.schema, 'properties', 'courseSwaps', 'items', 'properties', 'substitute', 'title')).toBe('Substitute teacher');
    expect(p(en.schema, 'properties', 'courseSwaps', 'items', 'properties', 'periods', 'title')).toBe('Lessons');
    expect(p(en.schema, 'properties', 'tuple', 'items', '0', 'title')).toBe('School');
    expect(p(en.schema, 'properties', 'tuple', 'additionalItems', 'title')).toBe('Notes');
    expect(p(en.schema, 'properties', 'parent', 'properties', 'phone', 'title')).toBe("Parent's phone");
    expect(p(en.schema, 'dependencies', 'kind', 'properties', 'school', 'title')).toBe('School');
    expect(p(en.schema, 'dependencies', 'account')).toEqual(['kind']);
    expect(p(en.schema, 'then', 'properties', 'parent', 'title')).toBe('Parent');
    expect(p(en.schema, 'if', 'properties', 'kind', 'const')).toBe('学生');
    expect(p(en.schema, 'allOf', '0', 'properties', 'sortCode', 'title')).toBe('Sort order');
    expect(p(en.schema, 'definitions', 'note', 'title')).toBe('Remarks');
  });

  it('translates the shown uiSchema strings, nested per field and in ui:options, and leaves configuration alone', () => {
    const ui = en.uiSchema!;
    expect(ui['ui:title']).toBe('Basics');
    expect(ui['ui:order']).toBe(uiSchema['ui:order']);
    expect(ui.account).toEqual({ 'ui:placeholder': 'Account', 'ui:help': 'One row per term', 'ui:widget': 'text', 'ui:classNames': '账户' });
    expect(p(ui, 'kind', 'ui:enumNames')).toEqual(['Student', 'Teacher']);
    expect(p(ui, 'courseSwaps', 'ui:options', 'columns')).toEqual([
      { field: 'substitute', label: 'Substitute teacher', type: 'text', placeholder: 'Choose a teacher' },
      { field: 'kind', label: 'Kind', type: 'select', options: [{ label: 'Student', value: '学生' }, { label: 'Teacher', value: '教师' }] },
    ]);
    expect(p(ui, 'courseSwaps', 'items', 'substitute', 'ui:description')).toBe('Substitute teacher');
    expect(p(ui, 'group', 'ui:options')).toEqual({ title: 'Basics', help: 'One row per term', placement: 'center', dictionaryType: '学生' });
    expect(p(ui, 'parent', 'phone', 'ui:title')).toBe("Parent's phone");
  });

  it('leaves texts without a translation as written, sharing untouched parts', () => {
    expect(p(en.schema, 'properties', 'untouched')).toBe(p(schema, 'properties', 'untouched'));
    expect(p(en.schema, 'properties', 'account', 'description')).toBe('只能输入数字英文');
    const tw = localiseSchema(schema, uiSchema, 'zhtw', translations);
    expect(p(tw.schema, 'properties', 'account', 'title')).toBe('賬戶');
    expect(p(tw.schema, 'properties', 'enabledMark', 'oneOf', '0', 'title')).toBe('啟用');
    // 节数 has no zhtw in the page's block nor in the common words.
    expect(p(tw.schema, 'properties', 'courseSwaps', 'items', 'properties', 'periods', 'title')).toBe('节数');
  });

  it('never mutates its input (deep-frozen here) and copies only what changes', () => {
    const plain = { type: 'object', properties: { x: { type: 'string', title: 'x' } } };
    const ui = { x: { 'ui:widget': 'text' } };
    const out = localiseSchema(plain, ui, 'en', translations);
    expect(out.schema).toBe(plain);
    expect(out.uiSchema).toBe(ui);
    expect(localiseSchema(plain, undefined, 'en').uiSchema).toBeUndefined();
  });

  it('translateText: own block, then common words, then the text; zh as written', () => {
    expect(translateText('账户', 'en', translations)).toBe('Account');
    expect(translateText('状态', 'zhtw')).toBe('狀態');
    expect(translateText('新建', 'en')).toBe('New');
    expect(translateText('无此词', 'en', translations)).toBe('无此词');
    expect(translateText('账户', 'zh', translations)).toBe('账户');
    // Object's own names are not translations.
    expect(translateText('constructor', 'en', translations)).toBe('constructor');
  });
});
