import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { Button } from "@org/ui/button";
import { cn } from "@org/ui/cn";

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
 * A list screen's search: a search landmark holding the screen's fields and a Search button. The screens keep what
 * is typed in a react-hook-form draft whose `values` follow the running search, so a search started elsewhere
 * (back/forward, a shared link) replaces the draft, and typing re-renders the search only, never the table.
 */
function SearchForm({ label, onSubmit, canSearch = true, className, children }: SearchFormProps) {
  const { t } = useTranslation("oc-common");
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

export { SearchForm };
