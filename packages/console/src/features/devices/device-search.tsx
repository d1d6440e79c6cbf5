import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@org/ui/input";
import { NativeSelect } from "@org/ui/native-select";
import { SearchForm } from "../../shared/screen/search-form";
import { DEVICE_FILTERS, isStatusFilter, type DeviceFilter } from "./device-table-query";

type DeviceSearchProps = {
  /** The filter and text of the search that is running. */
  filter: DeviceFilter;
  search: string;
  /** Runs a search: on submit, and at once when a status filter is chosen. */
  onSearch: (filter: DeviceFilter, search: string) => void;
};

type DeviceSearchDraft = { filter: DeviceFilter; search: string };

/**
 * The filter selector, search box and Search button. What is typed stays in the draft until it is submitted, and a
 * search started elsewhere replaces it (see SearchForm). A status filter takes no text and runs at once.
 */
function DeviceSearch({ filter, search, onSearch }: DeviceSearchProps) {
  const { t } = useTranslation("oc-devices");
  const { register, control, handleSubmit } = useForm<DeviceSearchDraft>({
    values: { filter, search: isStatusFilter(filter) ? "" : search },
  });
  const draftFilter = useWatch({ control, name: "filter" });
  const statusFilter = isStatusFilter(draftFilter);
  const filterField = register("filter", {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as DeviceFilter;
      if (isStatusFilter(next)) onSearch(next, "");
    },
  });
  const onSubmit = handleSubmit((draft) => onSearch(draft.filter, statusFilter ? "" : draft.search.trim()));

  return (
    <SearchForm label={t("search.label")} onSubmit={(event) => void onSubmit(event)}>
      <NativeSelect aria-label={t("search.filterLabel")} {...filterField} className="oc:w-44">
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
        disabled={statusFilter}
        {...register("search")}
        className="oc:w-64 oc:max-w-full oc:flex-1 oc:sm:flex-none"
      />
    </SearchForm>
  );
}

export { DeviceSearch };
