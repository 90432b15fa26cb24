import { fillTemplate, formatMessage, type Lang, type MessageKey, type Translations } from './rules/messages';

// The server's answer texts (envelope `msg`, field errors) in the three languages the console
// speaks. zh is the spec's wording character for character (contract/errors.ts `Msg` is its zh
// projection, which API clients and tests that send no language keep getting). Server code refers
// to a text by key (plus params) and renders it for the caller's language only when answering.

export const texts = {
  ok: { zh: 'Success', zhtw: 'Success', en: 'Success' },
  noMenu: { zh: '您的权限不足，请联系管理员', zhtw: '您的權限不足，請聯繫管理員', en: 'You do not have enough permissions; please contact the administrator' },
  userInfoEmpty: { zh: '验证失败，请重新登录。', zhtw: '驗證失敗，請重新登入。', en: 'Verification failed; please sign in again.' },
  requestFailed: { zh: '请求出错，请重试', zhtw: '請求出錯，請重試', en: 'The request failed; please try again' },
  network: { zh: '网络不好，请稍后重试', zhtw: '網路不好，請稍後重試', en: 'The network is poor; please try again later' },
  liveLogout: { zh: '登录过期,请重新登录', zhtw: '登入過期,請重新登入', en: 'Your sign-in has expired; please sign in again' },
  sessionExpired: { zh: '登录过期,请重新登录', zhtw: '登入過期,請重新登入', en: 'Your sign-in has expired; please sign in again' },
  sessionDisplaced: {
    zh: '您的帐号在其他地方登录或已被强制下线,请重新登录',
    zhtw: '您的帳號在其他地方登入或已被強制下線,請重新登入',
    en: 'Your account signed in elsewhere or was forced offline; please sign in again',
  },
  sessionInvalid: { zh: '登录凭证无效,请重新登录', zhtw: '登入憑證無效,請重新登入', en: 'Your sign-in is not valid; please sign in again' },
  forbidden: { zh: '没有权限访问该功能', zhtw: '沒有權限訪問該功能', en: 'You do not have permission to use this function' },
  badCredentials: { zh: '账户或密码错误，请重新输入', zhtw: '帳戶或密碼錯誤，請重新輸入', en: 'Wrong account or password; please try again' },
  accountDisabled: { zh: '该账户已被禁用，请联系管理员', zhtw: '該帳戶已被禁用，請聯繫管理員', en: 'This account is disabled; please contact the administrator' },
  tooManyAttempts: {
    zh: '登录失败次数过多，请{seconds}秒后再试',
    zhtw: '登入失敗次數過多，請{seconds}秒後再試',
    en: 'Too many failed sign-ins; please try again in {seconds} seconds',
  },
  notFound: { zh: '数据不存在或无权访问', zhtw: '資料不存在或無權訪問', en: 'The data does not exist or you may not access it' },
  deleteSuccess: { zh: '删除成功', zhtw: '刪除成功', en: 'Deleted' },
  createSuccess: { zh: '新建成功', zhtw: '新建成功', en: 'Created' },
  updateSuccess: { zh: '更新成功', zhtw: '更新成功', en: 'Updated' },
  accountExists: { zh: '账户已存在', zhtw: '帳戶已存在', en: 'The account already exists' },
  invalidSort: { zh: '排序字段不合法', zhtw: '排序欄位不合法', en: 'Invalid sort field' },
  dictionaryTypeCodeExists: { zh: '字典分类编码已存在', zhtw: '字典分類編碼已存在', en: 'The dictionary category code already exists' },
  dictionaryTypeInUse: {
    zh: '该字典分类下有子分类或字典数据，不能删除',
    zhtw: '該字典分類下有子分類或字典資料，不能刪除',
    en: 'This dictionary category has subcategories or items and cannot be deleted',
  },
  dictionaryCodeExists: { zh: '字典编码已存在', zhtw: '字典編碼已存在', en: 'The dictionary code already exists' },
  dictionaryHasChildren: { zh: '该字典项下有子项，不能删除', zhtw: '該字典項下有子項，不能刪除', en: 'This dictionary item has children and cannot be deleted' },
  dictionaryParentInvalid: {
    zh: '上级不存在或不能选择自身及其下级',
    zhtw: '上級不存在或不能選擇自身及其下級',
    en: 'The parent does not exist, or is the item itself or one of its descendants',
  },
  billRuleCodeExists: { zh: '单据编码已存在', zhtw: '單據編碼已存在', en: 'The bill rule code already exists' },
  billRuleDisabled: { zh: '单据规则已禁用', zhtw: '單據規則已禁用', en: 'The bill rule is disabled' },
  provinceCodeExists: { zh: '区域编码已存在', zhtw: '區域編碼已存在', en: 'The region code already exists' },
  provinceHasChildren: { zh: '该区域下有下级区域，不能删除', zhtw: '該區域下有下級區域，不能刪除', en: 'This region has subregions and cannot be deleted' },
  stateSuccess: { zh: '状态修改成功', zhtw: '狀態修改成功', en: 'State changed' },
  // identity and permission
  nameExists: { zh: '名称已存在', zhtw: '名稱已存在', en: 'The name already exists' },
  codeExists: { zh: '编码已存在', zhtw: '編碼已存在', en: 'The code already exists' },
  orgHasChildren: {
    zh: '该组织下有部门或下级组织，不能删除',
    zhtw: '該組織下有部門或下級組織，不能刪除',
    en: 'This organization has departments or suborganizations and cannot be deleted',
  },
  orgHasUsers: { zh: '该组织下有用户，不能删除', zhtw: '該組織下有用戶，不能刪除', en: 'This organization has users and cannot be deleted' },
  orgHasPositions: { zh: '该组织下有岗位，不能删除', zhtw: '該組織下有崗位，不能刪除', en: 'This organization has positions and cannot be deleted' },
  orgHasRoles: { zh: '该组织下有角色，不能删除', zhtw: '該組織下有角色，不能刪除', en: 'This organization has roles and cannot be deleted' },
  deptHasChildren: { zh: '该部门下有下级部门，不能删除', zhtw: '該部門下有下級部門，不能刪除', en: 'This department has subdepartments and cannot be deleted' },
  deptHasUsers: { zh: '该部门下有用户，不能删除', zhtw: '該部門下有用戶，不能刪除', en: 'This department has users and cannot be deleted' },
  positionInUse: { zh: '该岗位下有用户，不能删除', zhtw: '該崗位下有用戶，不能刪除', en: 'This position has users and cannot be deleted' },
  roleInUse: { zh: '该角色下有用户，不能删除', zhtw: '該角色下有用戶，不能刪除', en: 'This role has users and cannot be deleted' },
  moveUnderSelf: { zh: '不能移动到自身或其下级之下', zhtw: '不能移動到自身或其下級之下', en: 'Cannot move an item under itself or its descendants' },
  parentNotFound: { zh: '上级不存在', zhtw: '上級不存在', en: 'The parent does not exist' },
  outOfScope: { zh: '无权在该组织下维护数据', zhtw: '無權在該組織下維護資料', en: 'You may not maintain data in this organization' },
  cannotGrantUnheld: { zh: '不能授予自己未拥有的权限', zhtw: '不能授予自己未擁有的權限', en: 'You cannot grant permissions you do not hold' },
  keepOneMenu: { zh: '至少保留一个菜单显示', zhtw: '至少保留一個選單顯示', en: 'Keep at least one menu visible' },
  oldPasswordWrong: { zh: '原密码错误', zhtw: '原密碼錯誤', en: 'The old password is wrong' },
  passwordChanged: { zh: '密码修改成功', zhtw: '密碼修改成功', en: 'Password changed' },
  resetPasswordSuccess: { zh: '重置密码成功', zhtw: '重設密碼成功', en: 'Password reset' },
  iframeTokenInvalid: { zh: '嵌入页令牌无效或已过期', zhtw: '嵌入頁令牌無效或已過期', en: 'The embedded-page token is invalid or has expired' },
  menuHasChildren: { zh: '该菜单下有子菜单，不能删除', zhtw: '該選單下有子選單，不能刪除', en: 'This menu has submenus and cannot be deleted' },
  cannotChangeSelf: { zh: '不能对自己执行该操作', zhtw: '不能對自己執行該操作', en: 'You cannot do this to yourself' },
  cannotChangeAdmin: { zh: '不能对超级管理员执行该操作', zhtw: '不能對超級管理員執行該操作', en: 'You cannot do this to a super administrator' },
  forcedOffline: { zh: '已强制下线', zhtw: '已強制下線', en: 'Forced offline' },
  nameRequired: { zh: '名称不能为空', zhtw: '名稱不能為空', en: 'The name cannot be empty' },
  codeRequired: { zh: '编码不能为空', zhtw: '編碼不能為空', en: 'The code cannot be empty' },
  // live area: notices, inbox, files, chat
  readAllSuccess: { zh: '已全部标记为已读', zhtw: '已全部標記為已讀', en: 'All marked as read' },
  releaseSuccess: { zh: '发布成功', zhtw: '發佈成功', en: 'Released' },
  noticeTitleRequired: { zh: '请输入公告标题', zhtw: '請輸入公告標題', en: 'Please enter the notice title' },
  noticeReleasedReadOnly: { zh: '已发布的公告不能修改', zhtw: '已發佈的公告不能修改', en: 'A released notice cannot be changed' },
  noticeAlreadyReleased: { zh: '公告已发布', zhtw: '公告已發佈', en: 'The notice is already released' },
  noticeRecipientsEmpty: { zh: '没有可接收该公告的用户', zhtw: '沒有可接收該公告的用戶', en: 'No user can receive this notice' },
  uploadTypeUnknown: { zh: '不支持的上传类型', zhtw: '不支援的上傳類型', en: 'Unsupported upload type' },
  uploadNoFile: { zh: '请选择要上传的文件', zhtw: '請選擇要上傳的文件', en: 'Please choose a file to upload' },
  uploadTypeRefused: { zh: '文件类型不允许上传', zhtw: '文件類型不允許上傳', en: 'This file type may not be uploaded' },
  // The spec words this one in English for every language; zhtw follows zh's rules text.
  uploadTooLarge: { zh: 'File size exceeds {size}{unit}', zhtw: '文件大小超過{size}{unit}', en: 'File size exceeds {size}{unit}' },
  chatTooFast: { zh: '发送太频繁，请稍后再试', zhtw: '發送太頻繁，請稍後再試', en: 'Sending too often; please try again later' },
  chatFrameTooLarge: { zh: '消息内容过大', zhtw: '訊息內容過大', en: 'The message is too large' },
  chatBadFrame: { zh: '消息格式不正确', zhtw: '訊息格式不正確', en: 'The message is malformed' },
  // visual development: designed pages and their records
  visualDevCodeExists: { zh: '功能编码已存在', zhtw: '功能編碼已存在', en: 'The function code already exists' },
  visualDevInUse: { zh: '该功能已被菜单引用，不能删除', zhtw: '該功能已被選單引用，不能刪除', en: 'This function is used by a menu and cannot be deleted' },
  pageSchemaInvalid: { zh: '页面配置不合法', zhtw: '頁面配置不合法', en: 'The page configuration is invalid' },
  queryFieldInvalid: { zh: '查询字段不合法', zhtw: '查詢欄位不合法', en: 'Invalid query field' },
  importTemplateInvalid: { zh: '导入文件不是该功能的导入模板', zhtw: '匯入文件不是該功能的匯入範本', en: 'The file is not this function’s import template' },
  importTooManyRows: { zh: '导入数据过多，单次最多5000行', zhtw: '匯入資料過多，單次最多5000行', en: 'Too many rows to import; at most 5000 at a time' },
  importFileRequired: { zh: '请选择要导入的 .xlsx 文件', zhtw: '請選擇要匯入的 .xlsx 文件', en: 'Please choose the .xlsx file to import' },
  // sign-in by SMS code and by QR code
  codeSent: { zh: '验证码已发送', zhtw: '驗證碼已發送', en: 'The verification code has been sent' },
  codeTooFrequent: { zh: '验证码发送过于频繁，请稍后再试', zhtw: '驗證碼發送過於頻繁，請稍後再試', en: 'Codes requested too often; please try again later' },
  codeInvalid: { zh: '验证码错误或已过期', zhtw: '驗證碼錯誤或已過期', en: 'The verification code is wrong or has expired' },
  mobileInvalid: { zh: '请正确输入您的手机号', zhtw: '請正確輸入您的手機號', en: 'Please enter a valid mobile phone number' },
  mobileAmbiguous: {
    zh: '该手机号绑定了多个账户，请使用账户密码登录',
    zhtw: '該手機號綁定了多個帳戶，請使用帳戶密碼登入',
    en: 'Several accounts use this mobile number; please sign in with account and password',
  },
  qrExpired: { zh: '二维码已失效，请刷新后重新扫码', zhtw: '二維碼已失效，請重新整理後重新掃碼', en: 'The QR code has expired; refresh it and scan again' },
  qrTooFrequent: { zh: '二维码获取过于频繁，请稍后再试', zhtw: '二維碼獲取過於頻繁，請稍後再試', en: 'QR codes requested too often; please try again later' },

  // Texts that used to be written inline where they were thrown or answered.
  apiNotFound: { zh: '接口不存在', zhtw: '介面不存在', en: 'No such API' },
  requestTooLarge: { zh: '请求内容过大', zhtw: '請求內容過大', en: 'The request is too large' },
  badParam: { zh: '参数错误：{field} {detail}', zhtw: '參數錯誤：{field} {detail}', en: 'Invalid parameter: {field} {detail}' },
  badParamUnnamed: { zh: '参数错误 {detail}', zhtw: '參數錯誤 {detail}', en: 'Invalid parameter {detail}' },
  idMismatch: { zh: '参数错误：id 不一致', zhtw: '參數錯誤：id 不一致', en: 'Invalid parameter: the id does not match' },
  idMismatchField: { zh: 'id 不一致', zhtw: 'id 不一致', en: 'the id does not match' },
  recordNotObject: { zh: '参数错误：记录应为对象', zhtw: '參數錯誤：記錄應為物件', en: 'Invalid parameter: the record must be an object' },
  noFormData: { zh: '该页面没有表单数据', zhtw: '該頁面沒有表單資料', en: 'This page has no form data' },
  notTreeField: { zh: '不是该页面的树字段', zhtw: '不是該頁面的樹欄位', en: 'not a tree field of this page' },
  notExportField: { zh: '不是可导出的字段', zhtw: '不是可匯出的欄位', en: 'not an exportable field' },
  notQueryField: { zh: '不是可查询的字段', zhtw: '不是可查詢的欄位', en: 'not a queryable field' },
  notFormField: { zh: '不是该表单的字段', zhtw: '不是該表單的欄位', en: 'not a field of this form' },
  queryFieldsInvalid: { zh: '查询字段不合法：{fields}', zhtw: '查詢欄位不合法：{fields}', en: 'Invalid query field: {fields}' },
  pageSchemaProblems: { zh: '页面配置不合法：{problems}', zhtw: '頁面配置不合法：{problems}', en: 'The page configuration is invalid: {problems}' },
  visualDevInUseBy: {
    zh: '该功能已被菜单引用，不能删除（{menu}）',
    zhtw: '該功能已被選單引用，不能刪除（{menu}）',
    en: 'This function is used by a menu and cannot be deleted ({menu})',
  },
  typeInvalid: { zh: '类型不合法', zhtw: '類型不合法', en: 'Invalid type' },
  fieldInvalid: { zh: '字段不合法', zhtw: '欄位不合法', en: 'Invalid field' },
  queryConditionInvalid: { zh: '查询条件不合法', zhtw: '查詢條件不合法', en: 'invalid query condition' },
  queryConditionInvalidNamed: { zh: '查询条件不合法：{name}', zhtw: '查詢條件不合法：{name}', en: 'Invalid query condition: {name}' },
  cannotOfflineCurrent: { zh: '不能强制下线当前会话', zhtw: '不能強制下線當前會話', en: 'You cannot force your own session offline' },
  organizeNotFound: { zh: '所属组织不存在', zhtw: '所屬組織不存在', en: 'The organization does not exist' },
  departmentNotInOrganize: { zh: '所属部门不属于该组织', zhtw: '所屬部門不屬於該組織', en: 'The department does not belong to this organization' },
  userOutOfScope: { zh: '无权在该组织下维护用户', zhtw: '無權在該組織下維護用戶', en: 'You may not maintain users in this organization' },
  roleNotFound: { zh: '角色不存在', zhtw: '角色不存在', en: 'The role does not exist' },
  positionNotFound: { zh: '岗位不存在或不属于所属组织', zhtw: '崗位不存在或不屬於所屬組織', en: 'The position does not exist or is not in the organization' },
  adminUndeletable: { zh: '超级管理员不能删除', zhtw: '超級管理員不能刪除', en: 'A super administrator cannot be deleted' },
  cannotDeleteSelf: { zh: '不能删除自己', zhtw: '不能刪除自己', en: 'You cannot delete yourself' },
  grantItemNotFound: { zh: '权限项不存在', zhtw: '權限項不存在', en: 'The permission item does not exist' },
  grantItemNotFoundId: { zh: '权限项不存在：{id}', zhtw: '權限項不存在：{id}', en: 'The permission item does not exist: {id}' },
  fileNameInvalid: { zh: '文件名不合法', zhtw: '文件名不合法', en: 'Invalid file name' },
  oneFileOnly: { zh: '一次只能上传一个文件', zhtw: '一次只能上傳一個文件', en: 'Only one file can be uploaded at a time' },
  menuMenuUndeletable: { zh: '系统菜单管理本身不能删除', zhtw: '系統選單管理本身不能刪除', en: 'The menu management menu itself cannot be deleted' },
  schoolAdminRoleMissing: { zh: '学校管理员角色不存在', zhtw: '學校管理員角色不存在', en: 'The school administrator role does not exist' },
  accountUsedElsewhere: { zh: '账户 {account} 已被其他组织使用', zhtw: '帳戶 {account} 已被其他組織使用', en: 'The account {account} is used by another organization' },
  fieldRequired: { zh: '{label}不能为空', zhtw: '{label}不能為空', en: '{label} cannot be empty' },
  notAnOption: { zh: '不在可选范围内', zhtw: '不在可選範圍內', en: 'not one of the allowed values' },
  userMissing: { zh: '用户不存在', zhtw: '用戶不存在', en: 'the user does not exist' },
  organizeMissing: { zh: '组织不存在', zhtw: '組織不存在', en: 'the organization does not exist' },
  logoutSuccess: { zh: '退出成功', zhtw: '登出成功', en: 'Signed out' },
  unlockSuccess: { zh: '解锁成功', zhtw: '解鎖成功', en: 'Unlocked' },
  authorizeSuccess: { zh: '授权成功', zhtw: '授權成功', en: 'Permissions granted' },
  menuConfigSaved: { zh: '菜单配置成功，重新登录后生效！', zhtw: '選單配置成功，重新登入後生效！', en: 'Menu configuration saved; it applies at your next sign-in!' },
  importResult: { zh: '成功导入{accepted}条，失败{refused}条', zhtw: '成功匯入{accepted}條，失敗{refused}條', en: '{accepted} imported, {refused} failed' },
  importFailed: { zh: '导入失败{refused}条', zhtw: '匯入失敗{refused}條', en: '{refused} failed to import' },
  // area input checks: bill rules, dictionaries, menus, organizations, positions, regions
  billRulePrefixInvalid: {
    zh: '前缀只能输入字母、数字、下划线和短横线',
    zhtw: '前綴只能輸入字母、數字、底線和短橫線',
    en: 'The prefix may contain only letters, digits, underscores and hyphens',
  },
  billRuleDateFormatInvalid: { zh: '日期格式只能是 {formats}', zhtw: '日期格式只能是 {formats}', en: 'The date format must be one of {formats}' },
  billRuleResetInvalid: {
    zh: '重置周期只能是 never、day、month、year',
    zhtw: '重置週期只能是 never、day、month、year',
    en: 'The reset period must be never, day, month or year',
  },
  billRuleResetYear: { zh: '按年重置时，日期格式需包含年份', zhtw: '按年重置時，日期格式需包含年份', en: 'To reset every year, the date format must include the year' },
  billRuleResetMonth: { zh: '按月重置时，日期格式需精确到月', zhtw: '按月重置時，日期格式需精確到月', en: 'To reset every month, the date format must include the month' },
  billRuleResetDay: { zh: '按日重置时，日期格式需精确到日', zhtw: '按日重置時，日期格式需精確到日', en: 'To reset every day, the date format must include the day' },
  billRuleDigitInvalid: {
    zh: '流水位数必须是1到10之间的整数',
    zhtw: '流水位數必須是1到10之間的整數',
    en: 'The sequence length must be a whole number from 1 to 10',
  },
  billRuleStartInvalid: { zh: '起始值必须是非负整数', zhtw: '起始值必須是非負整數', en: 'The start number must be a non-negative whole number' },
  billRuleStartTooLong: { zh: '起始值的位数不能超过流水位数', zhtw: '起始值的位數不能超過流水位數', en: 'The start number cannot have more digits than the sequence length' },
  billRuleUnavailable: { zh: '单据规则 {rule} 不可用：{reason}', zhtw: '單據規則 {rule} 不可用：{reason}', en: 'Bill rule {rule} is unavailable: {reason}' },
  dictionaryTypeNotFound: { zh: '字典分类不存在', zhtw: '字典分類不存在', en: 'The dictionary category does not exist' },
  dictionaryTypeHasLevels: {
    zh: '该字典已有多级数据，不能改为非树形',
    zhtw: '該字典已有多級資料，不能改為非樹形',
    en: 'This dictionary already has nested items and cannot be made flat',
  },
  menuTypeInvalid: { zh: '菜单类型必须是 1–8', zhtw: '選單類型必須是 1–8', en: 'The menu type must be 1–8' },
  menuPropertyInvalid: { zh: '属性必须是 JSON 对象', zhtw: '屬性必須是 JSON 物件', en: 'The properties must be a JSON object' },
  menuLinkTargetInvalid: { zh: '打开方式只能是 _self 或 _blank', zhtw: '開啟方式只能是 _self 或 _blank', en: 'The link target must be _self or _blank' },
  menuRouteRequired: { zh: '请输入路由地址', zhtw: '請輸入路由位址', en: 'Please enter the route path' },
  menuRouteInvalid: {
    zh: '路由地址只能包含字母、数字、-、_ 和 /',
    zhtw: '路由位址只能包含字母、數字、-、_ 和 /',
    en: 'The route path may contain only letters, digits, -, _ and /',
  },
  menuModuleRequired: {
    zh: '请选择关联的功能（propertyJson.moduleId）',
    zhtw: '請選擇關聯的功能（propertyJson.moduleId）',
    en: 'Please choose the linked function (propertyJson.moduleId)',
  },
  menuLinkRequired: { zh: '请输入链接地址', zhtw: '請輸入連結位址', en: 'Please enter the link URL' },
  menuLinkInvalid: {
    zh: '链接地址必须以 http://、https:// 或 / 开头',
    zhtw: '連結位址必須以 http://、https:// 或 / 開頭',
    en: 'The link URL must start with http://, https:// or /',
  },
  menuParentNotDirectory: { zh: '上级菜单必须是目录', zhtw: '上級選單必須是目錄', en: 'The parent menu must be a directory' },
  menuDirectoryHasChildren: {
    zh: '该目录下有子菜单，不能改为其他类型',
    zhtw: '該目錄下有子選單，不能改為其他類型',
    en: 'This directory has submenus and cannot be changed to another type',
  },
  menuItemCodeInvalid: {
    zh: '编码只能包含字母、数字、下划线和点，且以字母开头',
    zhtw: '編碼只能包含字母、數字、底線和點，且以字母開頭',
    en: 'The code may contain only letters, digits, underscores and dots, and must start with a letter',
  },
  dataScopeRequired: { zh: '请选择数据范围', zhtw: '請選擇資料範圍', en: 'Please choose the data scope' },
  conditionNotArray: { zh: '条件必须是 JSON 数组', zhtw: '條件必須是 JSON 陣列', en: 'The conditions must be a JSON array' },
  managerNotFound: { zh: '主管不存在', zhtw: '主管不存在', en: 'The manager does not exist' },
  departmentNeedsOrganize: { zh: '部门必须属于一个组织', zhtw: '部門必須屬於一個組織', en: 'A department must belong to an organization' },
  organizeParentNotOrganize: { zh: '上级组织必须是组织', zhtw: '上級組織必須是組織', en: 'The parent of an organization must be an organization' },
  departmentParentElsewhere: { zh: '上级部门不属于所选组织', zhtw: '上級部門不屬於所選組織', en: 'The parent department is not in the chosen organization' },
  positionOrganizeLocked: {
    zh: '岗位已有用户，不能更换所属组织',
    zhtw: '崗位已有用戶，不能更換所屬組織',
    en: 'This position has users; its organization cannot be changed',
  },
  provinceParentNotFound: { zh: '上级区域不存在', zhtw: '上級區域不存在', en: 'The parent region does not exist' },
  provinceNoDeeper: { zh: '区县下不能再添加下级区域', zhtw: '區縣下不能再新增下級區域', en: 'A district cannot have subregions' },
  provinceParentFixed: { zh: '不能修改上级区域', zhtw: '不能修改上級區域', en: 'The parent region cannot be changed' },
  // designed-form record checks: shown after the field's label ("Name: cannot exceed 50 characters")
  recordDateInvalid: { zh: '日期格式不正确', zhtw: '日期格式不正確', en: 'invalid date format' },
  recordFormatInvalid: { zh: '格式不正确', zhtw: '格式不正確', en: 'invalid format' },
  recordValueInvalid: { zh: '不正确', zhtw: '不正確', en: 'invalid' },
  recordTypeExpected: { zh: '应为{type}', zhtw: '應為{type}', en: 'must be {type}' },
  recordTypeString: { zh: '文本', zhtw: '文字', en: 'text' },
  recordTypeNumber: { zh: '数字', zhtw: '數字', en: 'a number' },
  recordTypeInteger: { zh: '整数', zhtw: '整數', en: 'a whole number' },
  recordTypeBoolean: { zh: '是/否', zhtw: '是/否', en: 'yes or no' },
  recordTypeArray: { zh: '列表', zhtw: '列表', en: 'a list' },
  recordTypeObject: { zh: '对象', zhtw: '物件', en: 'an object' },
  recordTooLong: { zh: '不能超过{limit}个字符', zhtw: '不能超過{limit}個字元', en: 'cannot exceed {limit} characters' },
  recordTooShort: { zh: '不能少于{limit}个字符', zhtw: '不能少於{limit}個字元', en: 'must be at least {limit} characters' },
  recordTooLarge: { zh: '不能大于{limit}', zhtw: '不能大於{limit}', en: 'cannot be greater than {limit}' },
  recordTooSmall: { zh: '不能小于{limit}', zhtw: '不能小於{limit}', en: 'cannot be less than {limit}' },
  recordNotMultiple: { zh: '必须是{step}的倍数', zhtw: '必須是{step}的倍數', en: 'must be a multiple of {step}' },
  recordTooManyItems: { zh: '最多{limit}项', zhtw: '最多{limit}項', en: 'at most {limit} items' },
  recordTooFewItems: { zh: '至少{limit}项', zhtw: '至少{limit}項', en: 'at least {limit} items' },
  recordFieldUnknown: { zh: '表单中没有该字段', zhtw: '表單中沒有該欄位', en: 'the form has no such field' },
  // issue 11 (auth helper): per-user limits of the live channel and of uploads
  liveTooManySockets: {
    zh: '打开的连接过多，请关闭其他页面后重试',
    zhtw: '開啟的連線過多，請關閉其他頁面後重試',
    en: 'Too many open connections; close other pages and try again',
  },
  liveSignInTimeout: { zh: '连接未及时登录，已断开', zhtw: '連線未及時登入，已斷開', en: 'The connection did not sign in in time and was closed' },
  uploadQuotaExceeded: {
    zh: '今日上传已达上限（{size}MB），请明天再试',
    zhtw: '今日上傳已達上限（{size}MB），請明天再試',
    en: 'Daily upload limit ({size} MB) reached; please try again tomorrow',
  },
  cannotManageMorePrivileged: { zh: '不能管理权限高于自己的账户', zhtw: '不能管理權限高於自己的帳戶', en: 'You cannot manage an account that holds permissions you do not hold' },
  cannotGrantOwn: { zh: '不能给自己或自己所属的角色、岗位授权', zhtw: '不能給自己或自己所屬的角色、崗位授權', en: 'You cannot grant permissions to yourself or to a role or position you hold' },
  mobileTaken: { zh: '该手机号已被其他账户使用', zhtw: '該手機號已被其他帳戶使用', en: 'This mobile number is already used by another account' },
  // hostile input and district-wide data (issue 11)
  noticeBodyTooLong: { zh: '公告内容过长，最多{max}个字符', zhtw: '公告內容過長，最多{max}個字元', en: 'The notice text is too long; at most {max} characters' },
  districtScopeRequired: {
    zh: '全区共享数据仅限教育局（全区）管理员修改',
    zhtw: '全區共享資料僅限教育局（全區）管理員修改',
    en: 'District-wide shared data can only be changed by district (bureau) administrators',
  },
  importTooManyColumns: { zh: '导入数据列数过多，最多{max}列', zhtw: '匯入資料欄數過多，最多{max}欄', en: 'Too many columns to import; at most {max}' },
  importTooLarge: { zh: '导入文件解压后过大，最多{max}MB', zhtw: '匯入文件解壓後過大，最多{max}MB', en: 'The import file is too large when unpacked; at most {max} MB' },
  requestOriginRefused: {
    zh: '请求来源无效，请刷新页面后重试',
    zhtw: '請求來源無效，請重新整理頁面後重試',
    en: 'The request did not come from this site; please reload the page and try again',
  },
  dictionaryTypeTop: { zh: '顶级分类', zhtw: '頂級分類', en: 'Top level' },
  // The designer (issue 13)
  draftSaved: { zh: '草稿已保存', zhtw: '草稿已儲存', en: 'Draft saved' },
  versionRestoredNote: { zh: '恢复自版本 {version}', zhtw: '恢復自版本 {version}', en: 'Restored from version {version}' },
  publishSuccess: { zh: '发布成功', zhtw: '發佈成功', en: 'Published' },
  publishRolesRefused: { zh: '无权将菜单授权给所选角色', zhtw: '無權將選單授權給所選角色', en: 'You may not grant the menu to the chosen roles' },
  publishTypeMismatch: { zh: '菜单类型与功能类型不符', zhtw: '選單類型與功能類型不符', en: 'The menu type does not match the kind of page' },
  publishMenuMismatch: { zh: '该菜单未发布此功能', zhtw: '該選單未發佈此功能', en: 'This menu does not show this page' },
  // ---- workflow (issue 14) ----------------------------------------------------------------------
  wfFlowStopped: { zh: '该流程未发布或已停用，不能发起', zhtw: '該流程未發佈或已停用，不能發起', en: 'This flow is not released or has been stopped; it cannot be launched' },
  wfNotCurrentApprover: { zh: '您不是当前审批人', zhtw: '您不是目前審批人', en: 'You are not the current approver' },
  wfHandled: { zh: '该审批已处理，请勿重复操作', zhtw: '該審批已處理，請勿重複操作', en: 'This approval has already been handled' },
  wfNoApprover: { zh: '节点【{node}】找不到审批人', zhtw: '節點【{node}】找不到審批人', en: 'No approver found for step "{node}"' },
  wfNoRoute: { zh: '没有符合条件的分支，请检查表单内容', zhtw: '沒有符合條件的分支，請檢查表單內容', en: 'No branch matches; please check the form' },
  wfCannotWithdraw: { zh: '流程已被审批，不能撤回', zhtw: '流程已被審批，不能撤回', en: 'The flow has already been approved and cannot be withdrawn' },
  wfNotRunning: { zh: '流程不在审批中', zhtw: '流程不在審批中', en: 'The flow is not under approval' },
  wfNotAdopted: { zh: '只有已通过的流程可以撤销', zhtw: '只有已通過的流程可以撤銷', en: 'Only an approved flow can be revoked' },
  wfBadRejectStep: { zh: '不能退回到该节点', zhtw: '不能退回到該節點', en: 'The task cannot be sent back to that step' },
  wfSignRequired: { zh: '该节点需要手写签名', zhtw: '該節點需要手寫簽名', en: 'This step needs a signature' },
  wfBadUser: { zh: '所选用户不存在或已禁用', zhtw: '所選用戶不存在或已停用', en: 'The chosen user does not exist or is disabled' },
  wfSelfUser: { zh: '不能选择自己', zhtw: '不能選擇自己', en: 'You cannot choose yourself' },
  wfCannotEdit: { zh: '只有草稿、被退回或已撤回的流程可以修改', zhtw: '只有草稿、被退回或已撤回的流程可以修改', en: 'Only a draft, rejected or withdrawn flow can be edited' },
  wfFlowInUse: { zh: '该流程已有实例，不能删除', zhtw: '該流程已有實例，不能刪除', en: 'This flow has instances and cannot be deleted' },
  wfDesignInvalid: { zh: '流程设计有误：{problems}', zhtw: '流程設計有誤：{problems}', en: 'The flow design has problems: {problems}' },
  wfProblem_noStart: { zh: '缺少发起节点', zhtw: '缺少發起節點', en: 'no start step' },
  wfProblem_duplicateId: { zh: '节点编号重复', zhtw: '節點編號重複', en: 'duplicate step id' },
  wfProblem_unknownType: { zh: '未知的节点类型', zhtw: '未知的節點類型', en: 'unknown step type' },
  wfProblem_noAssignee: { zh: '审批节点未设置审批人', zhtw: '審批節點未設定審批人', en: 'an approval step names no approver' },
  wfProblem_fewBranches: { zh: '分支至少两个', zhtw: '分支至少兩個', en: 'a branch group needs at least two branches' },
  wfProblem_branchWithoutCondition: { zh: '条件分支未设置条件', zhtw: '條件分支未設定條件', en: 'a condition branch has no condition' },
  wfProblem_twoDefaults: { zh: '只能有一个默认分支', zhtw: '只能有一個預設分支', en: 'only one default branch is allowed' },
  wfProblem_noSubFlow: { zh: '子流程节点未选择流程', zhtw: '子流程節點未選擇流程', en: 'a sub-flow step names no flow' },
  wfProblem_noRecipients: { zh: '抄送节点未设置抄送人', zhtw: '抄送節點未設定抄送人', en: 'a copy step names nobody' },
  wfEntrustRange: { zh: '结束时间必须晚于开始时间', zhtw: '結束時間必須晚於開始時間', en: 'The end must be after the start' },
  wfMsgTodo: { zh: '【待办】{title}', zhtw: '【待辦】{title}', en: '[To do] {title}' },
  wfMsgUrge: { zh: '【催办】{title}', zhtw: '【催辦】{title}', en: '[Reminder] {title}' },
  wfMsgCirculate: { zh: '【抄送】{title}', zhtw: '【抄送】{title}', en: '[Copy] {title}' },
  wfMsgAdopt: { zh: '【已通过】{title}', zhtw: '【已通過】{title}', en: '[Approved] {title}' },
  wfMsgReject: { zh: '【被退回】{title}', zhtw: '【被退回】{title}', en: '[Rejected] {title}' },
  wfMsgCancel: { zh: '【已终止】{title}', zhtw: '【已終止】{title}', en: '[Cancelled] {title}' },
  wfMsgRevoke: { zh: '【已撤销】{title}', zhtw: '【已撤銷】{title}', en: '[Revoked] {title}' },
  wfAutoPass: { zh: '超时自动通过', zhtw: '逾時自動通過', en: 'Approved automatically after the time limit' },
  wfAutoReject: { zh: '超时自动退回', zhtw: '逾時自動退回', en: 'Sent back automatically after the time limit' },
  wfNoApproverPass: { zh: '无审批人，自动通过', zhtw: '無審批人，自動通過', en: 'No approver: passed automatically' },
  wfTaskTitle: { zh: '{user}的{flow}', zhtw: '{user}的{flow}', en: "{user}'s {flow}" },
  wfActionDone: { zh: '操作成功', zhtw: '操作成功', en: 'Done' },
  wfProblem_branchHeadNotCondition: { zh: '分支必须以条件节点开头', zhtw: '分支必須以條件節點開頭', en: 'a branch must start with a branch head' },
  wfProblem_unknownApprover: { zh: '审批人、角色或岗位不存在或已禁用', zhtw: '審批人、角色或崗位不存在或已停用', en: 'an approver, role or position does not exist or is disabled' },
  wfProblem_badManagerLevel: { zh: '主管级别须为1到10', zhtw: '主管級別須為1到10', en: 'the manager level must be 1 to 10' },
  wfProblem_unknownSubFlow: { zh: '子流程不存在或未发布', zhtw: '子流程不存在或未發佈', en: 'the sub-flow does not exist or is not released' },
  wfProblem_subFlowSelf: { zh: '子流程不能是本流程', zhtw: '子流程不能是本流程', en: 'a flow cannot be its own sub-flow' },
  wfProblem_unknownRecipient: { zh: '抄送人、角色、岗位或部门不存在', zhtw: '抄送人、角色、崗位或部門不存在', en: 'a copy recipient, role, position or department does not exist' },
  wfProblem_conditionOverlap: { zh: '与前面的分支条件重叠', zhtw: '與前面的分支條件重疊', en: 'its condition overlaps an earlier branch' },
  wfProblem_conditionGap: { zh: '分支条件有遗漏，请补充条件或添加“其他情况”分支', zhtw: '分支條件有遺漏，請補充條件或新增「其他情況」分支', en: 'the branch conditions leave cases uncovered; add a condition or an "otherwise" branch' },
  wfProblemAt: { zh: '【{node}】{problem}', zhtw: '【{node}】{problem}', en: '"{node}": {problem}' },
  wfProblemDetail: { zh: '{problem}（{detail}）', zhtw: '{problem}（{detail}）', en: '{problem} ({detail})' },
  wfRevokePending: { zh: '该流程的撤销申请正在审批中', zhtw: '該流程的撤銷申請正在審批中', en: 'A revocation of this flow is already under approval' },
  wfRevokeTitle: { zh: '【撤销申请】{title}', zhtw: '【撤銷申請】{title}', en: '[Revocation] {title}' },
  wfProblem_unknownRevokeFlow: { zh: '撤销审批流程不存在、未发布或是本流程', zhtw: '撤銷審批流程不存在、未發佈或是本流程', en: 'the revocation flow does not exist, is not released, or is this flow' },
  wfBadChoiceNode: { zh: '该节点的审批人不由您选择', zhtw: '該節點的審批人不由您選擇', en: 'The approvers of that step are not yours to choose' },
  wfBadChoice: { zh: '所选审批人不在节点【{node}】的可选范围内', zhtw: '所選審批人不在節點【{node}】的可選範圍內', en: 'A chosen approver is outside the choices of step "{node}"' },
  // ---- 系统配置 (server/sysConfig) ----
  pwKindNumbers: { zh: '数字', zhtw: '數字', en: 'digits' },
  pwKindLetters: { zh: '字母', zhtw: '字母', en: 'letters' },
  pwKindUpper: { zh: '大写字母', zhtw: '大寫字母', en: 'capital letters' },
  pwKindLower: { zh: '小写字母', zhtw: '小寫字母', en: 'small letters' },
  pwKindSymbols: { zh: '符号', zhtw: '符號', en: 'symbols' },
  passwordPolicyInvalid: { zh: '密码须为{min}-{max}位，且包含{kinds}', zhtw: '密碼須為{min}-{max}位，且包含{kinds}', en: 'The password must have {min}-{max} characters including {kinds}' },
  passwordMustChange: { zh: '请先修改初始密码', zhtw: '請先修改初始密碼', en: 'Please change your initial password first' },
  passwordExpired: { zh: '密码已过期，请修改密码', zhtw: '密碼已過期，請修改密碼', en: 'Your password has expired; please change it' },
  passwordSameAsOld: { zh: '新密码不能与原密码相同', zhtw: '新密碼不能與原密碼相同', en: 'The new password must differ from the old one' },
  loginMethodOff: { zh: '该登录方式已停用', zhtw: '該登入方式已停用', en: 'This way of signing in is switched off' },
  sysConfigLengthRange: { zh: '最短长度不能大于最长长度', zhtw: '最短長度不能大於最長長度', en: 'The shortest length cannot exceed the longest' },
  sysConfigNoClass: { zh: '至少选择一类字符', zhtw: '至少選擇一類字元', en: 'Choose at least one kind of character' },
  sysConfigLogo: { zh: 'Logo须为图片', zhtw: 'Logo須為圖片', en: 'The logo must be an image' },
  sysConfigSaved: { zh: '保存成功', zhtw: '儲存成功', en: 'Saved' },
  // ---- 定时任务 (server/schedule) ----
  cronInvalid: { zh: 'Cron 表达式无效：{detail}', zhtw: 'Cron 運算式無效：{detail}', en: 'Invalid cron expression: {detail}' },
  taskKindUnknown: { zh: '未知的任务类型', zhtw: '未知的任務類型', en: 'Unknown kind of task' },
  taskCodeInvalid: { zh: '编码须以字母开头，只含字母、数字、下划线、点和连字符', zhtw: '編碼須以字母開頭，只含字母、數字、底線、點和連字號', en: 'The code must start with a letter and hold only letters, digits, _ . and -' },
  taskParamsTooLarge: { zh: '任务参数过大', zhtw: '任務參數過大', en: 'The task parameters are too large' },
  taskRunQueued: { zh: '已开始运行', zhtw: '已開始執行', en: 'The run has started' },
  // ---- 缓存管理 (server/cacheAdmin) ----
  cacheCleared: { zh: '清除成功', zhtw: '清除成功', en: 'Cleared' },
  // ---- 翻译管理 (server/translation) ----
  translationPlaceholders: { zh: '译文须保留占位符 {names}', zhtw: '譯文須保留佔位符 {names}', en: 'The translation must keep the placeholders {names}' },
  translationImported: { zh: '已导入 {n} 条译文', zhtw: '已匯入 {n} 條譯文', en: '{n} translations imported' },
  dataBackupTaskTitle: { zh: '数据备份（定时）', zhtw: '資料備份（定時）', en: 'Database backup (scheduled)' },
  dataBackupBusy: { zh: '正在备份或恢复，请稍后再试', zhtw: '正在備份或還原，請稍後再試', en: 'A backup or restore is in progress; please try again later' },
  dataBackupStarted: { zh: '备份已开始', zhtw: '備份已開始', en: 'The backup has started' },
  dataBackupFailed: { zh: '备份失败', zhtw: '備份失敗', en: 'The backup failed' },
  dataBackupNotDone: { zh: '该备份未完成，不能下载或恢复', zhtw: '該備份未完成，不能下載或還原', en: 'This backup did not finish; it cannot be downloaded or restored' },
  dataBackupFileMissing: { zh: '备份文件不存在', zhtw: '備份檔案不存在', en: 'The backup file is missing' },
  dataBackupInvalid: {
    zh: '备份文件已损坏、不完整或与当前数据库版本不一致，未做任何更改',
    zhtw: '備份檔案已損壞、不完整或與目前資料庫版本不一致，未做任何變更',
    en: 'The backup file is damaged, incomplete or from another database version; nothing was changed',
  },
  dataBackupRestored: { zh: '恢复成功', zhtw: '還原成功', en: 'Restored' },
  dsBuiltinName: { zh: '本地数据库（内置）', zhtw: '本機資料庫（內建）', en: 'Built-in database' },
  dsNotFound: { zh: '数据连接不存在或已停用', zhtw: '資料連線不存在或已停用', en: 'The data source does not exist or is disabled' },
  dsKeyMismatch: {
    zh: '无法解密该数据连接的密码（密钥已更换），请重新填写密码',
    zhtw: '無法解密該資料連線的密碼（金鑰已更換），請重新填寫密碼',
    en: 'The password of this data source cannot be decrypted (the key changed); please enter it again',
  },
  dsConnectFailed: { zh: '无法连接数据源：{reason}', zhtw: '無法連線資料來源：{reason}', en: 'Cannot connect to the data source: {reason}' },
  dsConnectOk: { zh: '连接成功', zhtw: '連線成功', en: 'Connected' },
  dsReasonRefused: { zh: '连接被拒绝（地址或端口不对，或数据库未启动）', zhtw: '連線被拒絕（位址或連接埠不對，或資料庫未啟動）', en: 'connection refused (wrong address or port, or the database is not running)' },
  dsReasonNotFound: { zh: '找不到主机', zhtw: '找不到主機', en: 'host not found' },
  dsReasonTimeout: { zh: '连接超时', zhtw: '連線逾時', en: 'the connection timed out' },
  dsReasonAuth: { zh: '用户名或密码错误', zhtw: '使用者名稱或密碼錯誤', en: 'wrong user name or password' },
  dsReasonNoDatabase: { zh: '数据库不存在', zhtw: '資料庫不存在', en: 'the database does not exist' },
  dsReasonOther: { zh: '连接出错', zhtw: '連線出錯', en: 'connection error' },
  dsInUse: { zh: '该数据连接正被数据接口或同步任务使用，不能删除', zhtw: '該資料連線正被資料介面或同步任務使用，不能刪除', en: 'This data source is used by a data interface or a sync job and cannot be deleted' },
  diWriteRefused: { zh: '数据接口只允许查询语句（SELECT），不能修改数据', zhtw: '資料介面只允許查詢語句（SELECT），不能修改資料', en: 'A data interface may only read (SELECT); it cannot change data' },
  diManyStatements: { zh: '数据接口只能包含一条查询语句', zhtw: '資料介面只能包含一條查詢語句', en: 'A data interface may hold one query only' },
  diEmptyQuery: { zh: '查询语句不能为空', zhtw: '查詢語句不能為空', en: 'The query cannot be empty' },
  diStaticInvalid: { zh: '静态数据不是有效的 JSON', zhtw: '靜態資料不是有效的 JSON', en: 'The static data is not valid JSON' },
  diParamRequired: { zh: '缺少参数：{name}', zhtw: '缺少參數：{name}', en: 'Missing parameter: {name}' },
  diParamDuplicate: { zh: '参数名重复', zhtw: '參數名重複', en: 'Parameter names repeat' },
  diTimeout: { zh: '查询超时（超过 {ms} 毫秒）', zhtw: '查詢逾時（超過 {ms} 毫秒）', en: 'The query timed out (over {ms} ms)' },
  diSecretRefused: { zh: '数据接口不能读取密码、令牌等机密数据', zhtw: '資料介面不能讀取密碼、權杖等機密資料', en: 'A data interface cannot read passwords, tokens or other secrets' },
  diReaderMissing: {
    zh: '内置数据库未能创建只读角色，不能在其上运行数据接口',
    zhtw: '內建資料庫未能建立唯讀角色，不能在其上執行資料介面',
    en: 'The built-in database has no read-only role; data interfaces cannot run on it',
  },
  diQueryFailed: { zh: '查询出错：{detail}', zhtw: '查詢出錯：{detail}', en: 'The query failed: {detail}' },
  diCallFailed: { zh: '数据接口调用失败', zhtw: '資料介面呼叫失敗', en: 'The data interface call failed' },
  dmTableExists: { zh: '表已存在', zhtw: '表已存在', en: 'The table already exists' },
  wxMpNotConfigured: { zh: '公众号尚未配置 AppID 和 AppSecret', zhtw: '公眾號尚未設定 AppID 和 AppSecret', en: 'The official account has no AppID and AppSecret yet' },
  wxQyNotConfigured: { zh: '企业号尚未配置 CorpID 和 Secret', zhtw: '企業號尚未設定 CorpID 和 Secret', en: 'WeCom has no CorpID and Secret yet' },
  wxUnreachable: { zh: '无法连接微信服务器：{detail}', zhtw: '無法連線微信伺服器：{detail}', en: 'Cannot reach the WeChat server: {detail}' },
  wxBadAnswer: { zh: '微信服务器的应答无法识别（HTTP {status}）', zhtw: '微信伺服器的回應無法識別（HTTP {status}）', en: 'The WeChat server answered something unreadable (HTTP {status})' },
  wxTencentError: { zh: '微信接口返回错误：{errcode} {errmsg}', zhtw: '微信介面回傳錯誤：{errcode} {errmsg}', en: 'WeChat answered with error {errcode}: {errmsg}' },
  wxConnected: { zh: '连接成功，已取得 access_token', zhtw: '連線成功，已取得 access_token', en: 'Connected: an access token was issued' },
  wxPublished: { zh: '菜单已发布到微信', zhtw: '選單已發佈到微信', en: 'The menu is published to WeChat' },
  wxQyNoAes: { zh: '企业号在回调配置中设置 EncodingAESKey', zhtw: '企業號在回呼設定中設定 EncodingAESKey', en: 'WeCom sets its EncodingAESKey in the callback settings' },
  wxCallbackRefused: { zh: '签名无效或请求已过期', zhtw: '簽名無效或請求已過期', en: 'Invalid signature or an expired request' },
  wxCallbackBadXml: { zh: '消息格式不正确', zhtw: '訊息格式不正確', en: 'The message is not valid XML' },
  wxReplyExists: { zh: '该关键词已有自动回复', zhtw: '該關鍵詞已有自動回覆', en: 'This keyword already has a reply' },
  wxSynced: { zh: '已同步 {total} 位粉丝', zhtw: '已同步 {total} 位粉絲', en: '{total} followers synced' },
  wxTagUnknown: { zh: '标签不存在，请先同步', zhtw: '標籤不存在，請先同步', en: 'No such tag: sync first' },
  wxUserUnknown: { zh: '有粉丝不在同步的名单中', zhtw: '有粉絲不在同步的名單中', en: 'Some followers are not in the synced list' },
  'wxMenu.tooManyTop': { zh: '一级菜单最多 {limit} 个', zhtw: '一級選單最多 {limit} 個', en: 'At most {limit} top-level buttons' },
  'wxMenu.tooManySub': { zh: '每个一级菜单下最多 {limit} 个子菜单', zhtw: '每個一級選單下最多 {limit} 個子選單', en: 'At most {limit} sub-buttons under a top-level button' },
  'wxMenu.nameEmpty': { zh: '请输入菜单名称', zhtw: '請輸入選單名稱', en: 'Enter the button name' },
  'wxMenu.nameTooLong': { zh: '菜单名称不能超过 {limit} 个字节（一个汉字 3 个字节）', zhtw: '選單名稱不能超過 {limit} 個位元組（一個漢字 3 個位元組）', en: 'The name may have at most {limit} bytes (3 per Chinese character)' },
  'wxMenu.kindMissing': { zh: '请选择菜单类型', zhtw: '請選擇選單類型', en: 'Choose what the button does' },
  'wxMenu.keyMissing': { zh: '点击类菜单需要填写 key', zhtw: '點擊類選單需要填寫 key', en: 'A click button needs a key' },
  'wxMenu.keyTooLong': { zh: 'key 不能超过 {limit} 个字节', zhtw: 'key 不能超過 {limit} 個位元組', en: 'The key may have at most {limit} bytes' },
  'wxMenu.urlInvalid': { zh: '请输入以 http:// 或 https:// 开头的网址', zhtw: '請輸入以 http:// 或 https:// 開頭的網址', en: 'Enter an address starting with http:// or https://' },
  'wxMenu.urlTooLong': { zh: '网址不能超过 {limit} 个字节', zhtw: '網址不能超過 {limit} 個位元組', en: 'The address may have at most {limit} bytes' },
  'wxMenu.appMissing': { zh: '小程序菜单需要填写 appid 和页面路径', zhtw: '小程式選單需要填寫 appid 和頁面路徑', en: 'A mini-program button needs its appid and page path' },
  'wxMenu.noButtons': { zh: '菜单至少需要一个按钮', zhtw: '選單至少需要一個按鈕', en: 'The menu needs at least one button' },
  dmSharedStore: { zh: '共享记录存储（默认）', zhtw: '共用記錄儲存（預設）', en: 'Shared record store (default)' },
  dmSystemTable: { zh: '系统自带的表不能在这里修改', zhtw: '系統內建的表不能在這裡修改', en: "The application's own tables cannot be changed here" },
  dmBadSpec: { zh: '表结构有误：{detail}', zhtw: '表結構有誤：{detail}', en: 'The table description is wrong: {detail}' },
  dmDdlChanged: { zh: '表结构已被修改，请重新预览后再确认', zhtw: '表結構已被修改，請重新預覽後再確認', en: 'The table changed meanwhile; preview again and confirm' },
  dmApplyFailed: { zh: '执行失败：{detail}', zhtw: '執行失敗：{detail}', en: 'Applying failed: {detail}' },
  syncTaskTitle: { zh: '数据同步（定时）', zhtw: '資料同步（定時）', en: 'Data sync (scheduled)' },
  syncRunning: { zh: '该同步任务正在运行', zhtw: '該同步任務正在執行', en: 'This sync job is running' },
  syncNotRunning: { zh: '该同步任务没有在运行', zhtw: '該同步任務沒有在執行', en: 'This sync job is not running' },
  syncStarted: { zh: '同步已开始', zhtw: '同步已開始', en: 'The sync has started' },
  syncCancelled: { zh: '已请求取消', zhtw: '已請求取消', en: 'Cancellation requested' },
  syncSameTable: { zh: '来源表和目标表不能相同', zhtw: '來源表和目標表不能相同', en: 'The source and the target table must differ' },
  reportShape: { zh: '报表定义格式有误：{path}', zhtw: '報表定義格式有誤：{path}', en: 'The report definition is malformed at {path}' },
  reportFieldUnknown: { zh: '数据集中没有字段“{name}”', zhtw: '資料集中沒有欄位「{name}」', en: 'The dataset has no field "{name}"' },
  reportDuplicateField: { zh: '字段“{name}”重复', zhtw: '欄位「{name}」重複', en: 'The field "{name}" appears twice' },
  reportDuplicateBlock: { zh: '区块标识“{name}”重复', zhtw: '區塊標識「{name}」重複', en: 'The block id "{name}" appears twice' },
  reportNoMeasure: { zh: '区块“{name}”至少需要一个度量', zhtw: '區塊「{name}」至少需要一個度量', en: 'The block "{name}" needs at least one measure' },
  reportNoDimension: { zh: '区块“{name}”至少需要一个维度', zhtw: '區塊「{name}」至少需要一個維度', en: 'The block "{name}" needs at least one dimension' },
  reportSourceDenied: { zh: '数据集不存在或无权读取', zhtw: '資料集不存在或無權讀取', en: 'The dataset does not exist or you may not read it' },
  reportInMenu: { zh: '该报表已发布到菜单，请先删除菜单', zhtw: '該報表已發佈到選單，請先刪除選單', en: 'This report is published in a menu; delete the menu entry first' },
  reportNoFont: {
    zh: '服务器没有中文字体，无法导出 PDF（请安装 Noto CJK 字体，如 Debian 的 fonts-noto-cjk）',
    zhtw: '伺服器沒有中文字型，無法匯出 PDF（請安裝 Noto CJK 字型，如 Debian 的 fonts-noto-cjk）',
    en: 'The server has no CJK font, so no PDF can be made (install the Noto CJK fonts, e.g. Debian’s fonts-noto-cjk)',
  },
  reportBlockNotFound: { zh: '报表中没有该区块', zhtw: '報表中沒有該區塊', en: 'The report has no such block' },
  reportTotal: { zh: '合计', zhtw: '合計', en: 'Total' },
  reportSubtotal: { zh: '小计', zhtw: '小計', en: 'Subtotal' },
  reportEmptyValue: { zh: '(空)', zhtw: '(空)', en: '(empty)' },
  reportAggSum: { zh: '求和', zhtw: '求和', en: 'Sum' },
  reportAggCount: { zh: '计数', zhtw: '計數', en: 'Count' },
  reportAggAvg: { zh: '平均', zhtw: '平均', en: 'Average' },
  reportAggMin: { zh: '最小', zhtw: '最小', en: 'Min' },
  reportAggMax: { zh: '最大', zhtw: '最大', en: 'Max' },
  reportPartYear: { zh: '年', zhtw: '年', en: 'year' },
  reportPartMonth: { zh: '月', zhtw: '月', en: 'month' },
  reportPartDay: { zh: '日', zhtw: '日', en: 'day' },
  // 门户设计, 大屏设计 and the built-in aggregates (issue 16)
  aggUsersPerSchool: { zh: '各校用户数', zhtw: '各校用戶數', en: 'Users per school' },
  aggStudentsPerSchool: { zh: '各校学生数', zhtw: '各校學生數', en: 'Students per school' },
  aggLeavePerMonth: { zh: '每月请假数', zhtw: '每月請假數', en: 'Leave requests per month' },
  aggScoresPerSubject: { zh: '各科平均分', zhtw: '各科平均分', en: 'Average score per subject' },
  aggNoticesPerMonth: { zh: '每月收到的公告', zhtw: '每月收到的公告', en: 'Notices received per month' },
  aggTodoCount: { zh: '待办数', zhtw: '待辦數', en: 'To-dos' },
  portalCodeExists: { zh: '编码已存在', zhtw: '編碼已存在', en: 'The code already exists' },
  portalInvalid: { zh: '设计不合法：{problems}', zhtw: '設計不合法：{problems}', en: 'The design is invalid: {problems}' },
  portalProblemNotObject: { zh: '{path} 格式错误', zhtw: '{path} 格式錯誤', en: '{path} has the wrong shape' },
  portalProblemUnknownKind: { zh: '{path} 是未知的卡片类型', zhtw: '{path} 是未知的卡片類型', en: '{path} is an unknown card kind' },
  portalProblemOutsideGrid: { zh: '{path} 超出画布范围', zhtw: '{path} 超出畫布範圍', en: '{path} lies outside the canvas' },
  portalProblemBadNumber: { zh: '{path} 必须是有效的整数', zhtw: '{path} 必須是有效的整數', en: '{path} must be a valid whole number' },
  portalProblemDuplicateId: { zh: '{path} 标识重复', zhtw: '{path} 標識重複', en: '{path} repeats an id' },
  portalProblemMissingSource: { zh: '{path} 缺少数据来源', zhtw: '{path} 缺少資料來源', en: '{path} has no data source' },
  portalProblemBadSource: { zh: '{path} 数据来源不合法', zhtw: '{path} 資料來源不合法', en: '{path} is not a valid data source' },
  portalProblemTooMany: { zh: '{path} 卡片过多', zhtw: '{path} 卡片過多', en: '{path} has too many cards' },
  portalProblemBadText: { zh: '{path} 文本不合法或过长', zhtw: '{path} 文字不合法或過長', en: '{path} is not valid text or too long' },
  portalProblemBadLink: { zh: '{path} 只能链接到本系统内的页面', zhtw: '{path} 只能連結到本系統內的頁面', en: '{path} may only link to a page of this console' },
  portalSourceRefused: { zh: '{path} 的数据来源不存在或您无权读取', zhtw: '{path} 的資料來源不存在或您無權讀取', en: 'The data source of {path} does not exist or you may not read it' },
  portalNotPublished: { zh: '该设计尚未发布', zhtw: '該設計尚未發布', en: 'This design has not been published' },
  // ---- 网络硬盘 (server/networkDisk, issue 17) ----
  diskNameEmpty: { zh: '名称不能为空', zhtw: '名稱不能為空', en: 'The name cannot be empty' },
  diskNameChars: { zh: '名称不能包含 / \\ 或控制字符', zhtw: '名稱不能包含 / \\ 或控制字元', en: 'A name cannot contain / \\ or control characters' },
  diskNameDots: { zh: '名称不能是 . 或 ..', zhtw: '名稱不能是 . 或 ..', en: 'A name cannot be . or ..' },
  diskNameLong: { zh: '名称不能超过{max}个字符', zhtw: '名稱不能超過{max}個字元', en: 'A name cannot exceed {max} characters' },
  diskNameTaken: { zh: '此位置已有同名文件或文件夹：{name}', zhtw: '此位置已有同名檔案或資料夾：{name}', en: 'This folder already holds an item named {name}' },
  diskEmptyFile: { zh: '不能上传空文件（0 字节）', zhtw: '不能上傳空檔案（0 位元組）', en: 'An empty (0-byte) file cannot be uploaded' },
  diskQuotaUser: { zh: '个人空间不足：已用 {used}，上限 {quota}，还需 {size}', zhtw: '個人空間不足：已用 {used}，上限 {quota}，還需 {size}', en: 'Not enough personal space: {used} of {quota} used, {size} more needed' },
  diskQuotaSchool: { zh: '学校空间不足：已用 {used}，上限 {quota}，还需 {size}', zhtw: '學校空間不足：已用 {used}，上限 {quota}，還需 {size}', en: 'Not enough school space: {used} of {quota} used, {size} more needed' },
  diskChunkIndex: { zh: '分片序号不正确：应为 0 到 {max}', zhtw: '分片序號不正確：應為 0 到 {max}', en: 'Wrong chunk index: it must be 0 to {max}' },
  diskChunkSize: { zh: '分片大小不正确：第 {index} 片应为 {size} 字节', zhtw: '分片大小不正確：第 {index} 片應為 {size} 位元組', en: 'Wrong chunk size: chunk {index} must be {size} bytes' },
  diskChunkMd5: { zh: '分片内容校验失败（校验值不符），请重传此分片', zhtw: '分片內容校驗失敗（校驗值不符），請重傳此分片', en: 'The chunk does not match its checksum; send it again' },
  diskChunksMissing: { zh: '还有 {count} 个分片未上传，无法完成', zhtw: '還有 {count} 個分片未上傳，無法完成', en: '{count} chunks are still missing; the upload cannot be completed' },
  diskUploadGone: { zh: '上传任务不存在或已结束', zhtw: '上傳任務不存在或已結束', en: 'The upload does not exist or has ended' },
  diskMoveIntoSelf: { zh: '不能移动到自身或其子文件夹中', zhtw: '不能移動到自身或其子資料夾中', en: 'A folder cannot go into itself or one of its subfolders' },
  diskNotFolder: { zh: '目标不是文件夹', zhtw: '目標不是資料夾', en: 'The target is not a folder' },
  diskReadOnly: { zh: '你对此位置只有查看权限', zhtw: '你對此位置只有檢視權限', en: 'You may only view this location' },
  diskShareCodeWrong: { zh: '提取码错误，还可尝试 {left} 次', zhtw: '提取碼錯誤，還可嘗試 {left} 次', en: 'Wrong code; {left} attempts left' },
  diskShareLocked: { zh: '提取码错误次数过多，此链接已锁定', zhtw: '提取碼錯誤次數過多，此連結已鎖定', en: 'Too many wrong codes: this link is locked' },
  diskShareExpired: { zh: '分享链接已过期', zhtw: '分享連結已過期', en: 'This share link has expired' },
  diskShareCodeFormat: { zh: '提取码须为 4 到 8 位字母或数字', zhtw: '提取碼須為 4 到 8 位字母或數字', en: 'The code must be 4 to 8 letters or digits' },
  diskShareColleague: { zh: '只能分享给本校同事', zhtw: '只能分享給本校同事', en: 'You can share only with colleagues of your school' },
  diskShareOwnOnly: { zh: '只有所有者可以分享或取消分享', zhtw: '只有擁有者可以分享或取消分享', en: 'Only the owner may share or stop sharing' },
  diskMoved: { zh: '移动成功', zhtw: '移動成功', en: 'Moved' },
  diskCopied: { zh: '复制成功', zhtw: '複製成功', en: 'Copied' },
  diskTrashed: { zh: '已移入回收站', zhtw: '已移入資源回收筒', en: 'Moved to the recycle bin' },
  diskRestored: { zh: '已还原', zhtw: '已還原', en: 'Restored' },
  diskPurged: { zh: '已彻底删除', zhtw: '已徹底刪除', en: 'Deleted for good' },
  diskSharedOk: { zh: '分享成功', zhtw: '分享成功', en: 'Shared' },
  // 示例中心 part B (issue 18 item 2)
  exSignatureBad: { zh: '签名图片无效（须为 PNG）', zhtw: '簽名圖片無效（須為 PNG）', en: 'The signature must be a PNG image' },
  exSealBad: { zh: '印章图片无效（须为 PNG）', zhtw: '印章圖片無效（須為 PNG）', en: 'The seal must be a PNG image' },
  exPdfBad: { zh: '文件不是有效的 PDF', zhtw: '檔案不是有效的 PDF', en: 'The file is not a valid PDF' },
  exPdfPageBad: { zh: '页码超出范围', zhtw: '頁碼超出範圍', en: 'The page number is out of range' },
  exSealOffPage: { zh: '印章位置超出页面', zhtw: '印章位置超出頁面', en: 'The seal does not fit on the page at that position' },
  exVerifyOk: { zh: '验证通过：该文件与签章记录一致', zhtw: '驗證通過：該檔案與簽章記錄一致', en: 'Verified: the file matches a stamp record' },
  exVerifyOriginal: { zh: '该文件是已签章文件的原件，未加盖印章', zhtw: '該檔案是已簽章檔案的原件，未加蓋印章', en: 'This is the original of a stamped file, without the seal' },
  exVerifyFail: { zh: '验证失败：没有与该文件一致的签章记录，文件可能被篡改', zhtw: '驗證失敗：沒有與該檔案一致的簽章記錄，檔案可能被篡改', en: 'Verification failed: no stamp record matches this file; it may have been altered' },
  exEventTime: { zh: '结束时间不能早于开始时间', zhtw: '結束時間不能早於開始時間', en: 'The end cannot be before the start' },
  exEventReminder: { zh: '日程提醒：{title}', zhtw: '日程提醒：{title}', en: 'Reminder: {title}' },
  exMailNoAccount: { zh: '请先配置邮箱账户', zhtw: '請先配置郵箱帳戶', en: 'Please set up your mail account first' },
  exMailSendFailed: { zh: '邮件发送失败：{reason}', zhtw: '郵件發送失敗：{reason}', en: 'The mail could not be sent: {reason}' },
  exMailReceiveFailed: { zh: '收取邮件失败：{reason}', zhtw: '收取郵件失敗：{reason}', en: 'The mail could not be fetched: {reason}' },
  exMailBadAddress: { zh: '收件人地址无效', zhtw: '收件人地址無效', en: 'A recipient address is not valid' },
  exMailSent: { zh: '发送成功', zhtw: '發送成功', en: 'Sent' },
  exDocVersionMissing: { zh: '该版本不存在', zhtw: '該版本不存在', en: 'That version does not exist' },
  exDocNotOwner: { zh: '只有文档作者可以修改', zhtw: '只有文件作者可以修改', en: 'Only the author may change this document' },
  exOrderLines: { zh: '订单至少需要一行明细', zhtw: '訂單至少需要一行明細', en: 'An order needs at least one line' },
  exOrderLineBad: { zh: '第{line}行的{field}无效', zhtw: '第{line}行的{field}無效', en: 'Line {line}: the {field} is not valid' },
  exOrderFieldProduct: { zh: '商品', zhtw: '商品', en: 'product' },
  exOrderFieldQuantity: { zh: '数量', zhtw: '數量', en: 'quantity' },
  exOrderFieldUnitPrice: { zh: '单价', zhtw: '單價', en: 'unit price' },
  exOrderLocked: { zh: '订单已提交审批，不能修改', zhtw: '訂單已提交審批，不能修改', en: 'The order is in approval and cannot be changed' },
  exOrderNoFlow: { zh: '订单审批流程未启用', zhtw: '訂單審批流程未啟用', en: 'The order approval flow is not enabled' },
  exGanttCycle: { zh: '任务依赖存在循环', zhtw: '任務依賴存在循環', en: 'The task dependencies form a cycle' },
  exGanttBadDependency: { zh: '依赖的任务不存在', zhtw: '依賴的任務不存在', en: 'A task depends on a task that does not exist' },
  exGanttBadDuration: { zh: '工期至少为 1 天', zhtw: '工期至少為 1 天', en: 'A task lasts at least one day' },
  feNotReviewer: { zh: '只有本校管理员可以审核文章', zhtw: '只有本校管理員可以審核文章', en: 'Only an administrator of the school may review this article' },
  feNotPending: { zh: '该文章不在待审核状态', zhtw: '該文章不在待審核狀態', en: 'This article is not waiting for review' },
  feNotAuthor: { zh: '只有作者可以修改文章', zhtw: '只有作者可以修改文章', en: 'Only the author may edit this article' },
  feBadCategory: { zh: '分类不存在', zhtw: '分類不存在', en: 'Unknown category' },
  feBadAgeGroup: { zh: '年龄段不存在', zhtw: '年齡段不存在', en: 'Unknown age group' },
  feEmptyBody: { zh: '正文不能为空', zhtw: '正文不能為空', en: 'The article text cannot be empty' },
  feBadVideo: { zh: '视频地址无效', zhtw: '影片地址無效', en: 'The video address is not valid' },
  spaceEmptyPost: { zh: '内容不能为空', zhtw: '內容不能為空', en: 'The post cannot be empty' },
  spaceBadImage: { zh: '图片无效', zhtw: '圖片無效', en: 'An image is not valid' },
  spaceSelfFollow: { zh: '不能关注自己', zhtw: '不能關注自己', en: 'You cannot follow yourself' },
  spaceNotModerator: { zh: '只有本校管理员可以屏蔽动态', zhtw: '只有本校管理員可以屏蔽動態', en: 'Only an administrator of the school may hide this post' },
  appNotAllowed: { zh: '您不在该应用的可安装范围内', zhtw: '您不在該應用的可安裝範圍內', en: 'This app is not offered to you' },
  appBadAddress: { zh: '应用地址无效', zhtw: '應用地址無效', en: 'The app address is not valid' },
  appNotEditor: { zh: '只有发布者所在单位的管理员可以修改该应用', zhtw: '只有發布者所在單位的管理員可以修改該應用', en: 'Only an administrator of the publishing organisation may edit this app' },
  // Public pages and the district's teaching data (issue 17 item 6)
  reviewSelf: { zh: '不能评自己的课', zhtw: '不能評自己的課', en: 'You cannot review your own lesson' },
  reviewOutOfReach: { zh: '只能听评本单位教师的课', zhtw: '只能聽評本單位教師的課', en: 'You may only review lessons of teachers in your own organisation' },
  authorizeNotAdmin: { zh: '只有本单位管理员可以确认或撤销授权', zhtw: '只有本單位管理員可以確認或撤銷授權', en: 'Only an administrator of your organisation may confirm or revoke the authorisation' },
  authorizeBadScopes: { zh: '请至少选择一项应用申请的权限', zhtw: '請至少選擇一項應用申請的權限', en: 'Choose at least one of the permissions the app asks for' },
  diskZipTooLarge: { zh: '文件夹过大，无法打包下载（超过 4 GB 或 65535 个文件），请分批下载', zhtw: '資料夾過大，無法打包下載（超過 4 GB 或 65535 個檔案），請分批下載', en: 'The folder is too large to download as one zip (over 4 GB or 65,535 files): download it in parts' },
  // 示例中心 part A (issue 18 item 2)
  exRange: { zh: '{label}应在 {min} 到 {max} 之间', zhtw: '{label}應在 {min} 到 {max} 之間', en: '{label} must be between {min} and {max}' },
  exTooLong: { zh: '{label}最多 {max} 个字', zhtw: '{label}最多 {max} 個字', en: '{label} takes at most {max} characters' },
  exOneOf: { zh: '{label}应为：{choices}', zhtw: '{label}應為：{choices}', en: '{label} must be one of: {choices}' },
  exBadDate: { zh: '{label}应为日期（如 2010-09-01）', zhtw: '{label}應為日期（如 2010-09-01）', en: '{label} must be a date (e.g. 2010-09-01)' },
  exDuplicateNo: { zh: '学号 {no} 已存在', zhtw: '學號 {no} 已存在', en: 'Student number {no} already exists' },
  exDuplicateInFile: { zh: '学号 {no} 与第 {row} 行重复', zhtw: '學號 {no} 與第 {row} 行重複', en: 'Student number {no} repeats row {row}' },
  exImportFile: { zh: '请选择要导入的 .xlsx 或 .csv 文件', zhtw: '請選擇要匯入的 .xlsx 或 .csv 文件', en: 'Please choose the .xlsx or .csv file to import' },
  exImportHeader: { zh: '第一行应为模板的列名：{columns}', zhtw: '第一行應為範本的欄名：{columns}', en: 'The first row must hold the template\'s column names: {columns}' },
  exImportTooMany: { zh: '一次最多导入 {max} 行', zhtw: '一次最多匯入 {max} 行', en: 'At most {max} rows can be imported at a time' },
  exImportChecked: { zh: '检查完成：{ok} 行可导入，{bad} 行有错', zhtw: '檢查完成：{ok} 行可匯入，{bad} 行有錯', en: 'Checked: {ok} rows can be imported, {bad} have errors' },
  exImported: { zh: '已导入 {ok} 行，{bad} 行有错未导入', zhtw: '已匯入 {ok} 行，{bad} 行有錯未匯入', en: '{ok} rows imported, {bad} rows with errors left out' },
  exPdfFont: { zh: '服务器缺少中文字体（fonts-noto-cjk），无法生成 PDF', zhtw: '伺服器缺少中文字型（fonts-noto-cjk），無法產生 PDF', en: 'The server lacks a Chinese font (fonts-noto-cjk) to write the PDF' },
  exEndBeforeStart: { zh: '结束日期不能早于开始日期', zhtw: '結束日期不能早於開始日期', en: 'The end date cannot be before the start date' },
  exFormSubmitted: { zh: '提交成功', zhtw: '提交成功', en: 'Submitted' },
  'wxKind.image': { zh: '图片', zhtw: '圖片', en: 'An image' },
  'wxKind.voice': { zh: '语音', zhtw: '語音', en: 'A voice file' },
  'wxKind.video': { zh: '视频', zhtw: '影片', en: 'A video' },
  'wxKind.thumb': { zh: '缩略图', zhtw: '縮圖', en: 'A thumbnail' },
  wxMaterialType: { zh: '{kind}仅支持 {exts} 格式', zhtw: '{kind}僅支援 {exts} 格式', en: '{kind} must be one of {exts}' },
  wxMaterialSize: { zh: '{kind}不能超过 {size}', zhtw: '{kind}不能超過 {size}', en: '{kind} may not exceed {size}' },
  wxMaterialContent: { zh: '文件内容不是 {ext} 格式', zhtw: '檔案內容不是 {ext} 格式', en: 'The file is not really {ext}' },
  wxVoiceTooLong: { zh: '语音不能超过 {limit} 秒（此文件约 {seconds} 秒）', zhtw: '語音不能超過 {limit} 秒（此檔案約 {seconds} 秒）', en: 'A voice file may last at most {limit} s (this one about {seconds} s)' },
  wxMaterialNoFile: { zh: '请选择要上传的文件', zhtw: '請選擇要上傳的檔案', en: 'Choose a file to upload' },
  wxVideoTitle: { zh: '视频素材需要填写标题', zhtw: '影片素材需要填寫標題', en: 'A video needs a title' },
  wxThumbUnknown: { zh: '封面图片不在素材库中，请先上传或同步', zhtw: '封面圖片不在素材庫中，請先上傳或同步', en: 'The cover is not in the material library: upload or sync it first' },
  wxMaterialSynced: { zh: '已同步 {total} 个素材', zhtw: '已同步 {total} 個素材', en: '{total} material items synced' },
  wxReplyMedia: { zh: '请选择素材库中的{kind}', zhtw: '請選擇素材庫中的{kind}', en: 'Pick from the material library: {kind}' },
  wxReplyNews: { zh: '图文', zhtw: '圖文', en: 'a news item' },
  wxReplyContent: { zh: '请输入回复内容', zhtw: '請輸入回覆內容', en: 'Enter the reply' },
  wxSyncOutOfReach: { zh: '只能同步本单位及下级组织', zhtw: '只能同步本單位及下級組織', en: 'You may sync only your own organisation and those below it' },
  wxSyncRootUnlinked: { zh: '该组织尚未与企业微信部门对应，请先由上级单位同步', zhtw: '該組織尚未與企業微信部門對應，請先由上級單位同步', en: 'This organisation has no WeCom department yet: sync from the organisation above first' },
  wxSyncStale: { zh: '预览之后数据已有变化，请重新预览', zhtw: '預覽之後資料已有變化，請重新預覽', en: 'The data changed since the preview: preview again' },
  wxSyncUsed: { zh: '该预览已经应用或已过期，请重新预览', zhtw: '該預覽已經套用或已過期，請重新預覽', en: 'This preview was applied already or has expired: preview again' },
  wxSyncDone: { zh: '同步完成：新建 {create}，更新 {update}，删除 {delete}，失败 {failed}', zhtw: '同步完成：新建 {create}，更新 {update}，刪除 {delete}，失敗 {failed}', en: 'Synced: {create} created, {update} updated, {delete} deleted, {failed} failed' },
  wxSyncOrgInUse: { zh: '组织下还有用户、岗位或下级组织，未删除', zhtw: '組織下還有用戶、崗位或下級組織，未刪除', en: 'The organisation still has users, positions or organisations below it: not deleted' },
  wxSyncParentMissing: { zh: '上级部门未能创建', zhtw: '上級部門未能建立', en: 'The parent department could not be created' },
  wxSyncAccountTaken: { zh: '账户 {account} 已被其他组织的用户使用', zhtw: '帳戶 {account} 已被其他組織的用戶使用', en: 'The account {account} belongs to a user of another organisation' },
} as const satisfies Record<string, Translations>;

export type TextKey = keyof typeof texts;
export type TextParams = Record<string, string | number | LocalText>;

/** Separator of a list of texts (field errors joined into one msg). */
const LIST_SEPARATOR: Translations = { zh: '；', zhtw: '；', en: '; ' };

/**
 * A text not yet in any language: rendered for the caller when the answer is made. Serialised
 * without rendering (logs, JSON.stringify) it reads as zh, the spec's wording.
 */
export class LocalText {
  constructor(private readonly draw: (lang: Lang) => string) {}
  render(lang: Lang): string {
    return this.draw(lang);
  }
  toString(): string {
    return this.draw('zh');
  }
  toJSON(): string {
    return this.draw('zh');
  }
}

function fill(template: Translations, lang: Lang, params: TextParams): string {
  const flat: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) flat[k] = v instanceof LocalText ? v.render(lang) : v;
  return fillTemplate(template[lang] ?? template.zh, flat);
}

let byZh: Map<string, TextKey> | null = null;

/**
 * The text whose zh is `s` (a `Msg` value), or `s` as it is: code written with `Msg.x` strings
 * still answers in the caller's language for every parameterless catalogue text.
 */
export function fromZh(s: string): LocalText {
  byZh ??= new Map(Object.entries(texts).map(([k, v]) => [v.zh as string, k as TextKey]));
  const key = byZh.get(s);
  return key ? t(key) : verbatim(s);
}

/**
 * Translations changed in 翻译管理 (server/translation), over the catalogue's zhtw and en; set by the
 * server, never by the client. zh is never overridden: it is the spec's wording.
 */
let textOverrides: ((key: TextKey) => Partial<Translations> | undefined) | null = null;
export function setTextOverrides(fn: ((key: TextKey) => Partial<Translations> | undefined) | null): void {
  textOverrides = fn;
}

/** A catalogue text with its params (which may themselves be texts). */
export function t(key: TextKey, params: TextParams = {}): LocalText {
  return new LocalText((lang) => {
    const changed = lang === 'zh' ? undefined : textOverrides?.(key);
    return fill(changed ? { ...texts[key], ...changed } : texts[key], lang, params);
  });
}

/** A §5 rule message (contract/rules/messages.ts) as a text. */
export function ruleText(key: MessageKey, params: Record<string, string | number> = {}): LocalText {
  return new LocalText((lang) => formatMessage(key, lang, params));
}

/** Words that are the same in every language: field names, codes, designer-written labels. */
export function verbatim(s: string): LocalText {
  return new LocalText(() => s);
}

/** Several texts as one: '；' between them in Chinese, '; ' in English. */
export function joinTexts(list: readonly (LocalText | string)[], separator: Translations = LIST_SEPARATOR): LocalText {
  return new LocalText((lang) => list.map((x) => (x instanceof LocalText ? x.render(lang) : x)).join(separator[lang]));
}

/**
 * A copy of `value` with every LocalText in it (through arrays and plain objects) rendered for
 * `lang`: field errors in an error's data, refused rows of an import.
 */
export function renderTexts<T>(value: T, lang: Lang): T {
  if (value instanceof LocalText) return value.render(lang) as T;
  if (Array.isArray(value)) return value.map((v) => renderTexts(v, lang)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = renderTexts(v, lang);
    return out as T;
  }
  return value;
}

/**
 * The language of an `Accept-Language` header: the first tag (by q) we speak. zh-TW, zh-HK,
 * zh-MO and zh-Hant* are zhtw; other zh tags are zh; en* is en; nothing we speak (or no header,
 * `*`) is zh, the product default and the spec's language.
 */
export function pickLang(header: string | null | undefined): Lang {
  if (!header) return 'zh';
  // Fast path: the console sends exactly one tag.
  if (!header.includes(',') && !header.includes(';')) return langOfTag(header) ?? 'zh';
  const tags = header
    .split(',')
    .map((part, i) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(r)).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return 'zh';
}

function langOfTag(raw: string): Lang | null {
  const tag = raw.trim().toLowerCase().replace(/_/g, '-');
  if (tag === 'zhtw' || /^zh-(tw|hk|mo|hant)\b/.test(tag)) return 'zhtw';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return null;
}

/** The `Accept-Language` value the console sends for each of its languages. */
export const ACCEPT_LANGUAGE: Record<Lang, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };
