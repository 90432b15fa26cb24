/** 导入导出's own words in the console's three languages. */
export const importExportTexts = {
  zh: {
    exportXlsx: '导出 Excel', exportCsv: '导出 CSV', exportPdf: '导出 PDF', templateXlsx: '下载模板（Excel）', templateCsv: '下载模板（CSV）', import: '导入 Excel / CSV',
    keyword: '学号、姓名或学校', studentNo: '学号', name: '姓名', gender: '性别', school: '学校', grade: '年级', className: '班级', phone: '联系电话', birthday: '出生日期',
    previewTitle: '导入预览：{file}', checked: '共 {total} 行：{valid} 行可导入，{invalid} 行有错', importValid: '导入 {n} 条有效行', cancel: '取消', close: '关闭',
    reportTitle: '导入报告', imported: '已导入 {n} 行，{bad} 行有错未导入', row: '行号', column: '列', problem: '问题', validRows: '可导入的行（前 50 行）', problems: '有错的行',
    rule: '有效行在一个事务里一起写入：要么全部写入，要么一行也不写；有错的行不写入，并按行号列出原因。导入前先检查并预览，不会写入任何数据。',
  },
  zhtw: {
    exportXlsx: '匯出 Excel', exportCsv: '匯出 CSV', exportPdf: '匯出 PDF', templateXlsx: '下載範本（Excel）', templateCsv: '下載範本（CSV）', import: '匯入 Excel / CSV',
    keyword: '學號、姓名或學校', studentNo: '學號', name: '姓名', gender: '性別', school: '學校', grade: '年級', className: '班級', phone: '聯絡電話', birthday: '出生日期',
    previewTitle: '匯入預覽：{file}', checked: '共 {total} 行：{valid} 行可匯入，{invalid} 行有錯', importValid: '匯入 {n} 筆有效行', cancel: '取消', close: '關閉',
    reportTitle: '匯入報告', imported: '已匯入 {n} 行，{bad} 行有錯未匯入', row: '行號', column: '欄', problem: '問題', validRows: '可匯入的行（前 50 行）', problems: '有錯的行',
    rule: '有效行在一個交易裡一起寫入：要麼全部寫入，要麼一行也不寫；有錯的行不寫入，並按行號列出原因。匯入前先檢查並預覽，不會寫入任何資料。',
  },
  en: {
    exportXlsx: 'Export Excel', exportCsv: 'Export CSV', exportPdf: 'Export PDF', templateXlsx: 'Template (Excel)', templateCsv: 'Template (CSV)', import: 'Import Excel / CSV',
    keyword: 'Number, name or school', studentNo: 'Student no.', name: 'Name', gender: 'Gender', school: 'School', grade: 'Grade', className: 'Class', phone: 'Phone', birthday: 'Birthday',
    previewTitle: 'Import preview: {file}', checked: '{total} rows: {valid} can be imported, {invalid} have errors', importValid: 'Import {n} valid rows', cancel: 'Cancel', close: 'Close',
    reportTitle: 'Import report', imported: '{n} rows imported, {bad} rows with errors left out', row: 'Row', column: 'Column', problem: 'Problem', validRows: 'Rows to import (first 50)', problems: 'Rows with errors',
    rule: 'Valid rows are written together in one transaction (all of them or none); rows with errors are not written and are listed by row number. The check and preview before importing write nothing.',
  },
};
export type ImportExportTextKey = keyof typeof importExportTexts.zh;
