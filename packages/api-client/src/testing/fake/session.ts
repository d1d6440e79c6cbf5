import type { ConsoleApi } from "../../console-api.js";
import { MESSAGES, STATUS } from "../../contract/constants.js";
import {
  passwordResetRequestSchema,
  setPasswordRequestSchema,
  signInRequestSchema,
} from "../../contract/requests/session.js";
import { RESET_LINK_VALID_MS } from "../fake-data.js";
import { httpError, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

/** Signing in and out and resetting a password: only active administrators sign in, and reset links expire. */
function fakeSession({ data, now, token, run }: FakeRuntime): Pick<ConsoleApi, "session"> {
  const findByEmail = (email: string) =>
    data.users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());

  return {
    session: {
      signIn: (credentials, o) =>
        run("session.signIn", o?.signal, () => {
          const { email, password } = validate(signInRequestSchema, credentials);
          const user = findByEmail(email);
          // Only active administrators sign in to the console; the answer does not say which check failed.
          if (!user || user.password !== password || user.status !== 1 || user.isAdmin !== true)
            throw httpError(STATUS.unauthenticated, "Incorrect e-mail or password.");
          const issued = `fake-token-${user.id}-${data.sequence++}`;
          data.tokens.set(issued, user.id);
          return { token: issued, id: user.id };
        }),
      check: (o) => run("session.check", o?.signal, () => undefined),
      signOut: (o) =>
        run("session.signOut", o?.signal, () => {
          const current = token();
          if (current) data.tokens.delete(current);
        }),
      requestPasswordReset: (request, o) =>
        run("session.requestPasswordReset", o?.signal, () => {
          const { email } = validate(passwordResetRequestSchema, request);
          const user = findByEmail(email);
          if (user)
            data.resetTokens.set(`reset-${data.sequence++}`, {
              email: user.email,
              expiresAt: now() + RESET_LINK_VALID_MS,
            });
        }),
      resetPassword: (request, o) =>
        run("session.resetPassword", o?.signal, () => {
          const { new_password, reset_token } = validate(setPasswordRequestSchema, request);
          const reset = data.resetTokens.get(reset_token);
          if (!reset || reset.expiresAt <= now()) throw httpError(STATUS.badRequest, MESSAGES.resetLinkExpired);
          const user = data.users.find((candidate) => candidate.email === reset.email);
          if (user) user.password = new_password;
          data.resetTokens.delete(reset_token);
        }),
    },
  };
}

export { fakeSession };
