import { fileURLToPath } from "node:url";
import { build, type InlineConfig } from "vite";
import { HOME_PATH, PUBLIC_ROUTES, SHELL_MODULE, shellRouteFor } from "./src/route-table.ts";

/** What the planner reads of a chunk from a build's output. */
type ChunkSummary = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  /** Chunks it imports statically. */
  imports: readonly string[];
};

type ChunkName = "app" | "shared" | "first-screen";
type ChunkPlan = Map<string, ChunkName>;

type PlanRoots = {
  /** Route modules of the first screen an operator sees. */
  firstScreen: readonly string[];
  /** Route modules a signed-out visitor can reach. */
  publicScreens: readonly string[];
};

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const routeModule = (module: string) => source(`routes/${module}.tsx`);

/** The shell and its home screen, the device list (`/` leads there). */
const FIRST_SCREEN = [SHELL_MODULE, shellRouteFor(HOME_PATH)?.module ?? SHELL_MODULE].map(routeModule);
const PUBLIC_SCREENS = PUBLIC_ROUTES.map(({ module }) => routeModule(module));

/** The chunks `from` imports statically, directly or not, `from` included. */
function staticClosure(chunks: ReadonlyMap<string, ChunkSummary>, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * Which modules to gather into three chunks, read from a build with Rolldown's automatic splitting. That splitting
 * gives every set of screens that shares modules a chunk of its own: ~15 small chunks for the entry and ~30 more for the
 * shell and the device list, which a browser fetches six at a time over HTTP/1.1 and instantiates one by one. The plan:
 * - "app": what the entry's own chunk imports; the entry then loads one chunk besides itself.
 * - "shared": what the first screen shares with the public pages (layouts, cards, buttons), apart from the rest so
 *   that the sign-in page never downloads the device list.
 * - "first-screen": the rest of what the shell and the device list import.
 * Modules of other screens are not in the plan: they keep the automatic splitting.
 */
function planChunks(
  summaries: readonly ChunkSummary[],
  roots: PlanRoots = { firstScreen: FIRST_SCREEN, publicScreens: PUBLIC_SCREENS },
): ChunkPlan {
  const chunks = new Map(summaries.map((chunk) => [chunk.fileName, chunk]));
  const entry = summaries.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the build has no entry chunk");
  const routeChunks = (ids: readonly string[]) =>
    ids.map((id) => {
      const chunk = summaries.find((candidate) => candidate.facadeModuleId === id);
      if (!chunk) throw new Error(`no chunk is built for ${id}`);
      return chunk.fileName;
    });
  const app = staticClosure(chunks, [entry.fileName]);
  const publicChunks = staticClosure(chunks, routeChunks(roots.publicScreens));
  const firstScreen = staticClosure(chunks, routeChunks(roots.firstScreen));
  const plan: ChunkPlan = new Map();
  for (const file of app) {
    // The entry's own modules stay where they are: a group cannot hold the entry chunk itself.
    if (file === entry.fileName) continue;
    for (const id of chunks.get(file)!.moduleIds) plan.set(id, "app");
  }
  for (const file of firstScreen) {
    if (app.has(file)) continue;
    const name = publicChunks.has(file) ? "shared" : "first-screen";
    for (const id of chunks.get(file)!.moduleIds) plan.set(id, name);
  }
  return plan;
}

/**
 * The contract's schemas, one module per resource, in two chunks. The answers' (the entities, and the table the HTTP
 * client loads on its first call, so every page that calls the API, the sign-in page too) apart from the requests'
 * (which only the forms of some screens import). Left to the automatic splitting they become a chunk per set of
 * importers (seven on the device list's first visit); the plan's groups keep the ones they hold. The light modules
 * (constants, units, the call routes) and the model checker stay apart. The e-mail check goes with the answers: the
 * sign-in page checks an address and loads that chunk anyway, while the requests' chunk would take it as a dependency
 * of theirs and make the sign-in page download every form's schema.
 */
const CONTRACT_ANSWERS = /\/api-client\/src\/contract\/(?:entities\/[\w-]+|wire|answers|call-answers|email)\.ts$/;
const CONTRACT_REQUESTS = /\/api-client\/src\/contract\/(?:requests\/[\w-]+|calls|checks|request-bodies|timeline)\.ts$/;

/**
 * Rolldown's `output.codeSplitting` from a plan. One group per chunk, in priority order, so a module of "shared" is
 * never pulled into "first-screen" as a dependency of one of its modules (which would make the sign-in page load it).
 */
function codeSplittingFor(plan: ChunkPlan) {
  const group = (name: ChunkName, priority: number) => ({
    name,
    priority,
    test: (id: string) => plan.get(id) === name,
  });
  const unplanned = (name: string, modules: RegExp) => ({
    name,
    priority: 0,
    test: (id: string) => !plan.has(id) && modules.test(id),
  });
  return {
    groups: [
      group("app", 3),
      group("shared", 2),
      group("first-screen", 1),
      unplanned("contract", CONTRACT_ANSWERS),
      unplanned("contract-forms", CONTRACT_REQUESTS),
    ],
  };
}

/** A namespace's strings in one language: `…/i18n/locales/zh-TW/information-models.ts`. */
const STRINGS_MODULE = /\/i18n\/locales\/(en|zh-TW)\/([\w-]+)\.ts$/;

/**
 * Chunk file names that say what a chunk of strings holds (`strings-en-devices-…js`): a chunk is otherwise named after
 * its module alone, and the device list's strings would share the name of its route's code (`devices-…js`).
 */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const strings = chunk.facadeModuleId ? STRINGS_MODULE.exec(chunk.facadeModuleId) : null;
  return strings ? `assets/strings-${strings[1]}-${strings[2]}-[hash].js` : "assets/[name]-[hash].js";
}

/**
 * Builds the app once in memory with the automatic splitting and plans from its output. `config` is the app's own
 * config with the splitting left automatic; the planning build neither minifies nor writes.
 */
async function planFromBuild(config: InlineConfig): Promise<ChunkPlan> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: "silent",
    build: { ...config.build, write: false, minify: false, sourcemap: false, manifest: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
    "output" in entry ? entry.output : [],
  );
  const summaries: ChunkSummary[] = outputs.flatMap((output) =>
    output.type === "chunk"
      ? [
          {
            fileName: output.fileName,
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            moduleIds: output.moduleIds,
            imports: output.imports,
          },
        ]
      : [],
  );
  return planChunks(summaries);
}

export { chunkFileName, codeSplittingFor, planChunks, planFromBuild };
export type { ChunkSummary };
