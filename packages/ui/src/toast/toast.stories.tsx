import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Toaster, toast } from "./toast";

const meta = {
  title: "UI/Toast",
  component: Toaster,
  args: { position: "bottom-right" },
  // Toasts live in a module-level store that outlives a story: clear it, and give each story a fresh Toaster.
  beforeEach: () => {
    toast.dismiss();
  },
  render: (args, { id }) => (
    <>
      <div className="oc:flex oc:flex-wrap oc:gap-2">
        <Button variant="outline" onClick={() => toast.success("Settings saved")}>
          Save
        </Button>
        <Button variant="outline" onClick={() => toast.error("The file is larger than 50 MB")}>
          Upload
        </Button>
        <Button variant="outline" onClick={() => toast.info("Export started", { description: "You get an email when it is ready." })}>
          Export
        </Button>
        <Button variant="outline" onClick={() => toast.warning("3 devices did not update")}>
          Update
        </Button>
      </div>
      <Toaster key={id} {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Waits until the toast has finished sliding in, as the user sees it (and as axe measures its contrast). */
async function findToast(text: string | RegExp) {
  const message = await body.findByText(text);
  const item = message.closest("[data-sonner-toast]") as HTMLElement;
  await waitFor(() => expect(getComputedStyle(item).opacity).toBe("1"), { timeout: 2000 });
  return item;
}

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const item = await findToast("Settings saved");
    await expect(item).toHaveAttribute("data-type", "success");
  },
};

export const Error: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Upload" }));
    const item = await findToast("The file is larger than 50 MB");
    await expect(item).toHaveAttribute("data-type", "error");
  },
};

export const InfoWithDescription: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    const item = await findToast("Export started");
    await expect(item).toHaveTextContent("You get an email when it is ready.");
  },
};

export const Warning: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Update" }));
    const item = await findToast("3 devices did not update");
    await expect(item).toHaveAttribute("data-type", "warning");
  },
};

export const Announced: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await findToast("Settings saved");
    // The toast list is a polite live region, so screen readers read new toasts out.
    const region = body.getByRole("region", { name: /Notifications/ });
    await expect(region).toHaveAttribute("aria-live", "polite");
  },
};

const onUndo = fn();

export const WithAction: Story = {
  args: { duration: 60_000 },
  render: function Render(args, { id }) {
    return (
      <>
        <Button
          variant="outline"
          onClick={() => toast("User removed", { action: { label: "Undo", onClick: onUndo } })}
        >
          Remove user
        </Button>
        <Toaster key={id} {...args} />
      </>
    );
  },
  play: async ({ canvas }) => {
    onUndo.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Remove user" }));
    const item = await findToast("User removed");
    await userEvent.click(within(item).getByRole("button", { name: "Undo" }));
    await expect(onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByText("User removed")).toBeNull());
  },
};

export const CloseButton: Story = {
  args: { closeButton: true, duration: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const item = await findToast("Settings saved");
    await userEvent.click(within(item).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByText("Settings saved")).toBeNull());
  },
};

export const TranslatedCloseLabel: Story = {
  args: { closeButton: true, closeLabel: "關閉", duration: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const item = await findToast("Settings saved");
    await expect(within(item).getByRole("button", { name: "關閉" })).toBeVisible();
  },
};

const staticToasts = [
  { type: "warning", title: "3 devices did not update" },
  { type: "info", title: "Export started", description: "You get an email when it is ready." },
  { type: "error", title: "The file is larger than 50 MB" },
  { type: "success", title: "Settings saved" },
] as const;

/** A Toaster of its own, drawn in the story's flow instead of the viewport corner, with toasts that never expire. */
export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: function Render() {
    useEffect(() => {
      const ids = staticToasts.map(({ type, title, ...rest }) =>
        toast[type](title, { ...rest, id: `all-states-${type}`, toasterId: "all-states", duration: Number.POSITIVE_INFINITY }),
      );
      ids.push(
        toast("User removed", {
          id: "all-states-action",
          toasterId: "all-states",
          duration: Number.POSITIVE_INFINITY,
          action: { label: "Undo", onClick: () => {} },
        }),
      );
      return () => {
        for (const id of ids) toast.dismiss(id);
      };
    }, []);
    return (
      <Toaster
        id="all-states"
        expand
        visibleToasts={5}
        position="top-left"
        offset={0}
        className="oc:relative! oc:h-[360px]"
      />
    );
  },
};
