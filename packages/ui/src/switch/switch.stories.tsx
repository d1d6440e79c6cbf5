import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Switch } from "./switch";
import { Label } from "../label/label";

const meta = {
  title: "UI/Switch",
  component: Switch,
  args: { id: "switch-story", onCheckedChange: fn() },
  render: (args) => (
    <div className="oc:flex oc:items-center oc:gap-2">
      <Switch {...args} />
      <Label htmlFor={args.id}>Active</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Active" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Active" });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText("Active"));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Small: Story = {
  args: { size: "sm", defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Active" })).toHaveAttribute("data-size", "sm");
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Active" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Active" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultChecked: true },
  render: (args) => (
    <div className="oc:flex oc:items-center oc:gap-2">
      <Switch {...args} />
      <Label htmlFor={args.id}>Trigger</Label>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Trigger" });
    await expect(toggle).toHaveAttribute("aria-readonly", "true");
    await expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveFocus();
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ReadOnlyUnchecked: Story = {
  args: { readOnly: true },
  render: (args) => (
    <div className="oc:flex oc:items-center oc:gap-2">
      <Switch {...args} />
      <Label htmlFor={args.id}>Trigger</Label>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Trigger" });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Active" })).toBeInvalid();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(true);
    return (
      <div className="oc:grid oc:gap-2">
        <div className="oc:flex oc:items-center oc:gap-2">
          <Switch
            {...args}
            checked={active}
            onCheckedChange={(value) => {
              setActive(value);
              args.onCheckedChange?.(value);
            }}
          />
          <Label htmlFor={args.id}>Active</Label>
        </div>
        <p className="oc:text-sm oc:text-muted-foreground">Status sent: {active ? 1 : 0}</p>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Status sent: 1")).toBeVisible();
    await userEvent.click(canvas.getByRole("switch", { name: "Active" }));
    await expect(canvas.getByText("Status sent: 0")).toBeVisible();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

const states = [
  { label: "Off", props: {} },
  { label: "On", props: { defaultChecked: true } },
  { label: "Invalid", props: { "aria-invalid": true } },
  { label: "Disabled off", props: { disabled: true } },
  { label: "Disabled on", props: { disabled: true, defaultChecked: true } },
  { label: "Read-only off", props: { readOnly: true } },
  { label: "Read-only on", props: { readOnly: true, defaultChecked: true } },
  { label: "Small off", props: { size: "sm" } },
  { label: "Small on", props: { size: "sm", defaultChecked: true } },
] as const;

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:grid-cols-3 oc:gap-x-8 oc:gap-y-4">
      {states.map((state, index) => (
        <div key={state.label} className="oc:flex oc:items-center oc:gap-2">
          <Switch id={`switch-all-${index}`} {...state.props} />
          <Label htmlFor={`switch-all-${index}`}>{state.label}</Label>
        </div>
      ))}
    </div>
  ),
};
