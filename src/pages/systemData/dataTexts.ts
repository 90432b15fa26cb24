/** The 系统数据 screens' own words, in the console's three languages. */
export const dataTexts = {
  zh: {
    school: '学校', users: '用户数', students: '学生数', records: '记录数', mapTitle: '全区学校分布', placedNote: '学校位置为示意（组织尚无地址坐标）',
    fromSource: '来源连接', fromTable: '来源表', toSource: '目标连接', toTable: '目标表', mode: '方式', full: '全量', incremental: '增量',
    keyColumn: '主键列', batchSize: '每批行数', progress: '进度', run: '同步', cancelRun: '取消', syncEmpty: '暂无同步任务', removeSyncTitle: '确定删除这个同步任务吗？',
    state_idle: '未运行', state_cancelled: '已取消', error_noTable: '表不存在', error_noKey: '两张表都要有主键列', error_noColumns: '两张表没有相同的列', lastRun: '上次运行',
    tables: '表', columns: '列', indexes: '索引', columnName: '列名', columnType: '类型', length: '长度', scale: '小数位', nullable: '可空',
    defaultValue: '默认值', primaryKey: '主键', unique: '唯一', newTable: '新建表', alterTable: '修改表', tableName: '表名', addColumn: '添加列',
    preview: '预览 DDL', confirmDdl: '确认执行以下语句？', noChange: '没有需要执行的更改', applied: '已执行', systemTable: '系统表（只读）', pickTable: '选择一张表查看结构',
    category: '分类', dataType: '类型', sql: 'SQL 查询', static: '静态数据', source: '数据连接', query: '查询语句', staticData: '静态数据（JSON）',
    params: '参数', paramName: '参数名', paramLabel: '说明', paramDefault: '默认值', paramRequired: '必填', addParam: '添加参数',
    timeout: '超时（毫秒）', maxRows: '最多行数', access: '调用权限', accessLogin: '所有登录用户', accessRoles: '指定角色', roles: '角色',
    testCall: '测试调用', result: '调用结果', truncated: '结果超过最多行数，只显示前面的行', interfaceEmpty: '暂无数据接口', removeInterfaceTitle: '确定删除这个数据接口吗？',
    queryHelp: '只允许一条 SELECT 查询；参数写作 :name，调用时绑定，不会拼接进语句。', callPath: '调用地址',
    add: '新建', edit: '编辑', save: '保存', cancel: '取消', search: '搜索', keyword: '请输入关键词查询', name: '名称', code: '编码',
    dbType: '数据库类型', host: '主机', port: '端口', user: '用户名', password: '密码', passwordKeep: '留空则不修改', database: '数据库',
    description: '说明', enabled: '启用', test: '测试连接', tested: '连接成功', sourceEmpty: '暂无数据连接', removeSourceTitle: '确定删除这个数据连接吗？',
    builtin: '内置', yes: '是', no: '否',
    backupNow: '立即备份', refresh: '刷新', fileName: '文件名', kind: '类型', state: '状态', size: '大小', rows: '行数', creator: '创建人',
    createdAt: '备份时间', restoredAt: '最近恢复', actions: '操作', download: '下载', restore: '恢复', remove: '删除',
    kind_manual: '手动', kind_scheduled: '定时', kind_preRestore: '恢复前自动备份', kind_upload: '上传',
    state_running: '备份中', state_done: '完成', state_failed: '失败', error_interrupted: '服务器中断', error_failed: '出错',
    restoreTitle: '确定恢复到这个备份吗？',
    restoreBody: '当前全部数据将被替换为该备份时的数据。恢复前会先自动备份当前数据；恢复失败时不做任何更改。恢复后可能需要重新登录。',
    removeTitle: '确定删除这个备份吗？', started: '备份已开始', restored: '恢复成功', removed: '删除成功',
    adminOnly: '下载、恢复与删除仅限超级管理员', empty: '暂无备份',
  },
  zhtw: {
    school: '學校', users: '使用者數', students: '學生數', records: '記錄數', mapTitle: '全區學校分佈', placedNote: '學校位置為示意（組織尚無地址座標）',
    fromSource: '來源連線', fromTable: '來源表', toSource: '目標連線', toTable: '目標表', mode: '方式', full: '全量', incremental: '增量',
    keyColumn: '主鍵欄', batchSize: '每批行數', progress: '進度', run: '同步', cancelRun: '取消', syncEmpty: '暫無同步任務', removeSyncTitle: '確定刪除這個同步任務嗎？',
    state_idle: '未執行', state_cancelled: '已取消', error_noTable: '表不存在', error_noKey: '兩張表都要有主鍵欄', error_noColumns: '兩張表沒有相同的欄', lastRun: '上次執行',
    tables: '表', columns: '欄', indexes: '索引', columnName: '欄名', columnType: '類型', length: '長度', scale: '小數位', nullable: '可空',
    defaultValue: '預設值', primaryKey: '主鍵', unique: '唯一', newTable: '新建表', alterTable: '修改表', tableName: '表名', addColumn: '新增欄',
    preview: '預覽 DDL', confirmDdl: '確認執行以下語句？', noChange: '沒有需要執行的變更', applied: '已執行', systemTable: '系統表（唯讀）', pickTable: '選擇一張表查看結構',
    category: '分類', dataType: '類型', sql: 'SQL 查詢', static: '靜態資料', source: '資料連線', query: '查詢語句', staticData: '靜態資料（JSON）',
    params: '參數', paramName: '參數名', paramLabel: '說明', paramDefault: '預設值', paramRequired: '必填', addParam: '新增參數',
    timeout: '逾時（毫秒）', maxRows: '最多行數', access: '呼叫權限', accessLogin: '所有登入使用者', accessRoles: '指定角色', roles: '角色',
    testCall: '測試呼叫', result: '呼叫結果', truncated: '結果超過最多行數，只顯示前面的行', interfaceEmpty: '暫無資料介面', removeInterfaceTitle: '確定刪除這個資料介面嗎？',
    queryHelp: '只允許一條 SELECT 查詢；參數寫作 :name，呼叫時綁定，不會拼接進語句。', callPath: '呼叫位址',
    add: '新建', edit: '編輯', save: '儲存', cancel: '取消', search: '搜尋', keyword: '請輸入關鍵字查詢', name: '名稱', code: '編碼',
    dbType: '資料庫類型', host: '主機', port: '連接埠', user: '使用者名稱', password: '密碼', passwordKeep: '留空則不修改', database: '資料庫',
    description: '說明', enabled: '啟用', test: '測試連線', tested: '連線成功', sourceEmpty: '暫無資料連線', removeSourceTitle: '確定刪除這個資料連線嗎？',
    builtin: '內建', yes: '是', no: '否',
    backupNow: '立即備份', refresh: '重新整理', fileName: '檔案名', kind: '類型', state: '狀態', size: '大小', rows: '行數', creator: '建立人',
    createdAt: '備份時間', restoredAt: '最近還原', actions: '操作', download: '下載', restore: '還原', remove: '刪除',
    kind_manual: '手動', kind_scheduled: '定時', kind_preRestore: '還原前自動備份', kind_upload: '上傳',
    state_running: '備份中', state_done: '完成', state_failed: '失敗', error_interrupted: '伺服器中斷', error_failed: '出錯',
    restoreTitle: '確定還原到這個備份嗎？',
    restoreBody: '目前全部資料將被替換為該備份時的資料。還原前會先自動備份目前資料；還原失敗時不做任何變更。還原後可能需要重新登入。',
    removeTitle: '確定刪除這個備份嗎？', started: '備份已開始', restored: '還原成功', removed: '刪除成功',
    adminOnly: '下載、還原與刪除僅限超級管理員', empty: '暫無備份',
  },
  en: {
    school: 'School', users: 'Users', students: 'Students', records: 'Records', mapTitle: "The district's schools", placedNote: 'School positions are indicative (organisations carry no coordinates yet)',
    fromSource: 'From source', fromTable: 'From table', toSource: 'To source', toTable: 'To table', mode: 'Mode', full: 'Full', incremental: 'Incremental',
    keyColumn: 'Key column', batchSize: 'Rows per batch', progress: 'Progress', run: 'Sync', cancelRun: 'Cancel', syncEmpty: 'No sync jobs yet', removeSyncTitle: 'Delete this sync job?',
    state_idle: 'Not run', state_cancelled: 'Cancelled', error_noTable: 'a table is missing', error_noKey: 'both tables need the key column', error_noColumns: 'the tables share no column', lastRun: 'Last run',
    tables: 'Tables', columns: 'Columns', indexes: 'Indexes', columnName: 'Column', columnType: 'Type', length: 'Length', scale: 'Scale', nullable: 'Nullable',
    defaultValue: 'Default', primaryKey: 'Primary key', unique: 'Unique', newTable: 'New table', alterTable: 'Alter table', tableName: 'Table name', addColumn: 'Add column',
    preview: 'Preview DDL', confirmDdl: 'Run these statements?', noChange: 'Nothing to change', applied: 'Applied', systemTable: 'System table (read only)', pickTable: 'Pick a table to see its structure',
    category: 'Category', dataType: 'Type', sql: 'SQL query', static: 'Static data', source: 'Data source', query: 'Query', staticData: 'Static data (JSON)',
    params: 'Parameters', paramName: 'Name', paramLabel: 'Label', paramDefault: 'Default', paramRequired: 'Required', addParam: 'Add parameter',
    timeout: 'Timeout (ms)', maxRows: 'Max rows', access: 'Who may call', accessLogin: 'Every signed-in user', accessRoles: 'Chosen roles', roles: 'Roles',
    testCall: 'Test call', result: 'Result', truncated: 'More rows matched than the maximum; the first ones are shown', interfaceEmpty: 'No data interfaces yet', removeInterfaceTitle: 'Delete this data interface?',
    queryHelp: 'One SELECT only; write parameters as :name: they are bound at call time, never spliced into the query.', callPath: 'Call address',
    add: 'New', edit: 'Edit', save: 'Save', cancel: 'Cancel', search: 'Search', keyword: 'Search by keyword', name: 'Name', code: 'Code',
    dbType: 'Database type', host: 'Host', port: 'Port', user: 'User name', password: 'Password', passwordKeep: 'Leave empty to keep it', database: 'Database',
    description: 'Description', enabled: 'Enabled', test: 'Test connection', tested: 'Connected', sourceEmpty: 'No data sources yet', removeSourceTitle: 'Delete this data source?',
    builtin: 'Built-in', yes: 'Yes', no: 'No',
    backupNow: 'Back up now', refresh: 'Refresh', fileName: 'File', kind: 'Kind', state: 'State', size: 'Size', rows: 'Rows', creator: 'By',
    createdAt: 'Backed up', restoredAt: 'Last restored', actions: 'Actions', download: 'Download', restore: 'Restore', remove: 'Delete',
    kind_manual: 'Manual', kind_scheduled: 'Scheduled', kind_preRestore: 'Before a restore', kind_upload: 'Uploaded',
    state_running: 'Running', state_done: 'Done', state_failed: 'Failed', error_interrupted: 'server stopped', error_failed: 'error',
    restoreTitle: 'Restore this backup?',
    restoreBody: 'All current data will be replaced by the data of this backup. The current data are backed up first; a failed restore changes nothing. You may need to sign in again afterwards.',
    removeTitle: 'Delete this backup?', started: 'The backup has started', restored: 'Restored', removed: 'Deleted',
    adminOnly: 'Download, restore and delete are for the super administrator only', empty: 'No backups yet',
  },
} as const;

export type DataTextKey = keyof (typeof dataTexts)['zh'];

/** Pure: a byte count as people read it (1.5 MB). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}
