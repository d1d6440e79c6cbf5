import type { ConsoleLinks } from "@org/console";

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

const links = configuredLinks();

export { configuredLinks, links };
