// Prettier keeps code within the repository's printWidth, but it never splits a string, a template literal or a
// comment, so a long one passes `prettier --check`. This check catches those. A test's title is the one exception:
// Prettier always prints `it("title", async () => {` on one line, so a wrapped title would not stay wrapped.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const { printWidth } = JSON.parse(readFileSync(new URL("../../../.prettierrc.json", import.meta.url), "utf8"));
const source = fileURLToPath(new URL("../src", import.meta.url));
const testTitle = /^\s*(?:it|test|describe)(?:\.\w+)*\((?:"[^"]*"|'[^']*'|`[^`]*`), (?:async )?\([^)]*\) => \{$/;

const tooWide = [];
for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
  const file = join(entry.parentPath, entry.name);
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      // Columns are characters, as Prettier counts them: "µs" is two, not three.
      if ([...line].length > printWidth && !testTitle.test(line)) {
        tooWide.push(`${relative(process.cwd(), file)}:${index + 1}: ${[...line].length} columns`);
      }
    });
}

if (tooWide.length > 0) {
  console.error(`Lines wider than ${printWidth} columns (split the string or the comment):\n${tooWide.join("\n")}`);
  process.exit(1);
}
