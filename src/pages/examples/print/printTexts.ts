/** 打印示例's own words in the console's three languages. */
export const printTexts = {
  zh: {
    template: '模板', transcript: '学生成绩单', roster: '班级花名册（每班一页）', student: '学生', school: '学校', print: '打印', source: '模板源码（{{字段}} 绑定记录，{{#列表}}…{{/列表}} 逐行重复）',
    unbound: '记录中没有这些字段：{names}', preview: '打印预览（A4）', pages: '共 {n} 页', hint: '打印时只输出预览中的纸张；每页之间用 CSS break-after 分页，长表格的表头会在每页重复。',
  },
  zhtw: {
    template: '範本', transcript: '學生成績單', roster: '班級花名冊（每班一頁）', student: '學生', school: '學校', print: '列印', source: '範本原始碼（{{欄位}} 綁定記錄，{{#列表}}…{{/列表}} 逐行重複）',
    unbound: '記錄中沒有這些欄位：{names}', preview: '列印預覽（A4）', pages: '共 {n} 頁', hint: '列印時只輸出預覽中的紙張；每頁之間用 CSS break-after 分頁，長表格的表頭會在每頁重複。',
  },
  en: {
    template: 'Template', transcript: 'Student transcript', roster: 'Class roster (a page per class)', student: 'Student', school: 'School', print: 'Print', source: 'Template source ({{field}} binds the record, {{#list}}…{{/list}} repeats per item)',
    unbound: 'The record has no such fields: {names}', preview: 'Print preview (A4)', pages: '{n} pages', hint: 'Printing outputs only the sheets of the preview; CSS break-after separates the pages, and a long table repeats its header on each page.',
  },
};
export type PrintTextKey = keyof typeof printTexts.zh;
