import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  AlertDialogOverlay,
} from "./alert-dialog";

type ConfirmArgs = React.ComponentProps<typeof AlertDialog> & {
  onConfirm: () => void;
  onCancel: () => void;
  actionVariant?: "default" | "destructive";
};

const meta = {
  title: "UI/AlertDialog",
  component: AlertDialog,
  subcomponents: {
    AlertDialogTrigger,
    AlertDialogContent,
    AlertDialogHeader,
    AlertDialogTitle,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogAction,
    AlertDialogCancel,
    AlertDialogOverlay,
  },
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { docs: { story: { inline: false, height: "420px" } } },
  args: { onOpenChange: fn(), onConfirm: fn(), onCancel: fn(), actionVariant: "destructive" },
  render: ({ onConfirm, onCancel, actionVariant, ...args }) => (
    <AlertDialog {...args}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Delete user</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this user?</AlertDialogTitle>
          <AlertDialogDescription>
            mia.chen@example.com loses access at once. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={actionVariant} onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
} satisfies Meta<ConfirmArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const CancelHasFocusByDefault: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete user" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete this user?" });
    await expect(dialog).toHaveAccessibleDescription(/loses access at once/);
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  },
};

export const ConfirmCallsAction: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Delete user" });
    await userEvent.click(trigger);
    const dialog = await body.findByRole("alertdialog", { name: "Delete this user?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Delete user" });
    await userEvent.click(trigger);
    await body.findByRole("alertdialog", { name: "Delete this user?" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardConfirm: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Delete user" });
    await step("Open from the keyboard", async () => {
      await userEvent.tab();
      await userEvent.keyboard("{Enter}");
    });
    const dialog = await body.findByRole("alertdialog", { name: "Delete this user?" });
    await step("Focus stays inside the dialog", async () => {
      await userEvent.tab();
      await expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
      await userEvent.tab({ shift: true });
    });
    await step("Enter on the action confirms", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const CancelButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete user" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete this user?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};

export const Destructive: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body.findByRole("alertdialog", { name: "Delete this user?" });
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveAttribute("data-variant", "destructive");
  },
};

export const Default: Story = {
  args: { defaultOpen: true },
  render: ({ onConfirm, onCancel, ...args }) => (
    <AlertDialog {...args}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Publish the new theme?</AlertDialogTitle>
          <AlertDialogDescription>Every operator sees the new colours the next time they load the console.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>Not now</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Publish</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async ({ args }) => {
    const dialog = await body.findByRole("alertdialog", { name: "Publish the new theme?" });
    await expect(within(dialog).getByRole("button", { name: "Publish" })).toHaveAttribute("data-variant", "default");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Ends the confirmed action of PendingConfirmation: it runs until the story has looked at the pending dialog. */
let finishSending: () => void = () => {};

/** The caller keeps the dialog open while the confirmed action runs, then closes it. */
export const PendingConfirmation: Story = {
  render: function Render({ onConfirm, onCancel, ...args }) {
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    return (
      <AlertDialog {...args} open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button variant="outline">Reset password</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Send a reset link?</AlertDialogTitle>
            <AlertDialogDescription>The user gets an email with a link that works for 24 hours.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={onCancel}>Cancel</AlertDialogCancel>
            <Button
              loading={pending}
              onClick={() => {
                setPending(true);
                onConfirm();
                void new Promise<void>((resolve) => (finishSending = resolve)).then(() => {
                  setPending(false);
                  setOpen(false);
                });
              }}
            >
              Send link
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Reset password" }));
    const dialog = await body.findByRole("alertdialog", { name: "Send a reset link?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send link" }));
    await expect(within(dialog).getByRole("button", { name: "Send link" })).toHaveAttribute("aria-busy", "true");
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    finishSending();
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};

function StaticConfirmation({ title, description, cancel, action, variant }: {
  title: string;
  description: string;
  cancel: string;
  action: string;
  variant: "default" | "destructive";
}) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  // `contain: layout` makes the frame the containing block of the fixed overlay and content. The copy shows at full
  // size at once; the frame says so, as a class on the content would meet the content's own entry scale (cn() only
  // joins classes).
  return (
    <div
      ref={setFrame}
      className="oc:relative oc:h-56 oc:w-[480px] oc:overflow-hidden oc:rounded-xl oc:border oc:[contain:layout] oc:[&_[data-slot=alert-dialog-content]]:starting:scale-100"
    >
      {frame ? (
        <AlertDialog open>
          <AlertDialogContent container={frame} onOpenAutoFocus={(event) => event.preventDefault()}>
            <AlertDialogHeader>
              <AlertDialogTitle>{title}</AlertDialogTitle>
              <AlertDialogDescription>{description}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{cancel}</AlertDialogCancel>
              <AlertDialogAction variant={variant}>{action}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : null}
    </div>
  );
}

/**
 * Modal confirmations rendered into the story's own frames so the screenshot stays inside them. Each modal hides
 * everything else from assistive technology, so the picture is `inert`: nothing in it can take focus.
 */
export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div inert className="oc:flex oc:flex-col oc:gap-4">
      <StaticConfirmation
        title="Delete this user?"
        description="mia.chen@example.com loses access at once. This cannot be undone."
        cancel="Cancel"
        action="Delete"
        variant="destructive"
      />
      <StaticConfirmation
        title="Publish the new theme?"
        description="Every operator sees the new colours the next time they load the console."
        cancel="Not now"
        action="Publish"
        variant="default"
      />
    </div>
  ),
};
