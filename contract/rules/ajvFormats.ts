// Exposes the §5 rules to JSON Schema so page schemas can say `"format": "ec-phone"` and get the same
// check the server runs. The `ec-` prefix keeps our names clear of ajv-formats' standard ones
// ('email', 'time', ...), which mean different things.

import type Ajv from 'ajv';
import { formatMessage, type Lang, type MessageKey } from './messages';
import { isRuleName, ruleNames, rules, type RuleName } from './rules';

export const FORMAT_PREFIX = 'ec-';

export function formatName(rule: RuleName): string {
  return `${FORMAT_PREFIX}${rule}`;
}

/**
 * Format validators keyed by format name, in the shape rjsf's `customizeValidator({ customFormats })`
 * takes, so client forms and a hand-built Ajv share one definition.
 * Formats are string formats: a number-typed field should use `multipleOf: 0.5` or
 * `type: integer, minimum: 1` instead, because ajv skips string formats for numbers.
 */
export function ruleFormats(): Record<string, (value: string) => boolean> {
  const out: Record<string, (value: string) => boolean> = {};
  for (const name of ruleNames) out[formatName(name)] = rules[name].test;
  return out;
}

export function addRuleFormats(ajv: Ajv): Ajv {
  for (const [name, validate] of Object.entries(ruleFormats())) ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

/** Structural so it fits both ajv's ErrorObject (`keyword`) and rjsf's validation errors (`name`). */
export interface FormatErrorLike {
  keyword?: string;
  name?: string;
  params?: unknown;
}

export function ruleOfError(error: FormatErrorLike): RuleName | null {
  if ((error.keyword ?? error.name) !== 'format') return null;
  const format = (error.params as { format?: unknown } | undefined)?.format;
  if (typeof format !== 'string' || !format.startsWith(FORMAT_PREFIX)) return null;
  const rule = format.slice(FORMAT_PREFIX.length);
  return isRuleName(rule) ? rule : null;
}

export function ruleErrorKey(error: FormatErrorLike): MessageKey | null {
  const rule = ruleOfError(error);
  return rule ? rules[rule].message : null;
}

/** The rule's message for an `ec-*` format error; null for any other error, so callers keep ajv's text. */
export function ruleErrorMessage(error: FormatErrorLike, lang: Lang = 'zh'): string | null {
  const key = ruleErrorKey(error);
  return key ? formatMessage(key, lang) : null;
}
