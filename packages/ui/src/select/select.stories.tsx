import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CheckIcon } from "lucide-react";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  SelectScrollUpButton,
  SelectScrollDownButton,
} from "./select";
import { Label } from "../label/label";

const filters = [
  { value: "sn", label: "SN" },
  { value: "model", label: "Model" },
  { value: "online", label: "Status - Online" },
  { value: "offline", label: "Status - Offline" },
];

const meta = {
  title: "UI/Select",
  component: Select,
  subcomponents: {
    SelectTrigger,
    SelectValue,
    SelectContent,
    SelectGroup,
    SelectLabel,
    SelectItem,
    SelectSeparator,
    SelectScrollUpButton,
    SelectScrollDownButton,
  },
  args: { onValueChange: fn(), onOpenChange: fn() },
  render: (args) => (
    <div className="oc:grid oc:w-64 oc:gap-2">
      <Label htmlFor="select-filter">Filter</Label>
      <Select {...args}>
        <SelectTrigger id="select-filter" width="full">
          <SelectValue placeholder="Choose a filter" />
        </SelectTrigger>
        <SelectContent>
          {filters.map((filter) => (
            <SelectItem key={filter.value} value={filter.value}>
              {filter.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Filter" })).toHaveTextContent("Choose a filter");
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("combobox", { name: "Filter" });
    await step("open with the keyboard", async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(await screen.findByRole("listbox")).toBeVisible();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    });
    await step("move with the arrows and choose with Enter", async () => {
      await waitFor(() => expect(screen.getByRole("option", { name: "SN" })).toHaveFocus());
      await userEvent.keyboard("{ArrowDown}{ArrowDown}");
      await expect(screen.getByRole("option", { name: "Status - Online" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
    });
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Status - Online");
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith("online");
  },
};

export const EscapeKeepsValue: Story = {
  args: { defaultValue: "model" },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Filter" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Model");
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const MouseSelection: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Filter" });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Model" }));
    await waitFor(() => expect(trigger).toHaveTextContent("Model"));
    await expect(args.onValueChange).toHaveBeenCalledWith("model");
  },
};

export const WithValue: Story = {
  args: { defaultValue: "offline" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Filter" });
    await expect(trigger).toHaveTextContent("Status - Offline");
    await userEvent.click(trigger);
    await expect(await screen.findByRole("option", { name: "Status - Offline" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Escape}");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "sn" },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Filter" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="oc:grid oc:w-64 oc:gap-2">
      <Label htmlFor="select-invalid">Rule type</Label>
      <Select {...args}>
        <SelectTrigger id="select-invalid" width="full" aria-invalid>
          <SelectValue placeholder="Choose a rule type" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="status">Device Status</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Rule type" })).toBeInvalid();
  },
};

export const Small: Story = {
  render: (args) => (
    <Select {...args} defaultValue="all">
      <SelectTrigger size="sm" aria-label="Log level">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All</SelectItem>
        <SelectItem value="debugs">Debugs</SelectItem>
        <SelectItem value="errors">Errors</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Log level" });
    await expect(trigger).toHaveAttribute("data-size", "sm");
    trigger.focus();
    await userEvent.keyboard(" ");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{End}{Enter}");
    await waitFor(() => expect(trigger).toHaveTextContent("Errors"));
    await expect(args.onValueChange).toHaveBeenCalledWith("errors");
  },
};

export const GroupsAndDisabledItem: Story = {
  render: (args) => (
    <div className="oc:grid oc:w-64 oc:gap-2">
      <Label htmlFor="select-groups">Filter</Label>
      <Select {...args}>
        <SelectTrigger id="select-groups" width="full">
          <SelectValue placeholder="Choose a filter" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Text</SelectLabel>
            <SelectItem value="sn">SN</SelectItem>
            <SelectItem value="model">Model</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Status</SelectLabel>
            <SelectItem value="online">Online</SelectItem>
            <SelectItem value="offline" disabled>
              Offline
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Filter" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("group", { name: "Status" })).toBeVisible();
    await expect(within(listbox).getByRole("option", { name: "Offline" })).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "SN" })).toHaveFocus());
    // The disabled item is skipped: End lands on the last enabled one.
    await userEvent.keyboard("{End}");
    await expect(within(listbox).getByRole("option", { name: "Online" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveTextContent("Online"));
    await expect(args.onValueChange).toHaveBeenCalledWith("online");
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState("sn");
    return (
      <div className="oc:grid oc:w-64 oc:gap-2">
        <Label htmlFor="select-controlled">Filter</Label>
        <Select
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        >
          <SelectTrigger id="select-controlled" width="full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {filters.map((filter) => (
              <SelectItem key={filter.value} value={filter.value}>
                {filter.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="oc:text-sm oc:text-muted-foreground">
          Search box {value === "online" || value === "offline" ? "disabled" : "enabled"}
        </p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Search box enabled")).toBeVisible();
    canvas.getByRole("combobox", { name: "Filter" }).focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await waitFor(() => expect(screen.getByRole("option", { name: "SN" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await expect(await canvas.findByText("Search box disabled")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Filter" })).toHaveTextContent("Status - Offline");
  },
};

/** A static copy of the open list: a real one would portal out of the screenshot. */
function StaticList() {
  return (
    <div
      role="listbox"
      aria-label="Filter (static preview)"
      className="oc:w-56 oc:rounded-md oc:border oc:bg-popover oc:p-1 oc:text-sm oc:text-popover-foreground oc:shadow-md"
    >
      <div role="group" aria-label="Text">
        <div className="oc:px-2 oc:py-1.5 oc:text-xs oc:font-medium oc:text-muted-foreground">Text</div>
        <div role="option" aria-selected="false" className="oc:relative oc:rounded-sm oc:py-1.5 oc:pr-8 oc:pl-2">
          SN
        </div>
        <div
          role="option"
          aria-selected="true"
          className="oc:relative oc:rounded-sm oc:bg-accent oc:py-1.5 oc:pr-8 oc:pl-2 oc:text-accent-foreground"
        >
          Model
          <CheckIcon className="oc:absolute oc:top-2 oc:right-2 oc:size-4 oc:text-primary" aria-hidden="true" />
        </div>
      </div>
      <div className="oc:-mx-1 oc:my-1 oc:h-px oc:bg-border" />
      <div role="group" aria-label="Status">
        <div className="oc:px-2 oc:py-1.5 oc:text-xs oc:font-medium oc:text-muted-foreground">Status</div>
        <div role="option" aria-selected="false" className="oc:relative oc:rounded-sm oc:py-1.5 oc:pr-8 oc:pl-2">
          Online
        </div>
        <div
          role="option"
          aria-selected="false"
          aria-disabled="true"
          className="oc:relative oc:rounded-sm oc:py-1.5 oc:pr-8 oc:pl-2 oc:opacity-50"
        >
          Offline
        </div>
      </div>
    </div>
  );
}

const triggerStates = [
  { label: "Placeholder", props: {}, trigger: {} },
  { label: "With value", props: { defaultValue: "online" }, trigger: {} },
  { label: "Invalid", props: {}, trigger: { "aria-invalid": true } },
  { label: "Disabled", props: { defaultValue: "sn", disabled: true }, trigger: {} },
  { label: "Small", props: { defaultValue: "model" }, trigger: { size: "sm" } },
] as const;

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:gap-8">
      <div className="oc:grid oc:w-56 oc:gap-3">
        {triggerStates.map((state, index) => (
          <div key={state.label} className="oc:grid oc:gap-1.5">
            <Label htmlFor={`select-all-${index}`}>{state.label}</Label>
            <Select {...state.props}>
              <SelectTrigger id={`select-all-${index}`} width="full" {...state.trigger}>
                <SelectValue placeholder="Choose a filter" />
              </SelectTrigger>
              <SelectContent>
                {filters.map((filter) => (
                  <SelectItem key={filter.value} value={filter.value}>
                    {filter.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ))}
      </div>
      <div className="oc:grid oc:content-start oc:gap-1.5">
        <span className="oc:text-sm oc:font-medium">Open list</span>
        <StaticList />
      </div>
    </div>
  ),
};
