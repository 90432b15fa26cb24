import type { JsonSchema, Lang, PageTranslations, UiSchema } from '../../contract/pageModel/pageSchema';
import { commonWords } from '../i18n';

// Designers write the JSON-Schema parts of a page (form and search schemas, their uiSchemas) in
// Chinese; a page's `translations` block (gettext style, keyed by the zh text) and the renderer's
// common field words give the other languages. Everything here is pure and copy-on-write: a part with
// nothing to translate comes back as the very same object, so memoised consumers keep their caches.

const own = <T>(map: Record<string, T> | undefined, key: string): T | undefined =>
  map && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;

/** A zh text's translation into zhtw or en: the page's own, else the common field words' (undefined: none). */
export function lookupText(text: string, lang: 'zhtw' | 'en', translations?: PageTranslations): string | undefined {
  return own(translations?.[lang], text) ?? own(commonWords, text)?.[lang];
}

/** One designer text in `lang`: the page's translations, then the common field words, then as written. */
export function translateText(text: string, lang: Lang, translations?: PageTranslations): string {
  return lang === 'zh' ? text : (lookupText(text, lang, translations) ?? text);
}

type Translate = (text: string) => string;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function mapArray(list: unknown[], f: (v: unknown) => unknown): unknown[] {
  let out = list;
  list.forEach((v, i) => {
    const w = f(v);
    if (w === v) return;
    if (out === list) out = [...list];
    out[i] = w;
  });
  return out;
}

function mapValues(map: Obj, f: (v: unknown, k: string) => unknown): Obj {
  let out = map;
  for (const [k, v] of Object.entries(map)) {
    const w = f(v, k);
    if (w === v) continue;
    if (out === map) out = { ...map };
    out[k] = w;
  }
  return out;
}

const textOf = (t: Translate) => (v: unknown) => (typeof v === 'string' ? t(v) : v);

/** Keywords holding a subschema or a list of them (`items` may be either). */
const SUBSCHEMAS = new Set(['items', 'additionalItems', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'allOf', 'anyOf', 'oneOf']);
/** Keywords holding subschemas by name; `dependencies` may also hold property lists, left alone. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies', 'dependentSchemas']);

/**
 * A JSON Schema with `title`, `description` and `enumNames` passed through `t`, in every subschema
 * (properties, array items, oneOf/anyOf/allOf entries, dependencies, if/then/else, definitions).
 * Values (`const`, `enum`, `default`, `examples`) are data and stay as they are.
 */
export function mapSchemaTexts(schema: JsonSchema, t: Translate): JsonSchema {
  if (!isObj(schema)) return schema;
  const text = textOf(t);
  const sub = (v: unknown) => (isObj(v) ? mapSchemaTexts(v, t) : v);
  return mapValues(schema, (v, k) => {
    if (k === 'title' || k === 'description') return text(v);
    if (k === 'enumNames') return Array.isArray(v) ? mapArray(v, text) : v;
    if (SUBSCHEMAS.has(k)) return Array.isArray(v) ? mapArray(v, sub) : sub(v);
    if (SCHEMA_MAPS.has(k)) return isObj(v) ? mapValues(v, sub) : v;
    return v;
  });
}

/** uiSchema keys whose string value is shown to people. */
const UI_TEXTS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);
/** Keys of `ui:options` (and of objects inside it: a sub-table's columns and their options) that are shown. */
const OPTION_TEXTS = new Set(['title', 'description', 'placeholder', 'help', 'label']);

function mapOptionTexts(v: unknown, t: Translate): unknown {
  if (Array.isArray(v)) return mapArray(v, (x) => mapOptionTexts(x, t));
  if (!isObj(v)) return v;
  const text = textOf(t);
  return mapValues(v, (x, k) => (OPTION_TEXTS.has(k) ? text(x) : k === 'enumNames' && Array.isArray(x) ? mapArray(x, text) : mapOptionTexts(x, t)));
}

/** The titles of the form's boxes (`ui:layout`: cards, tabs, collapse panels, dividers). */
function mapLayoutTexts(v: unknown, t: Translate): unknown {
  if (Array.isArray(v)) return mapArray(v, (x) => mapLayoutTexts(x, t));
  if (!isObj(v)) return v;
  return mapValues(v, (x, k) => (k === 'title' ? textOf(t)(x) : k === 'children' ? mapLayoutTexts(x, t) : x));
}

/**
 * A uiSchema with its shown strings passed through `t`: `ui:title`, `ui:description`,
 * `ui:placeholder`, `ui:help`, `ui:enumNames`, and in `ui:options` the `title`, `description`,
 * `placeholder`, `help`, `label` and `enumNames` of any object inside (a sub-table's column labels and
 * their option labels), and the titles of the boxes of `ui:layout`. Field uiSchemas nest under field names and `items`; other `ui:` keys are
 * configuration and stay as they are.
 */
export function mapUiSchemaTexts(ui: UiSchema | undefined, t: Translate): UiSchema | undefined {
  if (!isObj(ui)) return ui;
  const text = textOf(t);
  const nested = (v: unknown): unknown => (Array.isArray(v) ? mapArray(v, nested) : isObj(v) ? mapUiSchemaTexts(v, t) : v);
  return mapValues(ui, (v, k) => {
    if (UI_TEXTS.has(k)) return text(v);
    if (k === 'ui:enumNames') return Array.isArray(v) ? mapArray(v, text) : v;
    if (k === 'ui:options') return mapOptionTexts(v, t);
    if (k === 'ui:layout') return mapLayoutTexts(v, t);
    // Other ui: keys configure; any other key is a field's (or `items`') own uiSchema.
    return k.startsWith('ui:') ? v : nested(v);
  });
}

export interface LocalisedSchema {
  schema: JsonSchema;
  uiSchema: UiSchema | undefined;
}

const NONE = {};
// schema → uiSchema → translations → language: a form is localised once per language, however often
// it re-renders (a keystroke in a 200-field form costs four map look-ups here).
const cache = new WeakMap<object, WeakMap<object, WeakMap<object, Map<Lang, LocalisedSchema>>>>();

function slot(schema: object, ui: object, tr: object): Map<Lang, LocalisedSchema> {
  let byUi = cache.get(schema);
  if (!byUi) cache.set(schema, (byUi = new WeakMap()));
  let byTr = byUi.get(ui);
  if (!byTr) byUi.set(ui, (byTr = new WeakMap()));
  let byLang = byTr.get(tr);
  if (!byLang) byTr.set(tr, (byLang = new Map()));
  return byLang;
}

/**
 * The form or search schema and its uiSchema in `lang`. Never mutates its input; `zh` (what designers
 * write) and parts with nothing to translate come back as the same objects. Memoised per schema,
 * uiSchema, translations and language.
 */
export function localiseSchema(schema: JsonSchema, uiSchema: UiSchema | undefined, lang: Lang, translations?: PageTranslations): LocalisedSchema {
  const memo = slot(schema, uiSchema ?? NONE, translations ?? NONE);
  let hit = memo.get(lang);
  if (!hit) {
    const t = (s: string) => translateText(s, lang, translations);
    hit = lang === 'zh' ? { schema, uiSchema } : { schema: mapSchemaTexts(schema, t), uiSchema: mapUiSchemaTexts(uiSchema, t) };
    memo.set(lang, hit);
  }
  return hit;
}
