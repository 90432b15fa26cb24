import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import SignaturePad from './SignaturePad';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

const PNG = 'data:image/png;base64,AAAA';
// happy-dom draws nothing: the pad's strokes go to a recording context, and its picture is a fixed PNG.
const strokes: string[] = [];
beforeEach(() => {
  strokes.length = 0;
  const ctx = {
    clearRect: () => {},
    drawImage: () => {},
    beginPath: () => strokes.push('begin'),
    moveTo: () => strokes.push('move'),
    lineTo: () => strokes.push('line'),
    stroke: () => {},
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});

describe('SignaturePad', () => {
  it('a finished stroke hands the picture on as a PNG data URL', () => {
    const onChange = vi.fn();
    render(<WidgetProviders><SignaturePad onChange={onChange} /></WidgetProviders>);
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    expect(strokes).toEqual(['begin', 'move', 'line']);
    expect(onChange).toHaveBeenCalledWith(PNG);
  });

  it('clearing empties the value; without a signature there is nothing to clear', () => {
    const onChange = vi.fn();
    const { rerender } = render(<WidgetProviders><SignaturePad onChange={onChange} /></WidgetProviders>);
    expect((screen.getByRole('button', { name: '清除签名' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<WidgetProviders><SignaturePad value={PNG} onChange={onChange} /></WidgetProviders>);
    fireEvent.click(screen.getByRole('button', { name: '清除签名' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('disabled it shows the signature as an image, and never a value that is not a PNG', () => {
    const { rerender } = render(<WidgetProviders><SignaturePad value={PNG} disabled onChange={() => {}} /></WidgetProviders>);
    expect(screen.getByRole('img', { name: '手写签名' }).getAttribute('src')).toBe(PNG);
    expect(screen.queryByTestId('signature-pad')).toBeNull();
    rerender(<WidgetProviders><SignaturePad value="javascript:alert(1)" readonly onChange={() => {}} /></WidgetProviders>);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
