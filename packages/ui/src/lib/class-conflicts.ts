import { extendTailwindMerge } from "tailwind-merge";

/** The Tailwind prefix of every class the library writes (`oc:flex`, src/tailwind.css), so that its utilities never meet a host's. */
const CLASS_PREFIX = "oc";

// Only classes with the prefix take part, as before: a host's own classes were never merged.
const twMerge = extendTailwindMerge({ prefix: CLASS_PREFIX });

/**
 * The classes of a list that tailwind-merge would drop because a later class sets the same property (`oc:p-2` in
 * `oc:p-2 oc:p-4`). cn() used to drop them; it now only joins, so in such a list the stylesheet's order, not the
 * list's, would pick the winner. Tests only: see test-support/class-conflicts.ts.
 */
function droppedClasses(classList: string): string[] {
  const kept = new Set(twMerge(classList).split(" "));
  return classList.split(/\s+/).filter((name) => name !== "" && !kept.has(name));
}

export { droppedClasses };
