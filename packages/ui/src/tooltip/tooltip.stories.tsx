import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Copy, RefreshCw } from "lucide-react";
import { Button, IconButton } from "../button/button";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

const meta = {
  title: "UI/Tooltip",
  component: Tooltip,
  subcomponents: { TooltipTrigger, TooltipContent, TooltipProvider },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <IconButton label="Refresh" variant="outline">
          <RefreshCw />
        </IconButton>
      </TooltipTrigger>
      <TooltipContent>Reload the list</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ShowsOnKeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "Refresh" });
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Reload the list");
    await expect(trigger).toHaveAccessibleDescription("Reload the list");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Refresh" });
    await userEvent.hover(trigger);
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Reload the list");
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole("tooltip")).toBeNull());
  },
};

export const EscapeHides: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await body.findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("tooltip")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Refresh" })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const HidesOnBlur: Story = {
  render: (args) => (
    <div className="oc:flex oc:gap-3">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <IconButton label="Refresh" variant="outline">
            <RefreshCw />
          </IconButton>
        </TooltipTrigger>
        <TooltipContent>Reload the list</TooltipContent>
      </Tooltip>
      <Button variant="outline">Next</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await body.findByRole("tooltip");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Next" })).toHaveFocus();
    await waitFor(() => expect(body.queryByRole("tooltip")).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Reload the list");
  },
};

/** One provider for a toolbar: after the first tooltip, moving to the next one shows it without the delay. */
export const SharedProvider: Story = {
  render: (args) => (
    <TooltipProvider delayDuration={500}>
      <div className="oc:flex oc:gap-2">
        <Tooltip {...args}>
          <TooltipTrigger asChild>
            <IconButton label="Refresh" variant="outline">
              <RefreshCw />
            </IconButton>
          </TooltipTrigger>
          <TooltipContent side="bottom">Reload the list</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <IconButton label="Copy ID" variant="outline">
              <Copy />
            </IconButton>
          </TooltipTrigger>
          <TooltipContent side="bottom">Copy the ID to the clipboard</TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    const refresh = canvas.getByRole("button", { name: "Refresh" });
    const copy = canvas.getByRole("button", { name: "Copy ID" });
    await userEvent.hover(refresh);
    await expect(body.queryByRole("tooltip")).toBeNull();
    await expect(await body.findByRole("tooltip", {}, { timeout: 2000 })).toHaveTextContent("Reload the list");
    await userEvent.unhover(refresh);
    await userEvent.hover(copy);
    await waitFor(() => expect(body.getByRole("tooltip")).toHaveTextContent("Copy the ID to the clipboard"), { timeout: 200 });
    await userEvent.unhover(copy);
  },
};

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline">Why is this disabled?</Button>
      </TooltipTrigger>
      <TooltipContent side="right">
        Only operators with the administrator role can change the reporting interval of a whole group.
      </TooltipContent>
    </Tooltip>
  ),
  play: async () => {
    await expect(await body.findByRole("tooltip")).toHaveTextContent(/administrator role/);
  },
};

const placements = [
  { side: "top", cell: "oc:col-start-2 oc:row-start-1" },
  { side: "right", cell: "oc:col-start-1 oc:row-start-2 oc:justify-self-start" },
  { side: "left", cell: "oc:col-start-3 oc:row-start-3 oc:justify-self-end" },
  { side: "bottom", cell: "oc:col-start-2 oc:row-start-4" },
] as const;

/** Every side, opened into the story's own frame so the screenshot holds them. */
export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: function Render() {
    const [frame, setFrame] = useState<HTMLDivElement | null>(null);
    return (
      // The copies show at full size at once. The frame says so, not a class on the content: cn() only joins classes,
      // so that one would meet the content's own entry scale.
      <div
        ref={setFrame}
        className="oc:grid oc:w-[520px] oc:grid-cols-3 oc:place-items-center oc:gap-y-3 oc:py-10 oc:[&_[data-slot=tooltip-content]]:starting:scale-100"
      >
        {frame
          ? placements.map(({ side, cell }) => (
              <Tooltip key={side} open>
                <TooltipTrigger asChild>
                  <Button variant="outline" size="sm" className={cell}>
                    {side}
                  </Button>
                </TooltipTrigger>
                <TooltipContent side={side} container={frame}>
                  Tooltip on the {side}
                </TooltipContent>
              </Tooltip>
            ))
          : null}
      </div>
    );
  },
};
