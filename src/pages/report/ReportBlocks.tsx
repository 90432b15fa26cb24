import { useMemo } from 'react';
import { Alert, Card, Empty } from 'antd';
import type { ReportDefinition } from '../../../contract/report/definition';
import { blockMeasures, type BlockResult } from '../../../contract/report/compute';
import { pivotGrid, valueText, type Words } from '../../../contract/report/table';
import PivotTable from './PivotTable';
import ReportChart from './ReportChart';
import type { Section } from './excel';

export interface DrillTarget {
  block: string;
  row: string[];
  col: string[];
  what: string;
}

/** The grids of a computed report, for the screen, Excel and print alike. */
export function sectionsOf(def: ReportDefinition, blocks: BlockResult[], words: Words): Section[] {
  return def.blocks.flatMap((b, i) => (b.type === 'chart' || !blocks[i] ? [] : [{ title: b.title || b.id, grid: pivotGrid({ ...blocks[i].pivot, measures: blockMeasures(b) }, def.dataset.fields, words) }]));
}

export default function ReportBlocks({ def, blocks, words, noBlocks, truncated, onDrill }: {
  def: ReportDefinition;
  blocks: BlockResult[];
  words: Words;
  noBlocks: string;
  truncated: string;
  onDrill?: (t: DrillTarget) => void;
}) {
  const grids = useMemo(() => def.blocks.map((b, i) => (b.type === 'chart' || !blocks[i] ? null : pivotGrid({ ...blocks[i].pivot, measures: blockMeasures(b) }, def.dataset.fields, words))), [def, blocks, words]);
  if (!def.blocks.length) return <Empty description={noBlocks} />;
  return (
    <div className="ec-report-blocks">
      {def.blocks.map((b, i) => {
        const result = blocks[i];
        if (!result) return null;
        const title = b.title || b.id;
        const describe = (row: string[], col: string[]) => {
          const dims = b.type === 'pivot' ? [...b.rows.slice(0, row.length), ...b.columns.slice(0, col.length)] : b.type === 'group' ? b.groupBy : [b.category, ...(b.series ? [b.series] : [])];
          return [...row, ...col].map((v, j) => valueText(def.dataset.fields, dims[j] ?? '', v, words)).join(' / ') || words.total;
        };
        return (
          <Card key={b.id} size="small" title={title} className="ec-report-block" data-testid={`report-block-${b.id}`}>
            {result.pivot.truncated && <Alert type="warning" showIcon message={truncated} style={{ marginBottom: 8 }} />}
            {b.type === 'chart' ? (
              <ReportChart block={b} pivot={result.pivot} fields={def.dataset.fields} words={words} label={title} onDrill={onDrill && ((row, col) => onDrill({ block: b.id, row, col, what: describe(row, col) }))} />
            ) : (
              <PivotTable grid={grids[i]!} caption={title} onDrill={onDrill && ((c) => c.drill && onDrill({ block: b.id, row: c.drill.row, col: c.drill.col, what: describe(c.drill.row, c.drill.col) }))} />
            )}
          </Card>
        );
      })}
    </div>
  );
}
