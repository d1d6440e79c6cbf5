import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { ColorField, isHexColor } from "./color-field";
import { Label } from "../label/label";
import { Field } from "../field/field";

const meta = {
  title: "UI/ColorField",
  component: ColorField,
  args: { id: "color-field-story", onValueChange: fn() },
  render: (args) => (
    <div className="oc:grid oc:w-64 oc:gap-2">
      <Label htmlFor={args.id}>Primary colour</Label>
      <ColorField {...args} />
    </div>
  ),
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await expect(input).toHaveValue("");
    await expect(input).toBeValid();
    await userEvent.type(input, "#1f6feb");
    await expect(input).toBeValid();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("#1f6feb");
    await expect(canvas.getByLabelText("Pick a colour")).toHaveValue("#1f6feb");
  },
};

export const WithValue: Story = {
  args: { defaultValue: "#1F6FEB" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Primary colour" })).toBeValid();
    await expect(canvas.getByLabelText("Pick a colour")).toHaveValue("#1f6feb");
  },
};

export const ShortHex: Story = {
  args: { defaultValue: "#0af" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Primary colour" })).toBeValid();
    await expect(canvas.getByLabelText("Pick a colour")).toHaveValue("#00aaff");
  },
};

export const NotHex: Story = {
  args: { defaultValue: "#1f6feb" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await userEvent.clear(input);
    await userEvent.type(input, "blue");
    await expect(input).toBeInvalid();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("blue");
  },
};

export const TypingPassesThroughInvalid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await userEvent.type(input, "#12");
    await expect(input).toBeInvalid();
    await userEvent.type(input, "3");
    await expect(input).toBeValid();
    await userEvent.type(input, "45");
    await expect(input).toBeInvalid();
    await userEvent.type(input, "6");
    await expect(input).toBeValid();
    await userEvent.keyboard("{Backspace>7/}");
    await expect(input).toHaveValue("");
    await expect(input).toBeValid();
  },
};

export const KeyboardOrder: Story = {
  args: { defaultValue: "#1f6feb" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Primary colour" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText("Pick a colour")).toHaveFocus();
  },
};

export const WithoutPicker: Story = {
  args: { defaultValue: "#1f6feb", picker: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText("Pick a colour")).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { defaultValue: "#1f6feb", disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await expect(input).toBeDisabled();
    await expect(canvas.getByLabelText("Pick a colour")).toBeDisabled();
    await userEvent.type(input, "0", { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: "#1f6feb", readOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await userEvent.type(input, "0");
    await expect(input).toHaveValue("#1f6feb");
    await expect(canvas.getByLabelText("Pick a colour")).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const InField: Story = {
  // The Field names the control: its own id would break the label link.
  args: { id: undefined },
  render: function Render(args) {
    const [color, setColor] = useState("#1f6feb");
    const error =
      color === ""
        ? "The primary color field is required."
        : isHexColor(color)
          ? undefined
          : "Use a hex colour such as #1f6feb.";
    return (
      <Field
        label="Primary colour"
        description="Re-tints buttons, links and focus rings."
        error={error}
        required
        className="oc:w-72"
      >
        <ColorField
          {...args}
          value={color}
          onValueChange={(next) => {
            setColor(next);
            args.onValueChange?.(next);
          }}
        />
      </Field>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Primary colour" });
    await expect(input).toHaveAccessibleDescription("Re-tints buttons, links and focus rings.");
    await userEvent.clear(input);
    await expect(input).toBeInvalid();
    await expect(canvas.getByRole("alert")).toHaveTextContent("The primary color field is required.");
    await userEvent.type(input, "#12345g");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Use a hex colour such as #1f6feb.");
    await userEvent.keyboard("{Backspace}f");
    await expect(input).toBeValid();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

const states = [
  { label: "Empty", props: {} },
  { label: "Six digits", props: { defaultValue: "#1f6feb" } },
  { label: "Three digits", props: { defaultValue: "#e11" } },
  { label: "Not hex", props: { defaultValue: "#12345g" } },
  { label: "Disabled", props: { defaultValue: "#16a34a", disabled: true } },
  { label: "Read-only", props: { defaultValue: "#7c3aed", readOnly: true } },
  { label: "Without picker", props: { defaultValue: "#0f172a", picker: false } },
  { label: "Light colour", props: { defaultValue: "#ffffff" } },
] as const;

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[34rem] oc:grid-cols-2 oc:gap-x-6 oc:gap-y-4">
      {states.map((state, index) => (
        <div key={state.label} className="oc:grid oc:gap-2">
          <Label htmlFor={`color-field-all-${index}`}>{state.label}</Label>
          <ColorField id={`color-field-all-${index}`} {...state.props} />
        </div>
      ))}
    </div>
  ),
};
