// happy-dom lacks a few browser APIs antd touches.
if (typeof window !== 'undefined') {
  const w = window as unknown as Record<string, unknown>;
  if (!w.ResizeObserver) {
    w.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
