import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Input } from "../input/input";
import { Textarea } from "../textarea/textarea";
import { Switch } from "../switch/switch";
import { Checkbox } from "../checkbox/checkbox";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select";

const meta = {
  title: "UI/Field",
  component: Field,
  subcomponents: { FieldLabel, FieldControl, FieldDescription, FieldError },
  args: { label: "Version", children: <Input placeholder="1.0.0" /> },
  render: (args) => (
    <div className="oc:w-80">
      <Field {...args} />
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Version" });
    await userEvent.type(input, "1.2.3");
    await expect(input).toHaveValue("1.2.3");
    await expect(input).toBeValid();
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

export const WithDescription: Story = {
  args: { description: "The version this firmware upgrades to." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Version" });
    await expect(input).toHaveAccessibleDescription("The version this firmware upgrades to.");
    await expect(input).toBeValid();
  },
};

export const SemverError: Story = {
  args: {
    description: "The version this firmware upgrades to.",
    error: "Must be semver (X.X.X)",
    children: <Input defaultValue="1.2" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Version" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("The version this firmware upgrades to. Must be semver (X.X.X)");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Must be semver (X.X.X)");
  },
};

export const SearchTooShort: Story = {
  args: {
    label: "Search",
    error: "The search field must be at least 4 characters.",
    children: <Input type="search" defaultValue="ops" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("searchbox", { name: "Search" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("The search field must be at least 4 characters.");
  },
};

export const RequiredFieldError: Story = {
  args: {
    label: "Model",
    required: true,
    error: "The Model field is required.",
    children: <Input />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Model" });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("The Model field is required.");
  },
};

export const KeyFormatError: Story = {
  args: {
    label: "Key",
    error: "The key field is required and should has correct format (e.g. H00).",
    children: <Input defaultValue="X1" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Key" })).toHaveAccessibleDescription(
      "The key field is required and should has correct format (e.g. H00).",
    );
  },
};

export const PasswordLengthError: Story = {
  args: {
    label: "New password",
    description: "8 to 20 characters.",
    error: "Passwords must be between 8-20 characters",
    children: <Input type="password" defaultValue="short" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("New password");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("8 to 20 characters. Passwords must be between 8-20 characters");
  },
};

export const MessageTooLong: Story = {
  args: {
    label: "Message",
    description: "Up to 160 characters.",
    error: "The message may not be greater than 160 characters.",
    children: <Textarea defaultValue="The front door was opened while the alarm was armed." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeInvalid();
  },
};

export const Required: Story = {
  args: { label: "Model", required: true, children: <Input /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Model" });
    await expect(input).toBeRequired();
    await expect(input).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: "Set by the server.", children: <Input defaultValue="1.0.0" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Version" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "9", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("1.0.0");
  },
};

export const HorizontalSwitch: Story = {
  args: {
    label: "Trigger",
    orientation: "horizontal",
    description: "Devices install this firmware as soon as they see it.",
    children: <Switch />,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Trigger" });
    await expect(toggle).toHaveAccessibleDescription("Devices install this firmware as soon as they see it.");
    await userEvent.click(canvas.getByText("Trigger"));
    await expect(toggle).toBeChecked();
  },
};

export const HorizontalCheckboxError: Story = {
  args: {
    label: "I accept the terms",
    orientation: "horizontal",
    error: "You must accept the terms.",
    children: <Checkbox />,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I accept the terms" });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription("You must accept the terms.");
  },
};

export const RenderPropSelect: Story = {
  args: {
    label: "Rule type",
    required: true,
    error: "The rule type field is required.",
    children: (control) => (
      <Select>
        <SelectTrigger width="full" {...control}>
          <SelectValue placeholder="Choose a rule type" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="status">Device Status</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Rule type" });
    await expect(trigger).toBeInvalid();
    await expect(trigger).toHaveAccessibleDescription("The rule type field is required.");
  },
};

export const Composed: Story = {
  args: {
    label: undefined,
    description: "Lower-case letters and dashes.",
    error: "Only lower-case letters and dashes.",
  },
  render: (args) => (
    <Field {...args} className="oc:w-80">
      <div className="oc:flex oc:items-baseline oc:justify-between">
        <FieldLabel>URL scheme</FieldLabel>
        <span className="oc:text-xs oc:text-muted-foreground">Optional</span>
      </div>
      <FieldControl>
        <Input defaultValue="My_App" />
      </FieldControl>
      <FieldDescription />
      <FieldError />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "URL scheme" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "Lower-case letters and dashes. Only lower-case letters and dashes.",
    );
  },
};

const semver = /^\d+\.\d+\.\d+$/;

export const ValidatesWhileTyping: Story = {
  render: function Render(args) {
    const [version, setVersion] = useState("");
    const error = version !== "" && !semver.test(version) ? "Must be semver (X.X.X)" : undefined;
    return (
      <Field {...args} className="oc:w-80" label="Version" error={error} required>
        <Input value={version} onChange={(event) => setVersion(event.target.value)} />
      </Field>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Version" });
    await userEvent.type(input, "1.2");
    await expect(input).toBeInvalid();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Must be semver (X.X.X)");
    await userEvent.type(input, ".3");
    await waitFor(() => expect(input).toBeValid());
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[40rem] oc:grid-cols-2 oc:gap-x-8 oc:gap-y-5">
      <Field label="Version">
        <Input placeholder="1.0.0" />
      </Field>
      <Field label="Version" description="The version this firmware upgrades to.">
        <Input defaultValue="1.2.3" />
      </Field>
      <Field label="Version" error="Must be semver (X.X.X)">
        <Input defaultValue="1.2" />
      </Field>
      <Field label="Search" error="The search field must be at least 4 characters.">
        <Input defaultValue="ops" />
      </Field>
      <Field label="Model" required>
        <Input />
      </Field>
      <Field label="Version" description="Set by the server." disabled>
        <Input defaultValue="1.0.0" />
      </Field>
      <Field label="Trigger" orientation="horizontal" description="Install as soon as devices see it.">
        <Switch defaultChecked />
      </Field>
      <Field label="I accept the terms" orientation="horizontal" error="You must accept the terms.">
        <Checkbox />
      </Field>
    </div>
  ),
};
