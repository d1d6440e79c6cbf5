import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ThemeUpdate } from "@org/api-client";
import { FormBlock, type FormBlockProps } from "./theme-form";
import { useSaveTheme } from "../../shared/data/theme";

type ThemeBlockProps<Input extends FieldValues, Output extends ThemeUpdate> = Omit<
  FormBlockProps<Input, Output>,
  "save" | "call" | "savedText"
>;

/**
 * A block of the theme itself (not legal, not the sender): FormBlock saving through POST /theme, each block with a
 * save of its own, so one block's failure shows in that block only.
 */
function ThemeBlock<Input extends FieldValues, Output extends ThemeUpdate>(block: ThemeBlockProps<Input, Output>) {
  const { t } = useTranslation("oc-theme");
  const save = useSaveTheme();
  return <FormBlock {...block} save={save} call="theme.update" savedText={t("saved")} />;
}

export { ThemeBlock };
