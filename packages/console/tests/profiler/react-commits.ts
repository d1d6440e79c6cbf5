// Counts which components React rendered in each commit, as React DevTools' Profiler does: through the hook React
// reports every commit to. Import this module before React DOM loads (a test imports React DOM only dynamically
// after it), since React DOM looks for the hook once, when it starts.

/** The parts of a React fiber this module reads. React's internals; DevTools reads the same ones. */
type Fiber = {
  type: unknown;
  flags: number;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
};

/** React's flag for a fiber whose component function ran in the render being committed. */
const PERFORMED_WORK = 0b1;

type CommitListener = (rendered: (name: string) => Fiber[]) => void;

const listeners = new Set<CommitListener>();
let previousFibers = new Set<Fiber>();

function componentName(fiber: Fiber): string | undefined {
  const { type } = fiber;
  return typeof type === "function" ? type.name : undefined;
}

/**
 * A fiber rendered in this commit when its component ran (React's PerformedWork flag) and it is not a fiber the
 * previous commit already held: a subtree React skipped keeps its old fibers, flags and all.
 */
function onCommitFiberRoot(_rendererId: number, root: { current: Fiber }) {
  const fibers = new Set<Fiber>();
  const stack: Fiber[] = [root.current];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    fibers.add(fiber);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  const before = previousFibers;
  previousFibers = fibers;
  const rendered = (name: string) =>
    [...fibers].filter(
      (fiber) => componentName(fiber) === name && (fiber.flags & PERFORMED_WORK) !== 0 && !before.has(fiber),
    );
  for (const listener of listeners) listener(rendered);
}

const globalScope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (globalScope.__REACT_DEVTOOLS_GLOBAL_HOOK__) throw new Error("React DevTools' hook is already installed.");
globalScope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
};

/**
 * Records, for every commit from now until `stop()`, the props of each `componentName` that rendered in it. Names
 * are the component functions' own (development builds keep them).
 */
function recordRenders<Props>(componentName: string) {
  const commits: Props[][] = [];
  const listener: CommitListener = (rendered) => {
    commits.push(rendered(componentName).map((fiber) => fiber.memoizedProps as Props));
  };
  listeners.add(listener);
  return {
    commits,
    renders: () => commits.flat(),
    stop: () => listeners.delete(listener),
  };
}

export { recordRenders };
