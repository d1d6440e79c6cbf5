import { describe, expect, it } from "vitest";
import { chunkFileName, codeSplittingFor, planChunks, type ChunkSummary } from "./chunking.ts";

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  extra: Partial<ChunkSummary> = {},
): ChunkSummary => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds,
  imports,
  ...extra,
});

// An automatic split like Rolldown's: an entry with two chunks of its own, a shell and a device screen that share a
// layout with the sign-in page, and a user screen that the plan leaves alone.
const build: ChunkSummary[] = [
  chunk("index.js", ["/main.tsx", "/start.ts"], ["react.js", "router.js"], {
    isEntry: true,
    facadeModuleId: "/main.tsx",
  }),
  chunk("react.js", ["/react.js", "/react-dom.js"]),
  chunk("router.js", ["/router.js"], ["react.js"]),
  chunk("shell.js", ["/routes/shell.tsx"], ["layout.js", "table.js", "react.js"], {
    facadeModuleId: "/routes/shell.tsx",
  }),
  chunk("devices.js", ["/routes/devices.tsx"], ["table.js"], { facadeModuleId: "/routes/devices.tsx" }),
  chunk("table.js", ["/data-table.tsx", "/table-core.js"], ["button.js"]),
  chunk("layout.js", ["/public-layout.tsx"], ["button.js"]),
  chunk("button.js", ["/button.tsx"]),
  chunk("login.js", ["/routes/login.tsx"], ["layout.js", "router.js"], { facadeModuleId: "/routes/login.tsx" }),
  chunk("users.js", ["/routes/users.tsx", "/user-table.tsx"], ["table.js"], { facadeModuleId: "/routes/users.tsx" }),
];
const roots = { firstScreen: ["/routes/shell.tsx", "/routes/devices.tsx"], publicScreens: ["/routes/login.tsx"] };

describe("planChunks", () => {
  const plan = planChunks(build, roots);

  it("gathers what the entry imports into one chunk, and leaves the entry's own modules in it", () => {
    expect(["/react.js", "/react-dom.js", "/router.js"].map((id) => plan.get(id))).toEqual(["app", "app", "app"]);
    expect(plan.has("/main.tsx")).toBe(false);
    expect(plan.has("/start.ts")).toBe(false);
  });

  it("keeps what the first screen shares with a public page apart from the rest of the first screen", () => {
    expect(plan.get("/public-layout.tsx")).toBe("shared");
    expect(plan.get("/button.tsx")).toBe("shared");
    expect(
      ["/routes/shell.tsx", "/routes/devices.tsx", "/data-table.tsx", "/table-core.js"].map((id) => plan.get(id)),
    ).toEqual(["first-screen", "first-screen", "first-screen", "first-screen"]);
  });

  it("leaves the modules of the public pages and of other screens to the automatic splitting", () => {
    expect(plan.has("/routes/login.tsx")).toBe(false);
    expect(plan.has("/routes/users.tsx")).toBe(false);
    expect(plan.has("/user-table.tsx")).toBe(false);
  });

  it("refuses a build without an entry, or without a chunk for a named route", () => {
    expect(() =>
      planChunks(
        build.filter((summary) => !summary.isEntry),
        roots,
      ),
    ).toThrow("the build has no entry chunk");
    expect(() => planChunks(build, { ...roots, publicScreens: ["/routes/legal.tsx"] })).toThrow(
      "no chunk is built for /routes/legal.tsx",
    );
  });
});

describe("codeSplittingFor", () => {
  it("makes one group per chunk, the app first, so a shared module is never pulled into the first screen's chunk", () => {
    const { groups } = codeSplittingFor(planChunks(build, roots));
    expect(groups.map(({ name, priority }) => [name, priority])).toEqual([
      ["app", 3],
      ["shared", 2],
      ["first-screen", 1],
      ["contract", 0],
      ["contract-forms", 0],
    ]);
    const [app, shared, firstScreen] = groups;
    expect(app!.test("/react-dom.js")).toBe(true);
    expect(app!.test("/button.tsx")).toBe(false);
    expect(shared!.test("/button.tsx")).toBe(true);
    expect(firstScreen!.test("/data-table.tsx")).toBe(true);
    expect(firstScreen!.test("/user-table.tsx")).toBe(false);
  });

  it("gathers the contract's schema modules that no screen group holds into two chunks, answers and requests", () => {
    const { groups } = codeSplittingFor(planChunks(build, roots));
    const answers = groups.find((group) => group.name === "contract")!;
    const requests = groups.find((group) => group.name === "contract-forms")!;
    expect(answers.test("/packages/api-client/src/contract/entities/devices.ts")).toBe(true);
    expect(answers.test("/packages/api-client/src/contract/call-answers.ts")).toBe(true);
    // The sign-in page checks an address: the check must not pull every request schema in with it.
    expect(answers.test("/packages/api-client/src/contract/email.ts")).toBe(true);
    expect(answers.test("/packages/api-client/src/contract/requests/firmware.ts")).toBe(false);
    expect(requests.test("/packages/api-client/src/contract/requests/firmware.ts")).toBe(true);
    expect(requests.test("/packages/api-client/src/contract/calls.ts")).toBe(true);
    expect(requests.test("/packages/api-client/src/contract/entities/devices.ts")).toBe(false);
    for (const light of ["constants", "units", "information-model"]) {
      expect(answers.test(`/packages/api-client/src/contract/${light}.ts`)).toBe(false);
      expect(requests.test(`/packages/api-client/src/contract/${light}.ts`)).toBe(false);
    }
  });
});

describe("chunkFileName", () => {
  it("names a chunk of strings after its language and namespace, so that it never takes a screen's name", () => {
    const strings = "/work/packages/console/src/i18n/locales/zh-TW/information-models.ts";
    expect(chunkFileName({ facadeModuleId: strings })).toBe("assets/strings-zh-TW-information-models-[hash].js");
    expect(chunkFileName({ facadeModuleId: "/work/apps/console/src/routes/devices.tsx" })).toBe(
      "assets/[name]-[hash].js",
    );
    expect(chunkFileName({ facadeModuleId: null })).toBe("assets/[name]-[hash].js");
  });
});
