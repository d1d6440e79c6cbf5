import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { consoleTranslation } from "../../i18n/console-translation";

import { ConfirmDialog, preloadConfirmDialog } from "./confirm-dialog";

const useStrings = consoleTranslation("oc-common");

type LeaveGuard = {
  /** Marks a form (by id) as holding unsaved changes, or not any more. */
  report: (id: string, dirty: boolean) => void;
  /**
   * Runs `proceed` at once when nothing is unsaved; otherwise asks the operator first, and runs it only if they
   * choose to leave. `proceed` should be what leaving means: another tab, another screen.
   */
  leave: (proceed: () => void) => void;
  /** Whether some form holds unsaved changes now. */
  hasUnsaved: () => boolean;
};

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/** Outside a LeaveGuardProvider nothing is guarded: leaving always proceeds. */
const unguarded: LeaveGuard = { report: () => undefined, leave: (proceed) => proceed(), hasUnsaved: () => false };

/**
 * The console's one unsaved-changes warning: forms report whether they hold unsaved changes, and whatever
 * would take the operator away asks through `leave` first (a tab switch, a link of the console's navigation). While
 * anything is unsaved, closing or reloading the page gets the browser's own warning too. ConsoleProvider renders it.
 */
function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useStrings();
  const dirty = useRef(new Set<string>());
  const [pending, setPending] = useState<{ proceed: () => void } | undefined>();
  const [open, setOpen] = useState(false);

  const report = useCallback((id: string, isDirty: boolean) => {
    if (isDirty) {
      dirty.current.add(id);
      // The warning's dialog loads as soon as there is something to warn about, so it opens without a wait.
      void preloadConfirmDialog();
    } else dirty.current.delete(id);
  }, []);

  const leave = useCallback((proceed: () => void) => {
    if (dirty.current.size === 0) {
      proceed();
      return;
    }
    setPending({ proceed });
    setOpen(true);
  }, []);

  // Asked at the moment the page would unload, so a save that just finished is never warned about.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const hasUnsaved = useCallback(() => dirty.current.size > 0, []);
  const value = useMemo(() => ({ report, leave, hasUnsaved }), [report, leave, hasUnsaved]);
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      {pending ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          texts={t("unsaved", { returnObjects: true })}
          onConfirm={() => {
            // The forms that held the changes are about to go: forget them, so the next leave is not asked again.
            dirty.current.clear();
            pending.proceed();
          }}
        />
      ) : null}
    </LeaveGuardContext.Provider>
  );
}

/** The guard a component leaves through: `leave(() => goSomewhere())`. */
function useLeaveGuard(): Pick<LeaveGuard, "leave" | "hasUnsaved"> {
  return useContext(LeaveGuardContext) ?? unguarded;
}

/** Reports a form's unsaved changes (react-hook-form's `isDirty`) for as long as the form is mounted. */
function useUnsavedChanges(dirty: boolean): void {
  const { report } = useContext(LeaveGuardContext) ?? unguarded;
  const id = useId();
  // A layout effect: the guard knows as soon as the screen shows the change (a save done, a field edited).
  useLayoutEffect(() => {
    report(id, dirty);
    return () => report(id, false);
  }, [report, id, dirty]);
}

export { LeaveGuardProvider, useLeaveGuard, useUnsavedChanges };
