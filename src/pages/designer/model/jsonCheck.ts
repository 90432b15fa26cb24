import type { PageSchema } from '../../../../contract/pageModel/pageSchema';
import { validatePageSchema, type SchemaProblem } from '../../../../contract/pageModel/validatePageSchema';

/** The JSON tab's check: a syntax error, or the meta-schema's and the cross-references' problems at their paths. */
export function jsonProblems(text: string): { syntax: string | null; problems: SchemaProblem[]; page: PageSchema | null } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { syntax: e instanceof Error ? e.message : String(e), problems: [], page: null };
  }
  const problems = validatePageSchema(value);
  return { syntax: null, problems, page: problems.length ? null : (value as PageSchema) };
}
