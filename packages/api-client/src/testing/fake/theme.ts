import type { ConsoleApi } from "../../console-api.js";
import { servicePasswordProblem } from "../../contract/checks.js";
import { SERVICE_PASSWORD_PLACEHOLDER } from "../../contract/constants.js";
import type { EmailServiceConfig } from "../../contract/entities/theme.js";
import { legalUpdateBody } from "../../contract/request-bodies.js";
import {
  THEME_PLAN_FIELDS,
  emailServiceConfigInputSchema,
  legalUpdateSchema,
  serviceNameSchema,
  themeUpdateSchema,
} from "../../contract/requests/theme.js";
import { TIME_UNITS } from "../../contract/units.js";
import { blobToDataUri, problemError, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

const NO_SERVICE_CONFIG: EmailServiceConfig = {
  connection_server: "",
  connection_user: "",
  connection_password: "",
  connection_scheme: "",
  connection_port: null,
};

/** What `GET /serviceConfig` shows: never the stored password, only whether there is one. */
function maskedConfig(config: EmailServiceConfig): EmailServiceConfig {
  return { ...config, connection_password: config.connection_password ? SERVICE_PASSWORD_PLACEHOLDER : "" };
}

/**
 * The settings: the theme and its files (a save keeps the plan's fields), the legal text, and the e-mail service
 * config, whose password is never read back.
 */
function fakeTheme({ data, now, run }: FakeRuntime): Pick<ConsoleApi, "theme" | "legal" | "serviceConfig"> {
  return {
    theme: {
      get: (o) => run("theme.get", o?.signal, () => data.theme),
      update: (theme, o) =>
        run("theme.update", o?.signal, async () => {
          const { files, ...fields } = validate(themeUpdateSchema, theme);
          // As the reference server: the plan settings are not the administrator's, so a save keeps them.
          const defined = Object.fromEntries(
            Object.entries(fields).filter(
              ([name, value]) => value !== undefined && !(THEME_PLAN_FIELDS as readonly string[]).includes(name),
            ),
          );
          data.theme = { ...data.theme, ...defined };
          for (const [name, file] of Object.entries(files ?? {}))
            if (file) data.themeFiles[name] = await blobToDataUri(file);
          return data.theme;
        }),
      fileUrl: (file) => data.themeFiles[file] ?? "",
    },

    legal: {
      get: (o) => run("legal.get", o?.signal, () => data.legal),
      update: (legal, o) =>
        run("legal.update", o?.signal, () => {
          const input = validate(legalUpdateSchema, legalUpdateBody(legal));
          data.legal = {
            title: input.title,
            body: input.body,
            last_update: TIME_UNITS.seconds.encode(input.last_update ?? now()),
          };
          return data.legal;
        }),
    },

    serviceConfig: {
      get: (service, o) =>
        run("serviceConfig.get", o?.signal, () => {
          const name = validate(serviceNameSchema, service);
          return maskedConfig(data.serviceConfigs[name] ?? NO_SERVICE_CONFIG);
        }),
      update: (service, config, o) =>
        run("serviceConfig.update", o?.signal, () => {
          const name = validate(serviceNameSchema, service);
          const input = validate(emailServiceConfigInputSchema, config);
          const problem = servicePasswordProblem(input, data.serviceConfigs[name]);
          if (problem) throw problemError(problem);
          // The form shows the placeholder, never the password: saving it back unchanged keeps the stored one.
          const password =
            input.connection_password === SERVICE_PASSWORD_PLACEHOLDER
              ? (data.serviceConfigs[name]?.connection_password ?? "")
              : input.connection_password;
          data.serviceConfigs[name] = { ...input, connection_password: password };
          return maskedConfig(data.serviceConfigs[name]);
        }),
    },
  };
}

export { fakeTheme };
