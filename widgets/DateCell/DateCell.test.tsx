import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import DateCell from './DateCell';

afterEach(cleanup);

describe('DateCell', () => {
  it('shows milliseconds and ISO text as YYYY-MM-DD HH:mm', () => {
    const ms = new Date(2024, 8, 1, 9, 5).getTime();
    expect(render(<DateCell value={ms} record={{}} />).container.textContent).toBe('2024-09-01 09:05');
    cleanup();
    expect(render(<DateCell value={new Date(2024, 0, 2, 13, 45).toISOString()} record={{}} />).container.textContent).toBe('2024-01-02 13:45');
  });

  it('is blank for empty or unreadable values and honours a format', () => {
    expect(render(<DateCell value={null} record={{}} />).container.textContent).toBe('');
    cleanup();
    expect(render(<DateCell value="abc" record={{}} />).container.textContent).toBe('');
    cleanup();
    expect(render(<DateCell value={new Date(2024, 8, 1).getTime()} record={{}} options={{ format: 'YYYY-MM-DD' }} />).container.textContent).toBe('2024-09-01');
  });
});
