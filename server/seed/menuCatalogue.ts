// The seeded menu: every functional area of spec §1, and one entry of each type 1–8.
// enCode is the stable key; routes, permissions and page schemas refer to it.

export interface SeedMenu {
  enCode: string;
  fullName: string;
  type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  icon?: string;
  urlAddress?: string;
  linkTarget?: string;
  propertyJson?: Record<string, unknown>;
  hidden?: boolean;
  /** Button codes (default for pages: add, edit, remove). */
  buttons?: [string, string][];
  /** Column codes (fields) that can be granted one by one. */
  columns?: [string, string][];
  /** Use data permission schemes on this menu's lists. */
  dataPermission?: boolean;
  children?: SeedMenu[];
}

const CRUD: [string, string][] = [
  ['btn_add', '新建'],
  ['btn_edit', '编辑'],
  ['btn_remove', '删除'],
];

const page = (enCode: string, fullName: string, icon: string, extra: Partial<SeedMenu> = {}): SeedMenu => ({
  enCode,
  fullName,
  type: 2,
  icon,
  urlAddress: enCode.replace(/\./g, '/'),
  buttons: CRUD,
  ...extra,
});

export const menuCatalogue: SeedMenu[] = [
  { enCode: 'home', fullName: '首页', type: 2, icon: 'HomeOutlined', urlAddress: 'home', buttons: [] },
  {
    enCode: 'permission',
    fullName: '组织权限',
    type: 1,
    icon: 'TeamOutlined',
    children: [
      page('permission.organize', '组织管理', 'ApartmentOutlined', { dataPermission: true }),
      page('permission.department', '部门管理', 'ClusterOutlined', { dataPermission: true }),
      page('permission.position', '岗位管理', 'IdcardOutlined', { dataPermission: true }),
      page('permission.user', '用户管理', 'UserOutlined', {
        dataPermission: true,
        buttons: [...CRUD, ['btn_resetPassword', '重置密码'], ['btn_state', '启用/禁用'], ['btn_export', '导出'], ['btn_import', '导入']],
        columns: [
          ['account', '账户'],
          ['realName', '姓名'],
          ['gender', '性别'],
          ['mobile', '手机'],
          ['email', '邮箱'],
          ['organizeName', '所属组织'],
          ['departmentName', '所属部门'],
          ['roleName', '角色'],
          ['positionName', '岗位'],
          ['enabledMark', '状态'],
          ['creatorTime', '创建时间'],
        ],
      }),
      page('permission.role', '角色管理', 'SafetyCertificateOutlined', { dataPermission: true, buttons: [...CRUD, ['btn_authorize', '授权'], ['btn_state', '启用/禁用']] }),
      page('permission.authorize', '权限授权', 'KeyOutlined', { buttons: [['btn_edit', '授权']] }),
      page('permission.onlineUser', '在线用户', 'WifiOutlined', { buttons: [['btn_forced', '强制下线']] }),
    ],
  },
  {
    enCode: 'system',
    fullName: '系统管理',
    type: 1,
    icon: 'SettingOutlined',
    children: [
      page('system.menu', '系统菜单', 'MenuOutlined'),
      page('system.notice', '系统公告', 'NotificationOutlined', { buttons: [...CRUD, ['btn_release', '发布']] }),
      page('system.billRule', '单据规则', 'NumberOutlined', { buttons: [...CRUD, ['btn_state', '启用/禁用']] }),
      page('system.area', '行政区划', 'EnvironmentOutlined', { buttons: [...CRUD, ['btn_state', '启用/禁用']] }),
      page('system.log', '系统日志', 'FileSearchOutlined', { buttons: [] }),
      page('system.config', '系统配置', 'ToolOutlined', { buttons: [['btn_edit', '保存']] }),
      page('system.task', '定时任务', 'FieldTimeOutlined'),
      page('system.cache', '缓存管理', 'DatabaseOutlined', { buttons: [['btn_remove', '清除']] }),
      page('system.monitor', '系统监控', 'DashboardOutlined', { buttons: [] }),
      page('system.icons', '系统图标', 'AppstoreOutlined', { buttons: [] }),
      page('system.language', '翻译管理', 'TranslationOutlined'),
    ],
  },
  {
    enCode: 'systemData',
    fullName: '系统数据',
    type: 1,
    icon: 'HddOutlined',
    children: [
      page('systemData.dictionary', '数据字典', 'BookOutlined', { buttons: [...CRUD, ['btn_state', '启用/禁用']] }),
      page('systemData.dataSource', '数据连接', 'LinkOutlined'),
      page('systemData.dataModel', '数据建模', 'TableOutlined'),
      page('systemData.dataSync', '数据同步', 'SyncOutlined', { buttons: [['btn_edit', '同步']] }),
      page('systemData.dataBackup', '数据备份', 'CloudUploadOutlined'),
      page('systemData.dataInterface', '数据接口', 'ApiOutlined'),
      page('systemData.map', '数据地图', 'GlobalOutlined', { buttons: [] }),
    ],
  },
  {
    enCode: 'onlineDev',
    fullName: '在线开发',
    type: 1,
    icon: 'CodeOutlined',
    children: [
      page('onlineDev.webDesign', '功能设计', 'FormOutlined', { buttons: [...CRUD, ['btn_copy', '复制']] }),
      page('onlineDev.appDesign', '移动设计', 'MobileOutlined'),
      page('onlineDev.dataReport', '报表设计', 'BarChartOutlined'),
      page('onlineDev.bigScreen', '大屏设计', 'FundProjectionScreenOutlined'),
      page('onlineDev.portal', '门户设计', 'LayoutOutlined'),
      page('generator.webForm', '代码生成', 'ThunderboltOutlined', { buttons: [['btn_download', '下载']] }),
    ],
  },
  {
    enCode: 'workFlow',
    fullName: '工作流程',
    type: 1,
    icon: 'PartitionOutlined',
    children: [
      page('workFlow.flowEngine', '流程设计', 'DeploymentUnitOutlined', { buttons: [...CRUD, ['btn_release', '发布'], ['btn_stop', '停止'], ['btn_copy', '复制']] }),
      page('workFlow.flowLaunch', '发起流程', 'SendOutlined', { buttons: [['btn_add', '发起']] }),
      page('workFlow.flowTodo', '待办事宜', 'ScheduleOutlined', { buttons: [] }),
      page('workFlow.flowDone', '已办事宜', 'CheckSquareOutlined', { buttons: [] }),
      page('workFlow.flowCirculate', '抄送事宜', 'CopyOutlined', { buttons: [] }),
      page('workFlow.entrust', '流程委托', 'SwapOutlined'),
      page('workFlow.flowMonitor', '流程监控', 'MonitorOutlined', { buttons: [['btn_remove', '删除']] }),
    ],
  },
  {
    enCode: 'weChat',
    fullName: '微信管理',
    type: 1,
    icon: 'WechatOutlined',
    children: [
      page('weChat.mpConfig', '公众号配置', 'SettingOutlined', { buttons: [['btn_edit', '保存']] }),
      page('weChat.qyConfig', '企业号配置', 'SettingOutlined', { buttons: [['btn_edit', '保存']] }),
      page('weChat.mpMenu', '公众号菜单', 'MenuOutlined'),
      page('weChat.mpUser', '公众号用户', 'UserOutlined'),
      page('weChat.mpMessage', '公众号消息', 'MessageOutlined'),
      page('weChat.mpMaterial', '公众号素材', 'PictureOutlined'),
      page('weChat.qyDepartment', '企业号组织', 'ApartmentOutlined', { buttons: [['btn_edit', '同步']] }),
    ],
  },
  {
    enCode: 'campus',
    fullName: '校园应用',
    type: 1,
    icon: 'BankOutlined',
    children: [
      { enCode: 'campus.student', fullName: '学生信息', type: 3, icon: 'SolutionOutlined', urlAddress: 'campus/student', propertyJson: { moduleId: 'model-student', isTree: 1 }, buttons: [...CRUD, ['btn_export', '导出'], ['btn_import', '导入'], ['btn_detail', '详情']], columns: [['studentNo', '学号'], ['name', '姓名'], ['gender', '性别'], ['className', '班级'], ['ethnicity', '民族'], ['headTeacher', '班主任'], ['idCard', '身份证号'], ['phone', '联系电话']], dataPermission: true },
      { enCode: 'campus.leave', fullName: '请假申请', type: 3, icon: 'CalendarOutlined', urlAddress: 'campus/leave', propertyJson: { moduleId: 'model-leave', isTree: 0 }, buttons: [...CRUD, ['btn_export', '导出'], ['btn_detail', '详情']], dataPermission: true },
      { enCode: 'campus.scoreReport', fullName: '成绩报表', type: 5, icon: 'LineChartOutlined', urlAddress: 'campus/scoreReport', propertyJson: { moduleId: 'report-score', isTree: 0 }, buttons: [['btn_export', '导出']], dataPermission: true },
      { enCode: 'campus.leaveReport', fullName: '请假统计', type: 5, icon: 'BarChartOutlined', urlAddress: 'campus/leaveReport', propertyJson: { moduleId: 'report-leave', isTree: 0 }, buttons: [['btn_export', '导出']], dataPermission: true },
      { enCode: 'campus.gradeDict', fullName: '年级字典', type: 4, icon: 'BookOutlined', urlAddress: 'campus/gradeDict', propertyJson: { moduleId: 'dict-grade', isTree: 0 }, buttons: [] },
      { enCode: 'campus.dataView', fullName: '教育数据大屏', type: 6, icon: 'FundOutlined', urlAddress: 'dataV/education', propertyJson: { moduleId: 'screen-education' }, buttons: [] },
      { enCode: 'campus.resourceSite', fullName: '教育资源网', type: 7, icon: 'LinkOutlined', urlAddress: 'https://resource.example.edu.cn/sso?token=${token}', linkTarget: '_blank', buttons: [] },
      { enCode: 'campus.helpCenter', fullName: '帮助中心', type: 7, icon: 'QuestionCircleOutlined', urlAddress: '/help.html', linkTarget: '_self', buttons: [] },
      { enCode: 'campus.smartClass', fullName: '智慧课堂', type: 8, icon: 'ExperimentOutlined', urlAddress: 'campus/smartClass', buttons: [] },
      page('familyEducation', '家庭教育', 'HeartOutlined', { urlAddress: 'familyEducationChild', buttons: [] }),
      page('networkDisk', '网络硬盘', 'CloudOutlined', { urlAddress: 'networkDisk', buttons: [] }),
      page('teacherSpace', '教师空间', 'UserSwitchOutlined', { urlAddress: 'teacherSpace', buttons: [] }),
      page('space', '个人空间', 'SmileOutlined', { urlAddress: 'space', buttons: [] }),
      page('application', '应用商店', 'ShopOutlined', { urlAddress: 'application', buttons: [] }),
    ],
  },
  {
    enCode: 'extend',
    fullName: '示例中心',
    type: 1,
    icon: 'ExperimentOutlined',
    children: [
      ['extend.chart', '图表示例'], ['extend.table', '表格示例'], ['extend.form', '表单示例'], ['extend.bigData', '大数据'],
      ['extend.importExport', '导入导出'], ['extend.signet', '电子签章'], ['extend.signature', '电子签名'], ['extend.schedule', '日程安排'],
      ['extend.email', '邮件收发'], ['extend.document', '知识文档'], ['extend.preview', '文件预览'], ['extend.barCode', '条码示例'],
      ['extend.print', '打印示例'], ['extend.map', '地图示例'], ['extend.order', '订单示例'], ['extend.projectGantt', '项目甘特'],
    ].map(([code, name]) => page(code, name, 'BlockOutlined', { buttons: [] })),
  },
];
