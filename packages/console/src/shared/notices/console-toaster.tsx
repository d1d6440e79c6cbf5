import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { subscribeToToasterRequest, toasterRequested, toasterShown } from "./toaster-request";

const useStrings = consoleTranslation("oc-common");

const Toaster = lazy(() =>
  import("@org/ui/toast").then(({ Toaster: LibraryToaster }) => ({
    default: function MountedToaster(props: ComponentProps<typeof LibraryToaster>) {
      // The library's own effects (its subscription) run before this one: from here on, a toast is shown.
      useEffect(toasterShown, []);
      return <LibraryToaster {...props} />;
    },
  })),
);

/*
 * The toast library keeps one list for the page, so two providers (two embedded components) showing a toaster each
 * would show every toast twice. The provider mounted first shows them; when it goes, the next one takes over.
 */
const claims: symbol[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());

function useFirstClaim(): boolean {
  const [claim] = useState(() => Symbol("toaster"));
  useEffect(() => {
    claims.push(claim);
    emit();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      emit();
    };
  }, [claim]);
  return useSyncExternalStore(
    subscribe,
    () => claims[0] === claim,
    () => false,
  );
}

/**
 * Where the console's notices show, inside the provider's root so they take its scheme and brand. It loads with the
 * first notice. Notices close themselves: the toast library's close button is a 20 px target, below the 44 px a touch
 * screen needs.
 */
function ConsoleToaster() {
  const { t } = useStrings();
  const first = useFirstClaim();
  const requested = useSyncExternalStore(subscribeToToasterRequest, toasterRequested, () => false);
  if (!first || !requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t("actions.close")} />
    </Suspense>
  );
}

export { ConsoleToaster };
