import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "../button/button";
import { Input } from "../input/input";
import { Label } from "../label/label";
import {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverHeader,
  PopoverTitle,
  PopoverTrigger,
} from "./popover";

const meta = {
  title: "UI/Popover",
  component: Popover,
  subcomponents: {
    PopoverTrigger,
    PopoverAnchor,
    PopoverContent,
    PopoverHeader,
    PopoverTitle,
    PopoverDescription,
    PopoverClose,
  },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          Filters
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="filters-title" align="start">
        <PopoverHeader>
          <PopoverTitle id="filters-title">Filters</PopoverTitle>
          <PopoverDescription>Narrow the list by temperature.</PopoverDescription>
        </PopoverHeader>
        <div className="oc:grid oc:grid-cols-2 oc:gap-3">
          <div className="oc:grid oc:gap-1.5">
            <Label htmlFor="filter-min">Minimum</Label>
            <Input id="filter-min" defaultValue="18" />
          </div>
          <div className="oc:grid oc:gap-1.5">
            <Label htmlFor="filter-max">Maximum</Label>
            <Input id="filter-max" defaultValue="26" />
          </div>
        </div>
        <div className="oc:mt-4 oc:flex oc:justify-end oc:gap-2">
          <PopoverClose asChild>
            <Button size="sm">Apply</Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const OpensOnClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const popover = await body.findByRole("dialog", { name: "Filters" });
    await waitFor(() => expect(within(popover).getByRole("textbox", { name: "Minimum" })).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Filters" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("dialog", { name: "Filters" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Filters" });
    await userEvent.click(trigger);
    const popover = await body.findByRole("dialog", { name: "Filters" });
    const minimum = within(popover).getByRole("textbox", { name: "Minimum" });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, "20");
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(popover).getByRole("button", { name: "Apply" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    await body.findByRole("dialog", { name: "Filters" });
    await userEvent.click(document.body);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <div className="oc:flex oc:items-center oc:gap-3">
        <Popover
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        >
          <PopoverTrigger asChild>
            <Button variant="outline">Details</Button>
          </PopoverTrigger>
          <PopoverContent aria-label="Details" side="right">
            Last seen 5 minutes ago from 10.0.4.17.
          </PopoverContent>
        </Popover>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Hide details
        </Button>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await expect(await body.findByRole("dialog", { name: "Details" })).toHaveTextContent("Last seen 5 minutes ago");
    await userEvent.click(canvas.getByRole("button", { name: "Details" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole("button", { name: "Details" }));
    await body.findByRole("dialog", { name: "Details" });
  },
};

export const WithAnchor: Story = {
  render: (args) => (
    <Popover {...args}>
      <PopoverAnchor asChild>
        <div className="oc:flex oc:w-80 oc:items-center oc:gap-2 oc:rounded-md oc:border oc:p-2">
          <span className="oc:flex-1 oc:px-1 oc:text-sm oc:text-muted-foreground">Any owner</span>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="sm">
              Change
            </Button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent aria-label="Owner" align="start" width="lg">
        The popover lines up with the whole field, not only with its button.
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change" }));
    const popover = await body.findByRole("dialog", { name: "Owner" });
    const field = canvas.getByText("Any owner").parentElement!;
    await waitFor(() =>
      expect(Math.round(popover.getBoundingClientRect().left)).toBe(Math.round(field.getBoundingClientRect().left)),
    );
    await userEvent.keyboard("{Escape}");
  },
};

/** Opened non-modally into the story's own frame, below its trigger, so the screenshot holds it. */
export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: function Render() {
    const [frame, setFrame] = useState<HTMLDivElement | null>(null);
    // The copies show at full size at once. The frame says so, not a class on the content: cn() only joins classes,
    // so that one would meet the content's own entry scale.
    return (
      <div
        ref={setFrame}
        className="oc:flex oc:h-[240px] oc:w-[640px] oc:gap-8 oc:[&_[data-slot=popover-content]]:starting:scale-100"
      >
        {frame ? (
          <>
            <Popover open>
              <PopoverTrigger asChild>
                <Button variant="outline">
                  <SlidersHorizontal aria-hidden="true" />
                  Filters
                </Button>
              </PopoverTrigger>
              <PopoverContent
                container={frame}
                aria-labelledby="all-states-filters"
                align="start"
                onOpenAutoFocus={(event) => event.preventDefault()}
              >
                <PopoverHeader>
                  <PopoverTitle id="all-states-filters">Filters</PopoverTitle>
                  <PopoverDescription>Narrow the list by temperature.</PopoverDescription>
                </PopoverHeader>
                <div className="oc:grid oc:grid-cols-2 oc:gap-3">
                  <div className="oc:grid oc:gap-1.5">
                    <Label htmlFor="all-states-min">Minimum</Label>
                    <Input id="all-states-min" defaultValue="18" />
                  </div>
                  <div className="oc:grid oc:gap-1.5">
                    <Label htmlFor="all-states-max">Maximum</Label>
                    <Input id="all-states-max" defaultValue="26" />
                  </div>
                </div>
                <div className="oc:mt-4 oc:flex oc:justify-end">
                  <Button size="sm">Apply</Button>
                </div>
              </PopoverContent>
            </Popover>
            <div className="oc:ml-auto">
              <Popover open>
                <PopoverTrigger asChild>
                  <Button variant="outline">Details</Button>
                </PopoverTrigger>
                <PopoverContent
                  container={frame}
                  aria-label="Details"
                  align="end"
                  width="sm"
                  onOpenAutoFocus={(event) => event.preventDefault()}
                >
                  Last seen 5 minutes ago from 10.0.4.17.
                </PopoverContent>
              </Popover>
            </div>
          </>
        ) : null}
      </div>
    );
  },
};
