import type { ConsoleLinks } from "@org/console";
import { SHELL_ROUTES, type ShellRouteEntry } from "./route-table";

/**
 * The console's links to the shell's screens, from the route table: a screen with a parameter path takes that
 * parameter (`links.device("AC1")` is /device/AC1), the others are their path.
 */
function screenLinks(): Partial<ConsoleLinks> {
  const links: Record<string, string | ((value?: string) => string)> = {};
  for (const { paths, link } of SHELL_ROUTES as readonly ShellRouteEntry[]) {
    if (!link) continue;
    const [base, withParameter] = paths;
    links[link] = withParameter ? (value) => (value ? `${base}/${encodeURIComponent(value)}` : base) : base;
  }
  return links as Partial<ConsoleLinks>;
}

/**
 * Where the header's Analytics link and the footer's Documentation and Privacy links go. A deployment sets them at
 * build time (`VITE_CONSOLE_ANALYTICS_URL`, `VITE_CONSOLE_DOCS_URL`, `VITE_CONSOLE_PRIVACY_URL`); left unset, the
 * console's defaults apply (privacy → the legal page).
 */
function configuredLinks(env: Record<string, string | boolean | undefined> = import.meta.env): Partial<ConsoleLinks> {
  const links: Partial<ConsoleLinks> = {};
  const read = (name: string) => {
    const value = env[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const analytics = read("VITE_CONSOLE_ANALYTICS_URL");
  const documentation = read("VITE_CONSOLE_DOCS_URL");
  const privacy = read("VITE_CONSOLE_PRIVACY_URL");
  if (analytics) links.analytics = analytics;
  if (documentation) links.documentation = documentation;
  if (privacy) links.privacy = privacy;
  return links;
}

const links: Partial<ConsoleLinks> = { ...screenLinks(), ...configuredLinks() };

export { links, screenLinks };
