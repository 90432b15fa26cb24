import type { Lang } from '../stores/app';

// Menu names come from the server in Chinese (the designer's fullName). The built-in catalogue's
// entries are translated here by enCode; each row keeps the shipped Chinese name too, so a menu an
// administrator has renamed keeps their name in every language instead of a stale translation.

/** enCode → [zh as shipped, zhtw, en]. */
const TITLES: Record<string, [string, string, string]> = {
  home: ['首页', '首頁', 'Home'],
  permission: ['组织权限', '組織權限', 'Organization'],
  'permission.organize': ['组织管理', '組織管理', 'Organizations'],
  'permission.department': ['部门管理', '部門管理', 'Departments'],
  'permission.position': ['岗位管理', '崗位管理', 'Positions'],
  'permission.user': ['用户管理', '用戶管理', 'Users'],
  'permission.role': ['角色管理', '角色管理', 'Roles'],
  'permission.authorize': ['权限授权', '權限授權', 'Authorization'],
  'permission.onlineUser': ['在线用户', '在線用戶', 'Online users'],
  system: ['系统管理', '系統管理', 'System'],
  'system.menu': ['系统菜单', '系統菜單', 'Menus'],
  'system.notice': ['系统公告', '系統公告', 'Notices'],
  'system.billRule': ['单据规则', '單據規則', 'Bill rules'],
  'system.area': ['行政区划', '行政區劃', 'Regions'],
  'system.log': ['系统日志', '系統日誌', 'System log'],
  'system.config': ['系统配置', '系統配置', 'Configuration'],
  'system.task': ['定时任务', '定時任務', 'Scheduled tasks'],
  'system.cache': ['缓存管理', '緩存管理', 'Cache'],
  'system.monitor': ['系统监控', '系統監控', 'Monitoring'],
  'system.icons': ['系统图标', '系統圖標', 'Icons'],
  'system.language': ['翻译管理', '翻譯管理', 'Translations'],
  systemData: ['系统数据', '系統數據', 'System data'],
  'systemData.dictionary': ['数据字典', '數據字典', 'Dictionary'],
  'systemData.dataSource': ['数据连接', '數據連接', 'Data sources'],
  'systemData.dataModel': ['数据建模', '數據建模', 'Data models'],
  'systemData.dataSync': ['数据同步', '數據同步', 'Data sync'],
  'systemData.dataBackup': ['数据备份', '數據備份', 'Backups'],
  'systemData.dataInterface': ['数据接口', '數據接口', 'Data interfaces'],
  'systemData.map': ['数据地图', '數據地圖', 'Data map'],
  onlineDev: ['在线开发', '在線開發', 'Online development'],
  'onlineDev.webDesign': ['功能设计', '功能設計', 'Page design'],
  'onlineDev.appDesign': ['移动设计', '移動設計', 'Mobile design'],
  'onlineDev.dataReport': ['报表设计', '報表設計', 'Report design'],
  'onlineDev.bigScreen': ['大屏设计', '大屏設計', 'Screen design'],
  'onlineDev.portal': ['门户设计', '門戶設計', 'Portal design'],
  'generator.webForm': ['代码生成', '代碼生成', 'Code generator'],
  workFlow: ['工作流程', '工作流程', 'Workflow'],
  'workFlow.flowEngine': ['流程设计', '流程設計', 'Flow design'],
  'workFlow.flowLaunch': ['发起流程', '發起流程', 'Start a flow'],
  'workFlow.flowTodo': ['待办事宜', '待辦事宜', 'To do'],
  'workFlow.flowDone': ['已办事宜', '已辦事宜', 'Done'],
  'workFlow.flowCirculate': ['抄送事宜', '抄送事宜', 'Copied to me'],
  'workFlow.entrust': ['流程委托', '流程委託', 'Delegation'],
  'workFlow.flowMonitor': ['流程监控', '流程監控', 'Flow monitor'],
  weChat: ['微信管理', '微信管理', 'WeChat'],
  'weChat.mpConfig': ['公众号配置', '公眾號配置', 'Official account'],
  'weChat.qyConfig': ['企业号配置', '企業號配置', 'Enterprise account'],
  'weChat.mpMenu': ['公众号菜单', '公眾號菜單', 'Account menu'],
  'weChat.mpUser': ['公众号用户', '公眾號用戶', 'Followers'],
  'weChat.mpMessage': ['公众号消息', '公眾號消息', 'Account messages'],
  'weChat.mpMaterial': ['公众号素材', '公眾號素材', 'Account media'],
  'weChat.qyDepartment': ['企业号组织', '企業號組織', 'Enterprise organization'],
  campus: ['校园应用', '校園應用', 'Campus'],
  'campus.student': ['学生信息', '學生信息', 'Students'],
  'campus.leave': ['请假申请', '請假申請', 'Leave requests'],
  'campus.scoreReport': ['成绩报表', '成績報表', 'Score report'],
  'campus.leaveReport': ['请假统计', '請假統計', 'Leave statistics'],
  'campus.gradeDict': ['年级字典', '年級字典', 'Grades'],
  'campus.dataView': ['教育数据大屏', '教育數據大屏', 'Education data screen'],
  'campus.resourceSite': ['教育资源网', '教育資源網', 'Resource site'],
  'campus.helpCenter': ['帮助中心', '幫助中心', 'Help center'],
  'campus.smartClass': ['智慧课堂', '智慧課堂', 'Smart classroom'],
  familyEducation: ['家庭教育', '家庭教育', 'Family education'],
  networkDisk: ['网络硬盘', '網絡硬盤', 'Network disk'],
  teacherSpace: ['教师空间', '教師空間', 'Teacher space'],
  space: ['个人空间', '個人空間', 'My space'],
  application: ['应用商店', '應用商店', 'App store'],
  extend: ['示例中心', '示例中心', 'Examples'],
  'extend.chart': ['图表示例', '圖表示例', 'Charts'],
  'extend.table': ['表格示例', '表格示例', 'Tables'],
  'extend.form': ['表单示例', '表單示例', 'Forms'],
  'extend.bigData': ['大数据', '大數據', 'Big data'],
  'extend.importExport': ['导入导出', '導入導出', 'Import and export'],
  'extend.signet': ['电子签章', '電子簽章', 'E-seal'],
  'extend.signature': ['电子签名', '電子簽名', 'E-signature'],
  'extend.schedule': ['日程安排', '日程安排', 'Schedule'],
  'extend.email': ['邮件收发', '郵件收發', 'E-mail'],
  'extend.document': ['知识文档', '知識文檔', 'Documents'],
  'extend.preview': ['文件预览', '文件預覽', 'File preview'],
  'extend.barCode': ['条码示例', '條碼示例', 'Barcodes'],
  'extend.print': ['打印示例', '打印示例', 'Printing'],
  'extend.map': ['地图示例', '地圖示例', 'Maps'],
  'extend.order': ['订单示例', '訂單示例', 'Orders'],
  'extend.projectGantt': ['项目甘特', '項目甘特', 'Project Gantt'],
};

const COLUMN: Record<Lang, number> = { zh: 0, zhtw: 1, en: 2 };

/** The title a menu entry shows in `lang`: the catalogue translation, else the server's name. */
export function menuTitle(enCode: string, fullName: string, lang: Lang): string {
  const row = Object.prototype.hasOwnProperty.call(TITLES, enCode) ? TITLES[enCode] : undefined;
  if (!row || row[0] !== fullName) return fullName;
  return row[COLUMN[lang]];
}

/** zh as shipped → its row: for screens that list menu entries by name only (the authorize tree). */
const BY_NAME = new Map(Object.values(TITLES).map((row) => [row[0], row] as const));

/**
 * The title of a built-in menu entry known by its Chinese name alone, in `lang`; any other name (a
 * designer's page, an entry an administrator renamed) as it is.
 */
export function menuTitleByName(fullName: string, lang: Lang): string {
  const row = BY_NAME.get(fullName);
  return row ? row[COLUMN[lang]] : fullName;
}
