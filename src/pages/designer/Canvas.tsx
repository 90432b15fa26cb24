import { createContext, memo, useContext, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { widgetName } from '../../../contract/pageModel/widgetNames';
import type { DesignNode, FieldNode, LayoutNode } from './model/doc';
import type { DesignerAction } from './model/reducer';
import { useSignal, type Signal } from './signal';
import { DROP_ATTR, type DropHint } from './dropPlace';
import type { Tx } from './texts';
import { paletteLabel } from './Palette';

// The canvas draws the document, never the other way round: each node is a light mock of its field
// (no real widget), memoised on the node object, so an edit redraws the changed node and its boxes only.

export interface CanvasEnv {
  dispatch: (a: DesignerAction) => void;
  selected: Signal<string | null>;
  hint: Signal<DropHint>;
  /** The node being moved by its handle (drawn faded). */
  dragging: Signal<string | null>;
  tx: Tx;
  lang: 'zh' | 'zhtw' | 'en';
  columns: number;
}

export const CanvasContext = createContext<CanvasEnv | null>(null);
const useEnv = () => useContext(CanvasContext)!;

export const domId = (nodeId: string) => `dn-${nodeId}`;

function useHint(id: string) {
  const { hint } = useEnv();
  return useSignal(hint, (h) => (h && h.id === id ? h.pos : null));
}

function DropLine({ pos }: { pos: 'before' | 'after' | 'in' | null }) {
  if (pos !== 'before' && pos !== 'after') return null;
  return <div className={`dz-line dz-line-${pos}`} aria-hidden />;
}

function NodeTools({ node, name }: { node: DesignNode; name: string }) {
  const { dispatch, tx } = useEnv();
  return (
    <span className="dz-tools">
      <button type="button" className="dz-tool" title={tx('duplicate')} aria-label={`${tx('duplicate')} ${name}`} tabIndex={-1} onClick={(e) => (e.stopPropagation(), dispatch({ type: 'duplicate', id: node.id }))}>
        <CopyOutlined />
      </button>
      <button type="button" className="dz-tool" title={tx('remove')} aria-label={`${tx('remove')} ${name}`} tabIndex={-1} onClick={(e) => (e.stopPropagation(), dispatch({ type: 'remove', id: node.id }))}>
        <DeleteOutlined />
      </button>
    </span>
  );
}

/** What the canvas's one draggable carries: the node a handle started to move, set as the drag starts. */
export interface MoveData {
  nodeId?: string;
  label?: string;
}

/** The drag handle and the node's frame: selection, drop line, tools. */
function Frame({ node, label, level, className, style, children }: { node: DesignNode; label: string; level: number; className: string; style?: CSSProperties; children: ReactNode }) {
  const { dispatch, selected, dragging, tx } = useEnv();
  const isSelected = useSignal(selected, (s) => s === node.id);
  const isDragging = useSignal(dragging, (d) => d === node.id);
  const pos = useHint(`node:${node.id}`);
  return (
    <div
      id={domId(node.id)}
      role="treeitem"
      aria-level={level}
      aria-selected={isSelected}
      data-node={node.type === 'field' ? node.name : node.layout}
      {...{ [DROP_ATTR]: `node:${node.id}` }}
      className={`${className}${isSelected ? ' dz-selected' : ''}${isDragging ? ' dz-dragging' : ''}`}
      style={style}
      onClick={(e) => {
        e.stopPropagation();
        dispatch({ type: 'select', id: node.id });
      }}
    >
      <DropLine pos={pos} />
      <button type="button" className="dz-handle" data-move={node.id} data-label={label} aria-label={tx('dragHandle', { name: label })} tabIndex={-1}>
        <HolderOutlined />
      </button>
      {children}
      {isSelected && <NodeTools node={node} name={label} />}
    </div>
  );
}

function fieldKind(f: FieldNode, lang: CanvasEnv['lang']): string {
  const w = String(f.ui['ui:widget'] ?? '');
  if (w === 'hidden') return String((f.ui['ui:options'] as { designWidget?: string } | undefined)?.designWidget ?? f.schema.type);
  if (w) return paletteLabel(w, lang) ?? w;
  if (f.schema.$ref) return '$ref';
  if (f.schema.format === 'date') return paletteLabel('date', lang)!;
  return paletteLabel(f.schema.type === 'boolean' ? 'switch' : f.schema.type === 'number' ? 'number' : f.schema.type === 'integer' ? 'integer' : 'text', lang) ?? String(f.schema.type);
}

function SubTableMock({ f }: { f: FieldNode }) {
  const { tx } = useEnv();
  const pos = useHint(`sub:${f.id}`);
  const cols = ((f.ui['ui:options'] as { columns?: { field: string; label?: string; summary?: boolean }[] } | undefined)?.columns ?? []);
  return (
    <div {...{ [DROP_ATTR]: `sub:${f.id}` }} className={`dz-sub${pos === 'in' ? ' dz-over' : ''}`}>
      {cols.length ? (
        <div className="dz-sub-head">
          {cols.map((c) => (
            <span key={c.field} className="dz-sub-col">
              {c.label ?? c.field}
              {c.summary ? ' Σ' : ''}
            </span>
          ))}
        </div>
      ) : null}
      <div className="dz-sub-empty">{tx('subTableEmpty')}</div>
    </div>
  );
}

const FieldView = memo(function FieldView({ node, level }: { node: FieldNode; level: number }) {
  const { lang } = useEnv();
  const title = typeof node.schema.title === 'string' ? node.schema.title : node.name;
  const widget = String(node.ui['ui:widget'] ?? '');
  const opts = (node.ui['ui:options'] ?? {}) as { fullWidth?: boolean };
  const wide = opts.fullWidth || widget === widgetName.subTable || widget === widgetName.groupTitle || widget === 'textarea' || widget === widgetName.richTextEditor;
  const style: CSSProperties | undefined = wide ? { gridColumn: '1 / -1' } : undefined;
  if (widget === widgetName.groupTitle) {
    return (
      <Frame node={node} label={title} level={level} className="dz-node dz-field dz-group-title" style={style}>
        <div className="dz-divider">{title}</div>
      </Frame>
    );
  }
  const placeholder = typeof node.ui['ui:placeholder'] === 'string' ? node.ui['ui:placeholder'] : '';
  return (
    <Frame node={node} label={title} level={level} className={`dz-node dz-field${widget === 'hidden' ? ' dz-hidden' : ''}`} style={style}>
      <div className="dz-label">
        {node.required && <span className="dz-req">*</span>}
        {title}
      </div>
      <div className="dz-control">
        {widget === widgetName.subTable ? (
          <SubTableMock f={node} />
        ) : (
          <div className="dz-mock">
            <span className="dz-mock-text">{placeholder || fieldKind(node, lang)}</span>
            <span className="dz-name">{node.name}</span>
          </div>
        )}
      </div>
    </Frame>
  );
});

function Box({ parentId, children, className, empty }: { parentId: string | null; children: ReactNode; className?: string; empty?: boolean }) {
  const { tx, columns } = useEnv();
  const pos = useHint(`box:${parentId ?? 'root'}`);
  return (
    <div
      {...{ [DROP_ATTR]: `box:${parentId ?? 'root'}` }}
      role="group"
      className={`dz-box ${className ?? ''}${pos === 'in' ? ' dz-over' : ''}`}
      style={columns > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: 12, alignContent: 'start' } : undefined}
    >
      {children}
      {empty && <div className="dz-empty" style={{ gridColumn: '1 / -1' }}>{tx('dropHere')}</div>}
    </div>
  );
}

const LayoutView = memo(function LayoutView({ node, level }: { node: LayoutNode; level: number }) {
  const { tx } = useEnv();
  const label = node.title ?? tx(`layout.${node.layout}`);
  const full: CSSProperties = { gridColumn: '1 / -1' };
  if (node.layout === 'divider') {
    return (
      <Frame node={node} label={label} level={level} className="dz-node dz-layout" style={full}>
        <div className="dz-divider">{node.title}</div>
      </Frame>
    );
  }
  const kids = <Nodes nodes={node.children} level={level + 1} />;
  if (node.layout === 'row') {
    return (
      <Frame node={node} label={label} level={level} className="dz-node dz-layout dz-row" style={full}>
        <div className="dz-layout-title">{label}</div>
        <div className="dz-row-cols" style={{ gridTemplateColumns: `repeat(${Math.max(1, node.children.length)}, minmax(0, 1fr))` }}>
          {kids}
        </div>
      </Frame>
    );
  }
  if (node.layout === 'tabs') {
    return (
      <Frame node={node} label={label} level={level} className="dz-node dz-layout dz-tabs" style={full}>
        <div className="dz-layout-title">{label}</div>
        {kids}
      </Frame>
    );
  }
  return (
    <Frame node={node} label={label} level={level} className={`dz-node dz-layout dz-${node.layout}`} style={full}>
      <div className="dz-layout-title">{label}</div>
      <Box parentId={node.id} empty={node.children.length === 0}>
        {kids}
      </Box>
    </Frame>
  );
});

/** Columns of a row and tabs of a tab set have no frame of their own, only a box. */
const SlotView = memo(function SlotView({ node, level }: { node: LayoutNode; level: number }) {
  const { dispatch, selected, tx } = useEnv();
  const isSelected = useSignal(selected, (s) => s === node.id);
  return (
    <div
      id={domId(node.id)}
      role="treeitem"
      aria-level={level}
      aria-selected={isSelected}
      className={`dz-slot${isSelected ? ' dz-selected' : ''}`}
      onClick={(e) => {
        e.stopPropagation();
        dispatch({ type: 'select', id: node.id });
      }}
    >
      <div className="dz-tab-title">{node.title ?? tx(`layout.${node.layout}`)}</div>
      <Box parentId={node.id} empty={node.children.length === 0}>
        <Nodes nodes={node.children} level={level + 1} />
      </Box>
    </div>
  );
});

const Nodes = memo(function Nodes({ nodes, level }: { nodes: readonly DesignNode[]; level: number }) {
  return (
    <>
      {nodes.map((n) =>
        n.type === 'field' ? (
          <FieldView key={n.id} node={n} level={level} />
        ) : n.layout === 'col' || n.layout === 'tab' ? (
          <SlotView key={n.id} node={n} level={level} />
        ) : (
          <LayoutView key={n.id} node={n} level={level} />
        ),
      )}
    </>
  );
});

/**
 * The canvas is dnd-kit's one drop target and, for moving nodes, its one draggable: a pointer-down on
 * a node's handle names that node and starts the drag. Where it lands comes from the elements under
 * the pointer (dropPlace.ts), so the nodes hold no dnd-kit hooks and a drag re-renders none of them.
 */
export function Canvas({ tree, onKeyDown, phone, activeId }: { tree: readonly DesignNode[]; onKeyDown: (e: KeyboardEvent) => void; phone?: boolean; activeId: string | null }) {
  const { tx, dispatch } = useEnv();
  const moving = useRef<MoveData>({}).current;
  const drop = useDroppable({ id: 'canvas' });
  const move = useDraggable({ id: 'move', data: moving });
  const onPointerDown = (e: PointerEvent) => {
    const handle = (e.target as Element).closest<HTMLElement>('[data-move]');
    if (!handle) return;
    moving.nodeId = handle.dataset.move;
    moving.label = handle.dataset.label;
    move.setNodeRef(handle);
    move.listeners?.onPointerDown?.(e);
  };
  return (
    <div className={phone ? 'dz-phone' : 'dz-desktop'} onClick={() => dispatch({ type: 'select', id: null })}>
      <div
        ref={drop.setNodeRef}
        role="tree"
        aria-label={tx('canvas')}
        aria-activedescendant={activeId ? domId(activeId) : undefined}
        tabIndex={0}
        className="dz-canvas"
        data-testid="designer-canvas"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
      >
        <Box parentId={null} className="dz-root">
          <Nodes nodes={tree} level={1} />
        </Box>
        {tree.length === 0 && <div className="dz-canvas-empty">{tx('canvasEmpty')}</div>}
      </div>
    </div>
  );
}
