import { afterEach } from "vitest";
import { droppedClasses } from "../packages/ui/src/lib/class-conflicts";
import { setClassListCheck } from "../packages/ui/src/lib/class-list-check";

/**
 * Fails a test that rendered a class list in which two classes set the same property (`oc:gap-6 … oc:gap-4`). cn()
 * only joins classes, so the stylesheet's order, not the caller's, would decide such a list; tailwind-merge, which
 * used to decide it at run time, now only finds it here. The browser projects run this, as they render @org/ui from
 * source. Fix a report where the class comes from: move a base class into the variants that keep it, or give the
 * component a variant or prop for what its callers override.
 */
const conflicts = new Set<string>();

setClassListCheck((classList) => {
  const dropped = droppedClasses(classList);
  if (dropped.length > 0) conflicts.add(`${dropped.join(" ")} in "${classList}"`);
});

afterEach(() => {
  const found = [...conflicts];
  conflicts.clear();
  if (found.length > 0) {
    throw new Error(`cn() joined classes that conflict (the first named lose to a later one):\n${found.join("\n")}`);
  }
});
