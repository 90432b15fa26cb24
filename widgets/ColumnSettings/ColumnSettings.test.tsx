import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import ColumnSettings, { moveColumn, type ColumnSetting } from './ColumnSettings';
import { WidgetProviders } from '../core/TestProviders';

afterEach(cleanup);

const cols: ColumnSetting[] = [
  { key: 'account', label: '账号', visible: true },
  { key: 'realName', label: '姓名', visible: true },
  { key: 'mobile', label: '手机', visible: false },
];
let latest: ColumnSetting[] = [];
function Host({ initial }: { initial: ColumnSetting[] }) {
  const [c, setC] = useState(initial);
  latest = c;
  return <ColumnSettings columns={c} onChange={setC} />;
}
const open = () => {
  render(
    <WidgetProviders>
      <Host initial={cols} />
    </WidgetProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: '列设置' }));
};

describe('ColumnSettings', () => {
  it('shows and hides columns with checkboxes', async () => {
    open();
    fireEvent.click(within(await screen.findByTestId('column-mobile')).getByRole('checkbox'));
    expect(latest.find((c) => c.key === 'mobile')!.visible).toBe(true);
    fireEvent.click(within(screen.getByTestId('column-account')).getByRole('checkbox'));
    expect(latest.find((c) => c.key === 'account')!.visible).toBe(false);
  });

  it('keeps the last visible column', async () => {
    open();
    fireEvent.click(within(await screen.findByTestId('column-account')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('column-realName')).getByRole('checkbox'));
    expect(await screen.findByText('至少保留一列显示')).toBeTruthy();
    expect(latest.filter((c) => c.visible).map((c) => c.key)).toEqual(['realName']);
  });

  it('reorders with the arrows and by dragging, and resets', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '下移 账号' }));
    expect(latest.map((c) => c.key)).toEqual(['realName', 'account', 'mobile']);
    fireEvent.dragStart(screen.getByTestId('column-mobile'));
    fireEvent.drop(screen.getByTestId('column-realName'));
    expect(latest.map((c) => c.key)).toEqual(['mobile', 'realName', 'account']);
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(latest).toEqual(cols);
  });

  it('moveColumn is a pure reorder', () => {
    expect(moveColumn([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveColumn([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
  });
});
