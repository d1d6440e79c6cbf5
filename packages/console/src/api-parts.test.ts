import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const src = dirname(fileURLToPath(import.meta.url));

/** Each exported component, with the type that names the part of the API it calls. */
const components = {
  DeviceTable: "features/devices/device-table.tsx",
  UserTable: "features/users/user-table.tsx",
  TimelineDialog: "shared/timeline/timeline-dialog.tsx",
  FirmwareTable: "features/firmware/firmware-table.tsx",
  InformationModelTable: "features/information-models/information-model-table.tsx",
  NotificationRules: "features/notifications/notification-rules.tsx",
  NotificationRuleForm: "features/notifications/notification-rule-form.tsx",
  ThemeEditor: "features/theme/theme-editor.tsx",
  ExportPanel: "features/export/export-panel.tsx",
  SolutionTestDialog: "features/solution-test/solution-test-dialog.tsx",
  ConsoleLayout: "features/layout/console-layout.tsx",
};

function resolveImport(specifier: string, from: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
}

/** Every `api.resource.method` written in the module and the modules it imports, lazily or not, inside the package. */
function callsMadeFrom(entry: string): string[] {
  const seen = new Set<string>();
  const calls = new Set<string>();
  const pending = [resolve(src, entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, resource, method] of source.matchAll(/(?:\bapi|useConsoleApi\(\))\.(\w+)\.(\w+)/g))
      calls.add(`${resource}.${method}`);
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*"(\.[^"]+)"/g)) {
      const next = resolveImport(specifier!, file);
      if (next) pending.push(next);
    }
  }
  return [...calls].sort();
}

/** The calls a component's `…Api` type names. */
function declaredCalls(name: string, entry: string): string[] {
  const source = readFileSync(resolve(src, entry), "utf8");
  const union = source.match(new RegExp(`type ${name}Api = ConsoleApiPart<([^>]+)>`))?.[1];
  if (!union) throw new Error(`${entry} declares no ${name}Api = ConsoleApiPart<…>`);
  return [...union.matchAll(/"([\w.]+)"/g)].map(([, call]) => call!).sort();
}

describe("each component's API type names the calls it makes", () => {
  test.each(Object.entries(components))("%sApi", (name, entry) => {
    expect(declaredCalls(name, entry)).toEqual(callsMadeFrom(entry));
  });
});
