/** What the probes hold, as `window.__gridBench`. */
export type Probes = {
  /** When each Enter was pressed (its event's time: waiting for the page counts too). */
  enters: number[];
  edits: { sentAt: number; answeredAt: number | null }[];
  pages: { rows: number; answeredAt: number }[];
  /** Every GraphQL call over HTTP: when it was sent and answered (the load's timeline). */
  calls: { operation: string; sentAt: number; answeredAt: number | null }[];
  counting: boolean;
  commits: number;
  rendered: number;
  textsDrawn: number;
  frames: number[];
  /** Set to a list to have each commit's top rendered components named in it (debugging). */
  renderRoots?: string[];
  /** Set to an object to have the components rendered counted in it by name (debugging). */
  renderCounts?: Record<string, number>;
  startFrames: () => void;
  stopFrames: () => void;
};

/**
 * What the grid bench counts inside the page, installed before the app's own scripts run. It is
 * a plain function (Playwright sends its source to the page): it may use nothing from outside.
 *
 * - Enter: the time of each Enter keydown, heard first (window, capture phase).
 * - fetch: each updateCell/updateCells request, when fetch was called and when it was answered,
 *   and each page of getStructuredScheduleRows answered (with how many rows it carried).
 * - React: commits and components rendered, through the hook React calls for its developer tools
 *   (production builds call it too). A component counts when it ran in the commit.
 * - Canvas: fillText calls (a cell drawn is at least one), the grid being a canvas.
 * - Frames: requestAnimationFrame timestamps between startFrames() and stopFrames().
 */
export function installPageProbes(markers = false) {
  // With a CPU profile running: each marker spins half a millisecond, so that the profile's
  // samples show where an Enter and the request it caused are (sampled every 0.1 ms).
  // (Declared functions: the profile names them whatever the build did to arrows.)
  function spin() {
    const until = performance.now() + 0.5;
    while (performance.now() < until) {}
  }
  function gridBenchEnterMark() {
    spin();
  }
  function gridBenchRequestMark() {
    spin();
  }

  const probes: Probes = {
    enters: [],
    edits: [],
    pages: [],
    calls: [],
    counting: false,
    commits: 0,
    rendered: 0,
    textsDrawn: 0,
    frames: [],
    startFrames: () => {
      framesOn = true;
      probes.frames = [];
      requestAnimationFrame(onFrame);
    },
    stopFrames: () => {
      framesOn = false;
    },
  };
  // Only while asked: a frame requested for ever would keep the page drawing between edits.
  let framesOn = false;
  const onFrame = (time: number) => {
    if (!framesOn) return;
    probes.frames.push(time);
    requestAnimationFrame(onFrame);
  };
  (window as unknown as { __gridBench: Probes }).__gridBench = probes;

  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return;
      if (markers) gridBenchEnterMark();
      probes.enters.push(event.timeStamp);
    },
    true,
  );

  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const operation = /"operationName":"(\w+)"/.exec(body)?.[1];
    const started = performance.now();
    const answer = pageFetch(input, init);
    const call = { operation: operation ?? String(input), sentAt: started, answeredAt: null };
    probes.calls.push(call);
    void answer.then(
      () => {
        (call as { answeredAt: number | null }).answeredAt = performance.now();
      },
      () => {},
    );
    if (operation === 'UpdateCell' || operation === 'UpdateCells') {
      if (markers) gridBenchRequestMark();
      const edit = { sentAt: started, answeredAt: null };
      probes.edits.push(edit as Probes['edits'][number]);
      void answer.then(
        () => {
          (edit as { answeredAt: number | null }).answeredAt = performance.now();
        },
        () => {},
      );
    } else if (operation === 'GetStructuredScheduleRows') {
      void answer.then(
        async (response) => {
          const json = (await response.clone().json()) as {
            data?: { getStructuredScheduleRows?: { data: unknown[] } };
          };
          const rows = json.data?.getStructuredScheduleRows?.data.length ?? 0;
          probes.pages.push({ rows, answeredAt: performance.now() });
        },
        () => {},
      );
    }
    return answer;
  };

  // React's developer tools hook: React (development or production) calls it on every commit.
  type Fiber = {
    tag: number;
    flags: number;
    type: { name?: string; displayName?: string; render?: { name?: string } } | string | null;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  };
  const componentTags = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo
  const performedWork = 1;
  const nameOf = (fiber: Fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return String(type);
    return type.displayName ?? type.name ?? type.render?.name ?? '?';
  };
  const countRendered = (top: Fiber) => {
    let count = 0;
    const stack: [Fiber, boolean][] = [[top, false]];
    const roots: string[] = [];
    while (stack.length > 0) {
      const [fiber, underRendered] = stack.pop()!;
      const rendered = componentTags.has(fiber.tag) && (fiber.flags & performedWork) !== 0;
      if (rendered) {
        count += 1;
        if (probes.renderCounts) {
          const name = nameOf(fiber);
          probes.renderCounts[name] = (probes.renderCounts[name] ?? 0) + 1;
        }
        // The components a commit began at (what an update asked to render), for GRID_BENCH_VERBOSE.
        if (!underRendered && probes.renderRoots) roots.push(nameOf(fiber));
      }
      // Children left as they were (the same objects in both trees) did not render.
      if (fiber.child && fiber.child !== fiber.alternate?.child) {
        for (let child: Fiber | null = fiber.child; child; child = child.sibling) {
          stack.push([child, underRendered || rendered]);
        }
      }
    }
    probes.renderRoots?.push(roots.join(','));
    return count;
  };
  (
    window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (!probes.counting) return;
      probes.commits += 1;
      probes.rendered += countRendered(root.current);
    },
  };

  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, ...args) {
    if (probes.counting) probes.textsDrawn += 1;
    return fillText.apply(this, args);
  };
}
