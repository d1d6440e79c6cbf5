// @vitest-environment node
// Each server render runs where there is no window, document, navigator or storage, as in a Next.js server; the
// browser that hydrates its HTML is a jsdom set up afterwards in the same test. A mismatch between the server's HTML
// and the first client render fails the test (React writes it to console.error, or recovers from it below).
import { StrictMode, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { builtinEnvironments } from "vitest/runtime";
import { createFakeApi } from "@org/api-client/testing";
import { DeviceTable } from "../features/devices/device-table";
import { ConsoleLayout } from "../features/layout/console-layout";
import { ConsoleProvider } from "./console-provider";

const api = createFakeApi();
const noop = () => {};
const MAC_USER_AGENT = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko)";

/**
 * A host's client component as the Next.js guide has it: the browser's localStorage as the preferences, none on the
 * server.
 */
function Host({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ConsoleProvider
        api={api}
        navigate={noop}
        onUnauthorized={noop}
        preferences={typeof window === "undefined" ? undefined : window.localStorage}
      >
        {children}
      </ConsoleProvider>
    </StrictMode>
  );
}

let leaveBrowser = async () => {};
afterEach(() => leaveBrowser());

/**
 * Renders `element` on the server, then turns this test's globals into a browser page (after `prepare`, e.g. to
 * store preferences) and hydrates the HTML there. Returns the page's queries; the page is unmounted after the test.
 */
async function hydrateServerHtml(element: ReactNode, prepare: () => void = noop) {
  expect(typeof window).toBe("undefined");
  const html = renderToString(element);
  const environment = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: "http://localhost/" } });
  let unmount = noop;
  leaveBrowser = async () => {
    leaveBrowser = async () => {};
    unmount();
    // React's last passive effects run in a task after the unmount.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await environment.teardown(globalThis);
  };
  prepare();
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById("root")!;
  const { hydrateRoot } = await import("react-dom/client");
  const { within } = await import("@testing-library/dom");
  // A mismatch React recovers from by rendering afresh on the client goes to the console too, which fails the test.
  const root = hydrateRoot(container, element, { onRecoverableError: (error) => console.error(error) });
  unmount = () => root.unmount();
  return { html, container, page: within(container) };
}

/** Rendering a whole screen twice and hydrating it in jsdom takes seconds on a busy machine. */
const HYDRATED = { timeout: 5000 };

describe("the console rendered on a server", { timeout: 20_000 }, () => {
  test("DeviceTable renders without a browser, and hydration shows the operator's stored rows and columns", async () => {
    const { html, container, page } = await hydrateServerHtml(
      <Host>
        <DeviceTable refreshInterval={0} />
      </Host>,
      () => localStorage.setItem("oc:table:devices", JSON.stringify({ hidden: ["model"], density: "compact" })),
    );
    expect(html).toContain('data-density="comfortable"');
    const { waitFor } = await import("@testing-library/dom");
    const { userEvent } = await import("storybook/test");

    const compact = await page.findByRole("button", { name: "Compact rows" });
    await waitFor(() => expect(compact.getAttribute("aria-pressed")).toBe("true"), HYDRATED);
    expect(container.querySelector("[data-slot=data-table]")?.getAttribute("data-density")).toBe("compact");
    expect(page.queryByRole("columnheader", { name: "Model" })).toBeNull();
    page.getByRole("columnheader", { name: "Firmware Ver." });

    // The toggle starts from the stored choice: one click goes back to comfortable rows and keeps the hidden column.
    await userEvent.click(compact);
    await waitFor(() => expect(compact.getAttribute("aria-pressed")).toBe("false"), HYDRATED);
    expect(JSON.parse(localStorage.getItem("oc:table:devices")!)).toEqual({
      hidden: ["model"],
      density: "comfortable",
    });
  });

  test("the layout's Quick search says ⌘K on a Mac once hydrated, and Ctrl K in the server's HTML", async () => {
    const { html, page } = await hydrateServerHtml(
      <Host>
        <ConsoleLayout currentPath="/device" onLanguageChange={noop} onSignOut={noop} />
      </Host>,
      () => {
        Object.defineProperty(navigator, "userAgent", { value: MAC_USER_AGENT });
        // jsdom has no media queries: a tablet-sized window, as the server assumes.
        window.matchMedia = (query) =>
          ({ matches: false, media: query, addEventListener: noop, removeEventListener: noop }) as never;
      },
    );
    expect(html).toContain("Ctrl K");
    await page.findByText("⌘K", {}, HYDRATED);
  });
});
