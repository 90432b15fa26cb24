import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ImageCell from './ImageCell';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('ImageCell', () => {
  it('shows thumbnails up to the max, then +n', () => {
    const files = [1, 2, 3, 4, 5].map((k) => ({ name: `p${k}.png`, url: `/files/p${k}.png` }));
    render(
      <WidgetProviders>
        <ImageCell value={files} record={{}} options={{ max: 3 }} />
      </WidgetProviders>,
    );
    expect(screen.getAllByRole('img').filter((i) => i.tagName === 'IMG')).toHaveLength(3);
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByAltText('p1.png').getAttribute('src')).toBe('/files/p1.png');
  });

  it('drops unsafe addresses and shows nothing for no image', () => {
    const { container } = render(
      <WidgetProviders>
        <ImageCell value="javascript:alert(1)" record={{}} />
        <ImageCell value={null} record={{}} />
      </WidgetProviders>,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
