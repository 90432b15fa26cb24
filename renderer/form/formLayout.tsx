import type { CSSProperties, ReactNode } from 'react';
import { Badge, Card, Collapse, Divider, Tabs } from 'antd';
import type { ErrorSchema } from '@rjsf/utils';
import { fieldsIn, type LayoutPlan, type PlanBox, type PlanNode } from './layoutPlan';

// Draws a layout plan (layoutPlan.ts) around the fields rjsf has rendered. Tabs and collapse panels
// render their fields even while closed (forceRender), so every field keeps its value and takes part
// in validation; a tab holding a field with a message shows a red dot, or a refused submit could hide
// its reason behind another tab.

const hasErrors = (errors: ErrorSchema | undefined, fields: string[]) =>
  !!errors && fields.some((f) => {
    const e = (errors as Record<string, unknown>)[f];
    return !!e && JSON.stringify(e).includes('"__errors":["');
  });

const BOX: CSSProperties = { gridColumn: '1 / -1', marginBottom: 16 };

export function LayoutBoxes({ plan, content, errors }: { plan: LayoutPlan; content: (field: string) => ReactNode; errors?: ErrorSchema }) {
  const draw = (node: PlanNode, key: string): ReactNode => {
    if ('field' in node) return <div key={key}>{content(node.field)}</div>;
    return drawBox(node, key);
  };
  const drawBox = (box: PlanBox, key: string): ReactNode => {
    const kids = (nodes: PlanNode[]) => nodes.map((c, i) => draw(c, `${key}.${i}`));
    switch (box.kind) {
      case 'row':
        return (
          <div key={key} className="ec-layout-row" style={{ ...BOX, marginBottom: 0, display: 'grid', gridTemplateColumns: `repeat(${Math.max(1, box.children.length)}, minmax(0, 1fr))`, columnGap: 16 }}>
            {kids(box.children)}
          </div>
        );
      case 'col':
      case 'tab':
        return (
          <div key={key} className={`ec-layout-${box.kind}`}>
            {kids(box.children)}
          </div>
        );
      case 'card':
        return (
          <Card key={key} size="small" title={box.title} className="ec-layout-card" style={BOX}>
            {kids(box.children)}
          </Card>
        );
      case 'collapse':
        return (
          <Collapse
            key={key}
            className="ec-layout-collapse"
            style={BOX}
            defaultActiveKey={['0']}
            items={[{ key: '0', label: box.title, forceRender: true, children: kids(box.children) }]}
          />
        );
      case 'tabs':
        return (
          <Tabs
            key={key}
            className="ec-layout-tabs"
            style={BOX}
            items={box.children.map((tab, i) => {
              const label = 'field' in tab ? tab.field : (tab.title ?? String(i + 1));
              return {
                key: String(i),
                forceRender: true,
                label: hasErrors(errors, fieldsIn(tab)) ? <Badge dot offset={[6, 0]}>{label}</Badge> : label,
                children: draw(tab, `${key}.${i}`),
              };
            })}
          />
        );
      case 'divider':
        return (
          <Divider key={key} className="ec-layout-divider" titlePlacement="start" style={{ gridColumn: '1 / -1' }}>
            {box.title}
          </Divider>
        );
    }
  };
  return <>{plan.nodes.map((n, i) => draw(n, String(i)))}</>;
}
