import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CommandPalette } from "./command-palette";
import type { PreferenceStorage } from "../../provider/console-provider";
import { expectInWindow, expectNoSidewaysScroll } from "../../shared/stories/on-screen";
import { failsOnce, scenario } from "../../shared/stories/scenario";

// What the fake holds (seed 1) is written out below rather than computed. If the seeded data changes, take the new
// values from the fake's answers.

/** A device of the fake, its model, and the one device whose serial number holds "AC00". */
const device = { sn: "AC0053C25B", model: "AC-3500" };
/** The fake's six users whose e-mail holds "chen", in its order; the palette lists five. */
const chenUsers = [
  "daniel.cheng@example.org",
  "mchen81@example.com",
  "chen.sato@example.net",
  "mia.chen@example.org",
  "lucas.chen@example.com",
];

const screens = ["Devices", "Export", "Firmware List", "Information Model", "Notifications", "Theme", "Users"];

const navigate = fn().mockName("navigate");

/** A storage holding the given recent items, as `localStorage` would after earlier visits. */
function storageWith(items: unknown[]): PreferenceStorage {
  const values = new Map([["oc:palette:recent", JSON.stringify(items)]]);
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

async function palette() {
  return screen.findByRole("dialog", { name: "Quick search" });
}

function searchBox(dialog: HTMLElement) {
  return within(dialog).getByRole("combobox", { name: "Search devices, users and screens" });
}

/** The options under a group's heading. */
function optionsIn(dialog: HTMLElement, heading: string): string[] {
  const group = within(dialog).getByRole("group", { name: heading });
  return within(group)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
}

const meta = {
  title: "Console/CommandPalette",
  component: CommandPalette,
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { console: { navigate }, docs: { story: { inline: false, height: "520px" } } },
  args: { defaultOpen: true, onOpenChange: fn() },
  // The palette opens over a page: a field to type in and a button that had focus before it opened.
  render: (args) => (
    <div className="oc:grid oc:max-w-sm oc:gap-3">
      <label className="oc:grid oc:gap-1 oc:text-sm">
        Notes
        <input className="oc:rounded-md oc:border oc:px-2 oc:py-1" />
      </label>
      <button type="button" className="oc:justify-self-start oc:rounded-md oc:border oc:px-3 oc:py-1 oc:text-sm">
        Before
      </button>
      <CommandPalette {...args} />
    </div>
  ),
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const searching = scenario({ record: ["devices.list", "users.list"] });

/** Opened for the first time: nothing recent yet, so the seven screens. */
export const Empty: Story = {
  play: async ({ step }) => {
    const dialog = await palette();
    await step("the search box has focus and the screens are listed", async () => {
      await expect(searchBox(dialog)).toHaveFocus();
      await expect(optionsIn(dialog, "Screens")).toEqual(screens);
      await expect(within(dialog).queryByRole("group", { name: "Recent" })).toBeNull();
    });
    await step("a screen is one Enter away", async () => {
      await userEvent.keyboard("{ArrowDown}{Enter}");
      await expect(navigate).toHaveBeenCalledWith("/export");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
  },
};

/** What the operator opened from the palette before is listed first. */
export const RecentItems: Story = {
  parameters: {
    console: {
      preferences: storageWith([
        { kind: "device", id: device.sn },
        { kind: "user", id: "mia.chen@example.org" },
        { kind: "screen", id: "firmware" },
        { kind: "unknown", id: "dropped" },
      ]),
    },
  },
  play: async ({ step }) => {
    const dialog = await palette();
    await step("the recent device, user and screen come first, then the screens", async () => {
      await expect(optionsIn(dialog, "Recent")).toEqual([
        `${device.sn}Device`,
        "mia.chen@example.orgUser",
        "Firmware ListScreen",
      ]);
      await expect(optionsIn(dialog, "Screens")).toEqual(screens);
    });
    await step("Enter opens the highlighted one, the latest", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(navigate).toHaveBeenCalledWith(`/device/${device.sn}`);
    });
  },
};

/** A serial number finds its device through the device search, once typing pauses. */
export const FindsDeviceBySerialNumber: Story = {
  beforeEach: searching.beforeEach,
  parameters: searching.parameters,
  play: async ({ step }) => {
    const dialog = await palette();
    await step("typing the serial number lists the device with its model", async () => {
      await userEvent.type(searchBox(dialog), device.sn);
      await waitFor(() => expect(optionsIn(dialog, "Devices")).toEqual([`${device.sn}${device.model}`]));
    });
    await step("one search is sent, for the whole text, with no user search for it", async () => {
      await expect(searching.calls["devices.list"]).toHaveBeenCalledTimes(1);
      await expect(searching.calls["devices.list"]).toHaveBeenCalledWith({ limit: 5, offset: 0, identity: device.sn });
    });
    await step("Enter opens the device's page", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(navigate).toHaveBeenCalledWith(`/device/${device.sn}`);
    });
  },
};

/** Part of an e-mail finds users through the user search; the palette lists five. */
export const FindsUserByEmail: Story = {
  beforeEach: searching.beforeEach,
  parameters: searching.parameters,
  play: async ({ step }) => {
    const dialog = await palette();
    await step("typing part of an e-mail lists the users whose e-mail holds it", async () => {
      await userEvent.type(searchBox(dialog), "chen");
      await waitFor(() => expect(optionsIn(dialog, "Users")).toEqual(chenUsers));
      await expect(searching.calls["users.list"]).toHaveBeenCalledWith({
        limit: 5,
        offset: 0,
        filter: { email: "chen" },
      });
    });
    await step("the arrow keys move to a user; Enter opens that user", async () => {
      // No screen or device matches "chen": the first user is highlighted, the arrow moves to the second.
      await userEvent.keyboard("{ArrowDown}");
      await expect(within(dialog).getByRole("option", { name: chenUsers[1] })).toHaveAttribute("aria-selected", "true");
      await expect(searchBox(dialog)).toHaveAttribute(
        "aria-activedescendant",
        within(dialog).getByRole("option", { name: chenUsers[1] }).id,
      );
      await userEvent.keyboard("{Enter}");
      await expect(navigate).toHaveBeenCalledWith(`/user/${encodeURIComponent(chenUsers[1]!)}`);
    });
  },
};

/** Text that matches nothing says so. */
export const NoResults: Story = {
  play: async () => {
    const dialog = await palette();
    await userEvent.type(searchBox(dialog), "zzzz");
    await expect(await within(dialog).findByText("No results for “zzzz”.")).toBeVisible();
    await expect(within(dialog).queryAllByRole("option")).toEqual([]);
  },
};

const slow = scenario({ slow: ["devices.list", "users.list"] });

/** The searches are under way: the matching screens show at once, and a status says the rest is coming. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  parameters: slow.parameters,
  play: async () => {
    const dialog = await palette();
    await userEvent.type(searchBox(dialog), "users");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Searching…");
    await expect(optionsIn(dialog, "Screens")).toEqual(["Users"]);
  },
};

const userSearchFails = failsOnce("users.list", 500);

/** The user search fails: the alert says so in the user list's words, and Retry asks again. */
export const UserSearchFails: Story = {
  beforeEach: userSearchFails.beforeEach,
  parameters: userSearchFails.parameters,
  play: async ({ step }) => {
    const dialog = await palette();
    await userEvent.type(searchBox(dialog), "chen");
    const alert = await within(dialog).findByRole("alert");
    await step("the alert names what failed, with the documented text", async () => {
      await expect(alert).toHaveTextContent("Couldn't search users");
      await expect(alert).toHaveTextContent("Failed to get users.");
    });
    await step("Retry finds the users", async () => {
      await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
      await waitFor(() => expect(optionsIn(dialog, "Users")).toEqual(chenUsers));
      await expect(within(dialog).queryByRole("alert")).toBeNull();
    });
  },
};

const deviceSearchFails = failsOnce("devices.list", 500);

/** The device search fails: the users found still show beside the alert. */
export const DeviceSearchFails: Story = {
  beforeEach: deviceSearchFails.beforeEach,
  parameters: deviceSearchFails.parameters,
  play: async () => {
    const dialog = await palette();
    await userEvent.type(searchBox(dialog), "chen");
    const alert = await within(dialog).findByRole("alert");
    await expect(alert).toHaveTextContent("Couldn't search devices");
    await expect(alert).toHaveTextContent("Failed to get data, please try again later.");
    await waitFor(() => expect(optionsIn(dialog, "Users")).toEqual(chenUsers));
  },
};

/** The whole trip from the keyboard: Ctrl+K, type, arrows, Enter; and Escape puts focus back where it was. */
export const KeyboardFlow: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, step }) => {
    const before = canvas.getByRole("button", { name: "Before" });
    await step("Ctrl+K opens the palette from a button", async () => {
      before.focus();
      await userEvent.keyboard("{Control>}k{/Control}");
      await expect(searchBox(await palette())).toHaveFocus();
    });
    await step("Escape closes it and focus goes back to the button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(before).toHaveFocus();
    });
    await step("⌘K opens it too; typing, an arrow and Enter go to a screen", async () => {
      await userEvent.keyboard("{Meta>}k{/Meta}");
      const dialog = await palette();
      await userEvent.type(searchBox(dialog), "i");
      await waitFor(() => expect(optionsIn(dialog, "Screens")).toContain("Firmware List"));
      // "i" matches Devices, Firmware List, Information Model, Notifications: the arrow moves to the second.
      await userEvent.keyboard("{ArrowDown}{Enter}");
      await expect(navigate).toHaveBeenCalledWith("/firmware");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(before).toHaveFocus();
    });
  },
};

/** The shortcut reads the key's place, not its letter: on a Russian layout Ctrl+K types "л", and still opens it. */
export const NonLatinLayout: Story = {
  args: { defaultOpen: false },
  play: async () => {
    // user-event has no keyboard layouts; a key press with another layout's character is dispatched as the browser
    // would send it.
    document.body.dispatchEvent(
      new KeyboardEvent("keydown", { key: "л", code: "KeyK", ctrlKey: true, bubbles: true, cancelable: true }),
    );
    await expect(await palette()).toBeVisible();
  },
};

/** Ctrl+K does nothing while the operator types in a field, or while an input method composes text. */
export const ShortcutIgnoredWhileTyping: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, step }) => {
    await step("in a text field, Ctrl+K is the field's", async () => {
      await userEvent.click(canvas.getByRole("textbox", { name: "Notes" }));
      await userEvent.keyboard("{Control>}k{/Control}");
      await expect(screen.queryByRole("dialog")).toBeNull();
    });
    await step("during composition (Zhuyin, Pinyin, Japanese) it does nothing either", async () => {
      canvas.getByRole("button", { name: "Before" }).focus();
      // user-event cannot compose; the key press an input method sends mid-composition is dispatched as is.
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key: "k", code: "KeyK", ctrlKey: true, isComposing: true, bubbles: true }),
      );
      await expect(screen.queryByRole("dialog")).toBeNull();
      await expect(args.onOpenChange).not.toHaveBeenCalled();
    });
  },
};

/** Chinese: the headings, the screens and the status speak zh-TW. */
export const Chinese: Story = {
  globals: { locale: "zh-TW" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "快速搜尋" });
    await expect(within(dialog).getByRole("group", { name: "畫面" })).toBeVisible();
    await expect(within(dialog).getByRole("option", { name: "韌體列表" })).toBeVisible();
    await userEvent.type(within(dialog).getByRole("combobox", { name: "搜尋裝置、使用者與畫面" }), "zzzz");
    await expect(await within(dialog).findByText("找不到「zzzz」的結果。")).toBeVisible();
  },
};

/** A phone (390 px): the palette takes the width, fits the window and finds a user. */
export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async () => {
    const dialog = await palette();
    await expectInWindow(dialog);
    await userEvent.type(searchBox(dialog), "chen");
    await waitFor(() => expect(optionsIn(dialog, "Users")).toEqual(chenUsers));
    for (const option of within(dialog).getAllByRole("option")) await expectInWindow(option);
    await expectNoSidewaysScroll();
  },
};

/** A phone in dark mode, with results. */
export const PhoneDark: Story = {
  globals: { viewport: { value: "phone" }, colorMode: "dark" },
  play: async () => {
    const dialog = await palette();
    await userEvent.type(searchBox(dialog), device.sn);
    await waitFor(() => expect(optionsIn(dialog, "Devices")).toEqual([`${device.sn}${device.model}`]));
    await expectInWindow(dialog);
  },
};
