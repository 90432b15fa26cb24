import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { paletteItems, type PaletteGroup, type PaletteItem } from './model/palette';
import { paletteLabels, type Tx } from './texts';

export function paletteLabel(key: string, lang: 'zh' | 'zhtw' | 'en'): string | undefined {
  const item = paletteItems.find((p) => p.key === key);
  if (!item) return undefined;
  return lang === 'zh' ? item.label : (paletteLabels[key]?.[lang] ?? item.label);
}

const PaletteButton = memo(function PaletteButton({ item, label, onAdd, tx }: { item: PaletteItem; label: string; onAdd: (key: string) => void; tx: Tx }) {
  const drag = useDraggable({ id: `new:${item.key}`, data: { paletteKey: item.key, label } });
  return (
    <button
      ref={drag.setNodeRef}
      type="button"
      className="dz-palette-item"
      data-palette={item.key}
      title={tx('addTo', { name: label })}
      {...drag.attributes}
      {...drag.listeners}
      // A click (or Enter) adds the item after the selection: the keyboard way in, next to dragging.
      onClick={() => onAdd(item.key)}
    >
      {label}
    </button>
  );
});

export function Palette({ onAdd, tx, lang, phone }: { onAdd: (key: string) => void; tx: Tx; lang: 'zh' | 'zhtw' | 'en'; phone?: boolean }) {
  const groups: PaletteGroup[] = ['basic', 'widget', 'layout'];
  // A phone form is one column: no grid rows.
  const items = phone ? paletteItems.filter((p) => p.key !== 'row') : paletteItems;
  return (
    <nav className="dz-palette" aria-label={tx('palette')}>
      {groups.map((g) => (
        <section key={g} aria-labelledby={`dz-pg-${g}`}>
          <h3 id={`dz-pg-${g}`} className="dz-palette-title">
            {tx(`group.${g}`)}
          </h3>
          <div className="dz-palette-grid">
            {items
              .filter((p) => p.group === g)
              .map((p) => (
                <PaletteButton key={p.key} item={p} label={paletteLabel(p.key, lang)!} onAdd={onAdd} tx={tx} />
              ))}
          </div>
        </section>
      ))}
    </nav>
  );
}
