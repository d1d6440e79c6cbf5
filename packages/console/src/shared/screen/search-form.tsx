import { useState, type FormEvent, type ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Search } from "lucide-react";
import { Button } from "@org/ui/button";
import { cn } from "@org/ui/cn";

const useStrings = consoleTranslation("oc-common");

type SearchFormProps = {
  /** The search landmark's name ("Search devices"). */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Search is disabled while the draft would be refused (its message shows under the box). */
  canSearch?: boolean;
  className?: string;
  /** The filter and the box. */
  children: ReactNode;
};

/**
 * What a search box holds before it is submitted: it starts as the running search, and a search started elsewhere
 * (back/forward, a shared link) replaces it. Kept here, typing re-renders the search only, never the table. Plain
 * state rather than a form library: the device table is embedded on its own, and its search must stay that light.
 */
function useSearchDraft<Draft>(
  running: Draft,
  {
    same = Object.is,
    adopt = (next) => next,
  }: {
    /** Whether two running searches are the same search: `Object.is` by default, so an object draft passes its own. */
    same?: (a: Draft, b: Draft) => boolean;
    /** The draft a new running search leaves, from the draft before it; the running search itself by default. */
    adopt?: (running: Draft, draft: Draft) => Draft;
  } = {},
) {
  const [shown, setShown] = useState(running);
  const [draft, setDraft] = useState(running);
  if (!same(shown, running)) {
    setShown(running);
    setDraft(adopt(running, draft));
  }
  return [draft, setDraft] as const;
}

/** A list screen's search: a search landmark holding the screen's fields (see `useSearchDraft`) and a Search button. */
function SearchForm({ label, onSubmit, canSearch = true, className, children }: SearchFormProps) {
  const { t } = useStrings();
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      className={cn("oc:flex oc:flex-wrap oc:items-start oc:gap-2", className)}
    >
      {children}
      <Button type="submit" disabled={!canSearch}>
        <Search aria-hidden="true" />
        {t("actions.search")}
      </Button>
    </form>
  );
}

export { SearchForm, useSearchDraft };
