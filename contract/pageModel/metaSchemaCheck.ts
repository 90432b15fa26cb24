import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import metaSchema from '../../schemas/page.schema.json';

/** One problem in a page schema, addressed by JSON pointer so an author can find it. */
export interface SchemaProblem {
  path: string;
  message: string;
}

// Shared by the renderer (schemas from the server, checked at run time) and the server (checked on
// save), so an author reads the same wording in both places.
let compiled: ValidateFunction | null = null;

function validator(): ValidateFunction {
  // Compiled once: ajv compilation costs milliseconds, validation microseconds.
  if (!compiled) compiled = new Ajv({ allErrors: true, strict: false }).compile(metaSchema);
  return compiled;
}

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `unknown property '${String(p.additionalProperty)}'`;
    case 'required':
      return `missing required property '${String(p.missingProperty)}'`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      return `'${String(e.data)}' does not match ${String(p.pattern)}`;
    default:
      return e.message ?? e.keyword;
  }
}

/**
 * ajv reports every failed branch of a oneOf; an author wants the branch closest to what was written.
 * Errors under a deeper path explain a shallower "oneOf"/"if" failure, so the shallow ones are dropped.
 */
export function readable(errors: ErrorObject[]): SchemaProblem[] {
  const useful = errors.filter((e) => e.keyword !== 'if');
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const e of useful) {
    const path = e.instancePath || '/';
    if (e.keyword === 'oneOf' || e.keyword === 'type') {
      const deeper = useful.some((o) => o !== e && o.keyword !== 'oneOf' && o.keyword !== 'type' && (o.instancePath || '/').startsWith(path));
      if (deeper && e.keyword === 'oneOf') continue;
    }
    const message = describe(e);
    const key = `${path} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message });
  }
  // The oneOf summary alone is unhelpful when a type error on the same path says more.
  return out.filter((p) => !(p.message.includes('exactly one schema') && out.some((o) => o !== p && o.path === p.path)));
}


/** The meta-schema check alone, as readable problems (empty when the schema conforms). */
export function metaSchemaProblems(value: unknown): SchemaProblem[] {
  const validate = validator();
  return validate(value) ? [] : readable(validate.errors ?? []);
}
