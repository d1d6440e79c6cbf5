import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { PUBLIC_ROUTES, SHELL_ROUTES, stringsFor } from "../src/route-table";
import { setupE2eSession, signIn } from "./harness";

const session = setupE2eSession();

/** A route's first path, with a value in each parameter. */
const concretePath = (pattern: string) => pattern.replace(/:lang\b/, "en").replace(/:\w+/g, "x");

/** A namespace's chunk name: `oc-informationModels` is in `strings-en-information-models-….js`. */
const fileOf = (namespace: string) => namespace.slice("oc-".length).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The namespaces' files a first visit to `path` fetches, once the page has stopped fetching. */
async function stringsFetched(page: Page, path: string): Promise<string[]> {
  const files = new Set<string>();
  page.on("request", (request) => {
    const file = /\/strings-en-([\w-]+)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (file) files.add(file);
  });
  await page.goto(`${session.server.url}${path}`, { waitUntil: "networkidle" });
  return [...files].sort();
}

/** What the route table says a first visit reads: the console's core namespaces, the frame's and the screen's own. */
const expected = (path: string) => [...new Set(["common", "errors", ...stringsFor(path).map(fileOf)])].sort();

describe("each screen's strings come with its code", () => {
  // The route table names them (start.ts fetches them with the screen's code); a namespace it leaves out would be
  // fetched only once the screen's code has run, a round trip later.
  test.each(PUBLIC_ROUTES.map(({ paths }) => concretePath(paths[0])))("a first visit to %s fetches the namespaces the route table names", async (path) => {
    expect(await stringsFetched(session.page, path)).toEqual(expected(path));
  });

  test.each(SHELL_ROUTES.map(({ paths }) => paths[0]))("a signed-in first visit to %s fetches the namespaces the route table names", async (path) => {
    await signIn(session.page, session.server.url);
    const visit = await session.context.newPage();
    expect(await stringsFetched(visit, path)).toEqual(expected(path));
  });
});
