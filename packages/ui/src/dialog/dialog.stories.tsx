import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Input } from "../input/input";
import { Label } from "../label/label";
import { cn } from "../lib/cn";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DialogOverlay,
} from "./dialog";

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  subcomponents: {
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogBody,
    DialogFooter,
    DialogClose,
    DialogOverlay,
  },
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { docs: { story: { inline: false, height: "480px" } } },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename gateway</DialogTitle>
          <DialogDescription>The new name shows in every list and report.</DialogDescription>
        </DialogHeader>
        <DialogBody className="oc:grid oc:gap-2">
          <Label htmlFor="dialog-name">Name</Label>
          <Input id="dialog-name" defaultValue="Warehouse gateway 3" />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const OpensOnClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename" }));
    const dialog = await body.findByRole("dialog", { name: "Rename gateway" });
    await expect(dialog).toHaveAccessibleDescription("The new name shows in every list and report.");
    await expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const FocusIsTrapped: Story = {
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename" }));
    const dialog = await body.findByRole("dialog", { name: "Rename gateway" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await expect(name).toHaveFocus();

    await step("Tab walks through the dialog and wraps around", async () => {
      for (const label of ["Cancel", "Save", "Close"]) {
        await userEvent.tab();
        await expect(within(dialog).getByRole("button", { name: label })).toHaveFocus();
      }
      await userEvent.tab();
      await expect(name).toHaveFocus();
    });

    await step("Shift+Tab wraps backwards", async () => {
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    });
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Rename" });
    await userEvent.click(trigger);
    await body.findByRole("dialog", { name: "Rename gateway" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardOpenAndClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Rename" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Rename gateway" });
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Rename" });
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Rename gateway" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body.findByRole("dialog", { name: "Rename gateway" })).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div className="oc:flex oc:items-center oc:gap-3">
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="outline">Show details</Button>
          </DialogTrigger>
          <DialogContent width="sm">
            <DialogHeader>
              <DialogTitle>Details</DialogTitle>
              <DialogDescription>Last seen 5 minutes ago.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
        <output aria-label="Dialog state" className="oc:text-sm oc:text-muted-foreground">
          {open ? "open" : "closed"}
        </output>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show details" }));
    await body.findByRole("dialog", { name: "Details" });
    // The page behind a modal dialog is hidden from assistive technology, but still shows.
    await expect(canvas.getByRole("status", { name: "Dialog state", hidden: true })).toHaveTextContent("open");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("status", { name: "Dialog state" })).toHaveTextContent("closed"));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const CustomCloseLabel: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent width="sm" closeLabel="Schließen">
        <DialogHeader>
          <DialogTitle>Einstellungen</DialogTitle>
          <DialogDescription>Labels come in as props.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await body.findByRole("dialog", { name: "Einstellungen" });
    await expect(within(dialog).getByRole("button", { name: "Schließen" })).toBeVisible();
  },
};

export const Small: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent width="sm">
        <DialogHeader>
          <DialogTitle>Sign out?</DialogTitle>
          <DialogDescription>You will need your password to come back.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Sign out</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await body.findByRole("dialog", { name: "Sign out?" });
    await expect(dialog).toHaveAttribute("data-width", "sm");
  },
};

export const Large: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Firmware release notes</DialogTitle>
          <DialogDescription>Version 4.2.0, published by the platform team.</DialogDescription>
        </DialogHeader>
        <DialogBody className="oc:space-y-2 oc:text-muted-foreground">
          <p>Faster reconnects after network loss, lower idle power draw and a fix for clock drift on long uptimes.</p>
          <p>Devices update during their next maintenance window.</p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await expect(await body.findByRole("dialog", { name: "Firmware release notes" })).toHaveAttribute("data-width", "lg");
  },
};

export const Wide: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Open timeline</Button>
      </DialogTrigger>
      <DialogContent width="wide">
        <DialogHeader>
          <DialogTitle>Timeline</DialogTitle>
          <DialogDescription>Temperature over the last 24 hours.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="oc:grid oc:h-48 oc:place-items-center oc:rounded-md oc:border oc:border-dashed oc:text-muted-foreground">Chart</div>
        </DialogBody>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open timeline" }));
    const dialog = await body.findByRole("dialog", { name: "Timeline" });
    // The open transition scales the dialog, so wait for it to settle at 70% of the viewport width.
    await waitFor(() => {
      const ratio = dialog.getBoundingClientRect().width / window.innerWidth;
      expect(ratio).toBeGreaterThan(0.68);
      expect(ratio).toBeLessThan(0.72);
    });
  },
};

/** On a phone (below 768 px) every dialog, the wide one included, takes the whole width of the screen. */
export const FullWidthOnAPhone: Story = {
  ...Wide,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole("button", { name: "Open timeline" }));
    const dialog = await body.findByRole("dialog", { name: "Timeline" });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.left)).toBe(0);
      expect(Math.round(box.width)).toBe(390);
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent width="sm" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Uploading</DialogTitle>
          <DialogDescription>Keep this window open until the upload ends.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel upload</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await body.findByRole("dialog", { name: "Uploading" });
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await expect(within(dialog).getByRole("button", { name: "Cancel upload" })).toHaveFocus();
  },
};

/** Static, non-modal copies rendered into a framed backdrop so the screenshot stays inside the story. */
export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: function Render() {
    const [frame, setFrame] = useState<HTMLDivElement | null>(null);
    // The frame puts its copies in the flow, at full size at once. It says so, not a class on the content: cn() only
    // joins classes, so that one would meet the content's own position and entry scale.
    const inline =
      "oc:[&_[data-slot=dialog-content]]:relative oc:[&_[data-slot=dialog-content]]:top-auto oc:[&_[data-slot=dialog-content]]:left-auto oc:[&_[data-slot=dialog-content]]:translate-x-0 oc:[&_[data-slot=dialog-content]]:translate-y-0 oc:[&_[data-slot=dialog-content]]:starting:scale-100";
    return (
      <div ref={setFrame} className={cn("oc:flex oc:w-[560px] oc:flex-col oc:items-center oc:gap-6 oc:rounded-xl oc:bg-overlay oc:p-6", inline)}>
        {frame ? (
          <>
            <Dialog open modal={false}>
              <DialogContent container={frame} onOpenAutoFocus={(event) => event.preventDefault()}>
                <DialogHeader>
                  <DialogTitle>Rename gateway</DialogTitle>
                  <DialogDescription>The new name shows in every list and report.</DialogDescription>
                </DialogHeader>
                <DialogBody className="oc:grid oc:gap-2">
                  <Label htmlFor="all-states-name">Name</Label>
                  <Input id="all-states-name" defaultValue="Warehouse gateway 3" />
                </DialogBody>
                <DialogFooter>
                  <Button variant="outline">Cancel</Button>
                  <Button>Save</Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
            <Dialog open modal={false}>
              <DialogContent
                width="sm"
                showCloseButton={false}
                container={frame}
                onOpenAutoFocus={(event) => event.preventDefault()}
              >
                <DialogHeader>
                  <DialogTitle>Sign out?</DialogTitle>
                  <DialogDescription>You will need your password to come back.</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <Button variant="outline">Stay</Button>
                  <Button>Sign out</Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          </>
        ) : null}
      </div>
    );
  },
};
