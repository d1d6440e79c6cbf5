import { consoleTranslation } from "../../i18n/console-translation";
import { useWatch } from "react-hook-form";
import { WIFI_NAME_MAX, type Theme } from "@org/api-client";
import { cn } from "@org/ui/cn";
import { ThemeBlock } from "./theme-block";
import { TextField, useBlockForm } from "./theme-form";
import { appSchema, appValues, type AppInput } from "./theme-schemas";

const useStrings = consoleTranslation("oc-theme");

/** A text field of the App block. */
const AppText = TextField<AppInput>;

/** The App tab: the app's name and URL scheme, its store links, the Wi-Fi name (at most 32) and news. */
function AppTab({ theme }: { theme: Theme }) {
  const { t } = useStrings();
  const form = useBlockForm(appSchema, appValues(theme));
  const wifiLength = useWatch({ control: form.control, name: "wifi_name" }).trim().length;
  return (
    <ThemeBlock title={t("app.title")} description={t("app.description")} form={form}>
      <div className="oc:grid oc:gap-4 oc:md:grid-cols-2">
        <AppText name="app_name" label={t("app.appName")} />
        <AppText name="app_url_scheme" label={t("app.appUrlScheme")} description={t("app.appUrlSchemeHint")} />
        <AppText name="apple_store" label={t("app.appleStore")} description={t("app.storeHint")} type="url" />
        <AppText name="google_play" label={t("app.googlePlay")} description={t("app.storeHint")} type="url" />
        <AppText
          name="wifi_name"
          label={t("app.wifiName")}
          description={
            <>
              {t("app.wifiNameHint")}{" "}
              <span className={cn("oc:tabular-nums", wifiLength > WIFI_NAME_MAX && "oc:text-destructive")}>
                {t("app.counter", { count: wifiLength, max: WIFI_NAME_MAX })}
              </span>
            </>
          }
        />
      </div>
      <AppText name="news" label={t("app.news")} description={t("app.newsHint")} multiline />
    </ThemeBlock>
  );
}

export { AppTab };
