// The shell's own texts (namespace 'shell'). Spec texts keep their exact wording.
const zh = {
  common: {
    ok: '确定', cancel: '取消', save: '保存', tip: '提示', close: '关闭', reset: '重置', back: '返回',
    loading: '加载中…', loadFailed: '加载失败', noData: '暂无数据', success: '操作成功', more: '更多',
  },
  brand: { version: '版本', author: '作者', company: '公司' },
  login: {
    welcome: '欢迎登录', tabAccount: '账户登录', tabCode: '验证码登录', tabScan: '扫码登录',
    account: '请输入账号', password: '请输入密码', mobile: '请输入手机号', mobileInvalid: '请正确输入您的手机号',
    code: '请输入验证码', company: '请输入公司名称', contact: '请输入联系人',
    subAccountHint: '子账号请使用“手机号@账号”格式登录', capsLock: '大写锁定已打开',
    sendCode: '获取验证码', resend: '{{s}}秒后重新获取', codeSent: '验证码已发送，5分钟内有效',
    submit: '登录', submitting: '登录中…',
    scanTip: '请使用已登录的手机浏览器扫描二维码', scanWaiting: '等待扫码确认', scanExpired: '二维码已失效',
    refreshQr: '点击刷新', scanConfirmed: '扫码成功，正在登录…',
    lastLoginTitle: '上次登录信息', lastLoginTime: '时间：{{v}}', lastLoginPlace: '地点：{{v}}', lastLoginIp: 'IP：{{v}}',
    copyright: '© {{year}} {{name}}',
  },
  loginIn: {
    title: '扫码登录确认', ask: '确认在电脑上登录 {{name}}？', confirm: '确认登录', done: '已确认，请在电脑上继续操作',
    needLogin: '请先在本机登录后再扫码确认', goLogin: '去登录', invalid: '二维码无效或已过期',
  },
  nav: {
    search: '搜索：导航菜单', hamburger: '展开/收起菜单', profile: '个人信息', menuConfig: '菜单配置',
    lockScreen: '锁定屏幕', logout: '退出登录', logoutConfirm: '您确定要退出应用程序吗?', settings: '布局设置',
    about: '关于', size: '布局大小', language: '语言切换', sizeSuccess: 'Switch Size Success',
    languageSuccess: '切换成功', notOpen: '该功能暂未开放，敬请期待',
  },
  sizes: { default: '默认', medium: '中等', small: '小型', mini: '迷你' },
  languages: { zh: '简体中文', zhtw: '繁體中文', en: 'English' },
  tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有', home: '首页' },
  settings: {
    title: '布局设置', layout: '导航模式', classic: '经典', functional: '功能', plain: '简洁',
    sidebarStyle: '侧边栏风格', dark: '暗色', lightWhite: '亮白', themeColor: '主题颜色',
    interface: '界面显示', tagsView: '标签栏', tagsIcon: '标签栏图标', showSearch: '菜单搜索', showNav: '导航栏',
    language: '显示语言', sidebarLogo: '侧边栏 Logo', saved: '布局已保存',
    colors: { blue: '拂晓蓝', purple: '酱紫', azure: '明青', ocean: '极客蓝', green: '极光绿', yellow: '日暮黄', orange: '日落橙', red: '薄暮红' },
  },
  menuConfig: {
    title: '菜单配置', modules: '显示的模块', sort: '排序（拖动调整顺序）', shown: '显示', hidden: '隐藏',
    keepOne: '至少保留一个菜单显示', success: '菜单配置成功，重新登录后生效！', moveUp: '上移', moveDown: '下移',
  },
  lock: {
    title: '屏幕已锁定', password: '请输入密码', unlock: '解锁', backToLogin: '返回登录', passwordRequired: '请输入密码',
  },
  profile: {
    title: '个人信息', baseInfo: '基本信息', avatar: '我的头像', password: '修改密码', loginLog: '登录日志',
    account: '账户', realName: '姓名', gender: '性别', male: '男', female: '女', mobile: '手机', email: '邮箱',
    birthday: '生日', organize: '所属组织', department: '所属部门', description: '个人简介',
    oldPassword: '旧密码', newPassword: '新密码', confirmPassword: '确认密码', passwordMismatch: '两次输入的密码不一致',
    changeAvatar: '更换头像', avatarTip: '支持 JPG、PNG，不超过 2MB', saved: '保存成功', passwordChanged: '密码修改成功，请重新登录',
    loginTime: '登录时间', ip: 'IP 地址', place: '登录地点', browser: '登录设备', summary: '摘要',
  },
  pages: {
    placeholderTitle: '{{title}}', placeholderDesc: '该页面正在建设中，敬请期待。',
    notFound: '抱歉，您访问的页面不存在', backHome: '返回首页', embeddedMissing: '未配置链接地址',
    dataViewOpen: '在新窗口打开数据大屏', schemaMissing: '该页面尚未配置页面定义',
    home: '首页', dashboard: '门户', messageRecord: '消息中心', previewModel: '功能预览', familyEducationChild: '家庭教育',
    familyEducationArticle: '文章详情', networkDisk: '网络硬盘', teacherSpace: '教师空间', noticeDetail: '公告详情',
    teacherStudio: '名师工作室', display: '展示', document: '文档', flowLaunch: '发起流程', flowTodo: '待办事宜',
    flowCirculate: '抄送事宜', application: '应用商店', space: '个人空间', knowledgeReview: '听课评课',
    knowledgeTeacher: '教师教学数据', knowledgeClass: '班级教学数据', menuMore: '更多菜单', website: '门户网站',
    classTeaching: '课堂教学数据', projectLearning: '项目式学习', thankyou: '感谢', companyAuthorize: '企业授权',
    homeWelcome: '欢迎回来，{{name}}', homeLastLogin: '上次登录：{{time}}（{{place}}）', homeShortcuts: '常用功能', homeMenuCount: '可用功能',
    homeUnread: '未读消息', homeTodo: '待办事项', homeNotices: '通知公告', homeRecentLogins: '最近登录', homeMore: '更多',
    homeNoTodo: '暂无待办事项', homeNoNotice: '暂无公告', homeNoLogin: '暂无登录记录'
  },
  guard: { loadFailed: '验证失败，请重新登录。' },
};

type Shape = typeof zh;
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
export type ShellTexts = DeepString<Shape>;

const zhtw: ShellTexts = {
  common: {
    ok: '確定', cancel: '取消', save: '保存', tip: '提示', close: '關閉', reset: '重置', back: '返回',
    loading: '載入中…', loadFailed: '載入失敗', noData: '暫無數據', success: '操作成功', more: '更多',
  },
  brand: { version: '版本', author: '作者', company: '公司' },
  login: {
    welcome: '歡迎登入', tabAccount: '賬戶登入', tabCode: '驗證碼登入', tabScan: '掃碼登入',
    account: '請輸入賬號', password: '請輸入密碼', mobile: '請輸入手機號', mobileInvalid: '請正確輸入您的手機號',
    code: '請輸入驗證碼', company: '請輸入公司名稱', contact: '請輸入聯繫人',
    subAccountHint: '子賬號請使用「手機號@賬號」格式登入', capsLock: '大寫鎖定已打開',
    sendCode: '獲取驗證碼', resend: '{{s}}秒後重新獲取', codeSent: '驗證碼已發送，5分鐘內有效',
    submit: '登入', submitting: '登入中…',
    scanTip: '請使用已登入的手機瀏覽器掃描二維碼', scanWaiting: '等待掃碼確認', scanExpired: '二維碼已失效',
    refreshQr: '點擊刷新', scanConfirmed: '掃碼成功，正在登入…',
    lastLoginTitle: '上次登入信息', lastLoginTime: '時間：{{v}}', lastLoginPlace: '地點：{{v}}', lastLoginIp: 'IP：{{v}}',
    copyright: '© {{year}} {{name}}',
  },
  loginIn: {
    title: '掃碼登入確認', ask: '確認在電腦上登入 {{name}}？', confirm: '確認登入', done: '已確認，請在電腦上繼續操作',
    needLogin: '請先在本機登入後再掃碼確認', goLogin: '去登入', invalid: '二維碼無效或已過期',
  },
  nav: {
    search: '搜索：導航菜單', hamburger: '展開/收起菜單', profile: '個人信息', menuConfig: '菜單配置',
    lockScreen: '鎖定屏幕', logout: '退出登入', logoutConfirm: '您確定要退出應用程序嗎?', settings: '佈局設置',
    about: '關於', size: '佈局大小', language: '語言切換', sizeSuccess: 'Switch Size Success',
    languageSuccess: '切換成功', notOpen: '該功能暫未開放，敬請期待',
  },
  sizes: { default: '默認', medium: '中等', small: '小型', mini: '迷你' },
  languages: { zh: '简体中文', zhtw: '繁體中文', en: 'English' },
  tags: { refresh: '刷新', close: '關閉', closeOthers: '關閉其他', closeAll: '關閉所有', home: '首頁' },
  settings: {
    title: '佈局設置', layout: '導航模式', classic: '經典', functional: '功能', plain: '簡潔',
    sidebarStyle: '側邊欄風格', dark: '暗色', lightWhite: '亮白', themeColor: '主題顏色',
    interface: '界面顯示', tagsView: '標籤欄', tagsIcon: '標籤欄圖標', showSearch: '菜單搜索', showNav: '導航欄',
    language: '顯示語言', sidebarLogo: '側邊欄 Logo', saved: '佈局已保存',
    colors: { blue: '拂曉藍', purple: '醬紫', azure: '明青', ocean: '極客藍', green: '極光綠', yellow: '日暮黃', orange: '日落橙', red: '薄暮紅' },
  },
  menuConfig: {
    title: '菜單配置', modules: '顯示的模塊', sort: '排序（拖動調整順序）', shown: '顯示', hidden: '隱藏',
    keepOne: '至少保留一個菜單顯示', success: '菜單配置成功，重新登入後生效！', moveUp: '上移', moveDown: '下移',
  },
  lock: {
    title: '屏幕已鎖定', password: '請輸入密碼', unlock: '解鎖', backToLogin: '返回登入', passwordRequired: '請輸入密碼',
  },
  profile: {
    title: '個人信息', baseInfo: '基本信息', avatar: '我的頭像', password: '修改密碼', loginLog: '登入日誌',
    account: '賬戶', realName: '姓名', gender: '性別', male: '男', female: '女', mobile: '手機', email: '郵箱',
    birthday: '生日', organize: '所屬組織', department: '所屬部門', description: '個人簡介',
    oldPassword: '舊密碼', newPassword: '新密碼', confirmPassword: '確認密碼', passwordMismatch: '兩次輸入的密碼不一致',
    changeAvatar: '更換頭像', avatarTip: '支持 JPG、PNG，不超過 2MB', saved: '保存成功', passwordChanged: '密碼修改成功，請重新登入',
    loginTime: '登入時間', ip: 'IP 地址', place: '登入地點', browser: '登入設備', summary: '摘要',
  },
  pages: {
    placeholderTitle: '{{title}}', placeholderDesc: '該頁面正在建設中，敬請期待。',
    notFound: '抱歉，您訪問的頁面不存在', backHome: '返回首頁', embeddedMissing: '未配置鏈接地址',
    dataViewOpen: '在新窗口打開數據大屏', schemaMissing: '該頁面尚未配置頁面定義',
    home: '首頁', dashboard: '門戶', messageRecord: '消息中心', previewModel: '功能預覽', familyEducationChild: '家庭教育',
    familyEducationArticle: '文章詳情', networkDisk: '網絡硬盤', teacherSpace: '教師空間', noticeDetail: '公告詳情',
    teacherStudio: '名師工作室', display: '展示', document: '文檔', flowLaunch: '發起流程', flowTodo: '待辦事宜',
    flowCirculate: '抄送事宜', application: '應用商店', space: '個人空間', knowledgeReview: '聽課評課',
    knowledgeTeacher: '教師教學數據', knowledgeClass: '班級教學數據', menuMore: '更多菜單', website: '門戶網站',
    classTeaching: '課堂教學數據', projectLearning: '項目式學習', thankyou: '感謝', companyAuthorize: '企業授權',
    homeWelcome: '歡迎回來，{{name}}', homeLastLogin: '上次登入：{{time}}（{{place}}）', homeShortcuts: '常用功能', homeMenuCount: '可用功能',
    homeUnread: '未讀消息', homeTodo: '待辦事項', homeNotices: '通知公告', homeRecentLogins: '最近登入', homeMore: '更多',
    homeNoTodo: '暫無待辦事項', homeNoNotice: '暫無公告', homeNoLogin: '暫無登入記錄'
  },
  guard: { loadFailed: '驗證失敗，請重新登入。' },
};

const en: ShellTexts = {
  common: {
    ok: 'OK', cancel: 'Cancel', save: 'Save', tip: 'Notice', close: 'Close', reset: 'Reset', back: 'Back',
    loading: 'Loading…', loadFailed: 'Failed to load', noData: 'no data', success: 'Done', more: 'More',
  },
  brand: { version: 'Version', author: 'Author', company: 'Company' },
  login: {
    welcome: 'Welcome', tabAccount: 'Account', tabCode: 'Verification code', tabScan: 'Scan code',
    account: 'Please enter your account', password: 'Please enter your password', mobile: 'Please enter your mobile number',
    mobileInvalid: 'Please enter a valid mobile phone number', code: 'Please enter the verification code',
    company: 'Please enter the company name', contact: 'Please enter the contact',
    subAccountHint: 'Sub-accounts sign in as mobile@account', capsLock: 'Caps Lock is on',
    sendCode: 'Get code', resend: 'Resend in {{s}}s', codeSent: 'Code sent, valid for 5 minutes',
    submit: 'Sign in', submitting: 'Signing in…',
    scanTip: 'Scan the QR code with a signed-in mobile browser', scanWaiting: 'Waiting for confirmation', scanExpired: 'QR code expired',
    refreshQr: 'Refresh', scanConfirmed: 'Confirmed, signing in…',
    lastLoginTitle: 'Last sign-in', lastLoginTime: 'Time: {{v}}', lastLoginPlace: 'Place: {{v}}', lastLoginIp: 'IP: {{v}}',
    copyright: '© {{year}} {{name}}',
  },
  loginIn: {
    title: 'Confirm QR sign-in', ask: 'Sign in to {{name}} on the computer?', confirm: 'Confirm sign-in', done: 'Confirmed. Continue on the computer.',
    needLogin: 'Sign in on this device first, then scan again', goLogin: 'Sign in', invalid: 'The QR code is invalid or expired',
  },
  nav: {
    search: 'Search: navigation menu', hamburger: 'Toggle menu', profile: 'Profile', menuConfig: 'Menu settings',
    lockScreen: 'Lock screen', logout: 'Log out', logoutConfirm: 'Are you sure you want to log out?', settings: 'Layout settings',
    about: 'About', size: 'Size', language: 'Language', sizeSuccess: 'Switch Size Success',
    languageSuccess: 'Switch Language Success', notOpen: 'This feature is not open yet',
  },
  sizes: { default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' },
  languages: { zh: '简体中文', zhtw: '繁體中文', en: 'English' },
  tags: { refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', home: 'Home' },
  settings: {
    title: 'Layout settings', layout: 'Navigation mode', classic: 'Classic', functional: 'Functional', plain: 'Plain',
    sidebarStyle: 'Sidebar style', dark: 'Dark', lightWhite: 'Light', themeColor: 'Theme colour',
    interface: 'Interface', tagsView: 'Tags bar', tagsIcon: 'Tag icons', showSearch: 'Menu search', showNav: 'Navigation bar',
    language: 'Language', sidebarLogo: 'Sidebar logo', saved: 'Layout saved',
    colors: { blue: 'Daybreak blue', purple: 'Purple', azure: 'Azure', ocean: 'Ocean', green: 'Green', yellow: 'Yellow', orange: 'Orange', red: 'Red' },
  },
  menuConfig: {
    title: 'Menu settings', modules: 'Visible modules', sort: 'Order (drag to sort)', shown: 'Shown', hidden: 'Hidden',
    keepOne: 'Keep at least one menu visible', success: 'Menu settings saved; they take effect after you sign in again!', moveUp: 'Move up', moveDown: 'Move down',
  },
  lock: {
    title: 'Screen locked', password: 'Please enter your password', unlock: 'Unlock', backToLogin: 'Back to sign-in', passwordRequired: 'Please enter your password',
  },
  profile: {
    title: 'Profile', baseInfo: 'Basic info', avatar: 'Avatar', password: 'Change password', loginLog: 'Sign-in log',
    account: 'Account', realName: 'Name', gender: 'Gender', male: 'Male', female: 'Female', mobile: 'Mobile', email: 'E-mail',
    birthday: 'Birthday', organize: 'Organization', department: 'Department', description: 'About me',
    oldPassword: 'Current password', newPassword: 'New password', confirmPassword: 'Confirm password', passwordMismatch: 'The passwords do not match',
    changeAvatar: 'Change avatar', avatarTip: 'JPG or PNG, up to 2 MB', saved: 'Saved', passwordChanged: 'Password changed, please sign in again',
    loginTime: 'Time', ip: 'IP address', place: 'Place', browser: 'Device', summary: 'Summary',
  },
  pages: {
    placeholderTitle: '{{title}}', placeholderDesc: 'This page is under construction.',
    notFound: 'Sorry, the page you visited does not exist', backHome: 'Back home', embeddedMissing: 'No address is configured',
    dataViewOpen: 'Open the data screen in a new window', schemaMissing: 'No page definition is configured for this page yet',
    home: 'Home', dashboard: 'Portal', messageRecord: 'Message center', previewModel: 'Preview', familyEducationChild: 'Family education',
    familyEducationArticle: 'Article', networkDisk: 'Network disk', teacherSpace: 'Teacher space', noticeDetail: 'Notice',
    teacherStudio: 'Teacher studio', display: 'Display', document: 'Document', flowLaunch: 'Launch flow', flowTodo: 'To-do',
    flowCirculate: 'Circulated', application: 'App shop', space: 'Personal space', knowledgeReview: 'Lesson reviews',
    knowledgeTeacher: 'Teacher data', knowledgeClass: 'Class data', menuMore: 'More menus', website: 'Website',
    classTeaching: 'Class teaching data', projectLearning: 'Project learning', thankyou: 'Thank you', companyAuthorize: 'Company authorization',
    homeWelcome: 'Welcome back, {{name}}', homeLastLogin: 'Last sign-in: {{time}} ({{place}})', homeShortcuts: 'Shortcuts', homeMenuCount: 'Available features',
    homeUnread: 'Unread messages', homeTodo: 'To-dos', homeNotices: 'Notices', homeRecentLogins: 'Recent sign-ins', homeMore: 'More',
    homeNoTodo: 'Nothing waiting for you', homeNoNotice: 'No notices yet', homeNoLogin: 'No sign-ins yet'
  },
  guard: { loadFailed: 'Verification failed, please sign in again.' },
};

export const shellResources = { zh, zhtw, en };
