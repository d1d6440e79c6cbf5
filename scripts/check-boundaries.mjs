#!/usr/bin/env node
// Proves that lint enforces DESIGN.md's boundaries: each deliberate violation below must be reported by ESLint.
// Exits non-zero if any violation slips through. Run: `npm run lint:boundaries`.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { findImportCycles } from "./import-cycles.mjs";

// Cycles and cross-feature imports need real files on disk for the resolver, and the feature folders must exist
// before ESLint reads its config (the config lists features from the folder).
const tmp = join("packages/console/src/features", `boundary-check-${process.pid}`);
const otherDir = join("packages/console/src/features", `boundary-other-${process.pid}`);
const other = join(otherDir, "d.ts");
mkdirSync(tmp, { recursive: true });
mkdirSync(otherDir, { recursive: true });

const eslint = new ESLint({ cwd: process.cwd() });

const importCases = [
  { file: "packages/ui/src/violation.tsx", code: 'import { createHttpApi } from "@org/api-client";\nexport const x = createHttpApi;\n', rule: "no-restricted-imports", why: "@org/ui imports @org/api-client" },
  { file: "packages/ui/src/violation.tsx", code: 'import { ConsoleProvider } from "@org/console";\nexport const x = ConsoleProvider;\n', rule: "no-restricted-imports", why: "@org/ui imports @org/console" },
  { file: "packages/ui/src/violation.tsx", code: 'import i18next from "i18next";\nexport const x = i18next;\n', rule: "no-restricted-imports", why: "@org/ui imports an i18n library" },
  { file: "packages/ui/src/violation.tsx", code: 'import { useTranslation } from "react-i18next";\nexport const x = useTranslation;\n', rule: "no-restricted-imports", why: "@org/ui imports react-i18next" },
  { file: "packages/api-client/src/violation.ts", code: 'import { useState } from "react";\nexport const x = useState;\n', rule: "no-restricted-imports", why: "@org/api-client imports React" },
  { file: "packages/console/src/violation.tsx", code: 'import { Link } from "react-router-dom";\nexport const x = Link;\n', rule: "no-restricted-imports", why: "@org/console imports a router" },
  { file: "packages/console/src/violation.tsx", code: 'import { useTranslation } from "react-i18next";\nexport const x = useTranslation;\n', rule: "no-restricted-imports", why: "@org/console reads strings without loading their namespace" },
  { file: "packages/console/src/violation.ts", code: 'export const token = localStorage.getItem("token");\n', rule: "no-restricted-syntax", why: "@org/console reads localStorage" },
  { file: "packages/console/src/violation.tsx", code: "export const X = () => <p>Hello operator</p>;\n", rule: "no-restricted-syntax", why: "@org/console renders untranslated text" },
  { file: "packages/ui/src/violation.tsx", code: 'import { useEffect } from "react";\nexport function useX(a: number) { useEffect(() => { console.info(a); }, []); }\n', rule: "react-hooks/exhaustive-deps", why: "a hook misses a dependency" },
  { file: "packages/ui/src/violation.tsx", code: "export const X = () => <img src=\"a.png\" />;\n", rule: "jsx-a11y/alt-text", why: "an image has no alt text" },
  { file: "packages/console/src/violation.tsx", code: 'import { Button } from "@org/ui";\nexport const x = Button;\n', rule: "no-restricted-imports", why: "@org/console imports the @org/ui barrel" },
  { file: "apps/console/src/violation.tsx", code: 'import { Button } from "@org/ui";\nexport const x = Button;\n', rule: "no-restricted-imports", why: "the host app imports the @org/ui barrel" },
  { file: "packages/console/src/violation.tsx", code: "export const X = ({ c }: { c: string }) => <div className={`grid ${c}`} />;\n", rule: "no-restricted-syntax", why: "a className is glued from strings" },
  { file: "packages/ui/src/violation.tsx", code: "export const X = ({ c }: { c: string }) => <div className={[\"grid\", c].join(\" \")} />;\n", rule: "no-restricted-syntax", why: "a className is joined from a list" },
];

let failures = 0;
function report(ok, why, rule) {
  if (!ok) failures += 1;
  console.log(`${ok ? "caught" : "MISSED"}  ${why}  (${rule})`);
}

for (const { file, code, rule, why } of importCases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  report(result.messages.some((m) => m.ruleId === rule && m.severity === 2), why, rule);
}

try {
  writeFileSync(join(tmp, "a.ts"), 'import { b } from "./b";\nexport const a = () => b();\n');
  writeFileSync(join(tmp, "b.ts"), 'import { a } from "./a";\nexport const b = () => a();\n');
  const results = await eslint.lintFiles([join(tmp, "a.ts")]);
  report(results[0].messages.some((m) => m.ruleId === "import-x/no-cycle"), "two modules import each other", "import-x/no-cycle");

  // import-x/no-cycle skips type-only imports; import-cycles.mjs does not.
  writeFileSync(join(tmp, "e.ts"), 'import type { F } from "./f";\nexport interface E { f?: F }\n');
  writeFileSync(join(tmp, "f.ts"), 'import type { E } from "./e";\nexport interface F { e?: E }\n');
  const typeCycle = findImportCycles([tmp]).find((cycle) => cycle.some((file) => file.endsWith("e.ts")));
  report(typeCycle?.length === 2 && typeCycle.some((file) => file.endsWith("f.ts")), "two modules import each other's types", "import-cycles.mjs");

  writeFileSync(join(tmp, "c.ts"), "export const c = 1;\n");
  writeFileSync(other, `import { c } from "../boundary-check-${process.pid}/c";\nexport const d = c;\n`);
  const [cross] = await eslint.lintFiles([other]);
  report(cross.messages.some((m) => m.ruleId === "import-x/no-restricted-paths"), "one feature imports another", "import-x/no-restricted-paths");

  // The timeline's lazy card is the one seam features share; the rest of the timeline stays its own.
  const seam = 'import { LazyTimelineCard } from "../timeline/lazy-timeline-card";\nexport const x = LazyTimelineCard;\n';
  const inner = 'import { TimelineCard } from "../timeline/timeline-card";\nexport const x = TimelineCard;\n';
  const devicesFile = "packages/console/src/features/devices/violation.ts";
  const [seamResult] = await eslint.lintText(seam, { filePath: devicesFile });
  const [innerResult] = await eslint.lintText(inner, { filePath: devicesFile });
  const restricted = (result) => result.messages.some((m) => m.ruleId === "import-x/no-restricted-paths");
  report(restricted(innerResult) && !restricted(seamResult), "a feature imports the timeline past its lazy card", "import-x/no-restricted-paths");
} finally {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(otherDir, { recursive: true, force: true });
}

console.log(`boundary check: ${importCases.length + 4 - failures} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
