import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** The Tailwind prefix of every class the library writes (`oc:flex`), so that its utilities never meet a host's. */
const CLASS_PREFIX = "oc";

const twMerge = extendTailwindMerge({ prefix: CLASS_PREFIX });

function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

export { cn };
