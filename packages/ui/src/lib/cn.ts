import { type ClassValue, clsx } from "clsx";
import { checkClassList } from "./class-list-check";

// Bundlers replace `process.env.NODE_ENV` (React's own builds depend on it), so a production build drops the check.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Joins class names, and no more: it does not settle conflicts. No class list the library renders holds two classes
 * that set the same property (a size's text size lives in that size's variant, not in the base), so there is nothing
 * to settle, and tailwind-merge's 9 kB and the class map it builds on the first render stay out of every page. The
 * tests check every list cn() joins (test-support/class-conflicts.ts).
 */
function cn(...inputs: ClassValue[]) {
  const classList = clsx(inputs);
  if (process.env.NODE_ENV !== "production") checkClassList(classList);
  return classList;
}

export { cn };
