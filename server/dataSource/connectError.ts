import type { TextKey } from '../../contract/texts';

/**
 * Why a connection failed, as a reason the person fixing the form understands. Driver messages
 * are not answered as they are: they can carry addresses and server internals.
 */
export type ConnectReason = 'dsReasonRefused' | 'dsReasonNotFound' | 'dsReasonTimeout' | 'dsReasonAuth' | 'dsReasonNoDatabase' | 'dsReasonOther';

export function connectReason(err: unknown): ConnectReason & TextKey {
  const e = (err ?? {}) as { code?: unknown; errno?: unknown; message?: unknown };
  const code = String(e.code ?? '');
  const message = String(e.message ?? '');
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'dsReasonRefused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dsReasonNotFound';
  if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(message)) return 'dsReasonTimeout';
  // PostgreSQL SQLSTATE 28P01/28000; MySQL ER_ACCESS_DENIED_ERROR (1045), ER_DBACCESS_DENIED_ERROR (1044).
  if (code === '28P01' || code === '28000' || code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_DBACCESS_DENIED_ERROR') return 'dsReasonAuth';
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR') return 'dsReasonNoDatabase';
  return 'dsReasonOther';
}
