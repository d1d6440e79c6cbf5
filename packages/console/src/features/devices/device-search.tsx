import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { Button } from "@org/ui/button";
import { Input } from "@org/ui/input";
import { NativeSelect } from "@org/ui/native-select";
import { DEVICE_FILTERS, isStatusFilter, type DeviceFilter } from "./device-table-query";

type DeviceSearchProps = {
  /** The filter and text of the search that is running. */
  filter: DeviceFilter;
  search: string;
  /** Runs a search: on submit, and at once when a status filter is chosen. */
  onSearch: (filter: DeviceFilter, search: string) => void;
};

/**
 * The filter selector, search box and Search button. What is typed stays here until it is submitted, so
 * typing re-renders this form only, never the table.
 */
function DeviceSearch({ filter, search, onSearch }: DeviceSearchProps) {
  const { t } = useTranslation("oc-devices");
  const [running, setRunning] = useState({ filter, search });
  const [draftFilter, setDraftFilter] = useState(filter);
  const [text, setText] = useState(search);

  // A search started elsewhere (back/forward, a shared URL) replaces the draft.
  if (running.filter !== filter || running.search !== search) {
    setRunning({ filter, search });
    setDraftFilter(filter);
    if (!isStatusFilter(filter)) setText(search);
  }

  const statusFilter = isStatusFilter(draftFilter);

  const onFilterChange = (value: string) => {
    const next = value as DeviceFilter;
    setDraftFilter(next);
    if (isStatusFilter(next)) onSearch(next, "");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draftFilter, statusFilter ? "" : text.trim());
  };

  return (
    <form
      role="search"
      aria-label={t("search.label")}
      onSubmit={onSubmit}
      className="oc:flex oc:flex-wrap oc:items-center oc:gap-2"
    >
      <NativeSelect
        aria-label={t("search.filterLabel")}
        value={draftFilter}
        onChange={(event) => onFilterChange(event.target.value)}
        className="oc:w-44"
      >
        {DEVICE_FILTERS.map((option) => (
          <option key={option} value={option}>
            {t(`search.filters.${option}`)}
          </option>
        ))}
      </NativeSelect>
      <Input
        type="search"
        aria-label={t("search.inputLabel")}
        placeholder={
          statusFilter
            ? t("search.placeholders.status")
            : t(`search.placeholders.${draftFilter === "model" ? "model" : "sn"}`)
        }
        value={statusFilter ? "" : text}
        disabled={statusFilter}
        onChange={(event) => setText(event.target.value)}
        className="oc:w-64 oc:max-w-full oc:flex-1 oc:sm:flex-none"
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        {t("search.submit")}
      </Button>
    </form>
  );
}

export { DeviceSearch };
