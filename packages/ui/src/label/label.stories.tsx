import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Label } from "./label";
import { Input } from "../input/input";
import { Checkbox } from "../checkbox/checkbox";

const meta = {
  title: "UI/Label",
  component: Label,
  args: { children: "Email", htmlFor: "label-email" },
  render: (args) => (
    <div className="oc:grid oc:w-72 oc:gap-2">
      <Label {...args} />
      <Input id="label-email" type="email" placeholder="name@example.com" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeVisible();
  },
};

export const ClickFocusesControl: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Email"));
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus();
  },
};

export const WithCheckbox: Story = {
  args: { children: "Remember me", htmlFor: "label-remember" },
  render: (args) => (
    <div className="oc:flex oc:items-center oc:gap-2">
      <Checkbox id="label-remember" />
      <Label {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Remember me"));
    await expect(canvas.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
  },
};

export const ForDisabledControl: Story = {
  args: { children: "Serial number", htmlFor: "label-disabled" },
  render: (args) => (
    <div className="oc:flex oc:items-center oc:gap-2">
      <Checkbox id="label-disabled" disabled />
      <Label {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Serial number" })).toBeDisabled();
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-72 oc:gap-4">
      <div className="oc:grid oc:gap-2">
        <Label htmlFor="label-all-email">Email</Label>
        <Input id="label-all-email" placeholder="name@example.com" />
      </div>
      <div className="oc:flex oc:items-center oc:gap-2">
        <Checkbox id="label-all-checkbox" defaultChecked />
        <Label htmlFor="label-all-checkbox">Accept the terms</Label>
      </div>
      <div className="oc:flex oc:items-center oc:gap-2">
        <Checkbox id="label-all-disabled" disabled />
        <Label htmlFor="label-all-disabled">Disabled option</Label>
      </div>
    </div>
  ),
};
