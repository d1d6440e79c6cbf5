import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { createFakeApi } from "@org/api-client/testing";
import { LoginPage } from "../features/auth/login-page";
import { NotFoundPage } from "../features/public/not-found-page";
import { ConsoleProvider, type ConsoleProviderProps, type LinkComponentProps } from "./console-provider";

const noop = () => {};

function inProvider(children: ReactNode, props: Partial<ConsoleProviderProps> = {}) {
  return renderToString(
    createElement(ConsoleProvider, { api: createFakeApi(), navigate: noop, onUnauthorized: noop, ...props, children }),
  );
}

describe("ConsoleProvider", () => {
  test("a console component outside the provider says it needs one", () => {
    // react-i18next warns first that it has no instance; the provider's error is what this test is about.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(() => renderToString(createElement(LoginPage, { onSignedIn: noop }))).toThrow(
      /must be used inside <ConsoleProvider>/,
    );
  });

  test("a missing api is named with an example", () => {
    expect(() => inProvider(null, { api: undefined as never })).toThrow(/needs the `api` prop/);
  });

  test("a missing navigate or onUnauthorized is named", () => {
    expect(() => inProvider(null, { navigate: undefined as never })).toThrow(/needs the `navigate` prop/);
    expect(() => inProvider(null, { onUnauthorized: undefined as never })).toThrow(/needs the `onUnauthorized` prop/);
  });

  test("the language it is given is the one the pages speak", () => {
    expect(inProvider(createElement(NotFoundPage), { language: "zh" })).toContain("找不到頁面");
    expect(inProvider(createElement(NotFoundPage))).toContain("Page not found");
  });

  test("in-app links go through the host's link component", () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) =>
      createElement("a", { ...props, href, "data-router": "" }, children);
    const html = inProvider(createElement(NotFoundPage), { LinkComponent: RouterLink, links: { home: "/device" } });
    expect(html).toMatch(/<a[^>]*href="\/device"[^>]*data-router=""|<a[^>]*data-router=""[^>]*href="\/device"/);
  });
});
