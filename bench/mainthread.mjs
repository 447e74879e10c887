// Where a page view's main-thread time goes: a Chromium trace of the page's renderer, cut into
// tasks and grouped as Lighthouse groups them (its own tracehouse: the devDependency), with the
// tasks attributed to our files or to the page, and the counts that say why (tasks, microtask
// checkpoints, module requests, style recalculations). Used by run.mjs's "main" part.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';

/** Lighthouse's trace categories (its trace gatherer's defaults, without screenshots). */
export const CATEGORIES = ['-*', 'toplevel', 'v8', 'v8.execute', 'blink.user_timing', 'blink.console', 'loading', 'latencyInfo',
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack'];

/** Lighthouse's groups, in the order of its main-thread breakdown (mainthread-work-breakdown). */
export const GROUPS = [
  ['scriptEvaluation', 'script evaluation'],
  ['scriptParseCompile', 'parse and compile'],
  ['styleLayout', 'style and layout'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'HTML and CSS parsing'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];

/** True for a URL of ours: the built files, which every build's server serves at /dist/ (and
 *  the floor's script, bench/floor.mjs, which stands in for them). */
const OURS = (url) => url.includes('/dist/') || url.includes('/b/floor.js');

/**
 * The breakdown of one trace (Playwright's browser.stopTracing() parsed). Tasks are the
 * renderer main thread's top-level tasks of the page, whole (Lighthouse's `MainThreadTasks`),
 * leaving out those that are the bench's own doing: the DevTools protocol's (Playwright's waits
 * and evaluations), which a visitor's page never runs.
 */
export function breakdown(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const events = processed.mainThreadEvents;
  const tasks = MainThreadTasks.getMainThreadTasks(events, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const foreign = new Set();
  // a top-level task that dispatches a DevTools session message is the bench's, not the page's
  for (const t of tasks) if (!t.parent && protocol(t)) foreign.add(t);
  const top = tasks.filter((t) => !t.parent && !foreign.has(t));
  const out = { total: 0, cpu: 0, tasks: 0, ours: 0, oursCpu: 0, oursLong: 0, longestOurs: 0, microtasks: 0, styleRecalcs: 0, modules: 0 };
  for (const [id] of GROUPS) out[id] = 0;
  const walk = (t) => {
    out[t.group.id] += t.selfTime;
    for (const c of t.children) walk(c);
  };
  for (const t of top) {
    out.total += t.duration;
    out.cpu += (t.event.tdur || 0) / 1000;
    out.tasks++;
    walk(t);
    if (t.attributableURLs.some(OURS)) {
      out.ours += t.duration;
      out.oursCpu += (t.event.tdur || 0) / 1000;
      out.longestOurs = Math.max(out.longestOurs, t.duration);
      if (t.duration > 50) out.oursLong++;
    }
  }
  // counts from the raw events of the kept tasks' time spans
  const spans = top.map((t) => [t.event.ts, t.event.ts + (t.event.dur || 0)]);
  const within = (e) => spans.some(([a, b]) => e.ts >= a && e.ts <= b);
  let microEnd = 0;
  for (const e of events) {
    if (e.name == 'RunMicrotasks' && e.ph == 'X' && e.ts >= microEnd && within(e)) {
      out.microtasks += e.dur / 1000;
      microEnd = e.ts + e.dur;
    }
    if (e.name == 'UpdateLayoutTree' && e.ph == 'X' && within(e)) out.styleRecalcs++;
  }
  for (const e of trace.traceEvents) if (e.name == 'ResourceSendRequest' && OURS(e.args?.data?.url || '')) out.modules++;
  return out;
}

/** The mojo interfaces of a task that is the bench's own (a DevTools session message: the
 *  bench's waits and evaluations) or the same on every page (the navigation's commit); part 3
 *  (run.mjs longest()) leaves them out too. */
export const BENCH_TASK = /DevToolsSession|NavigationClient/;

/** A task that handles a DevTools session message (the bench's own) or the navigation's commit
 *  (the same on every page, tag or not). */
function protocol(task) {
  const stack = [task];
  while (stack.length) {
    const t = stack.pop();
    const tag = t.event.args?.chrome_mojo_event_info?.mojo_interface_tag || '';
    if (BENCH_TASK.test(tag)) return true;
    stack.push(...t.children);
  }
  return false;
}
