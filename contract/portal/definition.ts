import { safeUrl, sanitizeHtml } from '../html/sanitizeHtml';

/*
 * Portal (门户) and big-screen (大屏) definitions: what the designers store and what /dashboard and
 * /dataV draw. Pure: the server checks every save with these functions, the designers check while
 * editing, so a saved definition always draws.
 *
 * A portal is a 12-column grid of cards (the shape react-grid-layout keeps: i, x, y, w, h in grid
 * units), as JNPF's portal keeps its `layout[]`. A screen is a fixed 1920×1080 canvas whose items sit
 * at pixel positions (JNPF DataV / avue-data), scaled to the window when shown.
 */

export const PORTAL_COLUMNS = 12;
export const PORTAL_MAX_ROWS = 200;
export const MAX_CARDS = 60;
export const SCREEN_WIDTH = 1920;
export const SCREEN_HEIGHT = 1080;
export const MAX_RICH_TEXT = 20_000;

export const CHART_KINDS = ['bar', 'line', 'pie', 'gauge', 'number'] as const;
export const PORTAL_CARD_KINDS = [...CHART_KINDS, 'list', 'shortcuts', 'todos', 'notices', 'calendar', 'richText'] as const;
export const SCREEN_ITEM_KINDS = [...CHART_KINDS, 'table', 'map', 'title'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
export type PortalCardKind = (typeof PORTAL_CARD_KINDS)[number];
export type ScreenItemKind = (typeof SCREEN_ITEM_KINDS)[number];

/** Where a card's numbers come from: a built-in aggregate, a 数据接口, or a designed page's records. */
export type DataSource =
  | { type: 'aggregate'; key: string }
  | { type: 'dataInterface'; id: string; nameField?: string; valueField?: string }
  | { type: 'model'; id: string; nameField?: string; valueField?: string };

export interface Shortcut {
  title: string;
  path: string;
}

export interface PortalCard {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  kind: PortalCardKind;
  title: string;
  source?: DataSource;
  /** richText: sanitised HTML; shortcuts: links inside the console. */
  html?: string;
  shortcuts?: Shortcut[];
}

export interface PortalDefinition {
  cards: PortalCard[];
}

export interface ScreenItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  kind: ScreenItemKind;
  title: string;
  source?: DataSource;
}

export interface ScreenDefinition {
  /** Seconds between data refreshes; 0 never refreshes. */
  refreshSeconds: number;
  background: string;
  items: ScreenItem[];
}

export type ProblemReason =
  | 'notObject'
  | 'unknownKind'
  | 'outsideGrid'
  | 'badNumber'
  | 'duplicateId'
  | 'missingSource'
  | 'badSource'
  | 'tooMany'
  | 'badText'
  | 'badLink';

export interface Problem {
  path: string;
  reason: ProblemReason;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Kinds drawn from data; the others (shortcuts, to-dos, notices, calendar, text, title) bring their own. */
const SOURCED = new Set<string>([...CHART_KINDS, 'list', 'table', 'map']);

/** Cards of these kinds read their own data (the caller's to-dos and notices), never a configured source. */
export const needsSource = (kind: string) => SOURCED.has(kind);

function checkSource(v: unknown, path: string, out: Problem[]) {
  if (!isObject(v)) return out.push({ path, reason: 'missingSource' });
  const field = (k: string) => v[k] === undefined || (typeof v[k] === 'string' && (v[k] as string).length <= 64);
  if (v.type === 'aggregate' && typeof v.key === 'string' && ID.test(v.key)) return;
  if ((v.type === 'dataInterface' || v.type === 'model') && typeof v.id === 'string' && ID.test(v.id) && field('nameField') && field('valueField')) return;
  out.push({ path, reason: 'badSource' });
}

interface Box {
  i: unknown;
  x: unknown;
  y: unknown;
  w: unknown;
  h: unknown;
}

function checkBox(c: Box, path: string, width: number, height: number, minSize: number, out: Problem[]) {
  for (const k of ['x', 'y', 'w', 'h'] as const) {
    if (!isInt(c[k])) {
      out.push({ path: `${path}/${k}`, reason: 'badNumber' });
      return;
    }
  }
  const { x, y, w, h } = c as { x: number; y: number; w: number; h: number };
  if (x < 0 || y < 0 || w < minSize || h < minSize || x + w > width || y + h > height) out.push({ path, reason: 'outsideGrid' });
}

function checkTitle(v: unknown, path: string, out: Problem[]) {
  if (typeof v !== 'string' || v.length > 100) out.push({ path, reason: 'badText' });
}

function checkList<T>(v: unknown, path: string, out: Problem[], each: (item: Record<string, unknown>, path: string) => void): T[] {
  if (!Array.isArray(v)) {
    out.push({ path, reason: 'notObject' });
    return [];
  }
  if (v.length > MAX_CARDS) {
    out.push({ path, reason: 'tooMany' });
    return [];
  }
  const ids = new Set<string>();
  v.forEach((item, n) => {
    const p = `${path}/${n}`;
    if (!isObject(item)) return out.push({ path: p, reason: 'notObject' });
    if (typeof item.i !== 'string' || !ID.test(item.i)) out.push({ path: `${p}/i`, reason: 'badText' });
    else if (ids.has(item.i)) out.push({ path: `${p}/i`, reason: 'duplicateId' });
    else ids.add(item.i);
    each(item, p);
  });
  return v as T[];
}

/** A link a shortcut may open: a path inside the console (never another site, never javascript:). */
export function isConsolePath(path: unknown): path is string {
  return typeof path === 'string' && /^\/[A-Za-z0-9/_\-.?=&%]{0,200}$/.test(path) && !path.startsWith('//');
}

export function checkPortal(def: unknown): Problem[] {
  const out: Problem[] = [];
  if (!isObject(def)) return [{ path: '', reason: 'notObject' }];
  checkList(def.cards, '/cards', out, (c, p) => {
    if (!(PORTAL_CARD_KINDS as readonly unknown[]).includes(c.kind)) return out.push({ path: `${p}/kind`, reason: 'unknownKind' });
    checkBox(c as unknown as Box, p, PORTAL_COLUMNS, PORTAL_MAX_ROWS, 1, out);
    checkTitle(c.title, `${p}/title`, out);
    if (needsSource(c.kind as string)) checkSource(c.source, `${p}/source`, out);
    if (c.kind === 'richText' && (typeof c.html !== 'string' || c.html.length > MAX_RICH_TEXT)) out.push({ path: `${p}/html`, reason: 'badText' });
    if (c.kind === 'shortcuts') {
      if (!Array.isArray(c.shortcuts) || c.shortcuts.length > 24) return out.push({ path: `${p}/shortcuts`, reason: 'badLink' });
      c.shortcuts.forEach((s: unknown, k) => {
        if (!isObject(s) || !isConsolePath(s.path)) out.push({ path: `${p}/shortcuts/${k}`, reason: 'badLink' });
        else checkTitle(s.title, `${p}/shortcuts/${k}/title`, out);
      });
    }
  });
  return out;
}

export function checkScreen(def: unknown): Problem[] {
  const out: Problem[] = [];
  if (!isObject(def)) return [{ path: '', reason: 'notObject' }];
  if (!isInt(def.refreshSeconds) || (def.refreshSeconds !== 0 && (def.refreshSeconds < 5 || def.refreshSeconds > 3600))) {
    out.push({ path: '/refreshSeconds', reason: 'badNumber' });
  }
  if (typeof def.background !== 'string' || !/^(#[0-9a-fA-F]{3,8})?$/.test(def.background)) out.push({ path: '/background', reason: 'badText' });
  checkList(def.items, '/items', out, (c, p) => {
    if (!(SCREEN_ITEM_KINDS as readonly unknown[]).includes(c.kind)) return out.push({ path: `${p}/kind`, reason: 'unknownKind' });
    checkBox(c as unknown as Box, p, SCREEN_WIDTH, SCREEN_HEIGHT, 10, out);
    checkTitle(c.title, `${p}/title`, out);
    if (needsSource(c.kind as string)) checkSource(c.source, `${p}/source`, out);
  });
  return out;
}

/** The sources a definition reads, once each, for the server's "may the saver read this" check. */
export function sourcesOf(def: PortalDefinition | ScreenDefinition): DataSource[] {
  const seen = new Map<string, DataSource>();
  const items: { source?: DataSource }[] = 'cards' in def ? def.cards : def.items;
  for (const c of items) {
    if (!c.source) continue;
    const key = c.source.type === 'aggregate' ? `a:${c.source.key}` : `${c.source.type}:${c.source.id}`;
    if (!seen.has(key)) seen.set(key, c.source);
  }
  return [...seen.values()];
}

/**
 * The definition as stored: only the keys we know (a client's extra keys are dropped), rich text
 * sanitised, so what a portal shows is what the server let through. Call after checkPortal.
 */
/** The keys every card and item has, with its source when its kind reads one. */
function cleanBase<K extends string>(c: { i: string; x: number; y: number; w: number; h: number; kind: K; title: string; source?: DataSource }) {
  const { i, x, y, w, h, kind, title } = c;
  return { i, x, y, w, h, kind, title, ...(needsSource(kind) && c.source ? { source: cleanSource(c.source) } : {}) };
}

export function cleanPortal(def: PortalDefinition): PortalDefinition {
  return {
    cards: def.cards.map((c) => ({
      ...cleanBase(c),
      ...(c.kind === 'richText' ? { html: sanitizeHtml(c.html ?? '') } : {}),
      ...(c.kind === 'shortcuts' ? { shortcuts: (c.shortcuts ?? []).map((s) => ({ title: s.title, path: s.path })) } : {}),
    })),
  };
}

export function cleanScreen(def: ScreenDefinition): ScreenDefinition {
  return {
    refreshSeconds: def.refreshSeconds,
    background: def.background,
    items: def.items.map((c) => cleanBase(c)),
  };
}

function cleanSource(s: DataSource): DataSource {
  if (s.type === 'aggregate') return { type: 'aggregate', key: s.key };
  return { type: s.type, id: s.id, ...(s.nameField ? { nameField: s.nameField } : {}), ...(s.valueField ? { valueField: s.valueField } : {}) };
}

/** The address a card's data is read from, with the caller's own session (permissions apply there). */
export function sourceUrl(s: DataSource): string {
  if (s.type === 'aggregate') return `/api/Aggregate/${encodeURIComponent(s.key)}`;
  if (s.type === 'dataInterface') return `/api/System/DataInterface/${encodeURIComponent(s.id)}/Actions/Response`;
  return `/api/VisualDevelopment/Model/${encodeURIComponent(s.id)}/List?pageSize=50`;
}

export interface Point {
  name: string;
  value: number;
}

/**
 * Rows of any source as chart points: an aggregate answers points already; an interface's or a
 * page's rows name their label and value fields (the first text and the first number otherwise).
 */
export function toPoints(rows: unknown[], nameField?: string, valueField?: string): Point[] {
  const out: Point[] = [];
  for (const r of rows.slice(0, 500)) {
    if (!isObject(r)) continue;
    const name = nameField ? r[nameField] : Object.values(r).find((v) => typeof v === 'string');
    const raw = valueField ? r[valueField] : (r.value ?? Object.values(r).find((v) => typeof v === 'number'));
    const value = typeof raw === 'number' ? raw : Number(raw);
    if (name === undefined || name === null || !Number.isFinite(value)) continue;
    out.push({ name: String(name), value });
  }
  return out;
}

const PERIOD = /^\d{4}-\d{2}/;

/**
 * A number card's figure. Points over periods (months) show the latest and its change against the
 * one before, so a head sees "this month, up 3"; points over things (schools) show their sum, with
 * no trend to speak of.
 */
export function numberOf(points: Point[]): { value: number; change: number | null } {
  if (!points.length) return { value: 0, change: null };
  if (!points.every((p) => PERIOD.test(p.name))) return { value: Math.round(points.reduce((n, p) => n + p.value, 0) * 10) / 10, change: null };
  const last = points[points.length - 1].value;
  return { value: last, change: points.length > 1 ? last - points[points.length - 2].value : null };
}

/** Whether an href a rich-text card carries is one the sanitiser keeps: re-exported for the client. */
export const keepsUrl = (raw: string) => safeUrl(raw, 'href') !== null;
