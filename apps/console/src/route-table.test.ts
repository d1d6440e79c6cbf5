import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { screenLinks } from "./links";
import {
  HOME_PATH,
  matchRoute,
  PUBLIC_ROUTES,
  SHELL_MODULE,
  SHELL_ROUTES,
  shellRouteFor,
  UNKNOWN_SHELL_PATH_MODULE,
} from "./route-table";

describe("the route table", () => {
  test("names only route modules that exist", () => {
    const modules = [...PUBLIC_ROUTES, ...SHELL_ROUTES].map(({ module }) => module);
    for (const module of [...modules, SHELL_MODULE, UNKNOWN_SHELL_PATH_MODULE]) {
      expect(existsSync(fileURLToPath(new URL(`./routes/${module}.tsx`, import.meta.url))), module).toBe(true);
    }
  });

  test("leads home to the device list, as SPEC §2 says", () => {
    expect(HOME_PATH).toBe("/device");
    expect(matchRoute("/")).toEqual({ route: expect.objectContaining({ module: "devices" }), params: {} });
  });

  test("finds a screen by its path, with its parameters decoded", () => {
    expect(matchRoute("/device/AC%201")?.params).toEqual({ sn: "AC 1" });
    expect(matchRoute("/user/ops%40example.com")).toEqual({
      route: expect.objectContaining({ module: "users" }),
      params: { email: "ops@example.com" },
    });
    expect(matchRoute("/reset/abc123/zh")).toEqual({
      route: expect.objectContaining({ module: "set-password" }),
      params: { code: "abc123", lang: "zh" },
    });
    expect(matchRoute("/theme/")?.route.module).toBe("theme");
  });

  test("matches no screen for an unknown path, a missing parameter or a broken escape", () => {
    expect(matchRoute("/nowhere")).toBeUndefined();
    expect(matchRoute("/device/a/b")).toBeUndefined();
    expect(matchRoute("/reset/abc")).toBeUndefined();
    expect(matchRoute("/device/%E0%A4%A")).toBeUndefined();
  });

  test("tells shell paths, and anything below them, from public ones", () => {
    expect(shellRouteFor("/firmware")?.module).toBe("firmware");
    expect(shellRouteFor("/theme/email")?.module).toBe("theme");
    expect(shellRouteFor("/devices")).toBeUndefined();
    expect(shellRouteFor("/login")).toBeUndefined();
  });

  test("gives the console its links to the shell's screens", () => {
    const links = screenLinks();
    expect(links.device?.()).toBe("/device");
    expect(links.device?.("SN 1/2")).toBe("/device/SN%201%2F2");
    expect(links.user?.("ops@example.com")).toBe("/user/ops%40example.com");
    expect(links.theme?.("email")).toBe("/theme/email");
    expect(links.informationModel).toBe("/informationModel");
    expect(links.notifications).toBe("/notifications");
  });
});
