// One timing page for both benchmarks: bench/renderer.ts builds it as it is, bench/designer.ts with
// VITE_TIMING set to 'designer' (bench/designerPerf/vite.config.ts); the build keeps only its branch.
if (import.meta.env.VITE_TIMING === 'designer') {
  document.title = 'EduCloud Console designer timings';
  void import('../designerPerf/main');
} else {
  document.getElementById('perf-root')!.style.padding = '16px';
  void import('./rendererTimings');
}
