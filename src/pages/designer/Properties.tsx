import { useCallback, useMemo, useState } from 'react';
import type { Lang } from '../../../contract/pageModel/pageSchema';
import { findNode, replaceNode, type DesignDoc, type FieldNode, type LayoutNode } from './model/doc';
import { applyFieldPanel, fieldPanelData, fieldPanelDef, fieldPanelErrors, fieldPanelKey, type FieldPanelData } from './model/fieldPanel';
import { applyPagePanel, pagePanelData, pagePanelDef, type PagePanelData } from './model/pagePanel';
import { sameDoc, type DesignerAction } from './model/reducer';
import { PanelForm } from './PanelForm';
import type { Tx } from './texts';

// The right-hand panel. It keeps what is being typed in its own state, so a half-typed field name or
// formula that the document refuses stays visible (with its message) instead of jumping back; the
// document's own changes (undo, a drop, another selection) replace that state.

type Edit = (doc: DesignDoc, key: string) => void;

/** Which top-level keys differ: the merge key of one typing gesture. */
function changedKeys(a: Record<string, unknown>, b: Record<string, unknown>): string {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).join(',');
}

/**
 * The panel's data: what was typed, while the document shown is the one it was typed against or the
 * one the typing made (the panel's document is deferred and may still be the former), else the
 * document's own.
 */
function useDraft<T extends Record<string, unknown>>(source: unknown, derive: () => T) {
  const [state, setState] = useState<{ sources: unknown[]; data: T } | null>(null);
  const data = state && state.sources.includes(source) ? state.data : null;
  const current = useMemo(() => data ?? derive(), [data, derive]);
  return [current, (next: T, ...from: unknown[]) => setState({ sources: from, data: next })] as const;
}

function FieldProperties({ doc, current, node, tx, lang, edit }: { doc: DesignDoc; current: () => DesignDoc; node: FieldNode; tx: Tx; lang: Lang; edit: Edit }) {
  const defKey = fieldPanelKey(node, doc);
  // Rebuilt only when its inputs change (fieldPanelKey), not on every keystroke.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const def = useMemo(() => fieldPanelDef(node, doc, tx, lang), [defKey, tx, lang]);
  const derive = useCallback(() => fieldPanelData(node, doc.page) as Record<string, unknown>, [node, doc.page]);
  const [data, setData] = useDraft(doc, derive);
  const errors = useMemo(() => fieldPanelErrors(node, data as FieldPanelData, doc, tx, lang), [node, data, doc, tx, lang]);
  const onChange = useCallback(
    (next: Record<string, unknown>) => {
      const key = changedKeys(data, next);
      if (!key) return;
      // Against the latest document: the panel's may lag behind a drop or an undo.
      const latest = current();
      const field = findNode(latest.tree, node.id);
      if (!field || field.type !== 'field') return;
      const out = applyFieldPanel(latest, field, next as FieldPanelData);
      // A refused name changes nothing in the document: the typed text stays, against the same document.
      setData(next, doc, latest, out);
      if (!sameDoc(out, latest)) edit(out, `${node.id}:${key}`);
    },
    [data, doc, current, node, edit, setData],
  );
  return <PanelForm id={`field.${node.id}`} def={def} data={data} errors={errors} onChange={onChange} idPrefix={`fp-${node.id}`} lang={lang} />;
}

function LayoutProperties({ current, node, tx, lang, edit }: { current: () => DesignDoc; node: LayoutNode; tx: Tx; lang: Lang; edit: Edit }) {
  const def = useMemo(() => ({ schema: { type: 'object', properties: { title: { type: 'string', title: tx('p.layoutTitle'), maxLength: 50 } } } }), [tx]);
  const data = useMemo(() => ({ title: node.title ?? '' }), [node]);
  const onChange = useCallback(
    (next: Record<string, unknown>) => {
      const title = String(next.title ?? '');
      if (title === (node.title ?? '')) return;
      const latest = current();
      const box = findNode(latest.tree, node.id);
      if (box?.type === 'layout') edit({ ...latest, tree: replaceNode(latest.tree, { ...box, title }) }, `${node.id}:title`);
    },
    [current, node, edit],
  );
  if (node.layout === 'row' || node.layout === 'col') return <p className="dz-muted">{tx(`layout.${node.layout}`)}</p>;
  return <PanelForm id={`layout.${node.layout}`} def={def} data={data} onChange={onChange} idPrefix={`lp-${node.id}`} lang={lang} />;
}

export function PageProperties({ doc, tx, lang, edit }: { doc: DesignDoc; tx: Tx; lang: Lang; edit: Edit }) {
  const def = useMemo(() => pagePanelDef(doc, tx), [doc, tx]);
  const derive = useCallback(() => pagePanelData(doc) as Record<string, unknown>, [doc]);
  const [data, setData] = useDraft(doc, derive);
  const onChange = useCallback(
    (next: Record<string, unknown>) => {
      const key = changedKeys(data, next);
      if (!key) return;
      const out = applyPagePanel(doc, next as PagePanelData, tx);
      setData(next, doc, out);
      if (!sameDoc(out, doc)) edit(out, `page:${key}`);
    },
    [data, doc, edit, setData, tx],
  );
  return <PanelForm id="page" def={def} data={data} onChange={onChange} idPrefix="pp" labelWidth={120} lang={lang} />;
}

export function Properties({ doc, current, selected, tx, lang, dispatch }: { doc: DesignDoc; current: () => DesignDoc; selected: string | null; tx: Tx; lang: Lang; dispatch: (a: DesignerAction) => void }) {
  const edit = useCallback<Edit>((next, key) => dispatch({ type: 'replace', doc: next, key, now: performance.now() }), [dispatch]);
  const node = selected ? findNode(doc.tree, selected) : null;
  return (
    <aside className="dz-props" aria-label={tx('properties')} data-testid="designer-properties">
      <h2 className="dz-props-title">{node ? (node.type === 'field' ? `${String(node.schema.title ?? node.name)}` : tx(`layout.${node.layout}`)) : tx('tabPage')}</h2>
      {!node && <PageProperties doc={doc} tx={tx} lang={lang} edit={edit} />}
      {node?.type === 'field' && <FieldProperties key={node.id} doc={doc} current={current} node={node} tx={tx} lang={lang} edit={edit} />}
      {node?.type === 'layout' && <LayoutProperties key={node.id} current={current} node={node} tx={tx} lang={lang} edit={edit} />}
    </aside>
  );
}
