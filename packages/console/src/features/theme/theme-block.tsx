import type { FieldValues } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import type { ThemeUpdate } from "@org/api-client";
import { FormBlock, type FormBlockProps } from "./theme-form";
import { useSaveTheme } from "../../shared/data/theme";

const useStrings = consoleTranslation("oc-theme");

type ThemeBlockProps<Input extends FieldValues, Output extends ThemeUpdate> = Omit<
  FormBlockProps<Input, Output>,
  "save" | "call" | "savedText"
>;

/**
 * A block of the theme itself (not legal, not the sender): FormBlock saving through POST /theme, each block with a
 * save of its own, so one block's failure shows in that block only.
 */
function ThemeBlock<Input extends FieldValues, Output extends ThemeUpdate>(block: ThemeBlockProps<Input, Output>) {
  const { t } = useStrings();
  const save = useSaveTheme();
  return <FormBlock {...block} save={save} call="theme.update" savedText={t("saved")} />;
}

export { ThemeBlock };
