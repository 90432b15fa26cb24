import { createRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import SubTable, { coerceCell, columnTotal, parseClipboardGrid, type SubTableColumn, type SubTableHandle, type SubTableRow } from './SubTable';
import { WidgetProviders } from '../testing/TestProviders';
import { createFakeServices } from '../testing/fakeServices';

afterEach(cleanup);

const columns: SubTableColumn[] = [
  { field: 'item', label: '物品', type: 'text', required: true },
  { field: 'qty', label: '数量', type: 'number', summary: true },
  { field: 'kind', label: '类别', type: 'select', options: [{ label: '办公用品', value: 'office' }, { label: '教学设备', value: 'teaching' }] },
];

let latest: SubTableRow[] = [];
function Host({ initial, handle }: { initial: SubTableRow[]; handle?: React.Ref<SubTableHandle> }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return <SubTable ref={handle} value={rows} onChange={(v) => setRows(v ?? [])} options={{ columns }} />;
}
const renderHost = (initial: SubTableRow[], handle?: React.Ref<SubTableHandle>, lang?: 'en') =>
  render(
    <WidgetProviders services={lang ? createFakeServices({ lang }) : undefined}>
      <Host initial={initial} handle={handle} />
    </WidgetProviders>,
  );
const dataRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row'));

describe('SubTable', () => {
  it('adds and deletes rows and keeps the totals row up to date', () => {
    renderHost([{ item: '粉笔', qty: 2 }, { item: '黑板擦', qty: 3 }]);
    expect(within(screen.getByTestId('totals')).getByText('5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /添加行/ }));
    expect(dataRows()).toHaveLength(3);
    fireEvent.change(within(dataRows()[2]).getByLabelText('数量'), { target: { value: '10' } });
    fireEvent.blur(within(dataRows()[2]).getByLabelText('数量'));
    expect(within(screen.getByTestId('totals')).getByText('15')).toBeTruthy();
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: '删除' }));
    expect(dataRows()).toHaveLength(2);
    expect(latest.map((r) => r.item)).toEqual(['黑板擦', '']);
    expect(within(screen.getByTestId('totals')).getByText('13')).toBeTruthy();
  });

  it('submit() rejects while a required cell is empty and shows "cannot be empty"', async () => {
    const ref = createRef<SubTableHandle>();
    renderHost([{ item: '粉笔', qty: 1 }, { item: '', qty: 2 }], ref, 'en');
    expect(screen.queryByText('cannot be empty')).toBeNull();
    await act(async () => {
      await expect(ref.current!.submit()).rejects.toMatchObject({ message: 'cannot be empty', cells: [{ row: 1, field: 'item' }] });
    });
    expect(screen.getAllByText('cannot be empty')).toHaveLength(1);
    fireEvent.change(within(dataRows()[1]).getByLabelText('物品'), { target: { value: '白板' } });
    expect(screen.queryByText('cannot be empty')).toBeNull();
    await act(async () => {
      await expect(ref.current!.submit()).resolves.toEqual([{ item: '粉笔', qty: 1 }, { item: '白板', qty: 2 }]);
    });
  });

  it('shows "不能为空" as soon as an edited required cell is cleared', () => {
    renderHost([{ item: '粉笔', qty: 1 }]);
    fireEvent.change(within(dataRows()[0]).getByLabelText('物品'), { target: { value: '' } });
    expect(screen.getByText('不能为空')).toBeTruthy();
  });

  it('fills rows and columns from pasted spreadsheet text, adding rows as needed', () => {
    renderHost([{ item: '粉笔', qty: 1 }]);
    const cell = within(dataRows()[0]).getByLabelText('物品').closest('[role=cell]')!;
    fireEvent.paste(cell, { clipboardData: { getData: () => '直尺\t12\t办公用品\r\n投影仪\t1,000\t教学设备\r\n' } });
    expect(latest).toEqual([
      { item: '直尺', qty: 12, kind: 'office' },
      { item: '投影仪', qty: 1000, kind: 'teaching' },
    ]);
    expect(within(screen.getByTestId('totals')).getByText('1,012')).toBeTruthy();
  });

  it('draws only a window of 2,000 rows', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ item: `物品${i}`, qty: 1 }));
    renderHost(rows);
    const drawn = dataRows().length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(40);
    expect(within(screen.getByTestId('totals')).getByText('2,000')).toBeTruthy();
  });

  it('pure helpers: totals without float noise, clipboard parsing, coercion', () => {
    expect(columnTotal([{ a: 0.1 }, { a: 0.2 }, { a: '' }, { a: null }], 'a')).toBe(0.3);
    expect(parseClipboardGrid('single')).toBeNull();
    expect(parseClipboardGrid('a\tb\nc\td\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(coerceCell({ field: 'd', label: 'd', type: 'date' }, '2024/9/1')).toBe('2024-09-01');
    expect(coerceCell({ field: 'n', label: 'n', type: 'number' }, 'abc')).toBeNull();
  });
});
