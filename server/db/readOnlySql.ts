/**
 * Whether a statement can be sent again after the database thread died while running it: true only
 * for a plain read, whose second run cannot change anything. Errs towards false: a statement it is
 * unsure of is treated as a write, whose caller then gets "outcome unknown" rather than a second run.
 */
export function isRepeatableRead(text: string): boolean {
  // Literals first, so a `--` inside one cannot hide the rest of the statement as a comment.
  const sql = stripComments(text.replace(/'(?:[^']|'')*'/g, "''")).trim();
  if (!/^(select|with|show|values|table)\b/i.test(sql)) return false;
  // One statement only (a trailing semicolon is fine): `SELECT 1; DELETE …` is a write.
  if (/;\s*\S/.test(sql)) return false;
  // A data-modifying CTE, a sequence step, a row lock or anything calling a side-effect function.
  return !/\b(insert|update|delete|merge|nextval|setval|pg_advisory\w*|lo_\w+|set_config|pg_notify|into|for\s+(update|share|no\s+key|key))\b/i.test(sql);
}

function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
}
