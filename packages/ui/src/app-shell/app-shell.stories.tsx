import type * as React from "react";
import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  Bell,
  ChevronDown,
  Cpu,
  Download,
  FileCode2,
  Globe,
  HardDriveDownload,
  Palette,
  UserCircle,
  Users,
} from "lucide-react";
import { Button } from "../button/button";
import {
  AppShell,
  AppShellFooter,
  AppShellHeader,
  AppShellMain,
  AppShellMenuButton,
  AppShellNav,
  AppShellNavItem,
  AppShellSidebar,
  type AppShellSidebarProps,
} from "./app-shell";

const navItems = [
  { href: "/device", label: "Devices", icon: <Cpu /> },
  { href: "/export", label: "Export", icon: <Download /> },
  { href: "/firmware", label: "Firmware List", icon: <HardDriveDownload /> },
  { href: "/informationModel", label: "Information Model", icon: <FileCode2 /> },
  { href: "/notifications", label: "Notifications", icon: <Bell /> },
  { href: "/theme", label: "Theme", icon: <Palette /> },
  { href: "/user", label: "Users", icon: <Users /> },
];

/** Stands in for a router's Link: it calls the caller's onClick, then navigates inside the story. */
function StoryLink({
  to,
  onNavigate,
  onClick,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & { to: string; onNavigate: (to: string) => void }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        onNavigate(to);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

type SampleSidebarProps = AppShellSidebarProps & {
  currentPath: string;
  onNavigate: (to: string) => void;
  navLabel?: string;
};

function SampleSidebar({ currentPath, onNavigate, navLabel = "Main", ...sidebarProps }: SampleSidebarProps) {
  return (
    <AppShellSidebar
      brand={
        <StoryLink
          to="/"
          onNavigate={onNavigate}
          className="oc:flex oc:items-center oc:gap-3 oc:rounded-md oc:text-sm oc:font-semibold oc:outline-none oc:focus-visible:ring-2 oc:focus-visible:ring-ring"
        >
          <span
            aria-hidden
            className="oc:grid oc:size-8 oc:shrink-0 oc:place-items-center oc:rounded-md oc:bg-primary oc:text-xs oc:font-bold oc:text-primary-foreground"
          >
            AC
          </span>
          Acme Console
        </StoryLink>
      }
      {...sidebarProps}
    >
      <AppShellNav label={navLabel} currentPath={currentPath}>
        {navItems.map((item) => (
          <AppShellNavItem key={item.href} href={item.href} icon={item.icon} tooltip={item.label} asChild>
            <StoryLink to={item.href} onNavigate={onNavigate}>
              {item.label}
            </StoryLink>
          </AppShellNavItem>
        ))}
      </AppShellNav>
    </AppShellSidebar>
  );
}

type ConsoleShellProps = Omit<AppShellSidebarProps, "ref"> & {
  currentPath: string;
  className?: string;
  height?: "screen" | "full";
};

function ConsoleShell({ currentPath: initialPath, className, height, ...sidebarProps }: ConsoleShellProps) {
  const [currentPath, setCurrentPath] = useState(initialPath);
  const page = navItems.find((item) => currentPath.startsWith(item.href)) ?? navItems[0]!;
  return (
    <AppShell className={className} height={height}>
      <SampleSidebar currentPath={currentPath} onNavigate={setCurrentPath} {...sidebarProps} />
      <AppShellHeader className="oc:justify-end">
        <AppShellMenuButton />
        <span className="oc:flex-1" />
        <Button variant="ghost" size="sm" aria-haspopup="menu">
          <Globe />
          English
          <ChevronDown />
        </Button>
        <Button variant="ghost" size="sm" aria-haspopup="menu">
          <UserCircle />
          admin@acme.example
        </Button>
      </AppShellHeader>
      <AppShellMain>
        <h1 className="oc:text-xl oc:font-semibold oc:tracking-tight">{page.label}</h1>
        <p className="oc:mt-1 oc:text-sm oc:text-muted-foreground">Current path: {currentPath}</p>
        <ul aria-label="Sample rows" className="oc:mt-6 oc:divide-y oc:rounded-md oc:border oc:bg-card oc:text-sm">
          {["AC-200 · ABC123", "AC-210 · ABC124", "FAN-10 · XYZ001"].map((row) => (
            <li key={row} className="oc:flex oc:h-10 oc:items-center oc:px-3">
              {row}
            </li>
          ))}
        </ul>
      </AppShellMain>
      <AppShellFooter>
        <span>© 2026 Acme Inc.</span>
        <nav aria-label="Footer" className="oc:flex oc:gap-4">
          {["Documentation", "Privacy", "Support", "Terms"].map((label) => (
            <a
              key={label}
              href={`#${label.toLowerCase()}`}
              className="oc:rounded-sm oc:hover:text-foreground oc:hover:underline oc:focus-visible:ring-2 oc:focus-visible:ring-ring oc:focus-visible:outline-none"
            >
              {label}
            </a>
          ))}
        </nav>
        <span className="oc:ml-auto">v1.4.2</span>
      </AppShellFooter>
    </AppShell>
  );
}

const meta = {
  title: "UI/AppShell",
  component: AppShell,
  subcomponents: {
    AppShellSidebar,
    AppShellNav,
    AppShellNavItem,
    AppShellHeader,
    AppShellMenuButton,
    AppShellMain,
    AppShellFooter,
  },
  parameters: { layout: "fullscreen" },
  // A laptop unless a story says otherwise: below 1280 px the sidebar starts collapsed, below 768 px it is a sheet.
  globals: { viewport: { value: "laptop" } },
  args: { currentPath: "/device", onCollapsedChange: fn() },
  render: function Render(args) {
    return <ConsoleShell {...args} />;
  },
} satisfies Meta<ConsoleShellProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("main")).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Devices" })).toHaveAttribute("aria-current", "page");
  },
};

export const ActiveByPrefix: Story = {
  args: { currentPath: "/device/ABC123" },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    const devices = nav.getByRole("link", { name: "Devices" });
    await expect(devices).toHaveAttribute("aria-current", "page");
    await expect(devices).toHaveAttribute("data-state", "active");
    for (const other of ["Export", "Firmware List", "Users"]) {
      await expect(nav.getByRole("link", { name: other })).not.toHaveAttribute("aria-current");
    }
  },
};

export const NavigatingMovesTheHighlight: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Theme" }));
    await expect(canvas.getByRole("heading", { name: "Theme" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Theme" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Devices" })).not.toHaveAttribute("aria-current");
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Toggle sidebar" })).toHaveAttribute("aria-expanded", "false");
    const devices = canvas.getByRole("link", { name: "Devices" });
    await expect(devices).toHaveAttribute("aria-current", "page");
    // The tooltips' code loads once the sidebar is collapsed: a hover before it arrives shows nothing, and the next
    // one shows the label.
    await waitFor(
      async () => {
        await userEvent.unhover(canvas.getByRole("link", { name: "Export" }));
        await userEvent.hover(canvas.getByRole("link", { name: "Export" }));
        const tooltip = await within(document.body).findByRole("tooltip", {}, { timeout: 600 });
        await expect(tooltip).toHaveTextContent("Export");
      },
      { timeout: 5000 },
    );
  },
};

export const CollapseToggle: Story = {
  play: async ({ args, canvas, step }) => {
    const toggle = canvas.getByRole("button", { name: "Toggle sidebar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const sidebar = document.getElementById(toggle.getAttribute("aria-controls")!);
    await expect(sidebar).toHaveAttribute("data-slot", "app-shell-sidebar");

    await step("collapse", async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    });

    await step("labels stay accessible names", async () => {
      const nav = within(canvas.getByRole("navigation", { name: "Main" }));
      for (const item of navItems) await expect(nav.getByRole("link", { name: item.label })).toBeInTheDocument();
    });

    await step("expand again", async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const ControlledCollapse: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(true);
    return (
      <ConsoleShell
        {...args}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          args.onCollapsedChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Toggle sidebar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Acme Console" })).toHaveFocus();
    for (const item of navItems) {
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: item.label })).toHaveFocus();
    }
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Toggle sidebar" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("link", { name: "Users" })).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole("tooltip")).toHaveTextContent("Users"));
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  },
};

/** From 768 px up to a laptop the sidebar starts as icons with tooltips; the operator can still expand it. */
export const TabletStartsCollapsed: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(820);
    const toggle = canvas.getByRole("button", { name: "Toggle sidebar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("button", { name: "Open menu" })).toBeNull();
    await userEvent.hover(canvas.getByRole("link", { name: "Firmware List" }));
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent("Firmware List");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

/**
 * Below 768 px the sidebar leaves the page and the header's menu button opens it as a sheet: focus moves in and stays
 * in, Escape closes it, choosing an entry navigates and closes it, and focus goes back to the menu button.
 */
export const PhoneMenuSheet: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement, step }) => {
    await expect(window.innerWidth).toBe(390);
    const body = within(document.body);
    const menuButton = canvas.getByRole("button", { name: "Open menu" });

    await step("no sidebar and no sideways scroll", async () => {
      await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
      await expect(canvasElement.querySelector("[data-slot=app-shell-sidebar]")).toBeNull();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      await expect(menuButton).toBeVisible();
    });

    await step("the menu button opens the sheet with the navigation, focus inside", async () => {
      await userEvent.click(menuButton);
      const sheet = await body.findByRole("dialog", { name: "Menu" });
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      await expect(within(sheet).getByRole("navigation", { name: "Main" })).toBeVisible();
      await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
      // Labels are shown, not tooltips: the sheet is the expanded sidebar.
      await expect(within(sheet).getByText("Export")).toBeVisible();
    });

    await step("focus stays in the sheet", async () => {
      const sheet = body.getByRole("dialog", { name: "Menu" });
      for (let index = 0; index < navItems.length + 3; index++) {
        await userEvent.tab();
        await expect(sheet.contains(document.activeElement)).toBe(true);
      }
    });

    await step("Escape closes it and focus returns to the menu button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(menuButton).toHaveFocus();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    });

    await step("choosing an entry navigates and closes it", async () => {
      await userEvent.click(menuButton);
      const sheet = await body.findByRole("dialog", { name: "Menu" });
      await userEvent.click(within(sheet).getByRole("link", { name: "Users" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(canvas.getByRole("heading", { name: "Users" })).toBeVisible();
      await expect(menuButton).toHaveFocus();
    });
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:items-start oc:gap-4">
      {/* The frame sets the size, which the shell fills: its own width and height would meet the frame's. */}
      <div className="oc:h-[440px] oc:w-[620px]">
        <ConsoleShell
          currentPath="/device/ABC123"
          defaultCollapsed={false}
          height="full"
          className="oc:overflow-hidden oc:rounded-lg oc:border"
        />
      </div>
      {/* Only one shell per page keeps the banner, main and contentinfo landmarks unique. */}
      <div className="oc:flex oc:h-[440px] oc:overflow-hidden oc:rounded-lg oc:border">
        <SampleSidebar
          currentPath="/firmware"
          onNavigate={() => {}}
          navLabel="Main, collapsed"
          label="Sidebar, collapsed"
          defaultCollapsed
        />
      </div>
    </div>
  ),
};
