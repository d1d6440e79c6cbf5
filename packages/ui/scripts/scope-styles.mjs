// Finishes a package's stylesheet as the Tailwind CLI wrote it, and fails the build when anything in it would reach a
// host's page: every rule must sit under the library's root (`[data-oc-root]`) or select a prefixed class (`oc:`),
// the few global rules may declare only namespaced custom properties (`--oc-*`), and every layer is `oc` or inside it.
// Usage: scope-styles.mjs <dist/styles.css> (rewritten in place).
import { readFileSync, writeFileSync } from "node:fs";
import postcss from "postcss";

const SCOPE = ":where([data-oc-root], [data-oc-root] *)";
const GLOBAL_SELECTORS = new Set([":root", ":host", ".dark"]);

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/**
 * Tailwind declares its internal `--tw-*` properties on every element (`*, ::before, …`) for browsers without
 * `@property`, in a top-level `properties` layer. Both go under the library's root and layer.
 */
function scopeTailwindInternals(root) {
  root.walkAtRules("layer", (rule) => {
    if (rule.params === "properties") rule.params = "oc.properties";
  });
  root.walkRules((rule) => {
    const selectors = splitSelectors(rule.selector);
    if (!selectors.every((selector) => /^(\*|::?before|::?after|::backdrop)$/.test(selector))) return;
    rule.selector = selectors.map((selector) => (selector === "*" ? SCOPE : `${SCOPE}${selector.replace(/^:+/, "::")}`)).join(",");
  });
}

/** What in the stylesheet would reach outside the library: one line per offending selector or declaration. */
function leaks(root) {
  const found = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    for (const selector of splitSelectors(rule.selector)) {
      if (selector.includes("[data-oc-root]") || /\.oc\\:/.test(selector)) continue;
      if (GLOBAL_SELECTORS.has(selector)) {
        rule.walkDecls((decl) => {
          if (!decl.prop.startsWith("--oc-")) found.push(`${selector} { ${decl.prop} }`);
        });
        continue;
      }
      found.push(selector);
    }
  });
  root.walkAtRules("layer", (rule) => {
    for (const name of rule.params.split(",").map((part) => part.trim()))
      if (name !== "oc" && !name.startsWith("oc.")) found.push(`@layer ${name}`);
  });
  return found;
}

function scopeStyles(file) {
  const root = postcss.parse(readFileSync(file, "utf8"), { from: file });
  scopeTailwindInternals(root);
  const found = leaks(root);
  if (found.length) throw new Error(`${file} would style the host's page:\n  ${found.slice(0, 20).join("\n  ")}`);
  writeFileSync(file, root.toString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error("usage: scope-styles.mjs <styles.css>");
  scopeStyles(file);
}

export { leaks, scopeTailwindInternals };
