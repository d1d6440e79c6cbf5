import { SEMVER_PATTERN } from "@org/api-client";

function semverParts(version: string): [number, number, number] | undefined {
  const match = SEMVER_PATTERN.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function isSemver(version: string): boolean {
  return SEMVER_PATTERN.test(version);
}

/**
 * Orders versions ascending, part by part as numbers (1.10.0 after 1.9.0), for `Array.prototype.sort` and DataTable.
 * A value that is not X.Y.Z (older servers may hold "beta" or "1.2") sorts before every semver version, so a
 * descending list shows it last; such values compare among themselves as text with numbers read as numbers, and a
 * missing version comes first of all. The order is total, so sorting the same list always gives the same rows.
 */
function compareSemver(a: string | null | undefined, b: string | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  const left = semverParts(a);
  const right = semverParts(b);
  if (left && right) {
    for (let index = 0; index < 3; index += 1) {
      const difference = left[index]! - right[index]!;
      if (difference !== 0) return Math.sign(difference);
    }
    return 0;
  }
  if (left) return 1;
  if (right) return -1;
  return Math.sign(a.localeCompare(b, "en", { numeric: true }));
}

export { compareSemver, isSemver };
