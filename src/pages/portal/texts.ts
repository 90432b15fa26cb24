import type { Lang } from '../../../contract/rules/messages';

/** 门户 / 大屏 screens' own words, in the console's three languages. */
const zh = {
  loading: '加载中…', empty: '暂无数据', failed: '加载失败', retry: '重试', noPortal: '还没有为您的角色分配门户', noPortalHint: '请管理员在“门户设计”中设计门户并分配给您的角色。',
  kind_bar: '柱状图', kind_line: '折线图', kind_pie: '饼图', kind_gauge: '仪表盘', kind_number: '数字', kind_list: '列表', kind_shortcuts: '快捷入口',
  kind_todos: '待办事宜', kind_notices: '通知公告', kind_calendar: '日历', kind_richText: '富文本', kind_table: '表格', kind_map: '地图', kind_title: '标题',
  add: '新建', design: '设计', copy: '复制', remove: '删除', roles: '分配角色', display: '大屏展示', preview: '预览', save: '保存', close: '关闭', cancel: '取消',
  name: '名称', code: '编码', state: '状态', published: '已发布', draft: '未发布', version: '版本', modified: '修改时间', search: '搜索', keyword: '请输入关键词查询',
  removeTitle: '确定删除吗？', saved: '已保存', addCard: '添加卡片', cardTitle: '标题', source: '数据来源', sourceType: '来源类型', aggregate: '内置统计', dataInterface: '数据接口',
  model: '功能页面记录', sourceId: '编号', nameField: '名称字段', valueField: '数值字段', html: '内容', shortcuts: '快捷入口（每行：名称|/路径）', removeCard: '删除卡片',
  pickCard: '选择一张卡片编辑属性', refreshSeconds: '刷新间隔（秒，0 不刷新）', background: '背景色', versions: '版本', restore: '恢复此版本', publish: '发布',
  ticketInvalid: '链接已失效，请从菜单重新打开', notFound: '大屏不存在或无权查看', more: '更多', change: '较上期', portalTitle: '门户', screenTitle: '大屏',
  canvas: '画布', selectRoles: '选择角色',
};
type Words = Record<keyof typeof zh, string>;
const zhtw: Words = {
  ...zh,
  loading: '載入中…', empty: '暫無資料', failed: '載入失敗', retry: '重試', noPortal: '還沒有為您的角色分配門戶', noPortalHint: '請管理員在「門戶設計」中設計門戶並分配給您的角色。',
  kind_bar: '柱狀圖', kind_line: '折線圖', kind_pie: '圓餅圖', kind_gauge: '儀表板', kind_number: '數字', kind_list: '列表', kind_shortcuts: '快捷入口',
  kind_todos: '待辦事宜', kind_notices: '通知公告', kind_calendar: '日曆', kind_richText: '富文字', kind_table: '表格', kind_map: '地圖', kind_title: '標題',
  add: '新建', design: '設計', copy: '複製', remove: '刪除', roles: '分配角色', display: '大屏展示', preview: '預覽', save: '儲存', close: '關閉', cancel: '取消',
  name: '名稱', code: '編碼', state: '狀態', published: '已發布', draft: '未發布', version: '版本', modified: '修改時間', search: '搜尋', keyword: '請輸入關鍵詞查詢',
  removeTitle: '確定刪除嗎？', saved: '已儲存', addCard: '新增卡片', cardTitle: '標題', source: '資料來源', sourceType: '來源類型', aggregate: '內建統計', dataInterface: '資料介面',
  model: '功能頁面記錄', sourceId: '編號', nameField: '名稱欄位', valueField: '數值欄位', html: '內容', shortcuts: '快捷入口（每行：名稱|/路徑）', removeCard: '刪除卡片',
  pickCard: '選擇一張卡片編輯屬性', refreshSeconds: '重新整理間隔（秒，0 不重新整理）', background: '背景色', versions: '版本', restore: '恢復此版本', publish: '發布',
  ticketInvalid: '連結已失效，請從選單重新開啟', notFound: '大屏不存在或無權查看', more: '更多', change: '較上期', portalTitle: '門戶', screenTitle: '大屏',
  canvas: '畫布', selectRoles: '選擇角色',
};
const en: Words = {
  loading: 'Loading…', empty: 'No data', failed: 'Could not load', retry: 'Retry', noPortal: 'No portal is assigned to your roles yet', noPortalHint: 'An administrator designs one under Portal design and assigns it to your role.',
  kind_bar: 'Bar chart', kind_line: 'Line chart', kind_pie: 'Pie chart', kind_gauge: 'Gauge', kind_number: 'Number', kind_list: 'List', kind_shortcuts: 'Shortcuts',
  kind_todos: 'To-dos', kind_notices: 'Notices', kind_calendar: 'Calendar', kind_richText: 'Rich text', kind_table: 'Table', kind_map: 'Map', kind_title: 'Title',
  add: 'New', design: 'Design', copy: 'Copy', remove: 'Delete', roles: 'Assign roles', display: 'Wall display', preview: 'Preview', save: 'Save', close: 'Close', cancel: 'Cancel',
  name: 'Name', code: 'Code', state: 'State', published: 'Published', draft: 'Not published', version: 'Version', modified: 'Modified', search: 'Search', keyword: 'Search by keyword',
  removeTitle: 'Delete it?', saved: 'Saved', addCard: 'Add a card', cardTitle: 'Title', source: 'Data source', sourceType: 'Source type', aggregate: 'Built-in figure', dataInterface: 'Data interface',
  model: 'Designed page records', sourceId: 'Id', nameField: 'Label field', valueField: 'Value field', html: 'Content', shortcuts: 'Shortcuts (one a line: name|/path)', removeCard: 'Remove card',
  pickCard: 'Select a card to edit it', refreshSeconds: 'Refresh every (seconds, 0 never)', background: 'Background', versions: 'Versions', restore: 'Restore this version', publish: 'Published',
  ticketInvalid: 'This link has expired; open it from the menu again', notFound: 'The screen does not exist or you may not view it', more: 'More', change: 'vs. previous', portalTitle: 'Portal', screenTitle: 'Screen',
  canvas: 'Canvas', selectRoles: 'Choose roles',
};

export const portalTexts: Record<Lang, Words> = { zh, zhtw, en };
export type PortalWord = keyof typeof zh;
