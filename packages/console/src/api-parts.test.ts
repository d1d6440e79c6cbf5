import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const src = dirname(fileURLToPath(import.meta.url));

/** Each exported component, with the type that names the part of the API it calls. */
const components = {
  DeviceTable: "features/devices/device-table.tsx",
  UserTable: "features/users/user-table.tsx",
  TimelineDialog: "features/timeline/timeline-dialog.tsx",
  FirmwareTable: "features/firmware/firmware-table.tsx",
  InformationModelTable: "features/information-models/information-model-table.tsx",
  NotificationRules: "features/notifications/notification-rules.tsx",
  NotificationRuleForm: "features/notifications/notification-rule-form.tsx",
  ThemeEditor: "features/theme/theme-editor.tsx",
  ExportPanel: "features/export/export-panel.tsx",
  SolutionTestDialog: "features/solution-test/solution-test-dialog.tsx",
  ConsoleLayout: "features/layout/console-layout.tsx",
  CommandPalette: "features/command-palette/command-palette.tsx",
};

function resolveImport(specifier: string, from: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
}

type Module = {
  /** Each top-level declaration's source, by the name it declares. */
  declarations: Map<string, string>;
  /** What the module imports from inside the package: local name to the module file and the name it has there. */
  imports: Map<string, { file: string; name: string }>;
  /** Modules it loads lazily, with `import("./…")`: all of each counts. */
  lazy: string[];
};

const modules = new Map<string, Module>();

/** A module split into its top-level declarations, so that importing one hook does not count its neighbours' calls. */
function readModule(file: string): Module {
  const cached = modules.get(file);
  if (cached) return cached;
  const source = readFileSync(file, "utf8");
  const declarations = new Map<string, string>();
  const starts = [...source.matchAll(/^(?:export )?(?:async )?(?:function|const|class) (\w+)/gm)];
  starts.forEach((match, index) => {
    declarations.set(match[1]!, source.slice(match.index, starts[index + 1]?.index ?? source.length));
  });
  const imports = new Map<string, { file: string; name: string }>();
  for (const [, names, specifier] of source.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    const target = resolveImport(specifier!, file);
    if (!target) continue;
    for (const part of names!.split(",")) {
      const [name, local = name] = part
        .replace(/\btype\b/, "")
        .trim()
        .split(/\s+as\s+/);
      if (name) imports.set(local!.trim(), { file: target, name: name.trim() });
    }
  }
  const lazy = [...source.matchAll(/import\(\s*"(\.[^"]+)"/g)].flatMap(
    ([, specifier]) => resolveImport(specifier!, file) ?? [],
  );
  const module = { declarations, imports, lazy };
  modules.set(file, module);
  return module;
}

/**
 * Every `api.resource.method` written in the module's code that runs for its component: the entry module whole, and
 * from each module it imports (lazily or not, inside the package) the declarations it uses and what they use in turn.
 */
function callsMadeFrom(entry: string): string[] {
  const calls = new Set<string>();
  const seen = new Set<string>();
  const pending: { file: string; name: string | undefined }[] = [{ file: resolve(src, entry), name: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const id = `${next.file}#${next.name ?? "*"}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = readModule(next.file);
    const wanted = next.name === undefined ? [...module.declarations.values()] : [module.declarations.get(next.name)];
    for (const code of wanted) {
      if (code === undefined) continue;
      for (const [, resource, method] of code.matchAll(/(?:\bapi|useConsoleApi\(\))\.(\w+)\.(\w+)/g))
        calls.add(`${resource}.${method}`);
      for (const name of module.declarations.keys()) {
        if (name !== next.name && new RegExp(`\\b${name}\\b`).test(code)) pending.push({ file: next.file, name });
      }
      for (const [local, target] of module.imports) {
        if (new RegExp(`\\b${local}\\b`).test(code)) pending.push({ file: target.file, name: target.name });
      }
    }
    for (const file of module.lazy) pending.push({ file, name: undefined });
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
