/** 大数据's own words in the console's three languages. */
export const bigDataTexts = {
  zh: {
    school: '学校', grade: '年级', all: '全部', code: '编号', name: '姓名', score: '成绩', createdAt: '登记时间', id: 'ID', gradeN: '{n}年级',
    totalExact: '共 {n} 条', totalEstimate: '约 {n} 条（估算：精确总数正在后台统计，统计好后自动显示）', jump: '跳至第', page: '页', go: '跳转',
    seeding: '首次打开会生成 100 万行示例数据，约需十秒，请稍候…', how: '翻页从已知的位置按主键定位（不做深度 OFFSET），筛选条件与索引一致，总数先用估算值。', took: '本页用时 {ms} 毫秒',
  },
  zhtw: {
    school: '學校', grade: '年級', all: '全部', code: '編號', name: '姓名', score: '成績', createdAt: '登記時間', id: 'ID', gradeN: '{n}年級',
    totalExact: '共 {n} 筆', totalEstimate: '約 {n} 筆（估算：精確總數正在背景統計，統計好後自動顯示）', jump: '跳至第', page: '頁', go: '跳轉',
    seeding: '首次開啟會產生 100 萬行示例資料，約需十秒，請稍候…', how: '翻頁從已知的位置按主鍵定位（不做深度 OFFSET），篩選條件與索引一致，總數先用估算值。', took: '本頁用時 {ms} 毫秒',
  },
  en: {
    school: 'School', grade: 'Grade', all: 'All', code: 'Code', name: 'Name', score: 'Score', createdAt: 'Registered', id: 'ID', gradeN: 'Grade {n}',
    totalExact: '{n} rows', totalEstimate: 'about {n} rows (estimate: the exact count is being made in the background and shows once ready)', jump: 'Go to page', page: '', go: 'Go',
    seeding: 'The first visit generates a million example rows; this takes about ten seconds…', how: 'Pages seek by primary key from known positions (no deep OFFSET); filters match the indexes; the total starts as an estimate.', took: 'This page took {ms} ms',
  },
};
export type BigDataTextKey = keyof typeof bigDataTexts.zh;
