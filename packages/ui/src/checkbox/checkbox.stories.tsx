import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Checkbox } from "./checkbox";
import { Label } from "../label/label";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { id: "checkbox-story", onCheckedChange: fn() },
  render: (args) => (
    <div className="oc:flex oc:items-center oc:gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Notify the owner</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Notify the owner" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Notify the owner" });
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText("Notify the owner"));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { defaultChecked: "indeterminate" },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Notify the owner" });
    await expect(checkbox).toBePartiallyChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Notify the owner" });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Notify the owner" });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Notify the owner" });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Notify the owner" })).toBeInvalid();
  },
};

const recipients = ["Owner", "Guest"] as const;

export const ControlledGroup: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState<string[]>(["Owner"]);
    const all = checked.length === recipients.length ? true : checked.length === 0 ? false : "indeterminate";
    return (
      <div className="oc:grid oc:gap-3">
        <div className="oc:flex oc:items-center oc:gap-2">
          <Checkbox
            id="checkbox-all"
            checked={all}
            onCheckedChange={(value) => {
              setChecked(value === true ? [...recipients] : []);
              args.onCheckedChange?.(value);
            }}
          />
          <Label htmlFor="checkbox-all">All recipients</Label>
        </div>
        {recipients.map((recipient) => (
          <div key={recipient} className="oc:ml-6 oc:flex oc:items-center oc:gap-2">
            <Checkbox
              id={`checkbox-${recipient}`}
              checked={checked.includes(recipient)}
              onCheckedChange={(value) =>
                setChecked((current) =>
                  value === true ? [...current, recipient] : current.filter((item) => item !== recipient),
                )
              }
            />
            <Label htmlFor={`checkbox-${recipient}`}>{recipient}</Label>
          </div>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole("checkbox", { name: "All recipients" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Guest" }));
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole("checkbox", { name: "Owner" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Guest" })).not.toBeChecked();
    await expect(all).not.toBeChecked();
  },
};

const states = [
  { label: "Unchecked", props: {} },
  { label: "Checked", props: { defaultChecked: true } },
  { label: "Indeterminate", props: { defaultChecked: "indeterminate" } },
  { label: "Invalid", props: { "aria-invalid": true } },
  { label: "Disabled", props: { disabled: true } },
  { label: "Disabled checked", props: { disabled: true, defaultChecked: true } },
] as const;

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:grid-cols-3 oc:gap-x-8 oc:gap-y-4">
      {states.map((state, index) => (
        <div key={state.label} className="oc:flex oc:items-center oc:gap-2">
          <Checkbox id={`checkbox-all-${index}`} {...state.props} />
          <Label htmlFor={`checkbox-all-${index}`}>{state.label}</Label>
        </div>
      ))}
    </div>
  ),
};
