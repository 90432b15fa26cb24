// The server kit: what every area copies. See docs/conventions.md ("Writing an area").
export * from './schema';
export { rows, one, epochMs, camelName } from './query';
export { Where, listPage, type ListSpec } from './list';
export { sortClause, sortColumn } from './sortClause';
export { checkFields, assertFields, failFields, type FieldError } from './fieldCheck';
export { quickQuery } from './quickQuery';
export { treeOf } from './treeAnswer';
export { fieldErrors, type FieldCheck } from './labelledFields';
export { bytesAnswer } from './bytes';
export { registerTaskKind, taskKind, taskKinds, type ScheduledTaskKind, type TaskRunContext } from './scheduledTasks';
export { CacheRegistry, HitCounter, SharedLoads, approxBytes, type CacheStats, type ServerCache } from './caches';
export { contentDisposition } from './disposition';
export { loadSecret } from './secretFile';
export { SCHOOL_VOICE_MENU, inReach, looksAfter, schoolCaller, type SchoolCaller } from './schoolReach';
export { contributeMenus, contributedMenus, type ContributedMenu } from './menuContributions';
export { portalOfUserSql } from './portalOfUser';
export { pngDataUrl, pngOfDataUrl } from './pngDataUrl';
export { memoByText } from './memoByText';
