import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { ConsoleLayout } from "./console-layout";
import { screenshotStory } from "../../shared/stories/screenshot-story";
import { connectionScenario } from "../../shared/stories/connection";

const navigate = fn().mockName("navigate");
const onUnauthorized = fn().mockName("onUnauthorized");
const body = within(document.body);

const meta = {
  title: "Console/Layout/ConsoleLayout",
  component: ConsoleLayout,
  // On the docs page each story gets a frame of its own, whole: the shell fills the window it is in.
  parameters: { docs: { story: { inline: false, height: "720px" } }, layout: "fullscreen", console: { navigate } },
  // A laptop unless a story says otherwise (below 1280 px the sidebar starts collapsed, below 768 px it is a sheet).
  globals: { viewport: { value: "laptop" } },
  args: {
    currentPath: "/device",
    user: "admin@example.com",
    copyrightYear: 2025,
    onLanguageChange: fn(),
    colorScheme: "system",
    onColorSchemeChange: fn(),
    onSignOut: fn(),
    onSolutionTest: fn(),
    onCollapsedChange: fn(),
    children: (
      <section aria-labelledby="sample-title" className="oc:grid oc:gap-2">
        <h1 id="sample-title" className="oc:text-xl oc:font-semibold oc:tracking-tight">
          Devices
        </h1>
        <p className="oc:text-sm oc:text-muted-foreground">The screen for the current route renders here.</p>
      </section>
    ),
  },
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the theme: the logo link gets the product's name. */
async function themeLoaded(canvas: ReturnType<typeof within>) {
  return canvas.findByRole("link", { name: "Breeze Home home" });
}

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step("the logo leads home", async () => {
      await expect(await themeLoaded(canvas)).toHaveAttribute("href", "/");
    });
    await step("the sidebar lists the seven sections and highlights the current one", async () => {
      const nav = within(canvas.getByRole("navigation", { name: "Main" }));
      const names = nav.getAllByRole("link").map((link) => link.textContent);
      await expect(names).toEqual([
        "Devices",
        "Export",
        "Firmware List",
        "Information Model",
        "Notifications",
        "Theme",
        "Users",
      ]);
      await expect(nav.getByRole("link", { name: "Devices" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Users" })).not.toHaveAttribute("aria-current");
    });
    await step("the footer has copyright and links", async () => {
      const footer = within(canvas.getByRole("contentinfo"));
      await expect(footer.getByText("© 2025 Breeze Appliances Co., Ltd.")).toBeVisible();
      const links = within(footer.getByRole("navigation", { name: "Footer" }));
      await expect(links.getByRole("link", { name: /Documentation/ })).toHaveAttribute("target", "_blank");
      await expect(links.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/legal");
      await expect(links.getByRole("link", { name: "Support" })).toHaveAttribute("href", "mailto:support@example.com");
      await expect(links.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/legal");
    });
    await expect(canvas.getByRole("main")).toHaveTextContent("The screen for the current route renders here.");
  },
};

export const HighlightsByPathPrefix: Story = {
  args: { currentPath: "/theme/email" },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await expect(nav.getByRole("link", { name: "Theme" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Devices" })).not.toHaveAttribute("aria-current");
  },
};

export const NavigatesThroughTheHost: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: "Firmware List" }));
    await expect(navigate).toHaveBeenCalledWith("/firmware");
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Collapse or expand the sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Labels stay in the accessibility tree while only the icons show.
    await expect(canvas.getByRole("link", { name: "Information Model" })).toBeInTheDocument();
  },
};

export const ExpandsAgain: Story = {
  args: { defaultCollapsed: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Collapse or expand the sidebar" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};

export const AnalyticsEnabled: Story = {
  play: async ({ canvas }) => {
    const analytics = await canvas.findByRole("link", { name: /Analytics/ });
    await expect(analytics).toHaveAttribute("target", "_blank");
    await expect(analytics).toHaveAttribute("rel", "noopener noreferrer");
    await expect(analytics).toHaveAccessibleName("Analytics (opens in a new tab)");
  },
};

export const AnalyticsDisabled: Story = {
  parameters: { console: { navigate, api: () => createFakeApi({ theme: { analytics_enabled: false } }) } },
  play: async ({ canvas }) => {
    await themeLoaded(canvas);
    await expect(canvas.queryByRole("link", { name: /Analytics/ })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "主選單" }));
    await expect(nav.getByRole("link", { name: "裝置" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "韌體列表" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "語言：中文" })).toBeVisible();
  },
};

export const ChangesLanguage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Language: English" }));
    const menu = await body.findByRole("menu");
    await expect(within(menu).getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: "Chinese" }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith("zh-TW");
  },
};

export const SignsOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "admin@example.com" }));
    const menu = await body.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const OpensSolutionStatusTest: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "admin@example.com" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await expect(within(menu).getByText("Signed in as")).toBeVisible();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Solution Status Test" }));
    await expect(args.onSolutionTest).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

/**
 * The header's menus load their code on first use: opened from the keyboard, the menu takes focus, and Escape gives it
 * back to the same button, which then opens the menu again.
 */
export const UserMenuByKeyboard: Story = {
  play: async ({ canvas, step }) => {
    await step("Enter on the button opens the menu, with focus inside it", async () => {
      canvas.getByRole("button", { name: "admin@example.com" }).focus();
      await userEvent.keyboard("{Enter}");
      const menu = await body.findByRole("menu");
      await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    });
    await step("Escape closes it and focus is back on its button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
      await waitFor(() => expect(canvas.getByRole("button", { name: "admin@example.com" })).toHaveFocus());
    });
    await step("the button opens it again", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(await body.findByRole("menu")).toBeVisible();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });
  },
};

export const WithoutSolutionTest: Story = {
  args: { onSolutionTest: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "admin@example.com" }));
    const menu = await body.findByRole("menu");
    await expect(within(menu).queryByRole("menuitem", { name: "Solution Status Test" })).toBeNull();
    await userEvent.keyboard("{Escape}");
  },
};

export const VersionLabel: Story = {
  args: { version: "2.4.1-1a2b3c4" },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole("contentinfo"));
    await expect(footer.getByText("Version 2.4.1")).toBeVisible();
    await expect(footer.queryByText(/1a2b3c4/)).toBeNull();
  },
};

export const Rebranded: Story = {
  parameters: {
    console: { navigate, api: () => createFakeApi({ theme: { primary_color: "#7C3AED", product_name: "Aurora" } }) },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("link", { name: "Aurora home" });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue("--oc-primary")).toBe("#7c3aed"));
  },
};

export const SkipsToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toHaveFocus();
    // Following the link would change the test page's address, so check where it points instead.
    await expect(skip).toHaveAttribute("href", `#${canvas.getByRole("main").id}`);
    await expect(canvas.getByRole("main")).toHaveAttribute("tabindex", "-1");
  },
};

export const ChoosesColorScheme: Story = {
  args: { colorScheme: "dark" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "admin@example.com" }));
    const menu = await body.findByRole("menu");
    const appearance = within(menu).getByRole("group", { name: "Appearance" });
    const options = within(appearance).getAllByRole("menuitemradio");
    await expect(options.map((option) => option.textContent)).toEqual(["System", "Light", "Dark"]);
    await expect(within(appearance).getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(within(appearance).getByRole("menuitemradio", { name: "Light" }));
    await expect(args.onColorSchemeChange).toHaveBeenCalledWith("light");
  },
};

/** An embedder that does not hand the choice over gets no Appearance group. */
export const WithoutColorSchemeChoice: Story = {
  args: { onColorSchemeChange: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "admin@example.com" }));
    const menu = await body.findByRole("menu");
    await expect(within(menu).queryByRole("group", { name: "Appearance" })).toBeNull();
    await expect(within(menu).getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
  },
};

/** From 768 px up to a laptop the sidebar starts as icons, each with its label as a tooltip. */
export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvas }) => {
    await themeLoaded(canvas);
    await expect(canvas.getByRole("button", { name: "Collapse or expand the sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // The tooltips' code loads once the sidebar is collapsed; a hover before it arrives shows nothing.
    const link = () => canvas.getByRole("link", { name: "Notifications" });
    await waitFor(
      async () => {
        await userEvent.unhover(link());
        await userEvent.hover(link());
        await expect(await body.findByRole("tooltip", {}, { timeout: 600 })).toHaveTextContent("Notifications");
      },
      { timeout: 5000 },
    );
    await expect(canvas.getByRole("button", { name: "Language: English" })).toBeVisible();
  },
};

/**
 * A phone: the header keeps the menu button, the logo and the user menu; Analytics and the language move into the
 * user menu; the sections open as a sheet that closes when one is chosen.
 */
export const PhoneMenu: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ args, canvas, step }) => {
    await step("the header: menu button, logo, user menu, and nothing wider than the screen", async () => {
      const header = within(canvas.getByRole("banner"));
      await expect(await header.findByRole("link", { name: "Breeze Home home" })).toBeVisible();
      await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(header.getByRole("button", { name: "admin@example.com" })).toBeVisible();
      await expect(header.queryByRole("link", { name: /Analytics/ })).toBeNull();
      await expect(header.queryByRole("button", { name: /Language/ })).toBeNull();
      await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });

    await step("Analytics, the language and the appearance are in the user menu", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "admin@example.com" }));
      const menu = await body.findByRole("menu");
      await expect(within(menu).getByRole("menuitem", { name: /Analytics/ })).toHaveAttribute("target", "_blank");
      const language = within(menu).getByRole("group", { name: "Language" });
      await userEvent.click(within(language).getByRole("menuitemradio", { name: "Chinese" }));
      await expect(args.onLanguageChange).toHaveBeenCalledWith("zh-TW");
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    });

    await step("the menu button opens the sections; choosing one navigates and closes the sheet", async () => {
      navigate.mockClear();
      const menuButton = canvas.getByRole("button", { name: "Open menu" });
      await userEvent.click(menuButton);
      const sheet = await body.findByRole("dialog", { name: "Menu" });
      const nav = within(within(sheet).getByRole("navigation", { name: "Main" }));
      await expect(nav.getByRole("link", { name: "Devices" })).toHaveAttribute("aria-current", "page");
      await userEvent.click(nav.getByRole("link", { name: "Users" }));
      await expect(navigate).toHaveBeenCalledWith("/user");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(menuButton).toHaveFocus();
    });

    await step("Escape closes the sheet", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
      await body.findByRole("dialog", { name: "Menu" });
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    });
  },
};

const offline = connectionScenario();

/**
 * A phone goes offline: a strip across the top of the content says so, above the screen rather than over it, and
 * goes when the connection returns.
 */
export const PhoneOffline: Story = {
  beforeEach: offline.beforeEach,
  parameters: offline.parameters,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, step }) => {
    await themeLoaded(canvas);
    const main = within(canvas.getByRole("main"));
    const heading = main.getByRole("heading", { level: 1, name: "Devices" });
    await step("offline: the strip sits at the top of the content, and the screen starts below it", async () => {
      offline.goOffline();
      const status = await main.findByRole("status");
      await waitFor(() => expect(status).toHaveTextContent(/^You are offline\./));
      const strip = status.closest("[data-slot=connection-banner]")!;
      await expect(strip.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
      await expect(strip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
    await step("back online, the strip goes, and a reader hears the connection is back", async () => {
      offline.reconnect();
      await waitFor(() => expect(main.getByRole("status")).toHaveTextContent("Connection restored."));
      await expect(main.getByRole("status").closest("[data-slot=connection-banner]")).toHaveAttribute(
        "data-state",
        "online",
      );
    });
  },
};

/** The header's Quick search opens the command palette; Escape puts focus back on the button. */
export const OpensQuickSearch: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: /Quick search/ });
    await expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
    await userEvent.click(button);
    const dialog = await body.findByRole("dialog", { name: "Quick search" });
    await expect(within(dialog).getByRole("option", { name: "Firmware List" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The screenshot stories (tag "screenshot"): the visual test renders each and compares it with its reference. */
const screenshot = {
  tags: ["screenshot"],
  args: { version: "2.4.1-1a2b3c4" },
  play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await themeLoaded(canvas);
    await expect(canvas.getByRole("main")).toBeVisible();
  },
} satisfies Story;

export const Phone: Story = screenshotStory(screenshot, "phone");
export const PhoneDark: Story = screenshotStory(screenshot, "phone", "dark");
export const Laptop: Story = screenshotStory(screenshot, "laptop");
export const LaptopDark: Story = screenshotStory(screenshot, "laptop", "dark");

/** A 403 from any console call hands over to the host (which signs out with SPEC's message). */
export const ForbiddenCallsOnUnauthorized: Story = {
  parameters: { console: { navigate, onUnauthorized, api: () => createFakeApi({ fail: { "theme.get": 403 } }) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
  },
};
