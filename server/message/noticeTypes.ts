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

/**
 * SQL for a notice's type name: the dictionary's name, else the stand-in above, else the code, else ''.
 */
export function noticeTypeNameSql(code: string, dictionaryName: string): string {
  const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;
  const known = Object.entries(NOTICE_TYPES).map(([k, v]) => `WHEN ${quote(k)} THEN ${quote(v)}`).join(' ');
  return `coalesce(${dictionaryName}, CASE ${code} ${known} ELSE ${code} END, '')`;
}
