import { Nullable, Type, Where, epochMs, listQuery } from '../kit';

/**
 * One system-log entry as both log lists answer it (System/Log and the caller's own
 * Users/Current/SystemLog), in JNPF's spelling: `ipaddress`, `requestURL`, `platForm`. The two
 * lists once mapped their rows by hand and drifted (`requestUrl` in one of them).
 */
export const LogRow = Type.Object({
  id: Type.String(),
  category: Type.Integer(),
  userName: Nullable(Type.String()),
  ipaddress: Nullable(Type.String()),
  ipAddressName: Type.String(),
  requestURL: Nullable(Type.String()),
  requestMethod: Nullable(Type.String()),
  requestDuration: Nullable(Type.Integer()),
  abstracts: Nullable(Type.String()),
  platForm: Nullable(Type.String()),
  creatorTime: Type.Number(),
});

export const LOG_COLUMNS = `id, category, user_name, ip AS ipaddress, coalesce(ip_address_name, '') AS ip_address_name, request_url AS "requestURL",
  request_method, request_duration, abstracts, platform AS "platForm", ${epochMs('created_at')} AS creator_time`;
export const LOG_FROM = 'FROM sys_log';

/** The log lists' query: category 1 login, 3 operation, 4 exception; startTime/endTime in ms. */
export const LogQuery = listQuery({
  category: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(4)])),
  startTime: Type.Optional(Type.Integer({ minimum: 0 })),
  endTime: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** The filters both lists share. */
export function logFilters(where: Where, q: { category?: number; startTime?: number; endTime?: number }): Where {
  if (q.category) where.and(`category = ${where.param(q.category)}`);
  if (q.startTime) where.and(`created_at >= to_timestamp(${where.param(q.startTime / 1000)})`);
  if (q.endTime) where.and(`created_at <= to_timestamp(${where.param(q.endTime / 1000)})`);
  return where;
}
