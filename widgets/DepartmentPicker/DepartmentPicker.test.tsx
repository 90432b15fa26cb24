import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import DepartmentPicker from './DepartmentPicker';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('DepartmentPicker', () => {
  it('picks a department but not the school above it', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <DepartmentPicker onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '第一中学' } });
    fireEvent.click(await screen.findByTitle('第一中学'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '德育处' } });
    const hits = await screen.findAllByTitle('德育处');
    expect(hits.length).toBe(6);
    fireEvent.click(hits[0]);
    expect(onChange).toHaveBeenLastCalledWith('org-1-dep-2');
  });
});
