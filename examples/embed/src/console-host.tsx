import { useSyncExternalStore, type ReactNode } from "react";
import type { i18n as I18n } from "i18next";
import { Link, useNavigate } from "react-router-dom";
import "@org/console/styles.css";
import { ConsoleProvider, type LinkComponentProps } from "@org/console";
import type { PartialConsoleApi } from "@org/api-client";
import { BrandProvider } from "@org/ui/brand-provider";

// jsdom, where the page's tests run, has no matchMedia: there the scheme is light.
const darkQuery = () =>
  typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : undefined;

/** The system's colour scheme, followed live. */
function useSystemDark(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = darkQuery();
      query?.addEventListener("change", onChange);
      return () => query?.removeEventListener("change", onChange);
    },
    () => darkQuery()?.matches ?? false,
  );
}

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

type ConsoleHostProps = { api: PartialConsoleApi; i18n?: I18n; children: ReactNode };

/** How this host wires the console: its router, the system's scheme as a `dark` class, and its brand colour. */
export function ConsoleHost({ api, i18n, children }: ConsoleHostProps) {
  const navigate = useNavigate();
  const dark = useSystemDark();
  return (
    <div className={dark ? "dark" : undefined}>
      <BrandProvider color="#e11d48">
        <ConsoleProvider
          api={api}
          navigate={(href) => void navigate(href)}
          LinkComponent={RouterLink}
          onUnauthorized={() => void navigate("/")}
          {...(i18n ? { i18n } : { language: "en" })}
          links={{ device: (sn) => `/devices${sn ? `?sn=${sn}` : ""}`, user: () => "/" }}
        >
          {children}
        </ConsoleProvider>
      </BrandProvider>
    </div>
  );
}
