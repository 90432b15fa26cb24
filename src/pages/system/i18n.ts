import { i18n } from '../../i18n/i18n';

// Texts of the 系统管理 screens of issue 15 (namespace 'system'), added when a screen first loads.
const zh = {
  forced: { initial: '首次登录请先修改初始密码', expired: '密码已过期，请修改密码' },
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
    defaultLanguage: '默认语言', enableWatermark: '页面水印', watermarkText: '水印文字（{realName} 姓名，{account} 账号）',
    envNote: '环境变量只是启动默认值；此处保存的设置优先，并立即在所有实例生效。', save: '保存', saved: '保存成功',
  },
};
type Texts = typeof zh;
const zhtw: Texts = {
  forced: { initial: '首次登入請先修改初始密碼', expired: '密碼已過期，請修改密碼' },
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
    defaultLanguage: '預設語言', enableWatermark: '頁面浮水印', watermarkText: '浮水印文字（{realName} 姓名，{account} 帳號）',
    envNote: '環境變數只是啟動預設值；此處儲存的設定優先，並立即在所有實例生效。', save: '儲存', saved: '儲存成功',
  },
};
const en: Texts = {
  forced: { initial: 'Please change your initial password first', expired: 'Your password has expired; please change it' },
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
    defaultLanguage: 'Default language', enableWatermark: 'Page watermark', watermarkText: 'Watermark text ({realName} name, {account} account)',
    envNote: 'Environment variables are only start-up defaults; settings saved here win and apply at once on every instance.', save: 'Save', saved: 'Saved',
  },
};

export const systemTexts = { zh, zhtw, en };
for (const [lng, texts] of Object.entries(systemTexts)) i18n.addResourceBundle(lng, 'system', texts, true, true);
