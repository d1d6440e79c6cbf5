// @vitest-environment jsdom
import { StrictMode, type ReactNode } from "react";
import { cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { createInstance } from "i18next";
import { getI18n, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { PartialConsoleApi } from "@org/api-client";
import { notify } from "../shared/notices/notify";
import { ConsoleProvider, useConsoleApi } from "./console-provider";

afterEach(cleanup);

function Provider({
  api = {},
  children,
  ...props
}: { api?: PartialConsoleApi; children: ReactNode } & Record<string, unknown>) {
  return (
    <StrictMode>
      <ConsoleProvider api={api} navigate={vi.fn()} onUnauthorized={vi.fn()} {...props}>
        {children}
      </ConsoleProvider>
    </StrictMode>
  );
}

describe("ConsoleProvider in a host's page", () => {
  test("its own i18next instance never becomes react-i18next's global one, and the host's stays", async () => {
    const host = createInstance();
    await host
      .use(initReactI18next)
      .init({ lng: "en", resources: { en: { translation: { welcome: "Welcome home" } } } });
    render(
      <Provider language="zh-TW">
        <p>inside</p>
      </Provider>,
    );
    expect(getI18n()).toBe(host);
    expect(getI18n().getResource("en", "translation", "welcome")).toBe("Welcome home");
  });

  test("given the host's instance, it adds its oc- namespaces in the host's language only, and leaves the host's strings", async () => {
    const host = createInstance();
    await host.init({ lng: "en", resources: { en: { translation: { save: "Save the host's way" } } } });
    render(
      <Provider i18n={host}>
        <p>inside</p>
      </Provider>,
    );
    await screen.findByText("inside");
    expect(host.hasResourceBundle("en", "oc-errors")).toBe(true);
    expect(host.hasResourceBundle("zh-TW", "oc-common")).toBe(false);
    expect(host.getResource("en", "translation", "save")).toBe("Save the host's way");
    expect(host.t("actions.save", { ns: "oc-common" })).toBe("Save");
  });

  test("a call the host's partial API leaves out fails with an error that names it", async () => {
    const api: PartialConsoleApi = { devices: { list: vi.fn() } };
    const { result } = renderHook(() => useConsoleApi(), {
      wrapper: ({ children }) => <Provider api={api}>{children}</Provider>,
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(() => result.current.devices.lock("AC1")).toThrow(/no devices\.lock\(\)/);
    expect(() => result.current.firmware.list()).toThrow(/no firmware\.list\(\)/);
  });

  test("renders its children inside its root element, which takes no box of its own", async () => {
    render(
      <Provider>
        <p>inside</p>
      </Provider>,
    );
    const root = (await screen.findByText("inside")).closest("[data-oc-root]");
    expect(root).not.toBeNull();
    expect(root?.classList.contains("oc:contents")).toBe(true);
  });

  test("a notice shows once, inside the first provider's root, even with two providers on the page", async () => {
    render(
      <>
        <Provider>
          <p>first</p>
        </Provider>
        <Provider>
          <p>second</p>
        </Provider>
      </>,
    );
    notify("Saved for the host");
    // The toast code loads with the first notice: give it longer than the default second on a busy machine.
    const notices = await screen.findAllByText("Saved for the host", {}, { timeout: 5000 });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.closest("[data-oc-root]")).toBe((await screen.findByText("first")).closest("[data-oc-root]"));
  });
});
