import { useEffect, useRef } from 'react';

type Instance = { setOption(o: object, notMerge?: boolean): void; resize(): void; dispose(): void };

/**
 * One echarts chart. echarts is imported on first use, so neither the sign-in page nor a portal
 * without charts pays for it; the chart follows its box's size (cards are resized in the designer).
 */
export default function EChart({ option, label, map }: { option: Record<string, unknown>; label: string; map?: { name: string; geometry: object } }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);

  useEffect(() => {
    let live = true;
    let observer: ResizeObserver | null = null;
    void import('echarts').then((echarts) => {
      if (!live || !el.current) return;
      if (map) echarts.registerMap(map.name, map.geometry as Parameters<typeof echarts.registerMap>[1]);
      const inst = echarts.init(el.current) as unknown as Instance;
      chart.current = inst;
      inst.setOption(option, true);
      observer = new ResizeObserver(() => inst.resize());
      observer.observe(el.current);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // The chart is made once per geometry; option changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height: '100%', minHeight: 60 }} />;
}
