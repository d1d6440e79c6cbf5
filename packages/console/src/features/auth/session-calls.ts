import { useMemo } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import type { SignInRequest } from "@org/api-client";
import { normalizeLanguage } from "../../i18n/i18n";
import { useConsoleApi } from "../../provider/console-provider";

const useStrings = consoleTranslation("oc-common");

/**
 * The public pages' calls, each taking what its page's form holds and sending the request the API documents: sign-in
 * (POST /session), the reset e-mail in the page's language (POST /reset), the new password (PUT /reset) and the
 * account activation (POST /users). Nothing is cached: every call is an operator's one-off action.
 */
function useSessionCalls() {
  const api = useConsoleApi();
  const { i18n } = useStrings();
  return useMemo(
    () => ({
      signIn: (credentials: SignInRequest) => api.session.signIn(credentials),
      requestPasswordReset: (email: string) =>
        api.session.requestPasswordReset({ email, lang: normalizeLanguage(i18n.language) }),
      resetPassword: (password: string, code: string) =>
        api.session.resetPassword({ new_password: password, reset_token: code }),
      activate: (code: string) => api.users.activate({ code }),
    }),
    [api, i18n],
  );
}

export { useSessionCalls };
