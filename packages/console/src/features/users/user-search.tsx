import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { Button } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { Field, FieldError } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { userSearchSchema, type UserSearchValues } from "./user-search-schema";
import { useFieldMessage } from "../../shared/field-message";

type UserSearchProps = {
  /** The e-mail text of the search that is running. */
  email: string;
  /** Runs a search with the trimmed text; an empty text lists every user. */
  onSearch: (email: string) => void;
  className?: string;
};

/**
 * The e-mail search box and Search button. The text must be 4 to 50 characters: while it is not, the message
 * shows under the box and Search is disabled. What is typed stays here until it is submitted.
 */
function UserSearch({ email, onSearch, className }: UserSearchProps) {
  const { t } = useTranslation("oc-users");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<UserSearchValues>({
    resolver: zodResolver(userSearchSchema),
    defaultValues: { email },
    mode: "onChange",
  });

  // A search started elsewhere (back/forward, a shared link) replaces the draft.
  useEffect(() => {
    reset({ email });
  }, [email, reset]);

  const message = useFieldMessage("oc-users");
  const onSubmit = handleSubmit((values) => onSearch(values.email));

  return (
    <form
      role="search"
      aria-label={t("search.label")}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={cn("oc:flex oc:flex-wrap oc:items-start oc:gap-2", className)}
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
      <Button type="submit" disabled={!isValid}>
        <Search aria-hidden="true" />
        {t("search.submit")}
      </Button>
    </form>
  );
}

export { UserSearch };
