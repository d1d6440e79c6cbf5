import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Input } from "./input";
import { Label } from "../label/label";

const meta = {
  title: "UI/Input",
  component: Input,
  args: { id: "input-story", placeholder: "name@example.com", onChange: fn() },
  render: (args) => (
    <div className="oc:grid oc:w-72 oc:gap-2">
      <Label htmlFor={args.id}>Email</Label>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "ops@example.com");
    await expect(input).toHaveValue("ops@example.com");
    await expect(args.onChange).toHaveBeenCalledTimes("ops@example.com".length);
  },
};

export const WithValue: Story = {
  args: { defaultValue: "ops@example.com" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.tripleClick(input);
    await userEvent.keyboard("{Backspace}");
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("placeholder", "name@example.com");
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "ops@example.com" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("ops@example.com");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "ops@example.com" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("ops@example.com");
    await expect(input).toHaveAttribute("readonly");
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "ops@" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeInvalid();
  },
};

export const Password: Story = {
  args: { type: "password", placeholder: undefined, autoComplete: "current-password" },
  render: (args) => (
    <div className="oc:grid oc:w-72 oc:gap-2">
      <Label htmlFor={args.id}>Password</Label>
      <Input {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Password");
    await userEvent.type(input, "s3cret-pass");
    await expect(input).toHaveValue("s3cret-pass");
    await expect(input).toHaveAttribute("type", "password");
  },
};

export const FileUpload: Story = {
  args: { type: "file", placeholder: undefined },
  render: (args) => (
    <div className="oc:grid oc:w-72 oc:gap-2">
      <Label htmlFor={args.id}>Logo</Label>
      <Input {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Logo");
    await userEvent.upload(input, new File(["png"], "logo.png", { type: "image/png" }));
    await expect((input as HTMLInputElement).files?.[0]?.name).toBe("logo.png");
  },
};

const states = [
  { label: "Empty", props: { placeholder: "name@example.com" } },
  { label: "With value", props: { defaultValue: "ops@example.com" } },
  { label: "Disabled", props: { defaultValue: "ops@example.com", disabled: true } },
  { label: "Read-only", props: { defaultValue: "ops@example.com", readOnly: true } },
  { label: "Invalid", props: { defaultValue: "ops@", "aria-invalid": true } },
  { label: "File", props: { type: "file" } },
] as const;

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[36rem] oc:grid-cols-2 oc:gap-4">
      {states.map((state, index) => (
        <div key={state.label} className="oc:grid oc:gap-2">
          <Label htmlFor={`input-all-${index}`}>{state.label}</Label>
          <Input id={`input-all-${index}`} {...state.props} />
        </div>
      ))}
    </div>
  ),
};
