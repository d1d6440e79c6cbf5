import { memo, type FormEvent } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { Input } from "@org/ui/input";
import { NativeSelect } from "@org/ui/native-select";
import { SearchForm, useSearchDraft } from "../../shared/screen/search-form";
import { DEVICE_FILTERS, isStatusFilter, type DeviceFilter } from "./device-table-query";

const useStrings = consoleTranslation("oc-devices");

type DeviceSearchProps = {
  /** The filter and text of the search that is running. */
  filter: DeviceFilter;
  search: string;
  /** Runs a search: on submit, and at once when a status filter is chosen. */
  onSearch: (filter: DeviceFilter, search: string) => void;
};

type DeviceSearchDraft = { filter: DeviceFilter; search: string };

const sameDraft = (a: DeviceSearchDraft, b: DeviceSearchDraft) => a.filter === b.filter && a.search === b.search;
/** A status filter takes no text: the text typed before it stays in the box for when a text filter comes back. */
const adoptDraft = (running: DeviceSearchDraft, draft: DeviceSearchDraft) =>
  isStatusFilter(running.filter) ? { ...running, search: draft.search } : running;

/**
 * The filter selector, search box and Search button. What is typed stays in the draft until it is submitted, and a
 * search started elsewhere replaces it (see `useSearchDraft`). A status filter takes no text and runs at once.
 * Memoised: the table renders again with every answer, the search only when the running search changes.
 */
const DeviceSearch = memo(function DeviceSearch({ filter, search, onSearch }: DeviceSearchProps) {
  const { t } = useStrings();
  const [draft, setDraft] = useSearchDraft(
    { filter, search: isStatusFilter(filter) ? "" : search },
    { same: sameDraft, adopt: adoptDraft },
  );
  const statusFilter = isStatusFilter(draft.filter);

  const onFilterChange = (value: string) => {
    const next = value as DeviceFilter;
    setDraft((current) => ({ ...current, filter: next }));
    if (isStatusFilter(next)) onSearch(next, "");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.filter, statusFilter ? "" : draft.search.trim());
  };

  return (
    <SearchForm label={t("search.label")} onSubmit={onSubmit}>
      <NativeSelect
        aria-label={t("search.filterLabel")}
        value={draft.filter}
        onChange={(event) => onFilterChange(event.target.value)}
        className="oc:w-44"
      >
        {DEVICE_FILTERS.map((option) => (
          <option key={option} value={option}>
            {t(`search.filters.${option}`)}
          </option>
        ))}
      </NativeSelect>
      {/* The box sizes the field, which fills it: a width on the input would meet its own `oc:w-full`. */}
      <div className="oc:w-64 oc:max-w-full oc:min-w-0 oc:flex-1 oc:sm:flex-none">
        <Input
          type="search"
          aria-label={t("search.inputLabel")}
          placeholder={
            statusFilter
              ? t("search.placeholders.status")
              : t(`search.placeholders.${draft.filter === "model" ? "model" : "sn"}`)
          }
          value={statusFilter ? "" : draft.search}
          disabled={statusFilter}
          onChange={(event) => setDraft((current) => ({ ...current, search: event.target.value }))}
        />
      </div>
    </SearchForm>
  );
});

export { DeviceSearch };
