import { formOurs, formPlain } from './formCase';
import { listOurs, listPlain } from './listCase';
import { treeOurs, treePlain } from './treeCase';
import { ganttOurs } from './ganttCase';

// The timing page: bench/renderer.ts calls window.__bench[name]() in chromium, one measurement per call.
type Measure = () => Promise<Record<string, number>>;

const cases: Record<string, Measure> = {
  'list:ours': listOurs,
  'list:plain': listPlain,
  'form:ours': formOurs,
  'form:plain': formPlain,
  'tree:ours': () => treeOurs('narrow'),
  'tree:plain': () => treePlain('narrow'),
  'treeBroad:ours': () => treeOurs('broad'),
  'treeBroad:plain': () => treePlain('broad'),
  // 项目甘特 (issue 18): bench/gantt.ts
  'gantt:ours': ganttOurs,
};

declare global {
  interface Window {
    __bench: Record<string, Measure>;
    __benchReady: boolean;
  }
}

window.__bench = cases;
window.__benchReady = true;
