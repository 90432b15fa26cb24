// Every user-facing validation / upload / formula message, in the three languages the console
// speaks (spec §9). zh keeps the spec's wording character for character because testers and
// existing users recognise those exact strings; en keeps the spec's English wording where the spec
// gives one (e.g. 'cannot be empty'), for the same reason. Keys, not texts, travel between layers
// (rules return a key) so the language is chosen once, at the edge that shows it.

export type Lang = 'zh' | 'zhtw' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'zhtw', 'en'];

export interface Translations {
  zh: string;
  zhtw: string;
  en: string;
}

export const messages = {
  // §5 field rules
  phoneInvalid: { zh: '请正确输入您的手机号', zhtw: '請正確輸入您的手機號', en: 'Please enter a valid mobile phone number' },
  passwordInvalid: {
    zh: '6-16位字符的密码（数字和字母组成）',
    zhtw: '6-16位字元的密碼（數字和字母組成）',
    en: 'Password of 6-16 characters (made of digits and letters)',
  },
  emailInvalid: { zh: '请正确输入您的邮箱地址', zhtw: '請正確輸入您的郵箱地址', en: 'Please enter a valid e-mail address' },
  idCardInvalid: { zh: '请正确输入身份证号码', zhtw: '請正確輸入身份證號碼', en: 'Please enter a valid national ID number' },
  carPlateInvalid: { zh: '请正确输入车牌号', zhtw: '請正確輸入車牌號', en: 'Please enter a valid licence plate number' },
  chineseOnly: { zh: '只能输入中文', zhtw: '只能輸入中文', en: 'Only Chinese characters are allowed' },
  codeInvalid: {
    zh: '只能输入字母、数字和点，且点不能在开头或结尾',
    zhtw: '只能輸入字母、數字和點，且點不能在開頭或結尾',
    en: 'Only letters, digits and dots are allowed, and a dot may not come first or last',
  },
  accountInvalid: { zh: '只能输入数字英文', zhtw: '只能輸入數字英文', en: 'Only digits and English letters are allowed' },
  nameInvalid: { zh: '名称不能含有特殊符号', zhtw: '名稱不能含有特殊符號', en: 'The name cannot contain special symbols' },
  digitsOnly: { zh: '只能输入数字', zhtw: '只能輸入數字', en: 'Only digits are allowed' },
  timeInvalid: {
    zh: '时间只能是整数和0.5的倍数',
    zhtw: '時間只能是整數和0.5的倍數',
    en: 'Time can only be a whole number or a multiple of 0.5',
  },
  positiveInteger: { zh: '请输入正整数', zhtw: '請輸入正整數', en: 'Please enter a positive integer' },

  // §5 uploads, sub-table, approver, chat
  fileTooLarge: { zh: '文件大小超过{size}{unit}', zhtw: '文件大小超過{size}{unit}', en: 'File size exceeds {size}{unit}' },
  tooManyImages: { zh: '最多只能上传{n}张图片', zhtw: '最多只能上傳{n}張圖片', en: 'At most {n} images can be uploaded' },
  tooManyFiles: { zh: '最多只能上传{n}个文件', zhtw: '最多只能上傳{n}個文件', en: 'At most {n} files can be uploaded' },
  imageOnly: { zh: '只能上传图片', zhtw: '只能上傳圖片', en: 'Only images can be uploaded' },
  chatImageTooLarge: { zh: '图片大小不能超过5M', zhtw: '圖片大小不能超過5M', en: 'Image size cannot exceed 5M' },
  required: { zh: '不能为空', zhtw: '不能為空', en: 'cannot be empty' },
  approverRequired: { zh: '请选择审批人', zhtw: '請選擇審批人', en: 'please select an approver' },

  // §5 amount in words
  amountTooLarge: { zh: '金额过大无法计算', zhtw: '金額過大無法計算', en: 'The amount is too large to calculate' },
  amountNegative: { zh: '金额不能为负数', zhtw: '金額不能為負數', en: 'The amount cannot be negative' },

  // §8 catalogue texts
  fullscreenUnsupported: { zh: '您的浏览器不支持全屏', zhtw: '您的瀏覽器不支持全屏', en: 'full screen not supported' },
  noPermission: { zh: '暂无权限', zhtw: '暫無權限', en: 'no permission' },
  noData: { zh: '暂无数据', zhtw: '暫無數據', en: 'no data' },

  // Formula designer feedback (validateFormula reasons)
  formulaEmpty: { zh: '公式不能为空', zhtw: '公式不能為空', en: 'The formula cannot be empty' },
  formulaBadCharacter: { zh: '公式含有无法识别的字符', zhtw: '公式含有無法識別的字元', en: 'The formula contains an unknown character' },
  formulaExpectedOperand: {
    zh: '运算符后面应为数字或字段',
    zhtw: '運算符後面應為數字或欄位',
    en: 'A number or field is expected here',
  },
  formulaExpectedOperator: {
    zh: '数字或字段之间应有运算符',
    zhtw: '數字或欄位之間應有運算符',
    en: 'An operator is expected between numbers or fields',
  },
  formulaEndsWithOperator: { zh: '公式必须以数字或字段结尾', zhtw: '公式必須以數字或欄位結尾', en: 'The formula must end with a number or field' },
  formulaUnclosedParenthesis: { zh: '括号没有闭合', zhtw: '括號沒有閉合', en: 'A parenthesis is not closed' },
  formulaUnmatchedParenthesis: { zh: '多余的右括号', zhtw: '多餘的右括號', en: 'A closing parenthesis has no match' },
  formulaBadField: { zh: '字段引用不正确', zhtw: '欄位引用不正確', en: 'The field reference is malformed' },
  formulaBadSum: {
    zh: 'SUM 只能用于子表字段，例如 SUM({子表.字段})',
    zhtw: 'SUM 只能用於子表欄位，例如 SUM({子表.欄位})',
    en: 'SUM only takes a sub-table column, e.g. SUM({table.field})',
  },
  formulaBadDays: {
    zh: 'DAYS 需要两个日期字段，例如 DAYS({结束日期},{开始日期})',
    zhtw: 'DAYS 需要兩個日期欄位，例如 DAYS({結束日期},{開始日期})',
    en: 'DAYS takes two date field references: the end date first, then the start date',
  },

  // Relative time (format.ts); singular keys exist because English needs them.
  timeJustNow: { zh: '刚刚', zhtw: '剛剛', en: 'just now' },
  timeMinuteAgo: { zh: '1分钟前', zhtw: '1分鐘前', en: '1 minute ago' },
  timeMinutesAgo: { zh: '{n}分钟前', zhtw: '{n}分鐘前', en: '{n} minutes ago' },
  timeHourAgo: { zh: '1小时前', zhtw: '1小時前', en: '1 hour ago' },
  timeHoursAgo: { zh: '{n}小时前', zhtw: '{n}小時前', en: '{n} hours ago' },
  timeDayAgo: { zh: '1天前', zhtw: '1天前', en: '1 day ago' },
  timeDaysAgo: { zh: '{n}天前', zhtw: '{n}天前', en: '{n} days ago' },
  timeWeekAgo: { zh: '1周前', zhtw: '1週前', en: '1 week ago' },
  timeWeeksAgo: { zh: '{n}周前', zhtw: '{n}週前', en: '{n} weeks ago' },
  timeMonthAgo: { zh: '1月前', zhtw: '1月前', en: '1 month ago' },
  timeMonthsAgo: { zh: '{n}月前', zhtw: '{n}月前', en: '{n} months ago' },
} as const satisfies Record<string, Translations>;

export type MessageKey = keyof typeof messages;

export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/**
 * A placeholder with no matching param is left as written, so a missing argument shows up as
 * '{n}' in the UI and in tests instead of silently reading 'undefined'.
 * An unknown language falls back to zh, the product default (spec §4 language choice).
 */
export function formatMessage(key: MessageKey, lang: Lang = 'zh', params: MessageParams = {}): string {
  const entry: Translations = messages[key];
  return fillTemplate(entry[lang] ?? entry.zh, params);
}

/** `{name}` placeholders of a template filled from params; a missing one stays visible. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
