import type { Lang } from '../../../contract/rules/messages';

/** 报表设计 and the report view's own words, in the console's three languages. */
const zh = {
  reports: '报表', add: '新建报表', design: '设计', copy: '复制', remove: '删除', publish: '发布到菜单', save: '保存', preview: '预览',
  name: '名称', code: '编码', version: '版本', actions: '操作', empty: '暂无报表', removeTitle: '确定删除这个报表吗？', back: '返回列表',
  dataset: '数据集', datasetType: '数据来源', model: '功能页面的记录', interface: '数据接口', source: '选择数据集', fields: '字段',
  fieldsHelp: '把字段拖到区块的行、列、度量中，或用下拉框添加。', loadFields: '读取字段',
  blocks: '区块', addPivot: '添加透视表', addGroup: '添加分组表', addChart: '添加图表', blockTitle: '标题', removeBlock: '删除区块',
  pivot: '透视表', group: '分组表', chart: '图表', rows: '行', columns: '列', measures: '度量', groupBy: '分组', category: '分类', series: '系列', measure: '度量',
  addField: '添加字段', subtotals: '显示小计', chartType: '图表类型', bar: '柱状图', line: '折线图', pie: '饼图',
  filters: '筛选条件', addFilter: '添加筛选', op: '条件', eq: '等于', contains: '包含', gte: '不小于', lte: '不大于', defaultValue: '默认值',
  query: '查询', reset: '重置', exportExcel: '导出 Excel', exportPdf: '导出 PDF', print: '打印', rowCount: '共 {n} 行数据',
  drillTitle: '明细：{what}', drillMore: '共 {n} 行，显示前 {m} 行', saved: '保存成功', published: '已发布到菜单', parent: '上级目录', menuCode: '菜单编码',
  sum: '求和', count: '计数', avg: '平均', min: '最小', max: '最大', total: '合计', subtotal: '小计', emptyValue: '(空)', truncated: '列太多，只显示前 200 列',
  dropHere: '拖放到这里', versions: '版本', restore: '恢复', restoreTitle: '恢复到这个版本吗？（另存为新版本）', savedBy: '保存人', savedAt: '保存时间', year: '年', month: '月', day: '日', label: '显示名', fieldsOf: '{zone}：添加字段', directory: '请选择上级目录', noBlocks: '还没有区块：添加一个透视表、分组表或图表', loading: '加载中…',
};
type Words = typeof zh;
const zhtw: Words = {
  reports: '報表', add: '新建報表', design: '設計', copy: '複製', remove: '刪除', publish: '發佈到選單', save: '儲存', preview: '預覽',
  name: '名稱', code: '編碼', version: '版本', actions: '操作', empty: '暫無報表', removeTitle: '確定刪除這個報表嗎？', back: '返回列表',
  dataset: '資料集', datasetType: '資料來源', model: '功能頁面的記錄', interface: '資料介面', source: '選擇資料集', fields: '欄位',
  fieldsHelp: '把欄位拖到區塊的列、欄、度量中，或用下拉框新增。', loadFields: '讀取欄位',
  blocks: '區塊', addPivot: '新增樞紐表', addGroup: '新增分組表', addChart: '新增圖表', blockTitle: '標題', removeBlock: '刪除區塊',
  pivot: '樞紐表', group: '分組表', chart: '圖表', rows: '列', columns: '欄', measures: '度量', groupBy: '分組', category: '分類', series: '系列', measure: '度量',
  addField: '新增欄位', subtotals: '顯示小計', chartType: '圖表類型', bar: '長條圖', line: '折線圖', pie: '圓餅圖',
  filters: '篩選條件', addFilter: '新增篩選', op: '條件', eq: '等於', contains: '包含', gte: '不小於', lte: '不大於', defaultValue: '預設值',
  query: '查詢', reset: '重設', exportExcel: '匯出 Excel', exportPdf: '匯出 PDF', print: '列印', rowCount: '共 {n} 列資料',
  drillTitle: '明細：{what}', drillMore: '共 {n} 列，顯示前 {m} 列', saved: '儲存成功', published: '已發佈到選單', parent: '上級目錄', menuCode: '選單編碼',
  sum: '求和', count: '計數', avg: '平均', min: '最小', max: '最大', total: '合計', subtotal: '小計', emptyValue: '(空)', truncated: '欄太多，只顯示前 200 欄',
  dropHere: '拖放到這裡', versions: '版本', restore: '恢復', restoreTitle: '恢復到這個版本嗎？（另存為新版本）', savedBy: '儲存人', savedAt: '儲存時間', year: '年', month: '月', day: '日', label: '顯示名', fieldsOf: '{zone}：新增欄位', directory: '請選擇上級目錄', noBlocks: '還沒有區塊：新增一個樞紐表、分組表或圖表', loading: '載入中…',
};
const en: Words = {
  reports: 'Reports', add: 'New report', design: 'Design', copy: 'Copy', remove: 'Delete', publish: 'Publish to menu', save: 'Save', preview: 'Preview',
  name: 'Name', code: 'Code', version: 'Version', actions: 'Actions', empty: 'No reports yet', removeTitle: 'Delete this report?', back: 'Back to the list',
  dataset: 'Dataset', datasetType: 'Data from', model: 'Records of a designed page', interface: 'Data interface', source: 'Choose a dataset', fields: 'Fields',
  fieldsHelp: 'Drag fields onto a block’s rows, columns or measures, or add them with the drop-downs.', loadFields: 'Read fields',
  blocks: 'Blocks', addPivot: 'Add pivot table', addGroup: 'Add grouped table', addChart: 'Add chart', blockTitle: 'Title', removeBlock: 'Remove block',
  pivot: 'Pivot table', group: 'Grouped table', chart: 'Chart', rows: 'Rows', columns: 'Columns', measures: 'Measures', groupBy: 'Group by', category: 'Category', series: 'Series', measure: 'Measure',
  addField: 'Add field', subtotals: 'Show subtotals', chartType: 'Chart type', bar: 'Bar', line: 'Line', pie: 'Pie',
  filters: 'Filters', addFilter: 'Add filter', op: 'Condition', eq: 'equals', contains: 'contains', gte: 'at least', lte: 'at most', defaultValue: 'Default',
  query: 'Search', reset: 'Reset', exportExcel: 'Export Excel', exportPdf: 'Export PDF', print: 'Print', rowCount: '{n} rows of data',
  drillTitle: 'Details: {what}', drillMore: '{n} rows, showing the first {m}', saved: 'Saved', published: 'Published to the menu', parent: 'Parent directory', menuCode: 'Menu code',
  sum: 'Sum', count: 'Count', avg: 'Average', min: 'Min', max: 'Max', total: 'Total', subtotal: 'Subtotal', emptyValue: '(empty)', truncated: 'Too many columns: the first 200 are shown',
  dropHere: 'Drop here', versions: 'Versions', restore: 'Restore', restoreTitle: 'Restore this version? (saved as a new version)', savedBy: 'Saved by', savedAt: 'Saved at', year: 'year', month: 'month', day: 'day', label: 'Label', fieldsOf: '{zone}: add a field', directory: 'Choose the parent directory', noBlocks: 'No blocks yet: add a pivot table, grouped table or chart', loading: 'Loading…',
};
export const reportTexts: Record<Lang, Words> = { zh, zhtw, en };
export type ReportWord = keyof Words;

export function wordsOf(lang: Lang) {
  const w = reportTexts[lang] ?? zh;
  const tx = (k: ReportWord, params: Record<string, string | number> = {}) => w[k].replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? ''));
  return {
    tx,
    grid: { total: w.total, subtotal: w.subtotal, empty: w.emptyValue, agg: { sum: w.sum, count: w.count, avg: w.avg, min: w.min, max: w.max }, parts: { year: w.year, month: w.month, day: w.day } },
  };
}
