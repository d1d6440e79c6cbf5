import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

const Toaster = lazy(() => import("@org/ui/toast").then(({ Toaster }) => ({ default: Toaster })));

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
 * Where the console's success messages show, inside the provider's root so they take its scheme and brand. They close
 * themselves: the toast library's close button is a 20 px target, below the 44 px a touch screen needs.
 */
function ConsoleToaster() {
  const { t } = useTranslation("oc-common");
  if (!useFirstClaim()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t("actions.close")} />
    </Suspense>
  );
}

export { ConsoleToaster };
