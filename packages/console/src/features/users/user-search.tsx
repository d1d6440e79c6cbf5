import type { FormEvent } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Field, FieldError } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { userSearchSchema } from "./user-search-schema";
import { useFieldMessage } from "../../shared/forms/field-message";
import { SearchForm, useSearchDraft } from "../../shared/screen/search-form";

const useStrings = consoleTranslation("oc-users");

type UserSearchProps = {
  /** The e-mail text of the search that is running. */
  email: string;
  /** Runs a search with the trimmed text. */
  onSearch: (email: string) => void;
  className?: string;
};

/**
 * The e-mail search box and Search button. The text must be 4 to 50 characters: while it is not, Search is disabled
 * and the message shows under the box (not under a box that is empty and searches for nothing yet). What is typed
 * stays in the draft until it is submitted, and a search started elsewhere replaces it (see `useSearchDraft`).
 */
function UserSearch({ email, onSearch, className }: UserSearchProps) {
  const { t } = useStrings();
  const [draft, setDraft] = useSearchDraft(email);
  const message = useFieldMessage("oc-users");
  const checked = userSearchSchema.safeParse({ email: draft });
  const untouched = draft === "" && email === "";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked.success) onSearch(checked.data.email);
  };

  return (
    <SearchForm label={t("search.label")} onSubmit={onSubmit} canSearch={checked.success} className={className}>
      <Field
        error={untouched ? undefined : message(checked.error?.issues[0]?.message)}
        spacing="tight"
        className="oc:w-80 oc:max-w-full"
      >
        {(controlProps) => (
          <>
            <Input
              type="search"
              aria-label={t("search.inputLabel")}
              placeholder={t("search.placeholder")}
              autoComplete="off"
              spellCheck={false}
              {...controlProps}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <FieldError />
          </>
        )}
      </Field>
    </SearchForm>
  );
}

export { UserSearch };
