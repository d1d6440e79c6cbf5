import type { Root } from "postcss";

export function leaks(root: Root): string[];
export function scopeTailwindInternals(root: Root): void;
