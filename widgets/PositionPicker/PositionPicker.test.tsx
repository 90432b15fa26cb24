import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import PositionPicker from './PositionPicker';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('PositionPicker', () => {
  it('shows the stored position by name and lets the user change it', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <PositionPicker value="pos-5" onChange={onChange} />
      </WidgetProviders>,
    );
    expect(await screen.findByText('班主任')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '校长' } });
    expect((await screen.findAllByTitle(/校长/)).map((e) => e.getAttribute('title'))).toEqual(['校长', '副校长']);
    fireEvent.click(screen.getByTitle('副校长'));
    expect(onChange).toHaveBeenLastCalledWith('pos-1');
  });
});
