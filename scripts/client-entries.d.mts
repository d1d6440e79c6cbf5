/** Puts "use client" on top of every built entry of the package (its exports map) that imports React. */
export function markClientEntries(packageDir?: string): void;
