import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Field, FieldError } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { userSearchSchema, type UserSearchValues } from "./user-search-schema";
import { useFieldMessage } from "../../shared/field-message";
import { SearchForm } from "../../shared/screen/search-form";

type UserSearchProps = {
  /** The e-mail text of the search that is running. */
  email: string;
  /** Runs a search with the trimmed text; an empty text lists every user. */
  onSearch: (email: string) => void;
  className?: string;
};

/**
 * The e-mail search box and Search button. The text must be 4 to 50 characters: while it is not, the message
 * shows under the box and Search is disabled. What is typed stays in the draft until it is submitted, and a search
 * started elsewhere replaces it (see SearchForm).
 */
function UserSearch({ email, onSearch, className }: UserSearchProps) {
  const { t } = useTranslation("oc-users");
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<UserSearchValues>({
    resolver: zodResolver(userSearchSchema),
    values: { email },
    mode: "onChange",
  });
  const message = useFieldMessage("oc-users");
  const onSubmit = handleSubmit((values) => onSearch(values.email));

  return (
    <SearchForm
      label={t("search.label")}
      onSubmit={(event) => void onSubmit(event)}
      canSearch={isValid}
      className={className}
    >
      <Field error={message(errors.email?.message)} className="oc:w-80 oc:max-w-full oc:gap-1.5">
        {(controlProps) => (
          <>
            <Input
              type="search"
              aria-label={t("search.inputLabel")}
              placeholder={t("search.placeholder")}
              autoComplete="off"
              spellCheck={false}
              {...controlProps}
              {...register("email")}
            />
            <FieldError />
          </>
        )}
      </Field>
    </SearchForm>
  );
}

export { UserSearch };
