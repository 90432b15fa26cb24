/** 地图示例's page words in the console's three languages. */
export const mapWords = {
  zh: { title: '全区学校分布', school: '学校', manager: '校长', teachers: '教职工', departments: '部门', students: '学生', leaves: '请假记录', heat: '热力图层', heatBy: '热力值', markers: '学校标注', note: '学校位置为示意：组织尚无地址坐标，按编码均匀分布在区中心周围（与数据地图同一规则）。' },
  zhtw: { title: '全區學校分佈', school: '學校', manager: '校長', teachers: '教職工', departments: '部門', students: '學生', leaves: '請假記錄', heat: '熱力圖層', heatBy: '熱力值', markers: '學校標註', note: '學校位置為示意：組織尚無地址座標，按編碼均勻分佈在區中心周圍（與資料地圖同一規則）。' },
  en: { title: 'Schools of the district', school: 'School', manager: 'Head', teachers: 'Staff', departments: 'Departments', students: 'Students', leaves: 'Leave records', heat: 'Heat layer', heatBy: 'Heat by', markers: 'School markers', note: 'Positions are indicative: organisations carry no coordinates yet, so schools are spread around the district centre by code (the rule of the data map).' },
};
export type MapWord = keyof typeof mapWords.zh;
