import type { Grid, GridCell } from '../../../contract/report/table';

/** The block's grid as a plain table (merged header cells, print-friendly); value cells drill down. */
export default function PivotTable({ grid, caption, onDrill }: { grid: Grid; caption: string; onDrill?: (cell: GridCell) => void }) {
  return (
    <div className="ec-report-table-wrap">
      <table className="ec-report-table" data-testid="report-table">
        <caption className="ec-report-caption">{caption}</caption>
        <thead>
          {grid.header.map((row, i) => (
            <tr key={i}>
              {row.map((c, j) => (
                <th key={j} colSpan={c.colSpan} rowSpan={c.rowSpan} scope={c.kind === 'dim' ? 'col' : 'colgroup'}>
                  {c.text}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {grid.body.map((row, i) => (
            <tr key={i} className={row[0]?.kind === 'total' ? 'ec-report-total' : undefined}>
              {row.map((c, j) =>
                c.kind === 'value' ? (
                  <td key={j} className="ec-report-num">
                    {onDrill && c.value !== null && c.value !== undefined ? (
                      <button type="button" className="ec-report-drill" onClick={() => onDrill(c)}>
                        {c.text}
                      </button>
                    ) : (
                      c.text
                    )}
                  </td>
                ) : (
                  <th key={j} scope="row" colSpan={c.colSpan}>
                    {c.text}
                  </th>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
