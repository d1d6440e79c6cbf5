import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { NativeSelect } from "./native-select";
import { Label } from "../label/label";

const filters = [
  { value: "sn", label: "SN" },
  { value: "model", label: "Model" },
  { value: "online", label: "Status - Online" },
  { value: "offline", label: "Status - Offline" },
];

const filterOptions = filters.map((filter) => (
  <option key={filter.value} value={filter.value}>
    {filter.label}
  </option>
));

const meta = {
  title: "UI/NativeSelect",
  component: NativeSelect,
  args: { id: "native-select-filter", defaultValue: "sn", onChange: fn(), className: "oc:w-48" },
  render: (args) => (
    <div className="oc:grid oc:gap-2">
      <Label htmlFor={args.id}>Filter</Label>
      <NativeSelect {...args}>{filterOptions}</NativeSelect>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Filter" });
    await expect(select).toHaveValue("sn");
    await expect(select).toHaveDisplayValue("SN");
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, step }) => {
    const select = canvas.getByRole("combobox", { name: "Filter" });
    await step("reach it with Tab", async () => {
      await userEvent.tab();
      await expect(select).toHaveFocus();
    });
    await step("choose an option", async () => {
      await userEvent.selectOptions(select, "Status - Offline");
      await expect(select).toHaveValue("offline");
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });
  },
};

export const Small: Story = {
  args: { size: "sm" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Filter" })).toHaveAttribute("data-size", "sm");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Filter" });
    await expect(select).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Filter" })).toBeInvalid();
  },
};

const states = [
  { label: "Default", props: {} },
  { label: "Small", props: { size: "sm" } },
  { label: "Disabled", props: { disabled: true } },
  { label: "Invalid", props: { "aria-invalid": true } },
] as const;

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[28rem] oc:grid-cols-2 oc:gap-4">
      {states.map((state, index) => (
        <div key={state.label} className="oc:grid oc:gap-2">
          <Label htmlFor={`native-select-all-${index}`}>{state.label}</Label>
          <NativeSelect id={`native-select-all-${index}`} defaultValue="model" className="oc:w-full" {...state.props}>
            {filterOptions}
          </NativeSelect>
        </div>
      ))}
    </div>
  ),
};
