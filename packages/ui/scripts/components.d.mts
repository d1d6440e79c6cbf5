export function componentNames(srcDir: string): string[];
export function expectedExports(names: string[]): Record<string, unknown>;
export function expectedIndex(names: string[]): string;
