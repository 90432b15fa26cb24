import { Card } from 'antd';
import type { PortalDefinition } from '../../../contract/portal/definition';
import CardBody, { type Fetcher } from './CardBody';
import type { PortalWord } from './texts';

export const ROW_HEIGHT = 40;
export const GAP = 12;

/**
 * A portal as its users see it: the designer's 12-column grid drawn with CSS grid (no layout
 * library on /dashboard), each card loading its own data.
 */
export default function PortalGrid({ definition, fetcher, tx, onOpen }: { definition: PortalDefinition; fetcher: Fetcher; tx: (k: PortalWord) => string; onOpen: (path: string) => void }) {
  return (
    <div
      data-portal-grid
      style={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gridAutoRows: ROW_HEIGHT, gap: GAP }}
    >
      {definition.cards.map((c) => (
        <Card
          key={c.i}
          data-card={c.i}
          size="small"
          title={c.title}
          style={{ gridColumn: `${c.x + 1} / span ${c.w}`, gridRow: `${c.y + 1} / span ${c.h}`, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
          styles={{ body: { flex: 1, minHeight: 0, overflow: 'auto' } }}
        >
          <CardBody card={c} fetcher={fetcher} tx={tx} onOpen={onOpen} />
        </Card>
      ))}
    </div>
  );
}
