/** 表格示例's own words in the console's three languages. */
export const tableTexts = {
  zh: {
    editable: '可编辑', groupedHeader: '表头分组', merged: '合并单元格', subtotals: '分组小计', tree: '树形表格', fixed: '固定列', virtual: '虚拟滚动（一万行）',
    school: '学校', grade: '年级', className: '班级', headTeacher: '班主任', boys: '男生', girls: '女生', total: '合计', average: '平均分', room: '教室',
    students: '学生人数', figures: '班级概况', subtotal: '小计', grandTotal: '总计', classes: '{n} 个班',
    editHint: '点击单元格修改，回车或离开单元格即保存；不合规的值会留在单元格里并提示原因。', saved: '已保存',
    code: '编号', name: '姓名', score: '成绩', rows: '共 {n} 行，只绘制可见的行',
    required: '{label}不能为空', tooLong: '{label}最多 {max} 个字', range: '{label}应在 {min} 到 {max} 之间', gradeN: '{n}年级',
  },
  zhtw: {
    editable: '可編輯', groupedHeader: '表頭分組', merged: '合併儲存格', subtotals: '分組小計', tree: '樹形表格', fixed: '固定欄', virtual: '虛擬捲動（一萬行）',
    school: '學校', grade: '年級', className: '班級', headTeacher: '班導師', boys: '男生', girls: '女生', total: '合計', average: '平均分', room: '教室',
    students: '學生人數', figures: '班級概況', subtotal: '小計', grandTotal: '總計', classes: '{n} 個班',
    editHint: '點擊儲存格修改，Enter 或離開儲存格即儲存；不合規的值會留在儲存格裡並提示原因。', saved: '已儲存',
    code: '編號', name: '姓名', score: '成績', rows: '共 {n} 行，只繪製可見的行',
    required: '{label}不能為空', tooLong: '{label}最多 {max} 個字', range: '{label}應在 {min} 到 {max} 之間', gradeN: '{n}年級',
  },
  en: {
    editable: 'Editable', groupedHeader: 'Grouped header', merged: 'Merged cells', subtotals: 'Subtotals', tree: 'Tree', fixed: 'Fixed columns', virtual: 'Virtual (10,000 rows)',
    school: 'School', grade: 'Grade', className: 'Class', headTeacher: 'Head teacher', boys: 'Boys', girls: 'Girls', total: 'Total', average: 'Average', room: 'Room',
    students: 'Students', figures: 'Class figures', subtotal: 'Subtotal', grandTotal: 'Grand total', classes: '{n} classes',
    editHint: 'Click a cell to change it; Enter or leaving the cell saves. A value out of bounds stays in the cell with the reason.', saved: 'Saved',
    code: 'Code', name: 'Name', score: 'Score', rows: '{n} rows; only the visible ones are drawn',
    required: '{label} cannot be empty', tooLong: '{label} takes at most {max} characters', range: '{label} must be between {min} and {max}', gradeN: 'Grade {n}',
  },
};
export type TableTextKey = keyof typeof tableTexts.zh;
