import { registerTaskKind } from '../kit';

/** Rows a statement removed, as the run history's one-line result counts them. */
async function removed(run: Promise<unknown[]>): Promise<number> {
  return (await run).length;
}

/**
 * The built-in work of 定时任务 (issue 15): housekeeping every platform needs. The areas of other
 * kinds (scheduled backup, data sync) register theirs the same way from their own folders.
 */
export function registerBuiltinKinds(): void {
  registerTaskKind({
    key: 'system.purgeSessions',
    title: { zh: '清理过期会话与验证码', zhtw: '清理過期會話與驗證碼', en: 'Purge expired sessions and codes' },
    async run({ database }) {
      // A session ended or expired a week ago no longer shows anywhere (online users, the log keeps sign-ins).
      const sessions = await removed(
        database.query(`DELETE FROM user_session WHERE coalesce(ended_at, expires_at) < now() - interval '7 days' RETURNING id`),
      );
      const codes = await removed(database.query(`DELETE FROM login_code WHERE expires_at < now() - interval '1 day' RETURNING id`));
      const tickets =
        (await removed(database.query(`DELETE FROM login_qr_ticket WHERE expires_at < now() - interval '1 day' RETURNING ticket_hash`))) +
        (await removed(database.query(`DELETE FROM iframe_ticket WHERE expires_at < now() - interval '1 day' RETURNING ticket_hash`)));
      // A throttle row idle for longer than its window counts from zero again anyway.
      const throttles = await removed(database.query(`DELETE FROM login_throttle WHERE last_at < now() - make_interval(secs => window_sec) - interval '1 day' RETURNING key`));
      return `sessions ${sessions}, codes ${codes}, tickets ${tickets}, throttle rows ${throttles}`;
    },
  });

  registerTaskKind({
    key: 'system.trimLogs',
    title: { zh: '清理旧日志', zhtw: '清理舊日誌', en: 'Trim old logs' },
    async run({ database, params }) {
      const keepDays = Math.max(1, Math.floor(Number(params.keepDays ?? 180)) || 180);
      const n = await removed(database.query(`DELETE FROM sys_log WHERE created_at < now() - make_interval(days => $1) RETURNING id`, [keepDays]));
      return `log rows older than ${keepDays} days: ${n}`;
    },
  });

  registerTaskKind({
    key: 'system.dbMaintenance',
    title: { zh: '数据库维护', zhtw: '資料庫維護', en: 'Database maintenance' },
    async run({ database }) {
      const jobs = await removed(database.query(`DELETE FROM job_queue WHERE state IN ('done', 'failed') AND done_at < now() - interval '7 days' RETURNING id`));
      // VACUUM cannot run inside a transaction block: one plain statement on its own.
      await database.exec('VACUUM (ANALYZE)');
      if (database.kind === 'pglite') await database.exec('CHECKPOINT');
      return `finished queue jobs removed: ${jobs}; VACUUM (ANALYZE) done`;
    },
  });
}
