import { i18n } from '../../i18n/i18n';

// Texts of the 系统管理 screens of issue 15 (namespace 'system'), added when a screen first loads.
const zh = {
  forced: { initial: '首次登录请先修改初始密码', expired: '密码已过期，请修改密码' },
  language: {
    search: '搜索键或任一语言的文本', source: '来源', allSources: '全部来源', server: '服务端文本', page: '页面', missingOnly: '只看缺少翻译',
    key: '键', zh: '简体中文', zhtw: '繁體中文', en: 'English', state: '状态', missing: '缺少翻译', overridden: '已修改', actions: '操作', edit: '编辑',
    export: '导出 Excel', import: '导入 Excel', imported: '已导入 {{n}} 条译文', editTitle: '编辑翻译', clearHint: '清空即恢复原文',
    note: '修改立即生效：服务端文本在下一次应答，页面文本在下次打开页面时。导入只写与现有不同的繁体、英文单元格。',
  },
  icons: { note: '点击图标复制其名称；在系统菜单的图标字段中可直接选择。', copied: '已复制：{{name}}' },
  monitor: {
    cpu: 'CPU（进程，单核%）', memory: '内存', rss: '常驻内存', heap: '堆内存', system: '系统已用', loop: '事件循环延迟（毫秒）',
    requests: '请求/秒', errors: '错误（5xx）', sockets: '打开的连接', routes: '按路由的延迟（最近一小时，毫秒）', route: '路由', count: '次数',
    database: '数据库', kind: '类型', size: '大小', connections: '连接数', slowest: '最慢的查询（最近一小时）', sql: '语句', maxMs: '最长（毫秒）', avgMs: '平均（毫秒）', calls: '次数',
    host: '主机', node: 'Node', cpus: 'CPU 核数', load: '负载', uptime: '运行时长', refresh: '刷新', note: '图表为当前实例最近一小时、每 5 秒一个采样；Prometheus 指标见 /metrics。',
  },
  cache: {
    name: '缓存', entries: '条目', size: '大小', hitRate: '命中率', hits: '命中', misses: '未命中', actions: '操作',
    clear: '清除', clearAll: '清除全部', refresh: '刷新', clearConfirm: '在所有实例上清除该缓存？', clearAllConfirm: '在所有实例上清除全部缓存？',
    note: '条目、大小与命中率为当前实例自启动以来的统计；清除在所有实例上生效。',
  },
  task: {
    search: '搜索名称、编码或类型', add: '新建', edit: '编辑', remove: '删除', runNow: '运行一次', logs: '运行记录', refresh: '刷新',
    fullName: '任务名称', enCode: '任务编码', kind: '任务类型', cron: 'Cron 表达式', cronHelp: '分 时 日 月 周，例如 0 3 * * * 为每天 3:00',
    nextRuns: '接下来运行', nextRunTime: '下次运行', lastRunTime: '上次运行', lastState: '最近结果', runCount: '运行次数', enabled: '启用',
    params: '参数（JSON）', paramsInvalid: '参数须为 JSON 对象', keepDays: '运行记录保留天数', sortCode: '排序', description: '说明', actions: '操作',
    removeConfirm: '删除该任务及其运行记录？', running: '运行中', success: '成功', failed: '失败', never: '—',
    trigger: '触发', schedule: '定时', manual: '手动', startTime: '开始时间', duration: '耗时（毫秒）', result: '结果', error: '错误',
    createTitle: '新建定时任务', editTitle: '编辑定时任务', queued: '已开始运行',
  },
  config: {
    tabBasic: '基本设置', tabSecurity: '安全策略', tabUpload: '上传与语言',
    sysName: '平台名称', logoIcon: '平台Logo', logoPick: '选择图片', logoClear: '恢复默认', logoTooLarge: '图片不能超过 80 KB',
    enableCodeLogin: '验证码登录', enableQrLogin: '扫码登录', loginWays: '登录方式', passwordAlwaysOn: '账户密码登录始终开启',
    passwordLength: '密码长度', passwordLengthMin: '最短', passwordLengthMax: '最长',
    passwordKinds: '须包含', containsNumbers: '数字', containsLetters: '字母', includeUppercaseLetters: '大写字母', includeLowercaseLetters: '小写字母', containsCharacters: '符号',
    passwordExpiryDays: '密码有效期（天，0 为永久）', mandatoryModificationOfInitialPassword: '初始密码首次登录须修改',
    tokenTimeout: '会话时长（分钟）', singleLogin: '单点登录（新登录挤下旧会话）',
    passwordErrorsNumber: '连续输错几次后开始延时', lockTime: '最长等待（分钟）',
    uploadMaxMb: '单个文件上限（MB，0 为按类型默认）', uploadAllowedTypes: '允许的扩展名（空为按类型默认）',
    diskUserQuotaMb: '网络硬盘个人空间（MB，0 为不限）', diskSchoolQuotaMb: '网络硬盘每校空间（MB，0 为不限）',
    defaultLanguage: '默认语言', enableWatermark: '页面水印', watermarkText: '水印文字（{realName} 姓名，{account} 账号）',
    envNote: '环境变量只是启动默认值；此处保存的设置优先，并立即在所有实例生效。', save: '保存', saved: '保存成功',
  },
};
type Texts = typeof zh;
const zhtw: Texts = {
  forced: { initial: '首次登入請先修改初始密碼', expired: '密碼已過期，請修改密碼' },
  language: {
    search: '搜尋鍵或任一語言的文字', source: '來源', allSources: '全部來源', server: '服務端文字', page: '頁面', missingOnly: '只看缺少翻譯',
    key: '鍵', zh: '简体中文', zhtw: '繁體中文', en: 'English', state: '狀態', missing: '缺少翻譯', overridden: '已修改', actions: '操作', edit: '編輯',
    export: '匯出 Excel', import: '匯入 Excel', imported: '已匯入 {{n}} 條譯文', editTitle: '編輯翻譯', clearHint: '清空即恢復原文',
    note: '修改立即生效：服務端文字在下一次應答，頁面文字在下次開啟頁面時。匯入只寫與現有不同的繁體、英文儲存格。',
  },
  icons: { note: '點擊圖示複製其名稱；在系統選單的圖示欄位中可直接選擇。', copied: '已複製：{{name}}' },
  monitor: {
    cpu: 'CPU（行程，單核%）', memory: '記憶體', rss: '常駐記憶體', heap: '堆積記憶體', system: '系統已用', loop: '事件迴圈延遲（毫秒）',
    requests: '請求/秒', errors: '錯誤（5xx）', sockets: '開啟的連線', routes: '按路由的延遲（最近一小時，毫秒）', route: '路由', count: '次數',
    database: '資料庫', kind: '類型', size: '大小', connections: '連線數', slowest: '最慢的查詢（最近一小時）', sql: '語句', maxMs: '最長（毫秒）', avgMs: '平均（毫秒）', calls: '次數',
    host: '主機', node: 'Node', cpus: 'CPU 核數', load: '負載', uptime: '執行時長', refresh: '重新整理', note: '圖表為目前實例最近一小時、每 5 秒一個取樣；Prometheus 指標見 /metrics。',
  },
  cache: {
    name: '快取', entries: '條目', size: '大小', hitRate: '命中率', hits: '命中', misses: '未命中', actions: '操作',
    clear: '清除', clearAll: '清除全部', refresh: '重新整理', clearConfirm: '在所有實例上清除該快取？', clearAllConfirm: '在所有實例上清除全部快取？',
    note: '條目、大小與命中率為目前實例自啟動以來的統計；清除在所有實例上生效。',
  },
  task: {
    search: '搜尋名稱、編碼或類型', add: '新建', edit: '編輯', remove: '刪除', runNow: '執行一次', logs: '執行記錄', refresh: '重新整理',
    fullName: '任務名稱', enCode: '任務編碼', kind: '任務類型', cron: 'Cron 運算式', cronHelp: '分 時 日 月 週，例如 0 3 * * * 為每天 3:00',
    nextRuns: '接下來執行', nextRunTime: '下次執行', lastRunTime: '上次執行', lastState: '最近結果', runCount: '執行次數', enabled: '啟用',
    params: '參數（JSON）', paramsInvalid: '參數須為 JSON 物件', keepDays: '執行記錄保留天數', sortCode: '排序', description: '說明', actions: '操作',
    removeConfirm: '刪除該任務及其執行記錄？', running: '執行中', success: '成功', failed: '失敗', never: '—',
    trigger: '觸發', schedule: '定時', manual: '手動', startTime: '開始時間', duration: '耗時（毫秒）', result: '結果', error: '錯誤',
    createTitle: '新建定時任務', editTitle: '編輯定時任務', queued: '已開始執行',
  },
  config: {
    tabBasic: '基本設定', tabSecurity: '安全策略', tabUpload: '上傳與語言',
    sysName: '平台名稱', logoIcon: '平台Logo', logoPick: '選擇圖片', logoClear: '恢復預設', logoTooLarge: '圖片不能超過 80 KB',
    enableCodeLogin: '驗證碼登入', enableQrLogin: '掃碼登入', loginWays: '登入方式', passwordAlwaysOn: '帳戶密碼登入始終開啟',
    passwordLength: '密碼長度', passwordLengthMin: '最短', passwordLengthMax: '最長',
    passwordKinds: '須包含', containsNumbers: '數字', containsLetters: '字母', includeUppercaseLetters: '大寫字母', includeLowercaseLetters: '小寫字母', containsCharacters: '符號',
    passwordExpiryDays: '密碼有效期（天，0 為永久）', mandatoryModificationOfInitialPassword: '初始密碼首次登入須修改',
    tokenTimeout: '會話時長（分鐘）', singleLogin: '單點登入（新登入擠下舊會話）',
    passwordErrorsNumber: '連續輸錯幾次後開始延時', lockTime: '最長等待（分鐘）',
    uploadMaxMb: '單個檔案上限（MB，0 為按類型預設）', uploadAllowedTypes: '允許的副檔名（空為按類型預設）',
    diskUserQuotaMb: '網絡硬盤個人空間（MB，0 為不限）', diskSchoolQuotaMb: '網絡硬盤每校空間（MB，0 為不限）',
    defaultLanguage: '預設語言', enableWatermark: '頁面浮水印', watermarkText: '浮水印文字（{realName} 姓名，{account} 帳號）',
    envNote: '環境變數只是啟動預設值；此處儲存的設定優先，並立即在所有實例生效。', save: '儲存', saved: '儲存成功',
  },
};
const en: Texts = {
  forced: { initial: 'Please change your initial password first', expired: 'Your password has expired; please change it' },
  language: {
    search: 'Search keys or text in any language', source: 'Source', allSources: 'All sources', server: 'Server texts', page: 'Pages', missingOnly: 'Missing translations only',
    key: 'Key', zh: '简体中文', zhtw: '繁體中文', en: 'English', state: 'State', missing: 'Missing', overridden: 'Changed', actions: 'Actions', edit: 'Edit',
    export: 'Export Excel', import: 'Import Excel', imported: '{{n}} translations imported', editTitle: 'Edit translation', clearHint: 'Empty restores the original',
    note: 'Changes apply at once: server texts from the next answer, page texts the next time a page opens. An import writes only zh-TW and English cells that differ.',
  },
  icons: { note: 'Click an icon to copy its name; the menu form of 系统菜单 picks from the same set.', copied: 'Copied: {{name}}' },
  monitor: {
    cpu: 'CPU (process, % of one core)', memory: 'Memory', rss: 'Resident', heap: 'Heap', system: 'System used', loop: 'Event-loop delay (ms)',
    requests: 'Requests/s', errors: 'Errors (5xx)', sockets: 'Open connections', routes: 'Latency by route (last hour, ms)', route: 'Route', count: 'Count',
    database: 'Database', kind: 'Kind', size: 'Size', connections: 'Connections', slowest: 'Slowest queries (last hour)', sql: 'Statement', maxMs: 'Slowest (ms)', avgMs: 'Average (ms)', calls: 'Calls',
    host: 'Host', node: 'Node', cpus: 'CPU cores', load: 'Load', uptime: 'Up for', refresh: 'Refresh', note: 'Charts show this instance over the last hour, one sample every 5 s; Prometheus metrics at /metrics.',
  },
  cache: {
    name: 'Cache', entries: 'Entries', size: 'Size', hitRate: 'Hit rate', hits: 'Hits', misses: 'Misses', actions: 'Actions',
    clear: 'Clear', clearAll: 'Clear all', refresh: 'Refresh', clearConfirm: 'Clear this cache on every instance?', clearAllConfirm: 'Clear every cache on every instance?',
    note: 'Entries, size and hit rate are this instance’s since it started; a clear applies on every instance.',
  },
  task: {
    search: 'Search name, code or kind', add: 'New', edit: 'Edit', remove: 'Delete', runNow: 'Run now', logs: 'Runs', refresh: 'Refresh',
    fullName: 'Name', enCode: 'Code', kind: 'Kind', cron: 'Cron expression', cronHelp: 'minute hour day month weekday, e.g. 0 3 * * * is every day at 3:00',
    nextRuns: 'Next runs', nextRunTime: 'Next run', lastRunTime: 'Last run', lastState: 'Last result', runCount: 'Runs', enabled: 'Enabled',
    params: 'Parameters (JSON)', paramsInvalid: 'Parameters must be a JSON object', keepDays: 'Keep run history (days)', sortCode: 'Order', description: 'Description', actions: 'Actions',
    removeConfirm: 'Delete this task and its run history?', running: 'Running', success: 'Succeeded', failed: 'Failed', never: '—',
    trigger: 'Trigger', schedule: 'Schedule', manual: 'Manual', startTime: 'Started', duration: 'Duration (ms)', result: 'Result', error: 'Error',
    createTitle: 'New scheduled task', editTitle: 'Edit scheduled task', queued: 'The run has started',
  },
  config: {
    tabBasic: 'Basics', tabSecurity: 'Security', tabUpload: 'Uploads and language',
    sysName: 'Platform name', logoIcon: 'Platform logo', logoPick: 'Choose an image', logoClear: 'Use the default', logoTooLarge: 'The image must be at most 80 KB',
    enableCodeLogin: 'Sign-in by SMS code', enableQrLogin: 'Sign-in by QR code', loginWays: 'Ways to sign in', passwordAlwaysOn: 'Sign-in by password is always on',
    passwordLength: 'Password length', passwordLengthMin: 'Shortest', passwordLengthMax: 'Longest',
    passwordKinds: 'Must contain', containsNumbers: 'Digits', containsLetters: 'Letters', includeUppercaseLetters: 'Capital letters', includeLowercaseLetters: 'Small letters', containsCharacters: 'Symbols',
    passwordExpiryDays: 'Password valid for (days, 0: forever)', mandatoryModificationOfInitialPassword: 'Initial passwords must be changed at first sign-in',
    tokenTimeout: 'Session lifetime (minutes)', singleLogin: 'Single sign-in (a new sign-in ends the old session)',
    passwordErrorsNumber: 'Wrong passwords before waits begin', lockTime: 'Longest wait (minutes)',
    uploadMaxMb: 'Largest file (MB, 0: per type)', uploadAllowedTypes: 'Allowed extensions (empty: per type)',
    diskUserQuotaMb: 'Network disk per user (MB, 0: unlimited)', diskSchoolQuotaMb: 'Network disk per school (MB, 0: unlimited)',
    defaultLanguage: 'Default language', enableWatermark: 'Page watermark', watermarkText: 'Watermark text ({realName} name, {account} account)',
    envNote: 'Environment variables are only start-up defaults; settings saved here win and apply at once on every instance.', save: 'Save', saved: 'Saved',
  },
};

export const systemTexts = { zh, zhtw, en };
for (const [lng, texts] of Object.entries(systemTexts)) i18n.addResourceBundle(lng, 'system', texts, true, true);
