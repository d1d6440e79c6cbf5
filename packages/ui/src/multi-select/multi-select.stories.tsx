import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CheckIcon, ChevronDownIcon, XIcon } from "lucide-react";
import { MultiSelect } from "./multi-select";
import { Label } from "../label/label";
import { Field } from "../field/field";

const families = [
  { value: "smart-plug", label: "Smart Plug" },
  { value: "door-lock", label: "Door Lock" },
  { value: "thermostat", label: "Thermostat" },
  { value: "air-purifier", label: "Air Purifier" },
  { value: "ceiling-fan", label: "Ceiling Fan" },
];

const meta = {
  title: "UI/MultiSelect",
  component: MultiSelect,
  args: {
    id: "multi-select-story",
    options: families,
    placeholder: "Choose family names",
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  render: (args) => (
    <div className="grid w-80 gap-2">
      <Label htmlFor={args.id}>Family names</Label>
      <MultiSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const chipRemover = (name: string) => screen.queryByRole("button", { name: `Remove ${name}` });

export const Empty: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await expect(combobox).toHaveTextContent("Choose family names");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(combobox);
    const listbox = await screen.findByRole("listbox", { name: "Family names" });
    await expect(listbox).toHaveAttribute("aria-multiselectable", "true");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(families.length);
    for (const option of within(listbox).getAllByRole("option"))
      await expect(option).toHaveAttribute("aria-selected", "false");
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await step("open with Enter", async () => {
      await userEvent.tab();
      await expect(combobox).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await screen.findByRole("listbox");
      await expect(combobox).toHaveAttribute("aria-expanded", "true");
      await expect(combobox).toHaveAttribute(
        "aria-activedescendant",
        screen.getByRole("option", { name: "Smart Plug" }).id,
      );
    });
    await step("move with the arrows, toggle with Enter and Space", async () => {
      await userEvent.keyboard("{ArrowDown}");
      await expect(combobox).toHaveAttribute(
        "aria-activedescendant",
        screen.getByRole("option", { name: "Door Lock" }).id,
      );
      await userEvent.keyboard("{Enter}");
      await expect(screen.getByRole("option", { name: "Door Lock" })).toHaveAttribute("aria-selected", "true");
      await userEvent.keyboard("{ArrowDown}{ArrowDown} ");
      await expect(screen.getByRole("option", { name: "Air Purifier" })).toHaveAttribute("aria-selected", "true");
      await expect(args.onValueChange).toHaveBeenLastCalledWith(["door-lock", "air-purifier"]);
    });
    await step("deselect with Space", async () => {
      await userEvent.keyboard("{ArrowUp}{ArrowUp} ");
      await expect(screen.getByRole("option", { name: "Door Lock" })).toHaveAttribute("aria-selected", "false");
      await expect(args.onValueChange).toHaveBeenLastCalledWith(["air-purifier"]);
    });
    await step("close with Escape, focus stays on the combobox", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
      await expect(combobox).toHaveFocus();
      await expect(combobox).toHaveAttribute("aria-expanded", "false");
      await expect(chipRemover("Air Purifier")).toBeVisible();
      await expect(chipRemover("Door Lock")).not.toBeInTheDocument();
    });
  },
};

export const OpenWithArrowKeys: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    combobox.focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await expect(combobox).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Smart Plug" }).id,
    );
    await userEvent.keyboard("{End}");
    await expect(combobox).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Ceiling Fan" }).id,
    );
    await userEvent.keyboard("{Home}");
    await expect(combobox).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Smart Plug" }).id,
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await userEvent.keyboard("{ArrowUp}");
    await screen.findByRole("listbox");
    await expect(combobox).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Ceiling Fan" }).id,
    );
    await userEvent.keyboard("{Escape}");
  },
};

export const OpenWithSpace: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    combobox.focus();
    await userEvent.keyboard(" ");
    await screen.findByRole("listbox");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(screen.getByRole("option", { name: "Smart Plug" })).toHaveAttribute("aria-selected", "true");
    await expect(screen.getByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Typeahead: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    combobox.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("t");
    await expect(combobox).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Thermostat" }).id,
    );
    await userEvent.keyboard("c{Enter}");
    await expect(screen.getByRole("option", { name: "Ceiling Fan" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
  },
};

export const MouseSelection: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await userEvent.click(combobox);
    const listbox = await screen.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Thermostat" }));
    await userEvent.click(within(listbox).getByRole("option", { name: "Smart Plug" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["smart-plug", "thermostat"]);
    await expect(combobox).toHaveFocus();
    await userEvent.click(within(listbox).getByRole("option", { name: "Thermostat" }));
    await expect(within(listbox).getByRole("option", { name: "Thermostat" })).toHaveAttribute("aria-selected", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["smart-plug"]);
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(chipRemover("Smart Plug")).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { defaultValue: ["door-lock", "smart-plug"] },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await expect(combobox).not.toHaveTextContent("Choose family names");
    // Chips follow the order of the options, not the order of selection.
    const chips = canvas.getAllByRole("button", { name: /^Remove / });
    await expect(chips.map((chip) => chip.getAttribute("aria-label"))).toEqual([
      "Remove Smart Plug",
      "Remove Door Lock",
    ]);
    await userEvent.click(combobox);
    await expect(await screen.findByRole("option", { name: "Door Lock" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
  },
};

export const RemoveWithChip: Story = {
  args: { defaultValue: ["smart-plug", "door-lock", "thermostat"] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove Door Lock" }));
    await expect(canvas.queryByRole("button", { name: "Remove Door Lock" })).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["smart-plug", "thermostat"]);
    await expect(canvas.getByRole("combobox", { name: "Family names" })).toHaveFocus();
  },
};

export const RemoveWithKeyboard: Story = {
  args: { defaultValue: ["smart-plug", "thermostat"] },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Remove Smart Plug" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Remove Thermostat" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["smart-plug"]);
    await expect(canvas.getByRole("combobox", { name: "Family names" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: ["thermostat"], disabled: true },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await expect(combobox).toBeDisabled();
    await expect(canvas.getByText("Thermostat")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Remove Thermostat" })).not.toBeInTheDocument();
    await userEvent.click(combobox, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    options: families.map((family) => (family.value === "door-lock" ? { ...family, disabled: true } : family)),
  },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    combobox.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Door Lock" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expect(combobox).toHaveAttribute(
      "aria-activedescendant",
      within(listbox).getByRole("option", { name: "Thermostat" }).id,
    );
    await userEvent.click(within(listbox).getByRole("option", { name: "Door Lock" }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
  },
};

export const NoOptions: Story = {
  args: { options: [], emptyLabel: "No information models yet" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Family names" }));
    await expect(await screen.findByText("No information models yet")).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("No information models yet")).not.toBeInTheDocument());
  },
};

export const TranslatedLabels: Story = {
  args: {
    defaultValue: ["smart-plug"],
    placeholder: "選擇型號家族",
    emptyLabel: "沒有選項",
    removeLabel: (label: string) => `移除 ${label}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "移除 Smart Plug" })).toBeVisible();
  },
};

export const RequiredInField: Story = {
  args: { id: undefined },
  render: function Render(args) {
    const [value, setValue] = useState<string[]>([]);
    return (
      <Field
        className="w-80"
        label="Info. Model"
        required
        description="The rule applies to devices of these families."
        error={value.length === 0 ? "The family name field is required." : undefined}
      >
        <MultiSelect
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
      </Field>
    );
  },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Info. Model" });
    await expect(combobox).toBeInvalid();
    await expect(combobox).toBeRequired();
    await expect(combobox).toHaveAccessibleDescription(
      "The rule applies to devices of these families. The family name field is required.",
    );
    combobox.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Enter}{Escape}");
    await expect(combobox).toBeValid();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(["thermostat"]);
    return (
      <div className="grid w-80 gap-2">
        <Label htmlFor={args.id}>Family names</Label>
        <MultiSelect
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <p className="text-sm text-muted-foreground">{value.length} selected</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Family names" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ceiling Fan" }));
    await expect(canvas.getByText("2 selected")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("button", { name: "Remove Thermostat" }));
    await expect(canvas.getByText("1 selected")).toBeVisible();
  },
};

/** A static copy of the open list: a real one would portal out of the screenshot. */
function StaticList() {
  const selected = new Set(["smart-plug", "thermostat"]);
  return (
    <div
      role="listbox"
      aria-label="Family names (static preview)"
      aria-multiselectable="true"
      className="w-64 rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
    >
      {families.map((family, index) => {
        const isSelected = selected.has(family.value);
        return (
          <div
            key={family.value}
            role="option"
            aria-selected={isSelected}
            className={`flex items-center gap-2 rounded-sm px-2 py-1.5 ${index === 1 ? "bg-accent text-accent-foreground" : ""}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-4 place-content-center rounded-[4px] border shadow-xs ${isSelected ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background"}`}
            >
              {isSelected ? <CheckIcon className="size-3.5" strokeWidth={3} /> : null}
            </span>
            {family.label}
          </div>
        );
      })}
    </div>
  );
}

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="flex gap-8">
      <div className="grid w-72 content-start gap-4">
        <div className="grid gap-2">
          <Label htmlFor="multi-select-all-empty">Empty</Label>
          <MultiSelect id="multi-select-all-empty" options={families} placeholder="Choose family names" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="multi-select-all-value">With values</Label>
          <MultiSelect
            id="multi-select-all-value"
            options={families}
            defaultValue={["smart-plug", "thermostat", "air-purifier", "ceiling-fan"]}
          />
        </div>
        <Field label="Invalid" error="The family name field is required.">
          <MultiSelect options={families} placeholder="Choose family names" />
        </Field>
        <div className="grid gap-2">
          <Label htmlFor="multi-select-all-disabled">Disabled</Label>
          <MultiSelect id="multi-select-all-disabled" options={families} defaultValue={["door-lock"]} disabled />
        </div>
      </div>
      <div className="grid content-start gap-2">
        <span className="text-sm font-medium">Open list</span>
        <div className="flex w-64 items-center gap-1 rounded-md border border-ring p-[3px] text-sm shadow-xs ring-[3px] ring-ring/40">
          <span className="inline-flex h-7 items-center gap-0.5 rounded-sm bg-secondary pr-0.5 pl-2 text-xs font-medium text-secondary-foreground">
            Smart Plug
            <XIcon className="m-1.5 size-3.5 text-muted-foreground" aria-hidden="true" />
          </span>
          <span className="inline-flex h-7 items-center gap-0.5 rounded-sm bg-secondary pr-0.5 pl-2 text-xs font-medium text-secondary-foreground">
            Thermostat
            <XIcon className="m-1.5 size-3.5 text-muted-foreground" aria-hidden="true" />
          </span>
          <ChevronDownIcon className="mr-1.5 ml-auto size-4 text-muted-foreground" aria-hidden="true" />
        </div>
        <StaticList />
      </div>
    </div>
  ),
};
