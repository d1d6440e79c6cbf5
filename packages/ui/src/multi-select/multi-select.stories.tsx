import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CheckIcon, ChevronDownIcon, SearchIcon, XIcon } from "lucide-react";
import { MultiSelect } from "./multi-select";
import { Label } from "../label/label";
import { Field } from "../field/field";
import { Button } from "../button/button";
import { cn } from "../lib/cn";

const families = [
  { value: "smart-plug", label: "Smart Plug" },
  { value: "door-lock", label: "Door Lock" },
  { value: "thermostat", label: "Thermostat" },
  { value: "air-purifier", label: "Air Purifier" },
  { value: "ceiling-fan", label: "Ceiling Fan" },
];

const manyFamilies = [
  "Air Conditioner",
  "Air Purifier",
  "Baby Monitor",
  "Ceiling Fan",
  "Coffee Maker",
  "Curtain Motor",
  "Dehumidifier",
  "Dishwasher",
  "Door Lock",
  "Doorbell Camera",
  "Garage Door",
  "Gas Detector",
  "Heat Pump",
  "Humidifier",
  "Indoor Camera",
  "Leak Sensor",
  "Light Bulb",
  "Light Strip",
  "Motion Sensor",
  "Outdoor Camera",
  "Pet Feeder",
  "Refrigerator",
  "Robot Vacuum",
  "Smart Plug",
  "Smoke Alarm",
  "Sprinkler",
  "Thermostat",
  "Washing Machine",
  "Water Heater",
  "Window Sensor",
].map((label) => ({ value: label.toLowerCase().replaceAll(" ", "-"), label }));

const meta = {
  title: "UI/MultiSelect",
  component: MultiSelect,
  args: {
    id: "multi-select-story",
    options: families,
    placeholder: "Choose family names",
    searchPlaceholder: "Search family names",
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  render: (args) => (
    <div className="oc:grid oc:w-80 oc:gap-2">
      <Label htmlFor={args.id}>Family names</Label>
      <MultiSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const chipRemover = (name: string) => screen.queryByRole("button", { name: `Remove ${name}` });
const option = (name: string) => screen.getByRole("option", { name });
const searchBox = () => screen.getByRole("combobox", { name: "Search family names" });
/** Waits until the option the arrow keys have reached, as the search box tells assistive technology, is `name`. */
const expectActive = (name: string) =>
  waitFor(() => expect(searchBox()).toHaveAttribute("aria-activedescendant", option(name).id));
const listClosed = () => waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
/**
 * Closes the popup with a click beside it. Stories whose search box holds text close it so rather than with Escape:
 * user-event sends a change event when that box loses focus as it goes, in the middle of React's act() flush, and
 * React reports the next update as one outside act(). That is the test tool's doing, not the component's.
 */
const closeByClickingOutside = async () => {
  // The popup is modal and turns the body's pointer events off, so the click lands on the root element.
  await userEvent.click(document.documentElement);
  await listClosed();
};

export const Empty: Story = {
  play: async ({ canvas, step }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await step("the closed field shows its placeholder", async () => {
      await expect(combobox).toHaveTextContent("Choose family names");
      await expect(combobox).toHaveAttribute("aria-expanded", "false");
      await expect(combobox).toHaveAttribute("aria-haspopup", "dialog");
    });
    await step("a click opens a search box over every option, none picked", async () => {
      await userEvent.click(combobox);
      const dialog = await screen.findByRole("dialog", { name: "Family names" });
      await expect(combobox).toHaveAttribute("aria-expanded", "true");
      await expect(combobox).toHaveAttribute("aria-controls", dialog.id);
      await expect(searchBox()).toHaveFocus();
      const listbox = within(dialog).getByRole("listbox", { name: "Family names" });
      const options = within(listbox).getAllByRole("option");
      await expect(options.map((item) => item.textContent)).toEqual(families.map((family) => family.label));
      for (const item of options) await expect(item).toHaveAttribute("aria-checked", "false");
      await expectActive("Smart Plug");
    });
    await userEvent.keyboard("{Escape}");
    await listClosed();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await step("Tab reaches the field, Enter opens it in the search box", async () => {
      await userEvent.tab();
      await expect(combobox).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await screen.findByRole("listbox");
      await expect(searchBox()).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step("the arrows move, Enter picks", async () => {
      await userEvent.keyboard("{ArrowDown}");
      await expectActive("Door Lock");
      await userEvent.keyboard("{Enter}");
      await expect(option("Door Lock")).toHaveAttribute("aria-checked", "true");
      await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
      await expect(option("Air Purifier")).toHaveAttribute("aria-checked", "true");
      await expect(args.onValueChange).toHaveBeenLastCalledWith(["door-lock", "air-purifier"]);
    });
    await step("Enter again unpicks", async () => {
      await userEvent.keyboard("{ArrowUp}{ArrowUp}{Enter}");
      await expect(option("Door Lock")).toHaveAttribute("aria-checked", "false");
      await expect(args.onValueChange).toHaveBeenLastCalledWith(["air-purifier"]);
    });
    await step("Escape closes, and focus is back on the field with its chip", async () => {
      await userEvent.keyboard("{Escape}");
      await listClosed();
      await expect(combobox).toHaveFocus();
      await expect(combobox).toHaveAttribute("aria-expanded", "false");
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(chipRemover("Air Purifier")).toBeVisible();
      await expect(chipRemover("Door Lock")).not.toBeInTheDocument();
    });
  },
};

export const OpenWithArrowDown: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    combobox.focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(searchBox()).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expectActive("Ceiling Fan");
    await userEvent.keyboard("{Home}");
    await expectActive("Smart Plug");
    await userEvent.keyboard("{Escape}");
    await listClosed();
    await expect(combobox).toHaveFocus();
  },
};

export const OpenWithSpace: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    combobox.focus();
    await userEvent.keyboard(" ");
    await screen.findByRole("listbox");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(searchBox()).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenByDefault: Story = {
  args: { defaultOpen: true, defaultValue: ["thermostat"] },
  play: async () => {
    await expect(await screen.findByRole("dialog", { name: "Family names" })).toBeVisible();
    await waitFor(() => expect(searchBox()).toHaveFocus());
    await expect(option("Thermostat")).toHaveAttribute("aria-checked", "true");
  },
};

export const SearchLongList: Story = {
  args: { options: manyFamilies },
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await userEvent.click(combobox);
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(manyFamilies.length);
    await step("typing keeps the options whose label contains the text, in their order", async () => {
      await userEvent.type(searchBox(), "CAMERA");
      await waitFor(() =>
        expect(
          within(listbox)
            .getAllByRole("option")
            .map((item) => item.textContent),
        ).toEqual(["Doorbell Camera", "Indoor Camera", "Outdoor Camera"]),
      );
      await expectActive("Doorbell Camera");
    });
    await step("Enter picks the highlighted match, and the search stays for the next pick", async () => {
      await userEvent.keyboard("{ArrowDown}{Enter}");
      await expect(args.onValueChange).toHaveBeenLastCalledWith(["indoor-camera"]);
      await expect(searchBox()).toHaveValue("CAMERA");
    });
    await step("a search that matches nothing says so", async () => {
      await userEvent.clear(searchBox());
      await userEvent.type(searchBox(), "toaster");
      await expect(await screen.findByText("No results")).toBeVisible();
      await expect(within(listbox).queryAllByRole("option")).toHaveLength(0);
    });
    await step("the search starts afresh on the next opening", async () => {
      await closeByClickingOutside();
      await userEvent.click(combobox);
      await screen.findByRole("listbox");
      await expect(searchBox()).toHaveValue("");
      await expect(screen.getAllByRole("option")).toHaveLength(manyFamilies.length);
    });
    await userEvent.keyboard("{Escape}");
    await listClosed();
  },
};

/** Ends with the popup open, so the accessibility check runs on a filtered list. */
export const Searching: Story = {
  args: { options: manyFamilies, defaultValue: ["indoor-camera"] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Family names" }));
    await screen.findByRole("listbox");
    await userEvent.type(searchBox(), "camera");
    await expectActive("Doorbell Camera");
    await userEvent.keyboard("{ArrowDown}");
    await expectActive("Indoor Camera");
    await expect(option("Indoor Camera")).toHaveAttribute("aria-checked", "true");
  },
};

export const TypeToSearch: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole("combobox", { name: "Family names" }).focus();
    await userEvent.keyboard("th");
    await screen.findByRole("listbox");
    await expect(searchBox()).toHaveValue("th");
    await expect(screen.getAllByRole("option").map((item) => item.textContent)).toEqual(["Thermostat"]);
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["thermostat"]);
    await closeByClickingOutside();
  },
};

export const BackspaceRemovesLastChip: Story = {
  args: { defaultValue: ["smart-plug", "thermostat"] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Family names" }));
    await screen.findByRole("listbox");
    await userEvent.type(searchBox(), "x{Backspace}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Backspace}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["smart-plug"]);
    await expect(option("Thermostat")).toHaveAttribute("aria-checked", "false");
    await userEvent.keyboard("{Escape}");
    await listClosed();
    await expect(chipRemover("Thermostat")).not.toBeInTheDocument();
    await expect(chipRemover("Smart Plug")).toBeVisible();
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
    await expect(searchBox()).toHaveFocus();
    await userEvent.click(within(listbox).getByRole("option", { name: "Thermostat" }));
    await expect(within(listbox).getByRole("option", { name: "Thermostat" })).toHaveAttribute("aria-checked", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["smart-plug"]);
    await closeByClickingOutside();
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
    // Focused, the combobox itself says what is picked.
    await expect(combobox).toHaveTextContent("Smart Plug, Door Lock");
    await userEvent.click(combobox);
    await expect(await screen.findByRole("option", { name: "Door Lock" })).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{Escape}");
    await listClosed();
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
    await expect(canvas.getByText("Thermostat", { selector: "[data-slot=multi-select-chip] *" })).toBeVisible();
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
    canvas.getByRole("combobox", { name: "Family names" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Door Lock" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expectActive("Thermostat");
    await userEvent.click(within(listbox).getByRole("option", { name: "Door Lock" }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    await listClosed();
  },
};

export const NoOptions: Story = {
  args: { options: [], emptyLabel: "No information models yet" },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await userEvent.click(combobox);
    await expect(await screen.findByText("No information models yet")).toBeVisible();
    await expect(screen.queryByRole("combobox", { name: "Search family names" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("No information models yet")).not.toBeInTheDocument());
    await expect(combobox).toHaveFocus();
  },
};

/** Lets the story below hand the options over while the popup is open, as a slow answer would. */
const arrival = { now: () => {} };

/**
 * Options that arrive while the popup is open (an operator opened it before the list had loaded): the search box
 * appears and takes the focus from the popup, so that typing searches.
 */
export const OptionsArriveWhileOpen: Story = {
  args: { emptyLabel: "Loading family names" },
  render: function Render(args) {
    const [options, setOptions] = useState<typeof families>([]);
    arrival.now = () => setOptions(families);
    return (
      <div className="oc:grid oc:w-80 oc:gap-2">
        <Label htmlFor={args.id}>Family names</Label>
        <MultiSelect {...args} options={options} />
      </div>
    );
  },
  play: async ({ canvas, step }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await step("Opened before the options arrive, the popup itself has focus", async () => {
      combobox.focus();
      await userEvent.keyboard("{ArrowDown}");
      await screen.findByText("Loading family names");
      await waitFor(() => expect(document.activeElement).toHaveAttribute("data-slot", "multi-select-content"));
    });
    await step("The options arrive: the search box takes focus, and typing searches", async () => {
      arrival.now();
      await waitFor(() => expect(searchBox()).toHaveFocus());
      await userEvent.keyboard("Door");
      await expectActive("Door Lock");
      await closeByClickingOutside();
    });
  },
};

export const TranslatedLabels: Story = {
  args: {
    defaultValue: ["smart-plug"],
    placeholder: "選擇型號家族",
    searchPlaceholder: "搜尋型號家族",
    emptyLabel: "沒有選項",
    noResultsLabel: "找不到符合的型號家族",
    removeLabel: (label: string) => `移除 ${label}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "移除 Smart Plug" })).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Family names" }));
    const search = await screen.findByRole("combobox", { name: "搜尋型號家族" });
    await expect(search).toHaveAttribute("placeholder", "搜尋型號家族");
    await userEvent.type(search, "冷氣");
    await expect(await screen.findByText("找不到符合的型號家族")).toBeVisible();
    await closeByClickingOutside();
  },
};

export const InvalidInField: Story = {
  args: { id: undefined },
  render: function Render(args) {
    const [value, setValue] = useState<string[]>([]);
    return (
      <Field
        className="oc:w-80"
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
    await expect(canvas.getByRole("alert")).toHaveTextContent("The family name field is required.");
    combobox.focus();
    await userEvent.keyboard("{Enter}");
    // The popup takes the field's label, without the required field's asterisk.
    await expect(await screen.findByRole("dialog", { name: "Info. Model" })).toBeVisible();
    await expect(screen.getByRole("listbox", { name: "Info. Model" })).toBeVisible();
    await userEvent.keyboard("{Enter}{Escape}");
    await listClosed();
    await expect(combobox).toBeValid();
    await expect(combobox).toHaveAccessibleDescription("The rule applies to devices of these families.");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(["thermostat"]);
    return (
      <div className="oc:grid oc:w-80 oc:gap-2">
        <Label htmlFor={args.id}>Family names</Label>
        <MultiSelect
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <p className="oc:text-sm oc:text-muted-foreground">{value.length} selected</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Family names" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ceiling Fan" }));
    await userEvent.keyboard("{Escape}");
    await listClosed();
    await expect(canvas.getByText("2 selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Thermostat" }));
    await expect(canvas.getByText("1 selected")).toBeVisible();
  },
};

export const InForm: Story = {
  args: { name: "familyName", defaultValue: ["door-lock"] },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState<string[]>();
    return (
      <form
        className="oc:grid oc:w-80 oc:gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(new FormData(event.currentTarget).getAll("familyName").map(String));
        }}
      >
        <Label htmlFor={args.id}>Family names</Label>
        <MultiSelect {...args} />
        <Button type="submit" variant="outline" className="oc:justify-self-start">
          Save
        </Button>
        {submitted ? <output className="oc:text-sm">Sent: {submitted.join(", ")}</output> : null}
      </form>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Family names" }));
    await screen.findByRole("listbox");
    // Enter picks in the list without submitting the form.
    await userEvent.keyboard("{Enter}{Escape}");
    await listClosed();
    await expect(canvas.queryByText(/^Sent:/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(canvas.getByText("Sent: smart-plug, door-lock")).toBeVisible();
  },
};

/** A static copy of the open popup: a real one would portal out of the screenshot. */
function StaticPopup() {
  const selected = new Set(["smart-plug", "thermostat"]);
  return (
    <div className="oc:w-64 oc:overflow-hidden oc:rounded-md oc:border oc:bg-popover oc:text-sm oc:text-popover-foreground oc:shadow-md">
      <div className="oc:flex oc:h-9 oc:items-center oc:gap-2 oc:border-b oc:px-3">
        <SearchIcon className="oc:size-4 oc:shrink-0 oc:text-muted-foreground" aria-hidden="true" />
        <span className="oc:text-muted-foreground">Search family names</span>
      </div>
      <div role="listbox" aria-label="Family names (static preview)" className="oc:p-1">
        {families.map((family, index) => {
          const isSelected = selected.has(family.value);
          return (
            <div
              key={family.value}
              role="option"
              aria-selected={index === 1}
              aria-checked={isSelected}
              className={cn(
                "oc:flex oc:items-center oc:gap-2 oc:rounded-sm oc:px-2 oc:py-1.5",
                index === 1 && "oc:bg-accent oc:text-accent-foreground",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "oc:grid oc:size-4 oc:place-content-center oc:rounded-[4px] oc:border oc:shadow-xs",
                  isSelected
                    ? "oc:border-primary oc:bg-primary oc:text-primary-foreground"
                    : "oc:border-input oc:bg-background",
                )}
              >
                {isSelected ? <CheckIcon className="oc:size-3.5" strokeWidth={3} /> : null}
              </span>
              {family.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:gap-8">
      <div className="oc:grid oc:w-72 oc:content-start oc:gap-4">
        <div className="oc:grid oc:gap-2">
          <Label htmlFor="multi-select-all-empty">Empty</Label>
          <MultiSelect id="multi-select-all-empty" options={families} placeholder="Choose family names" />
        </div>
        <div className="oc:grid oc:gap-2">
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
        <div className="oc:grid oc:gap-2">
          <Label htmlFor="multi-select-all-disabled">Disabled</Label>
          <MultiSelect id="multi-select-all-disabled" options={families} defaultValue={["door-lock"]} disabled />
        </div>
      </div>
      <div className="oc:grid oc:content-start oc:gap-2">
        <span className="oc:text-sm oc:font-medium">Open list</span>
        <div className="oc:flex oc:w-64 oc:items-center oc:gap-1 oc:rounded-md oc:border oc:border-ring oc:p-[3px] oc:text-sm oc:shadow-xs oc:ring-[3px] oc:ring-ring/40">
          <span className="oc:inline-flex oc:h-7 oc:items-center oc:gap-0.5 oc:rounded-sm oc:bg-secondary oc:pr-0.5 oc:pl-2 oc:text-xs oc:font-medium oc:text-secondary-foreground">
            Smart Plug
            <XIcon className="oc:m-1.5 oc:size-3.5 oc:text-muted-foreground" aria-hidden="true" />
          </span>
          <span className="oc:inline-flex oc:h-7 oc:items-center oc:gap-0.5 oc:rounded-sm oc:bg-secondary oc:pr-0.5 oc:pl-2 oc:text-xs oc:font-medium oc:text-secondary-foreground">
            Thermostat
            <XIcon className="oc:m-1.5 oc:size-3.5 oc:text-muted-foreground" aria-hidden="true" />
          </span>
          <ChevronDownIcon className="oc:mr-1.5 oc:ml-auto oc:size-4 oc:text-muted-foreground" aria-hidden="true" />
        </div>
        <StaticPopup />
      </div>
    </div>
  ),
};

/**
 * A form library's ref (react-hook-form focuses a field that shows a message) reaches the combobox, and the popup,
 * which needs the combobox itself, still opens against it.
 */
export const RefReachesTheCombobox: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLButtonElement>(null);
    return (
      <div className="oc:grid oc:w-80 oc:gap-2">
        <Label htmlFor={args.id}>Family names</Label>
        <MultiSelect {...args} ref={ref} />
        <Button type="button" variant="outline" onClick={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    );
  },
  play: async ({ canvas, step }) => {
    const combobox = canvas.getByRole("combobox", { name: "Family names" });
    await step("the ref focuses the combobox", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Focus the field" }));
      await expect(combobox).toHaveFocus();
    });
    await step("the popup still opens and picks", async () => {
      await userEvent.keyboard("{Enter}");
      await screen.findByRole("dialog", { name: "Family names" });
      await userEvent.click(option("Thermostat"));
      await closeByClickingOutside();
      await expect(chipRemover("Thermostat")).toBeInTheDocument();
    });
    await step("removing the chip keeps focus in the field, which needs the component's own ref", async () => {
      await userEvent.click(chipRemover("Thermostat")!);
      await expect(chipRemover("Thermostat")).not.toBeInTheDocument();
      await expect(combobox).toHaveFocus();
    });
  },
};
