// The props tables of the docs pages are Storybook's docgen output. This reads the same output, with the same
// options, and fails when an exported component, or a prop it declares, has no description.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { withCompilerOptions, type ComponentDoc } from "react-docgen-typescript";
import { beforeAll, describe, expect, test } from "vitest";
import { docgenCompilerOptions, docgenExclude, docgenInclude, docgenOptions } from "./docgen.ts";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The modules a consumer imports: each package's root, and the console's per-component entries. */
const PUBLIC_ENTRIES = {
  "@org/ui": [at("../packages/ui/src/index.ts")],
  "@org/console": [
    at("../packages/console/src/index.ts"),
    ...readdirSync(at("../packages/console/src/entries")).map((file) => at(`../packages/console/src/entries/${file}`)),
  ],
};

type ExportedComponent = { name: string; file: string; from: string };

/** The program Storybook's docgen builds: the same files, the same compiler options. */
function loadProgram(): ts.Program {
  const files = ts.sys.readDirectory(at(".."), [".ts", ".tsx"], docgenExclude, docgenInclude);
  return ts.createProgram(files, docgenCompilerOptions);
}

/** Every value a package exports that is a component: a capitalised function or constant declared in a .tsx file. */
function exportedComponents(program: ts.Program): ExportedComponent[] {
  const checker = program.getTypeChecker();
  const found = new Map<string, ExportedComponent>();
  for (const [from, files] of Object.entries(PUBLIC_ENTRIES)) {
    for (const file of files) {
      const source = program.getSourceFile(file);
      const module = source && checker.getSymbolAtLocation(source);
      if (!module) throw new Error(`${file} is not part of the docgen project`);
      for (const exported of checker.getExportsOfModule(module)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
        if (!/^[A-Z]/.test(symbol.name)) continue;
        // A component is callable: this leaves out constants such as a list of tab names.
        const declarationNode = symbol.declarations?.[0];
        if (!declarationNode || !checker.getTypeOfSymbolAtLocation(symbol, declarationNode).getCallSignatures().length)
          continue;
        const declaration = symbol.declarations?.[0];
        const declaredIn = declaration?.getSourceFile().fileName;
        if (!declaredIn?.endsWith(".tsx")) continue;
        found.set(`${declaredIn}#${symbol.name}`, { name: symbol.name, file: declaredIn, from });
      }
    }
  }
  return [...found.values()];
}

describe("the docs pages' props tables", () => {
  let program: ts.Program;
  let components: ExportedComponent[];
  let docs: Map<string, ComponentDoc>;

  beforeAll(() => {
    program = loadProgram();
    components = exportedComponents(program);
    const parser = withCompilerOptions(docgenCompilerOptions, docgenOptions);
    const files = [...new Set(components.map((component) => component.file))];
    docs = new Map(
      parser.parseWithProgramProvider(files, () => program).map((doc) => [`${doc.filePath}#${doc.displayName}`, doc]),
    );
  }, 120_000);

  test("reads the packages' sources, never their builds", () => {
    const ours = program
      .getSourceFiles()
      .map((file) => file.fileName)
      .filter((name) => name.includes("/packages/"));
    expect(ours.filter((name) => /\/packages\/[^/]+\/dist\//.test(name))).toEqual([]);
    expect(ours).toContain(at("../packages/ui/src/button/button.tsx"));
  });

  test("finds the components both packages export", () => {
    const names = components.map((component) => component.name);
    expect(names).toEqual(
      expect.arrayContaining(["Button", "ThemeRoot", "DeviceTable", "ConsoleProvider", "ThemeEditor"]),
    );
  });

  test("every exported component has a docs page: a stories file's component or one of its subcomponents", () => {
    const documented = new Set<string>();
    for (const file of ts.sys.readDirectory(
      at("../packages"),
      [".tsx"],
      ["**/node_modules/**"],
      ["*/src/**/*.stories.tsx"],
    )) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/^ {2}component: (\w+)(?:<[^>]*>)?,$/gm)) documented.add(match[1]!);
      for (const match of source.matchAll(/^ {2}subcomponents: \{([^}]*)\},$/gm))
        for (const name of match[1]!.split(",")) documented.add(name.trim());
    }
    const missing = components.filter(({ name }) => !documented.has(name)).map(({ name, from }) => `${from}: ${name}`);
    expect(missing).toEqual([]);
  });

  test("every exported component has docgen output with a description of what it is for", () => {
    const problems = components.flatMap(({ name, file, from }) => {
      const doc = docs.get(`${file}#${name}`);
      if (!doc) return [`${from}: ${name} has no docgen output (${file})`];
      return doc.description.trim() ? [] : [`${from}: ${name} has no description`];
    });
    expect(problems).toEqual([]);
  });

  test("every prop an exported component declares has a description", () => {
    const problems = components.flatMap(({ name, file, from }) =>
      Object.values(docs.get(`${file}#${name}`)?.props ?? {})
        .filter((prop) => !prop.description.trim())
        .map((prop) => `${from}: ${name}.${prop.name} has no description`),
    );
    expect(problems).toEqual([]);
  });
});
