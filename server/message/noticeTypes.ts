/**
 * Notice types are items of the 'noticeType' dictionary. These are the codes the seed uses; the
 * names here only stand in while the dictionary lacks an item (a fresh install without demo data).
 */
export const NOTICE_TYPES: Record<string, string> = {
  notice: '通知',
  announcement: '公告',
  activity: '活动',
  meeting: '会议',
};

/** SQL joins that resolve `m.notice_type` to its dictionary name (as `dd.full_name`). */
export const NOTICE_TYPE_JOIN = `LEFT JOIN dictionary_type dt ON lower(dt.en_code) = 'noticetype'
  LEFT JOIN dictionary_data dd ON dd.dictionary_type_id = dt.id AND lower(dd.en_code) = lower(m.notice_type)`;

export function noticeTypeName(code: string | null, dictionaryName: string | null): string {
  if (dictionaryName) return dictionaryName;
  if (!code) return '';
  return Object.hasOwn(NOTICE_TYPES, code) ? NOTICE_TYPES[code] : code;
}
