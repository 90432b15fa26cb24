// What a third-party app may ask an organisation for (/companyAuthorize). The codes are stored with
// the authorisation; the labels are what the confirming administrator reads.

export interface ThirdPartyScope {
  code: string;
  zh: string;
  zhtw: string;
  en: string;
  /** Personal data: the confirmation page marks it so the administrator reads it twice. */
  personal: boolean;
}

export const THIRD_PARTY_SCOPES: readonly ThirdPartyScope[] = [
  { code: 'org.basic', zh: '读取单位名称与组织架构', zhtw: '讀取單位名稱與組織架構', en: 'Read the organisation name and structure', personal: false },
  { code: 'user.basic', zh: '读取教职工姓名与所属部门', zhtw: '讀取教職工姓名與所屬部門', en: 'Read staff names and departments', personal: true },
  { code: 'user.contact', zh: '读取教职工手机号与邮箱', zhtw: '讀取教職工手機號與郵箱', en: 'Read staff mobile numbers and e-mail addresses', personal: true },
  { code: 'class.basic', zh: '读取班级与学生人数', zhtw: '讀取班級與學生人數', en: 'Read classes and their student counts', personal: false },
  { code: 'teaching.stats', zh: '读取班级教学统计（课时、作业、出勤）', zhtw: '讀取班級教學統計（課時、作業、出勤）', en: 'Read class teaching figures (lessons, homework, attendance)', personal: false },
  { code: 'message.send', zh: '向本单位用户发送站内消息', zhtw: '向本單位用戶發送站內消息', en: 'Send in-app messages to the organisation’s users', personal: false },
];

const CODES = new Set(THIRD_PARTY_SCOPES.map((s) => s.code));

/** Pure: whether `asked` is a non-empty set of distinct known codes, each one the app requests. */
export function scopesAllowed(asked: readonly string[], offered: readonly string[]): boolean {
  if (!asked.length || new Set(asked).size !== asked.length) return false;
  const off = new Set(offered);
  return asked.every((c) => CODES.has(c) && off.has(c));
}
