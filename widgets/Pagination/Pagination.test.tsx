import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Pagination from './Pagination';
import { WidgetProviders } from '../core/TestProviders';

afterEach(cleanup);

describe('Pagination', () => {
  it('shows the total, 20 per page by default, and a jumper', () => {
    const { container } = render(
      <WidgetProviders>
        <Pagination total={236} onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(screen.getByText('共 236 条')).toBeTruthy();
    expect(screen.getByText('20 条/页')).toBeTruthy();
    expect(screen.getByTitle('12')).toBeTruthy();
    expect(container.querySelector('.ant-pagination-options-quick-jumper input')).toBeTruthy();
  });

  it('offers 20, 50, 100 and 500 per page and goes back to page 1 on a size change', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <Pagination total={2360} currentPage={5} onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const sizes = (await screen.findAllByText(/条\/页$/, { selector: '.ant-select-item-option-content' })).map((e) => e.textContent);
    expect(sizes).toEqual(['20 条/页', '50 条/页', '100 条/页', '500 条/页']);
    fireEvent.click(screen.getByText('100 条/页', { selector: '.ant-select-item-option-content' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 100);
  });

  it('changes page', () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <Pagination total={236} onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
  });
});
