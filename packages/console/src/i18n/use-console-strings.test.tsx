// @vitest-environment jsdom
import { Component, StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { expect, test, vi } from "vitest";
import { renderLikeABrowser, withoutWaiting } from "../shared/testing/like-a-browser";

// React schedules the render as in a browser, without act(): a chunk that takes a while makes it commit the fallback
// and render the provider again later, the path a host's navigation takes.
renderLikeABrowser();

function SaveLabel() {
  const { t } = useTranslation("oc-common");
  return <p>{t("actions.save")}</p>;
}

// The setup file registers both languages; fresh modules start with none, as a page that fetches its strings does.
async function freshProvider(chunk: (original: () => Promise<unknown>) => Promise<unknown>) {
  vi.resetModules();
  vi.doMock("./zh-TW", chunk);
  return (await import("../provider/console-provider")).ConsoleProvider;
}

/** Renders a provider speaking zh-TW around a label of its strings, in StrictMode, as a page would. */
function renderInChinese(ConsoleProvider: Awaited<ReturnType<typeof freshProvider>>) {
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <StrictMode>
      <ConsoleProvider api={{}} navigate={vi.fn()} onUnauthorized={vi.fn()} language="zh-TW">
        <SaveLabel />
      </ConsoleProvider>
    </StrictMode>,
  );
  return root;
}

test("a provider that fetches its language's strings shows the console in that language once they arrive, logging nothing", async () => {
  // A chunk that takes a while, as over a network: React shows the fallback and renders the provider again later.
  const ConsoleProvider = await freshProvider(async (original) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return original();
  });
  const root = renderInChinese(ConsoleProvider);
  expect(await screen.findByText("儲存")).toBeTruthy();
  root.unmount();
});

test("a provider rendered in the browser shows the console as soon as its strings arrive, with no pause after them", async () => {
  // React holds content that follows a Suspense fallback back for a while (300 ms on React 19): long enough for a host's
  // page test, waiting Testing Library's default second on a busy machine, to find nothing.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const ConsoleProvider = await freshProvider(async (original) => {
    await arrived;
    return original();
  });
  const root = renderInChinese(ConsoleProvider);
  await withoutWaiting(() => document.querySelector("[data-oc-root]") !== null);
  release();
  await withoutWaiting(() => screen.queryByText("儲存") !== null);
  root.unmount();
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

test("strings that fail to load reach the host's error boundary rather than leaving the console waiting", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const ConsoleProvider = await freshProvider(async () => ({
    get zhTW() {
      throw new Error("chunk failed");
    },
  }));
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <Boundary>
      <ConsoleProvider api={{}} navigate={vi.fn()} onUnauthorized={vi.fn()} language="zh-TW">
        <SaveLabel />
      </ConsoleProvider>
    </Boundary>,
  );
  expect((await screen.findByRole("alert")).textContent).toBe("chunk failed");
  expect(logged).toHaveBeenCalled();
  root.unmount();
});
