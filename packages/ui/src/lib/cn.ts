import { type ClassValue, clsx } from "clsx";
import { checkClassList } from "./class-list-check";

/**
 * Joins class names, and no more: it does not settle conflicts. No class list the library renders holds two classes
 * that set the same property (a size's text size lives in that size's variant, not in the base), so there is nothing
 * to settle, and tailwind-merge's 9 kB and the class map it builds on the first render stay out of every page. The
 * tests check every list cn() joins (test-support/class-conflicts.ts).
 */
function cn(...inputs: ClassValue[]) {
  const classList = clsx(inputs);
  // A no-op unless a test registered a check: no `process.env` here, which a page without a bundler would not have.
  checkClassList(classList);
  return classList;
}

export { cn };
