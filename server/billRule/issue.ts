import { ApiError, Code } from '../../contract/errors';
import type { Database } from '../db/client';
import { dateOfStamp, formatBillNumber, stampOf, type DateFormat } from './format';
import { t } from '../../contract/texts';

// Characters of the YYYYMMDDHHmmss stamp that name the counter's period (PERIOD_LENGTH in SQL).
const PERIOD = `(CASE reset_by WHEN 'day' THEN 8 WHEN 'month' THEN 6 WHEN 'year' THEN 4 ELSE 0 END)`;

/**
 * Issues the next number of the rule `enCode` (case-insensitive), e.g. 'QJ202403050007'.
 *
 * Uniqueness rests on one UPDATE … RETURNING: the row lock serialises concurrent issuers on PostgreSQL
 * (PGlite has a single connection anyway), and every caller gets its own counter value. The stamp only
 * moves forward (GREATEST), so a request carrying a slightly older clock reading around midnight
 * continues the new day's counter and is formatted with the new day's date instead of reopening
 * yesterday's sequence.
 *
 * Throws ApiError 404 for an unknown rule and 400 for a disabled one.
 */
export async function issueBillNumber(database: Database, enCode: string, now: Date = new Date()): Promise<string> {
  const rows = await database.query<Record<string, unknown>>(
    `UPDATE bill_rule SET
        this_number = CASE WHEN this_number > 0 AND left(last_stamp, ${PERIOD}) = left(GREATEST(last_stamp, $2), ${PERIOD})
                           THEN this_number + 1 ELSE 1 END,
        last_stamp = GREATEST(last_stamp, $2)
      WHERE lower(en_code) = lower($1) AND enabled_mark = 1
      RETURNING id, prefix, date_format, digit, start_number, this_number, last_stamp`,
    [enCode, stampOf(now)],
  );
  const r = rows[0];
  if (!r) {
    const exists = await database.query('SELECT 1 FROM bill_rule WHERE lower(en_code) = lower($1)', [enCode]);
    throw exists.length ? new ApiError(Code.BadRequest, t('billRuleDisabled')) : new ApiError(Code.NotFound, t('notFound'));
  }
  const thisNumber = Number(r.this_number);
  const lastStamp = r.last_stamp as string;
  const number = formatBillNumber(
    { prefix: r.prefix as string, dateFormat: r.date_format as DateFormat, digit: Number(r.digit) },
    Number(r.start_number) + thisNumber - 1,
    dateOfStamp(lastStamp),
  );
  // "Last issued" is informational; the guard keeps a slower request from overwriting a newer number.
  await database.query('UPDATE bill_rule SET output_number = $2 WHERE id = $1 AND this_number = $3 AND last_stamp = $4', [
    r.id,
    number,
    thisNumber,
    lastStamp,
  ]);
  return number;
}
