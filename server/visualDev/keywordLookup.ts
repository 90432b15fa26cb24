import { escapeLike } from '../permission/dataScopeSql';

/**
 * How a keyword is looked up in `search_text` (lower-cased keyword fields) through its trigram index.
 *
 * The index finds rows holding every trigram of the keyword. A code-shaped keyword — a few letters
 * then digits, as student and order numbers are (XSB0001234, DD20261203…) — begins with trigrams
 * that nearly every record holds (every student number starts "xsb"), so the lookup walked the whole
 * index entry of each of them: 1.9 ms a search on PostgreSQL (100,000 records), several times that on
 * PGlite (issue 19). Looked up by its digits alone the index does 0.4 ms of work, and the whole
 * keyword is then checked on the few rows found (`strpos`, which no index answers), so the rows are
 * exactly those holding the whole keyword, as before.
 */
export interface KeywordLookup {
  /** The LIKE pattern the trigram index answers. */
  indexed: string;
  /** The whole keyword (lower-cased) to check on the rows found, when `indexed` holds only a part. */
  whole: string | null;
}

const CODE = /^[a-z]{1,6}[-_/]?(\d{4,})$/;

export function keywordLookup(keyword: string): KeywordLookup {
  const lower = keyword.toLowerCase();
  const code = CODE.exec(lower);
  if (code) return { indexed: `%${escapeLike(code[1])}%`, whole: lower };
  return { indexed: `%${escapeLike(lower)}%`, whole: null };
}

/** The WHERE part for `column` (a lower-cased search text with a trigram index), its values pushed to `params`. */
export function keywordCondition(column: string, keyword: string, params: unknown[]): string {
  const { indexed, whole } = keywordLookup(keyword);
  const like = `${column} LIKE $${params.push(indexed)}`;
  return whole === null ? like : `${like} AND strpos(${column}, $${params.push(whole)}) > 0`;
}
