import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "@org/ui/button";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

/** Opens the dialog from a button of its own, as a screen does from a row's action. */
function WithTrigger(props: Omit<ConfirmDialogProps, "open" | "onOpenChange">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Delete firmware
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "Console/Shared/ConfirmDialog",
  component: ConfirmDialog,
  // Each story opens it from a button of its own; `open` and `onOpenChange` are the trigger's.
  render: ({ open: _open, onOpenChange: _onOpenChange, ...args }) => <WithTrigger {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    texts: {
      title: "Delete this firmware?",
      description: "This firmware will be deleted. This cannot be undone.",
      confirm: "Delete",
      close: "Close",
      pending: "Deleting",
    },
    subject: "AC-2000 v1.4.2",
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvas, args, step }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete firmware" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this firmware?" });

    await step("the dialog names what it acts on", async () => {
      await expect(dialog).toHaveTextContent("AC-2000 v1.4.2");
      await expect(screen.getByRole("button", { name: "Close" })).toBeVisible();
    });

    await step("Delete confirms and closes at once when the change is optimistic", async () => {
      await userEvent.click(screen.getByRole("button", { name: "Delete" }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    });
  },
};

export const ClosedReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Delete firmware" });
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

let finish: () => void = () => {};
const slowConfirm = fn(() => new Promise<void>((resolve) => (finish = resolve))).mockName("onConfirm");

export const Pending: Story = {
  args: { onConfirm: slowConfirm },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Delete firmware" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));

    await step("while the change runs the dialog stays open and cannot be closed", async () => {
      const dialog = screen.getByRole("alertdialog");
      await expect(dialog).toHaveAttribute("aria-busy", "true");
      await expect(screen.getByRole("button", { name: /Delete/ })).toBeDisabled();
      await expect(screen.getByRole("button", { name: "Close" })).toBeDisabled();
      await userEvent.keyboard("{Escape}");
      await expect(screen.getByRole("alertdialog")).toBeVisible();
    });

    await step("when it is done the dialog closes and focus is back on the button", async () => {
      finish();
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const LongSubject: Story = {
  args: { subject: "a-very-long-address-that-an-operator-typed-for-a-test-account@subdomain.example.com" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete firmware" }));
    const dialog = await screen.findByRole("alertdialog");
    // The subject wraps inside the dialog instead of widening it.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
