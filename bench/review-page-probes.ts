// What the review-page bench runs inside the page, as script text (the bench's TypeScript has no
// DOM types): each probe records its times with performance.now(), whose zero is the start of the
// page's navigation, and reads them back through `window`.

const FRAME_AFTER = 'requestAnimationFrame(() => setTimeout(done, 0))';

/**
 * Installed before the page's own scripts: the time the first goods line is in the grid, the time
 * page 1 of the document is drawn, and the frame after both (what the declarant sees).
 */
export const SHOWN_PROBE = `(() => {
  if (!location.pathname.endsWith('/ReviewImport')) return;
  const found = {};
  const observer = new MutationObserver(() => {
    found.row ??= document.querySelector('[data-line="0"]') ? performance.now() : undefined;
    found.page ??= document.querySelector('[data-page="1"][data-drawn="true"]')
      ? performance.now() : undefined;
    if (found.row === undefined || found.page === undefined) return;
    observer.disconnect();
    const done = () => { window.__reviewShown = { ...found, painted: performance.now() }; };
    ${FRAME_AFTER};
  });
  observer.observe(document, {
    childList: true, subtree: true, attributes: true, attributeFilter: ['data-drawn'],
  });
})()`;

/**
 * A promise of the first truthy value of `expression`, checked every 20 ms: waitForFunction
 * evaluates its text with eval, which the page's CSP (script-src 'self') refuses.
 */
export const EVENTUALLY = (
  expression: string,
  timeoutMs: number,
) => `new Promise((resolve, reject) => {
  const until = performance.now() + ${timeoutMs};
  const tick = () => {
    const value = ${expression};
    if (value) resolve(value);
    else if (performance.now() > until) reject(new Error('timed out'));
    else setTimeout(tick, 20);
  };
  tick();
})`;

/** Once both are shown: the probe's times and where the load's time went, from resource timing. */
export const SHOWN_TIMING = (uuid: string) => `window.__reviewShown && (() => {
  const entries = performance.getEntriesByType('resource');
  const span = (test) => {
    const entry = entries.find((candidate) => test(new URL(candidate.name).pathname));
    return entry ? [Math.round(entry.startTime), Math.round(entry.responseEnd)] : null;
  };
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    ...window.__reviewShown,
    html: navigation.responseEnd,
    scriptsRun: navigation.domContentLoadedEventEnd,
    spans: {
      session: span((path) => path === '/api/session'),
      dossier: span((path) => path === '/api/declarations/${uuid}'),
      reading: span((path) => path === '/api/dossiers/${uuid}/reading'),
      reviewChunk: span((path) => /^\\/assets\\/review-page-.*\\.js$/.test(path)),
      viewerChunk: span((path) => /^\\/assets\\/pdf-view-.*\\.js$/.test(path)),
      pdfjs: span((path) => /^\\/assets\\/pdf-[\\w-]{8}\\.js$/.test(path)),
      worker: span((path) => path.includes('pdf.worker')),
      file: span((path) => path.startsWith('/api/declarations/${uuid}/documents/')),
    },
  };
})()`;

/**
 * From each keydown (the event's own time stamp, taken when the browser received the key) to the
 * frame after it: requestAnimationFrame runs just before the next frame is drawn, a task queued
 * from there runs once it is. Event Timing's entries (keydowns of 16 ms and more) say whether
 * the time went in the handlers (processing) or after them (presentation).
 */
export const KEY_PROBE = `(() => {
  window.__keys = [];
  window.__keyStarts = [];
  window.__slowKeys = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    window.__keyStarts.push(start);
    window.__keyDone = new Promise((resolve) => {
      const done = () => {
        const latency = performance.now() - start;
        window.__keys.push(latency);
        resolve(latency);
      };
      ${FRAME_AFTER};
    });
  }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'keydown')
        window.__slowKeys.push({
          duration: entry.duration,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
})()`;

/**
 * A block as Excel puts it on the clipboard, pasted where the grid has the focus (the test's
 * `paste`): from the dispatch to the grid's row count reaching `lines`, and the frame after.
 */
export const PASTE_PROBE = (text: string, lines: number) => `new Promise((resolve) => {
  const grid = document.querySelector('[data-testid="goods-grid"]');
  const transfer = new DataTransfer();
  transfer.setData('text/plain', ${JSON.stringify(text)});
  let applied;
  let start;
  let handled;
  const check = () => {
    if (applied !== undefined || grid.getAttribute('aria-rowcount') !== '${lines}') return;
    applied = performance.now() - start;
    observer.disconnect();
    const done = () => resolve({ handled, applied, painted: performance.now() - start });
    ${FRAME_AFTER};
  };
  const observer = new MutationObserver(check);
  observer.observe(grid, { attributes: true, attributeFilter: ['aria-rowcount'] });
  start = performance.now();
  grid.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
  );
  handled = performance.now() - start;
})`;

/**
 * React's DevTools hook, installed before React loads (its production build reports every commit
 * to it): which function components rendered in each commit. A fiber rendered when it was not in
 * the previous commit's tree (React built it anew from its alternate) and carries PerformedWork
 * (flag 1); a memo that bailed out keeps its old fiber or a copy without that flag. A goods row is
 * a memo whose first element is the grid's row (role=row with data-line). A component is counted
 * under the part of the page it is in: its nearest element with a test id, a CSS module class of
 * the page (`_headerScroll_…`) or a role. A component that rendered while the component above it
 * did not is where an update started (its own state, or a context): an origin, named by its
 * function's name (minified in the build) and its part of the page.
 */
export const RENDER_COUNT_HOOK = `(() => {
  let previous = new WeakSet();
  window.__commits = [];
  const isComponent = (tag) => tag === 0 || tag === 11 || tag === 14 || tag === 15;
  const regionOf = (fiber) => {
    for (let node = fiber; node; node = node.return) {
      if (typeof node.type !== 'string') continue;
      const props = node.memoizedProps || {};
      if (props['data-testid']) return props['data-testid'];
      const module = typeof props.className === 'string'
        && props.className.split(' ').find((name) => /^_[A-Za-z]+_\\w{5}_\\d+$/.test(name));
      if (module) return module.split('_')[1];
      if (props.role === 'grid' || props.role === 'dialog' || props.role === 'tabpanel') return props.role;
    }
    return 'page';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    setStrictMode: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      const at = performance.now();
      const seen = new WeakSet();
      const byRegion = {};
      const origins = {};
      const renderedNow = new WeakSet();
      let components = 0;
      let gridRows = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (isComponent(fiber.tag) && !previous.has(fiber) && (fiber.flags & 1) === 1) {
          components++;
          const host = fiber.child;
          const props = (host && host.memoizedProps) || {};
          if (host && host.tag === 5 && props.role === 'row' && 'data-line' in props) gridRows++;
          const region = regionOf(fiber);
          byRegion[region] = (byRegion[region] || 0) + 1;
          renderedNow.add(fiber);
          let above = fiber.return;
          while (above && !isComponent(above.tag)) above = above.return;
          if (!above || !renderedNow.has(above)) {
            const type = fiber.type || {};
            const name = type.displayName || type.name || (type.render && type.render.name) ||
              (type.type && (type.type.displayName || type.type.name)) || '?';
            const origin = name + '@' + region;
            origins[origin] = (origins[origin] || 0) + 1;
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      window.__commits.push({ at, components, gridRows, byRegion, origins });
    },
  };
})()`;

/** The commits after each key (until the next key): how many, and which components rendered. */
export const RENDERS_PER_KEY = `(() => {
  const starts = window.__keyStarts;
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? Infinity;
    const commits = window.__commits.filter((commit) => commit.at >= start && commit.at < end);
    const byRegion = {};
    for (const commit of commits)
      for (const [label, count] of Object.entries(commit.byRegion))
        byRegion[label] = (byRegion[label] || 0) + count;
    return {
      commits: commits.length,
      components: commits.reduce((sum, commit) => sum + commit.components, 0),
      gridRows: commits.reduce((sum, commit) => sum + commit.gridRows, 0),
      lastCommitMs: commits.length > 0 ? commits[commits.length - 1].at - start : 0,
      byRegion,
    };
  });
})()`;
