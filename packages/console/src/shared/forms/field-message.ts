import { useCallback } from "react";
import { useConsoleTranslation } from "../../i18n/console-translation";
import type { FlatNamespace, TOptions } from "i18next";

/**
 * The text of a field's message in the page's language. The console's form schemas give their messages as keys of
 * the form's namespace (each form lists its keys in a `…_MESSAGES` object), so a message is always translated where it
 * shows; nothing, or an empty message, is no text.
 */
function useFieldMessage(namespace: FlatNamespace) {
  const { t } = useConsoleTranslation(namespace);
  // The key comes from the form's own list of messages, checked there; here it is only looked up.
  const translate = t as unknown as (key: string, options?: TOptions) => string;
  return useCallback(
    (message: string | undefined, options?: TOptions) => (message ? translate(message, options) : undefined),
    [translate],
  );
}

export { useFieldMessage };
