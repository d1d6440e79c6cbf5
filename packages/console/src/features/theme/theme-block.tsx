import type { FieldValues } from "react-hook-form";
import type { ThemeUpdate } from "@org/api-client";
import { FormBlock, type FormBlockProps } from "./theme-form";
import { useSaveThemeBlock } from "./use-save-theme";

type ThemeBlockProps<Input extends FieldValues, Output extends ThemeUpdate> = Omit<
  FormBlockProps<Input, Output>,
  "onSave" | "call" | "failure" | "onDismissFailure"
> & {
  /** What the saved values become as the form's new start, when that is not what was sent (a logo sent once). */
  saved?: (values: Input) => Input;
};

/** A block of the theme itself (not legal, not the sender): FormBlock saving through POST /theme. */
function ThemeBlock<Input extends FieldValues, Output extends ThemeUpdate>({
  saved,
  ...block
}: ThemeBlockProps<Input, Output>) {
  const { saveTheme, failure, dismissFailure } = useSaveThemeBlock(block.form, saved);
  return (
    <FormBlock {...block} onSave={saveTheme} call="theme.update" failure={failure} onDismissFailure={dismissFailure} />
  );
}

export { ThemeBlock };
