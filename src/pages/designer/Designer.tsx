import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { App, Button, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, HistoryOutlined, RedoOutlined, SaveOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import type { Lang, PageSchema } from '../../../contract/pageModel/pageSchema';
import { validatePageSchema } from '../../../contract/pageModel/validatePageSchema';
import { findNode, fromPageSchema, toPageSchema, type DesignDoc, type FieldNode } from './model/doc';
import { addSubTableColumn } from './model/subTable';
import { createNode, paletteItem } from './model/palette';
import { designerReducer, initialState, isDirty, placeForNew, takenNames } from './model/reducer';
import { withModelApi } from './model/modelApi';
import { Canvas, CanvasContext, type CanvasEnv } from './Canvas';
import { Palette } from './Palette';
import { PageProperties, Properties } from './Properties';
import { JsonTab } from './JsonTab';
import { PreviewDialog } from './PreviewDialog';
import { VersionsDrawer } from './VersionsDrawer';
import { PublishDialog } from './PublishDialog';
import { signal } from './signal';
import { dropPlace, hintUnder, parseDroppable, type DropHint } from './dropPlace';
import { designApi, type DesignEntity } from './api';
import { designerTx } from './texts';
import { designerStyles } from './styles';

export interface DesignerProps {
  entity: DesignEntity;
  lang: Lang;
  /** Phone forms (移动设计): a phone-wide canvas and a phone preview. */
  phone?: boolean;
  onLeave: () => void;
  /** Called after a save or restore with the stored entity (the page reloads it). */
  onReload: () => void;
  /** When `entity.pageSchema` is a draft: the stored page, so the designer starts with unsaved changes. */
  stored?: PageSchema;
}

const DRAFT_DELAY = 3000;

export default function Designer({ entity, lang, phone, onLeave, onReload, stored }: DesignerProps) {
  const { message, modal } = App.useApp();
  const tx = useMemo(() => designerTx(lang), [lang]);
  const [state, dispatch] = useReducer(designerReducer, entity.pageSchema, (p: PageSchema) => {
    const s = initialState(fromPageSchema(p));
    return stored ? { ...s, saved: fromPageSchema(stored) } : s;
  });
  const { doc } = state;
  // Handlers read the latest state through a ref, so they keep one identity and the palette and
  // canvas (memoised) are not redrawn for every keystroke elsewhere.
  const latest = useRef(state);
  latest.current = state;
  const dirty = isDirty(state);
  const [tab, setTab] = useState('form');
  const [previewOpen, setPreviewOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draftAt, setDraftAt] = useState<string | null>(null);
  const [dragLabel, setDragLabel] = useState<string | null>(null);
  const selected = useMemo(() => signal<string | null>(null), []);
  const hint = useMemo(() => signal<DropHint>(null), []);
  const dragging = useMemo(() => signal<string | null>(null), []);
  useEffect(() => selected.set(state.selected), [state.selected, selected]);

  const page = useMemo(() => toPageSchemaFor(doc, entity.id), [doc, entity.id]);

  // ------------------------------------------------------------ leaving with unsaved changes
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const leave = useCallback(() => {
    if (!dirty) return onLeave();
    modal.confirm({ title: tx('dirtyLeave'), onOk: onLeave });
  }, [dirty, modal, onLeave, tx]);

  // ------------------------------------------------------------ draft on the server
  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(() => {
      designApi.saveDraft(entity.id, page).then(
        () => setDraftAt(new Date().toLocaleTimeString()),
        () => undefined,
      );
    }, DRAFT_DELAY);
    return () => clearTimeout(t);
  }, [dirty, page, entity.id]);

  // ------------------------------------------------------------ save
  const save = useCallback(async () => {
    // The latest document, not this render's: a Ctrl+S typed in the panel has just committed its text.
    const doc = latest.current.doc;
    const page = toPageSchemaFor(doc, entity.id);
    const problems = validatePageSchema(page);
    if (problems.length) {
      setTab('json');
      void message.error(tx('jsonProblems', { n: problems.length }));
      return;
    }
    setSaving(true);
    try {
      await designApi.update(entity.id, {
        fullName: entity.fullName,
        enCode: entity.enCode,
        type: page.kind,
        category: entity.category ?? '',
        description: entity.description ?? null,
        sortCode: entity.sortCode ?? 0,
        state: entity.state,
        pageSchema: page,
      });
      dispatch({ type: 'markSaved', doc });
      setDraftAt(null);
      void message.success(tx('saved'));
    } catch {
      // The http client has shown the server's text.
    } finally {
      setSaving(false);
    }
  }, [entity, message, tx]);

  // ------------------------------------------------------------ adding and dropping
  const addItem = useCallback(
    (key: string) => {
      const item = paletteItem(key);
      if (!item) return;
      const s = latest.current;
      const node = createNode(item, takenNames(s.doc));
      dispatch({ type: 'insert', node, at: placeForNew(s, node) });
    },
    [],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  // Where the pointer of the drag in progress is (null: a keyboard drag).
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const followPointer = useCallback((ev: globalThis.PointerEvent) => {
    pointer.current = { x: ev.clientX, y: ev.clientY };
  }, []);
  const endDrag = useCallback(() => {
    document.removeEventListener('pointermove', followPointer, true);
    pointer.current = null;
    hint.set(null);
    dragging.set(null);
    setDragLabel(null);
  }, [followPointer, hint, dragging]);
  const onDragStart = useCallback(
    (e: DragStartEvent) => {
      const data = (e.active.data.current ?? {}) as { label?: string; nodeId?: string };
      const start = e.activatorEvent as globalThis.PointerEvent | null;
      if (start && 'clientX' in start) {
        pointer.current = { x: start.clientX, y: start.clientY };
        document.addEventListener('pointermove', followPointer, true);
      }
      dragging.set(data.nodeId ?? null);
      setDragLabel(String(data.label ?? ''));
    },
    [dragging, followPointer],
  );
  const onDragMove = useCallback(
    (e: DragMoveEvent) => {
      const next = hintOfDrag(e, pointer.current);
      const h = hint.get();
      if (h?.id !== next?.id || h?.pos !== next?.pos) hint.set(next);
    },
    [hint],
  );

  const onDragEnd = useCallback(
    (e: DragEndEvent) => {
      // Where the pointer is now: the last move's hint may not have been drawn yet.
      const h = hintOfDrag(e, pointer.current);
      const doc = latest.current.doc;
      endDrag();
      const target = h ? parseDroppable(h.id) : null;
      if (!target) return;
      const data = (e.active.data.current ?? {}) as { paletteKey?: string; nodeId?: string };
      const after = h?.pos === 'after';
      if (target.kind === 'sub') {
        // Into a sub-table: the dropped plain field becomes one of its columns.
        const sub = findNode(doc.tree, target.nodeId) as FieldNode | null;
        const source = data.paletteKey ? createNode(paletteItem(data.paletteKey)!, new Set()) : data.nodeId ? findNode(doc.tree, data.nodeId) : null;
        if (!sub || !source || source.type !== 'field') return;
        const next = addSubTableColumn(doc, sub.id, source, !!data.nodeId);
        if (next) dispatch({ type: 'replace', doc: next });
        return;
      }
      if (data.paletteKey) {
        const node = createNode(paletteItem(data.paletteKey)!, takenNames(doc));
        const at = dropPlace(doc.tree, target, after, node);
        if (at) dispatch({ type: 'insert', node, at });
      } else if (data.nodeId) {
        const node = findNode(doc.tree, data.nodeId);
        if (!node || (target.kind === 'node' && target.nodeId === node.id)) return;
        const at = dropPlace(doc.tree, target, after, node);
        if (at) dispatch({ type: 'move', id: node.id, at });
      }
    },
    [endDrag],
  );

  // ------------------------------------------------------------ keyboard
  const onCanvasKey = useCallback(
    (e: ReactKeyboardEvent) => {
      const id = latest.current.selected;
      const mod = e.ctrlKey || e.metaKey;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const delta = e.key === 'ArrowDown' ? 1 : -1;
        if (e.altKey && id) dispatch({ type: 'nudge', id, delta });
        else dispatch({ type: 'selectSibling', delta });
      } else if ((e.key === 'Delete' || e.key === 'Backspace') && id) {
        e.preventDefault();
        dispatch({ type: 'remove', id });
      } else if (mod && e.key.toLowerCase() === 'c' && id) {
        dispatch({ type: 'copy', id });
      } else if (mod && e.key.toLowerCase() === 'v') {
        e.preventDefault();
        dispatch({ type: 'paste' });
      } else if (mod && e.key.toLowerCase() === 'd' && id) {
        e.preventDefault();
        dispatch({ type: 'duplicate', id });
      } else if (e.key === 'Escape') {
        dispatch({ type: 'select', id: null });
      }
    },
    [],
  );

  // Undo, redo and save work anywhere in the designer except inside the JSON text, which has its own.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('.dz-json-text')) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        dispatch({ type: 'undo' });
      } else if (k === 'y' || (k === 'z' && e.shiftKey)) {
        e.preventDefault();
        dispatch({ type: 'redo' });
      } else if (k === 's') {
        e.preventDefault();
        // Text still held by a panel input commits on its blur; the save runs once that has landed.
        (document.activeElement as HTMLElement | null)?.blur?.();
        setTimeout(() => void save(), 0);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  // The panel follows the document and the selection in a deferred (interruptible) render: the canvas
  // answers a click or a drop at once, and the panel's form (whose schema changes when a field is
  // added: its linkage lists name every field) never holds up the frame that shows it. What is typed
  // into the panel stays in the panel's own state, and its edits apply to the latest document.
  const panel = useDeferredValue(useMemo(() => ({ doc, selected: state.selected }), [doc, state.selected]));
  const currentDoc = useCallback(() => latest.current.doc, []);
  const columns = phone ? 1 : (doc.page.form?.layoutColumns ?? 1);
  const env = useMemo<CanvasEnv>(() => ({ dispatch, selected, hint, dragging, tx, lang, columns }), [selected, hint, dragging, tx, lang, columns]);

  const listTab = doc.page.kind === 'list' || doc.page.kind === 'treeList' ? 'tabList' : doc.page.kind === 'report' ? 'tabReport' : null;
  const hasForm = doc.page.kind !== 'dictionary';
  const items = [
    ...(hasForm
      ? [
          {
            key: 'form',
            label: tx('tabForm'),
            children: (
              <div className="dz-work">
                <Palette onAdd={addItem} tx={tx} lang={lang} phone={phone} />
                <main className="dz-stage" aria-label={tx('canvas')}>
                  <CanvasContext value={env}>
                    <Canvas tree={doc.tree} onKeyDown={onCanvasKey} phone={phone} activeId={state.selected} />
                  </CanvasContext>
                  <Typography.Paragraph type="secondary" className="dz-keys">
                    {tx('keysHelp')}
                  </Typography.Paragraph>
                </main>
                <Properties doc={panel.doc} current={currentDoc} selected={panel.selected} tx={tx} lang={lang} dispatch={dispatch} />
              </div>
            ),
          },
        ]
      : []),
    ...(listTab || !hasForm
      ? [
          {
            key: 'list',
            label: tx(listTab ?? 'tabPage'),
            children: (
              <div className="dz-list-side" data-testid="designer-list-side">
                <PageProperties doc={doc} tx={tx} lang={lang} edit={(next, key) => dispatch({ type: 'replace', doc: next, key, now: performance.now() })} />
              </div>
            ),
          },
        ]
      : []),
    { key: 'json', label: tx('tabJson'), children: <JsonTab page={page} onApply={(p) => dispatch({ type: 'replace', doc: fromPageSchema(p) })} tx={tx} /> },
  ];

  return (
    <div className="dz-root-frame" data-testid="designer">
      <style>{designerStyles}</style>
      <header className="dz-header">
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={leave}>
            {tx('back')}
          </Button>
          <Typography.Title level={1} className="dz-title">
            {entity.fullName}
          </Typography.Title>
          <Tag>{tx(`kind.${doc.page.kind}`)}</Tag>
          <span className={dirty ? 'dz-state dz-state-dirty' : 'dz-state'} data-testid="designer-state" role="status">
            {dirty ? (draftAt ? tx('draftSaved', { time: draftAt }) : tx('unsaved')) : tx('allSaved')}
          </span>
        </Space>
        <Space wrap>
          <Tooltip title="Ctrl+Z">
            <Button icon={<UndoOutlined />} disabled={!state.past.length} onClick={() => dispatch({ type: 'undo' })}>
              {tx('undo')}
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Y">
            <Button icon={<RedoOutlined />} disabled={!state.future.length} onClick={() => dispatch({ type: 'redo' })}>
              {tx('redo')}
            </Button>
          </Tooltip>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
            {tx('preview')}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)}>
            {tx('versions')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {tx('save')}
          </Button>
          <Button
            icon={<SendOutlined />}
            onClick={() => {
              if (dirty) void message.warning(tx('publishNeedsSave'));
              else setPublishOpen(true);
            }}
          >
            {tx('publish')}
          </Button>
        </Space>
      </header>
      <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={endDrag}>
        <div className="dz-switch">
          <Segmented aria-label={tx('design')} value={tab} onChange={(v) => setTab(String(v))} options={items.map((i) => ({ value: i.key, label: i.label }))} />
        </div>
        <div className="dz-body">{items.find((i) => i.key === tab)?.children ?? items[0].children}</div>
        <DragOverlay dropAnimation={null}>{dragLabel ? <div className="dz-overlay">{dragLabel}</div> : null}</DragOverlay>
      </DndContext>
      <PreviewDialog page={page} open={previewOpen} onClose={() => setPreviewOpen(false)} tx={tx} phoneOnly={phone} />
      <VersionsDrawer id={entity.id} open={versionsOpen} onClose={() => setVersionsOpen(false)} onRestored={onReload} tx={tx} />
      <PublishDialog id={entity.id} kind={doc.page.kind} name={entity.fullName} open={publishOpen} onClose={() => setPublishOpen(false)} tx={tx} />
    </div>
  );
}

/**
 * The drop place under the pointer of a drag (by keyboard: under the centre of the dragged item).
 * The pointer is followed by its own events: dnd-kit's delta adds the scrolling of the page since the
 * drag began, which is no movement of the pointer.
 */
function hintOfDrag(e: DragMoveEvent | DragEndEvent, pointer: { x: number; y: number } | null): DropHint {
  const canvas = document.querySelector('[data-testid="designer-canvas"]');
  const r = e.active.rect.current.translated;
  const point = pointer ?? (r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null);
  return canvas && point ? hintUnder(canvas, point.x, point.y) : null;
}

function toPageSchemaFor(doc: DesignDoc, id: string): PageSchema {
  return withModelApi(toPageSchema(doc), id);
}

