// @vitest-environment jsdom
import { Component, StrictMode, Suspense, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderLikeABrowser, withoutWaiting } from "../shared/testing/like-a-browser";

// React schedules the render as in a browser, without act(): a chunk that takes a while makes it commit the fallback
// and render the provider again later, the path a host's navigation takes.
renderLikeABrowser();

type Chunk = (original: () => Promise<unknown>) => Promise<unknown>;

/**
 * The provider and a label of the common strings, from fresh modules: the setup file registers both languages, and
 * fresh modules start with none, as a page that fetches its strings does. `chunks` replaces namespaces' modules (by
 * their path under locales/); every namespace fetched is recorded.
 */
async function freshConsole(chunks: Record<string, Chunk> = {}) {
  vi.resetModules();
  const fetched: string[] = [];
  for (const path of [
    "en/common",
    "en/errors",
    "en/devices",
    "en/theme",
    "zh-TW/common",
    "zh-TW/errors",
    "zh-TW/devices",
    "zh-TW/theme",
  ])
    vi.doMock(`./locales/${path}`, async (original) => {
      fetched.push(path);
      return (chunks[path] ?? ((load) => load()))(original);
    });
  const { ConsoleProvider } = await import("../provider/console-provider");
  const { consoleTranslation } = await import("./console-translation");
  const useCommon = consoleTranslation("oc-common");
  function SaveLabel() {
    const { t } = useCommon();
    return <p>{t("actions.save")}</p>;
  }
  return { ConsoleProvider, SaveLabel, consoleTranslation, fetched };
}

type Fresh = Awaited<ReturnType<typeof freshConsole>>;

/** Renders a provider speaking zh-TW around `children`, in StrictMode, as a page would. */
function renderInChinese({ ConsoleProvider }: Fresh, children: ReactNode) {
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <StrictMode>
      <ConsoleProvider api={{}} navigate={vi.fn()} onUnauthorized={vi.fn()} language="zh-TW">
        {children}
      </ConsoleProvider>
    </StrictMode>,
  );
  return root;
}

const slowly: Chunk = async (load) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return load();
};

test("a provider that fetches its language's strings shows the console in that language once they arrive, logging nothing", async () => {
  // A chunk that takes a while, as over a network: React shows the fallback and renders the provider again later.
  const fresh = await freshConsole({ "zh-TW/common": slowly });
  const root = renderInChinese(fresh, <fresh.SaveLabel />);
  expect(await screen.findByText("儲存")).toBeTruthy();
  root.unmount();
});

test("a provider rendered in the browser shows the console as soon as its strings arrive, with no pause after them", async () => {
  // React holds content that follows a Suspense fallback back for a while (300 ms on React 19): long enough for a host's
  // page test, waiting Testing Library's default second on a busy machine, to find nothing.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const fresh = await freshConsole({
    "zh-TW/devices": async (load) => {
      await arrived;
      return load();
    },
  });
  // A module read before the first render (as a component's entry is): its namespace comes with the first screen.
  const useDevices = fresh.consoleTranslation("oc-devices");
  function DevicesTitle() {
    return <h1>{useDevices().t("title")}</h1>;
  }
  const root = renderInChinese(fresh, <DevicesTitle />);
  await withoutWaiting(() => document.querySelector("[data-oc-root]") !== null);
  release();
  await withoutWaiting(() => screen.queryByRole("heading", { name: "裝置" }) !== null);
  root.unmount();
});

test("only the namespaces the page's modules read are fetched, in the language spoken", async () => {
  const fresh = await freshConsole();
  const root = renderInChinese(fresh, <fresh.SaveLabel />);
  await screen.findByText("儲存");
  expect(fresh.fetched.sort()).toEqual(["zh-TW/common", "zh-TW/errors"]);
  root.unmount();
});

test("a module read after the first render (a lazy screen's) fetches its namespace and shows its strings", async () => {
  const fresh = await freshConsole({ "zh-TW/theme": slowly });
  let Lazy: ComponentType = () => null;
  function Later() {
    return <Lazy />;
  }
  const root = renderInChinese(
    fresh,
    <>
      <fresh.SaveLabel />
      <Suspense fallback={<p>loading</p>}>
        <Later />
      </Suspense>
    </>,
  );
  await screen.findByText("儲存");
  const useTheme = fresh.consoleTranslation("oc-theme");
  Lazy = function ThemeTitle() {
    return <h2>{useTheme().t("title")}</h2>;
  };
  root.render(
    <StrictMode>
      <fresh.ConsoleProvider api={{}} navigate={vi.fn()} onUnauthorized={vi.fn()} language="zh-TW">
        <fresh.SaveLabel />
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </fresh.ConsoleProvider>
    </StrictMode>,
  );
  expect(await screen.findByRole("heading", { name: "主題" })).toBeTruthy();
  expect(fresh.fetched).toContain("zh-TW/theme");
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
  const fresh = await freshConsole({
    "zh-TW/common": async () => ({
      get default() {
        throw new Error("chunk failed");
      },
    }),
  });
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <Boundary>
      <fresh.ConsoleProvider api={{}} navigate={vi.fn()} onUnauthorized={vi.fn()} language="zh-TW">
        <fresh.SaveLabel />
      </fresh.ConsoleProvider>
    </Boundary>,
  );
  expect((await screen.findByRole("alert")).textContent).toBe("chunk failed");
  expect(logged).toHaveBeenCalled();
  root.unmount();
});
