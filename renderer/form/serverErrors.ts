import type { ErrorSchema } from '@rjsf/utils';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A 400 answer whose data is `[{ field, message }]` (the server reports every failing field, see
 * server/users/routes.ts) becomes marks on those fields. Anything else is not a field error.
 */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  const e = error as { code?: unknown; data?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  if (e.code !== undefined && Number(e.code) !== 400) return null;
  if (!Array.isArray(e.data)) return null;
  const list = e.data.filter(
    (x): x is FieldError => !!x && typeof (x as FieldError).field === 'string' && typeof (x as FieldError).message === 'string',
  );
  return list.length ? list : null;
}

/** rjsf's extraErrors shape; `a.b` paths nest, as sub-objects do in the form. */
export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    let node = out;
    for (const part of field.split('.')) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    if (!list.includes(message)) list.push(message);
    node.__errors = list;
  }
  return out as ErrorSchema;
}

/** Fields the schema does not draw cannot show a mark; their messages go to the form-level alert. */
export function unplacedErrors(errors: readonly FieldError[], fields: readonly string[]): string[] {
  const drawn = new Set(fields);
  return errors.filter((e) => !drawn.has(e.field.split('.')[0])).map((e) => e.message);
}
