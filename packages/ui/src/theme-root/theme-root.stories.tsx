import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { BrandProvider } from "../brand-provider/brand-provider";
import { Button } from "../button/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../dialog/dialog";
import { ThemeRoot } from "./theme-root";

const meta = {
  title: "UI/ThemeRoot",
  component: ThemeRoot,
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A host puts its component under a dark, branded wrapper. The dialog opens inside the root, not at the end of the
 * document's body, so the wrapper's scheme and brand reach it as they reach the button that opened it.
 */
export const DialogInsideTheRoot: Story = {
  render: () => (
    <div className="dark">
      <BrandProvider color="#0e7c66">
        <ThemeRoot data-testid="embedded-root">
          <div className="oc:rounded-lg oc:bg-background oc:p-4 oc:text-foreground">
            <Dialog>
              <DialogTrigger asChild>
                <Button>Open details</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogTitle>Device details</DialogTitle>
                <DialogDescription>Shown in the host&apos;s scheme and brand.</DialogDescription>
                <Button>Lock device</Button>
              </DialogContent>
            </Dialog>
          </div>
        </ThemeRoot>
      </BrandProvider>
    </div>
  ),
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Open details" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Device details" });
    await step("the dialog renders inside the root that holds the trigger", async () => {
      await expect(dialog.closest("[data-slot=theme-root]")).toBe(canvas.getByTestId("embedded-root"));
    });
    await step("the wrapper's dark scheme and brand colour reach it", async () => {
      const page = getComputedStyle(trigger.parentElement!).backgroundColor;
      await expect(getComputedStyle(dialog).backgroundColor).toBe(page);
      const action = within(dialog).getByRole("button", { name: "Lock device" });
      await expect(getComputedStyle(action).backgroundColor).toBe("rgb(14, 124, 102)");
    });
  },
};

const hostRef = React.createRef<HTMLDivElement>();

/** A host keeps a ref to the root (to measure it, or to scroll to it); the overlays inside still open in the root. */
export const WithAHostRef: Story = {
  render: () => (
    <ThemeRoot ref={hostRef} data-testid="root-with-ref">
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open details</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Device details</DialogTitle>
          <DialogDescription>Opened inside the root the host holds a ref to.</DialogDescription>
        </DialogContent>
      </Dialog>
    </ThemeRoot>
  ),
  play: async ({ canvas, step }) => {
    const root = canvas.getByTestId("root-with-ref");
    await step("the host's ref holds the root's element", async () => {
      await waitFor(() => expect(hostRef.current).toBe(root));
    });
    await step("a dialog still renders inside the root, not at the end of the body", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Open details" }));
      const dialog = await screen.findByRole("dialog", { name: "Device details" });
      await expect(dialog.closest("[data-slot=theme-root]")).toBe(root);
    });
  },
};

/** A root in the light scheme and one under a host's dark wrapper. */
export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[420px] oc:grid-cols-2 oc:gap-2">
      <ThemeRoot>
        <div className="oc:rounded-lg oc:border oc:bg-card oc:p-4 oc:text-card-foreground">
          <h2 className="oc:font-semibold">Light root</h2>
          <p className="oc:text-sm oc:text-muted-foreground">Reset and tokens apply here.</p>
        </div>
      </ThemeRoot>
      <div className="dark">
        <ThemeRoot>
          <div className="oc:rounded-lg oc:border oc:bg-card oc:p-4 oc:text-card-foreground">
            <h2 className="oc:font-semibold">Dark root</h2>
            <p className="oc:text-sm oc:text-muted-foreground">Under a host&apos;s dark wrapper.</p>
          </div>
        </ThemeRoot>
      </div>
    </div>
  ),
};
