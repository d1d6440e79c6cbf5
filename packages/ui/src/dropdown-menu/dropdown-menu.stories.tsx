import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Download, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button, IconButton } from "../button/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu";

type MenuArgs = React.ComponentProps<typeof DropdownMenu> & {
  onRename: () => void;
  onExport: () => void;
  onDelete: () => void;
};

const meta = {
  title: "UI/DropdownMenu",
  component: DropdownMenu,
  subcomponents: {
    DropdownMenuTrigger,
    DropdownMenuContent,
    DropdownMenuGroup,
    DropdownMenuLabel,
    DropdownMenuItem,
    DropdownMenuCheckboxItem,
    DropdownMenuRadioGroup,
    DropdownMenuRadioItem,
    DropdownMenuSeparator,
    DropdownMenuShortcut,
    DropdownMenuSub,
    DropdownMenuSubTrigger,
    DropdownMenuSubContent,
  },
  args: { onOpenChange: fn(), onRename: fn(), onExport: fn(), onDelete: fn() },
  render: ({ onRename, onExport, onDelete, ...args }) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="oc:w-48">
        <DropdownMenuItem onSelect={onRename}>
          <Pencil aria-hidden="true" />
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onExport}>
          <Download aria-hidden="true" />
          Export CSV
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Transfer ownership</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<MenuArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const SelectWithMouse: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    await userEvent.click(trigger);
    const menu = await body.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Export CSV" }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    await step("Enter opens the menu on the first item", async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      const menu = await body.findByRole("menu");
      await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Rename" })).toHaveFocus());
    });
    await step("Arrow keys move through the items and skip disabled ones", async () => {
      const menu = body.getByRole("menu");
      await userEvent.keyboard("{ArrowDown}");
      await expect(within(menu).getByRole("menuitem", { name: "Export CSV" })).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveFocus();
      await userEvent.keyboard("{ArrowUp}");
      await expect(within(menu).getByRole("menuitem", { name: "Export CSV" })).toHaveFocus();
    });
    await step("Enter selects the item, closes the menu and returns focus", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onExport).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const ArrowDownOpens: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await body.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Rename" })).toHaveFocus());
    await userEvent.keyboard("{End}");
    await expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    await userEvent.click(trigger);
    await body.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onRename).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const DisabledItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    const menu = await body.findByRole("menu");
    const disabled = within(menu).getByRole("menuitem", { name: "Transfer ownership" });
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(body.getByRole("menu")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

export const Checkboxes: Story = {
  render: function Render({ onRename: _r, onExport: _e, onDelete: _d, ...args }) {
    const [columns, setColumns] = useState({ status: true, firmware: true, lastSeen: false });
    const toggle = (key: keyof typeof columns) => (checked: boolean) => setColumns((prev) => ({ ...prev, [key]: checked }));
    return (
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Columns</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="oc:w-48">
          <DropdownMenuLabel>Visible columns</DropdownMenuLabel>
          <DropdownMenuCheckboxItem checked={columns.status} onCheckedChange={toggle("status")}>
            Status
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={columns.firmware} onCheckedChange={toggle("firmware")}>
            Firmware
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={columns.lastSeen} onCheckedChange={toggle("lastSeen")}>
            Last seen
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    const menu = await body.findByRole("menu");
    const lastSeen = within(menu).getByRole("menuitemcheckbox", { name: "Last seen" });
    await expect(lastSeen).not.toBeChecked();
    await userEvent.click(lastSeen);
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    await expect(await body.findByRole("menuitemcheckbox", { name: "Last seen" })).toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

export const RadioItems: Story = {
  render: function Render({ onRename: _r, onExport: _e, onDelete: _d, ...args }) {
    const [range, setRange] = useState("24h");
    return (
      <div className="oc:flex oc:items-center oc:gap-3">
        <DropdownMenu {...args}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">Time range</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="oc:w-48">
            <DropdownMenuRadioGroup value={range} onValueChange={setRange}>
              <DropdownMenuRadioItem value="1h">Last hour</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="24h">Last 24 hours</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="7d">Last 7 days</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
        <output aria-label="Selected range" className="oc:text-sm oc:text-muted-foreground">
          {range}
        </output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Time range" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await expect(within(menu).getByRole("menuitemradio", { name: "Last 24 hours" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(canvas.getByRole("status", { name: "Selected range" })).toHaveTextContent("7d");
  },
};

export const SubMenu: Story = {
  render: ({ onRename, onExport, onDelete: _d, ...args }) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="oc:w-48">
        <DropdownMenuItem onSelect={onRename}>Rename</DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Export</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem onSelect={onExport}>CSV</DropdownMenuItem>
            <DropdownMenuItem>JSON</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Rename" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Export" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(body.getByRole("menuitem", { name: "CSV" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Export" })).toHaveFocus());
    await expect(body.queryByRole("menuitem", { name: "CSV" })).toBeNull();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(body.getByRole("menuitem", { name: "CSV" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onExport).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const IconTrigger: Story = {
  render: ({ onRename, onExport: _e, onDelete, ...args }) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <IconButton label="More actions" variant="ghost">
          <MoreHorizontal />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onRename}>
          Rename
          <DropdownMenuShortcut>⌘R</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          Delete
          <DropdownMenuShortcut>⌘⌫</DropdownMenuShortcut>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "More actions" }));
    await userEvent.click(await body.findByRole("menuitem", { name: /Rename/ }));
    await expect(args.onRename).toHaveBeenCalledOnce();
  },
};

/** The menu opens non-modally into the story's own frame, below its trigger, so the screenshot holds it. */
export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: function Render() {
    const [frame, setFrame] = useState<HTMLDivElement | null>(null);
    return (
      // The copy shows at full size at once. The frame says so, not a class on the content: cn() only joins classes,
      // so that one would meet the content's own entry scale.
      <div ref={setFrame} className="oc:h-[460px] oc:w-[300px] oc:[&_[data-slot=dropdown-menu-content]]:starting:scale-100">
        {frame ? (
          <DropdownMenu open modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">Actions</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent container={frame} align="start" className="oc:w-64">
              <DropdownMenuLabel>Gateway 3</DropdownMenuLabel>
              <DropdownMenuGroup>
                <DropdownMenuItem>
                  <Pencil aria-hidden="true" />
                  Rename
                  <DropdownMenuShortcut>⌘R</DropdownMenuShortcut>
                </DropdownMenuItem>
                <DropdownMenuItem>
                  <Download aria-hidden="true" />
                  Export CSV
                </DropdownMenuItem>
                <DropdownMenuItem disabled>Transfer ownership</DropdownMenuItem>
                <DropdownMenuSub>
                  <DropdownMenuSubTrigger inset>Move to</DropdownMenuSubTrigger>
                </DropdownMenuSub>
              </DropdownMenuGroup>
              <DropdownMenuSeparator />
              <DropdownMenuLabel inset>Columns</DropdownMenuLabel>
              <DropdownMenuCheckboxItem checked>Status</DropdownMenuCheckboxItem>
              <DropdownMenuCheckboxItem checked={false}>Last seen</DropdownMenuCheckboxItem>
              <DropdownMenuSeparator />
              <DropdownMenuRadioGroup value="24h">
                <DropdownMenuRadioItem value="1h">Last hour</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="24h">Last 24 hours</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive">
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
    );
  },
};
