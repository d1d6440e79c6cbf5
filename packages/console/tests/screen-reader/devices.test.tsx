import { describe, test } from "vitest";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import * as DeviceTableStories from "../../src/features/devices/device-table.stories";
import { expectTranscript, listen, renderStory, typeInto, type Locale } from "./reader";

/** The device screen of a story once its first page shows: the region the reader listens to. */
async function deviceScreen(
  locale?: Locale,
  story: keyof typeof DeviceTableStories & string = "Populated",
): Promise<HTMLElement> {
  await renderStory(DeviceTableStories, story, locale);
  const table = await screen.findByRole("table");
  await waitFor(() => expect(table.querySelectorAll("tbody tr").length).toBeGreaterThanOrEqual(50));
  return table.closest("section")!;
}

const searchTexts = {
  en: { box: "Search text", search: "Search", found: /1 device found/, none: /No devices found/ },
  "zh-TW": { box: "搜尋文字", search: "搜尋", found: /找到 1 台裝置/, none: /找不到裝置/ },
};

async function searchFlow(locale: Locale) {
  const texts = searchTexts[locale];
  const reader = await listen(await deviceScreen(locale));
  const box = screen.getByRole("searchbox", { name: texts.box });
  await typeInto(box, "4A98");
  await reader.mark();
  await userEvent.click(screen.getByRole("button", { name: texts.search }));
  const found = await reader.until(texts.found);
  await typeInto(box, "ZZZZ");
  await reader.mark();
  await userEvent.click(screen.getByRole("button", { name: texts.search }));
  const none = await reader.until(texts.none);
  await expectTranscript([...found, ...none], "device-search", locale);
}

/** Four unlocked devices at the top of page 1, in the list's order; the bulk-lock story fails the second and fourth. */
const toLock = ["AC0053C25B", "AC0656263A", "AC0C22894B", "AC0C9B1CD3"];

describe("the device screen, heard", () => {
  test("a search says how many devices it found, and that it found none", async () => {
    await searchFlow("en");
  });

  test("in Chinese, a search says how many devices it found, and that it found none", async () => {
    await searchFlow("zh-TW");
  });

  test("locking a device says the question, then the result, and where focus lands", async () => {
    await deviceScreen();
    // The confirmation and the toast show outside the screen's region, in the provider's root.
    const reader = await listen(document.body);
    await reader.mark();
    await userEvent.click(screen.getByRole("button", { name: `Lock device ${toLock[0]}` }));
    const asked = await reader.until(/Lock this device\?/);
    await reader.mark();
    await userEvent.click(screen.getByRole("button", { name: "Lock" }));
    const locked = await reader.until(new RegExp(`Device ${toLock[0]} locked`));
    await expectTranscript([...asked, ...locked], "device-lock");
  });

  test("a bulk lock with one failure says each result and offers the retry", async () => {
    await deviceScreen("en", "BulkLockPartialFailure");
    for (const serialNumber of toLock)
      await userEvent.click(screen.getByRole("checkbox", { name: `Select device ${serialNumber}` }));
    const reader = await listen(document.body);
    await reader.mark();
    await userEvent.click(screen.getByRole("button", { name: "Lock 4 devices" }));
    const asked = await reader.until(/Lock 4 devices\?/);
    await reader.mark();
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Lock 4 devices" }));
    const done = await reader.until(/Retry 2 failed/);
    // The counts said while the locks run depend on how their answers interleave; the last one and the rest stay.
    const running = /^polite: [0-3] of 4 done$/;
    await expectTranscript([...asked, ...done.filter((phrase) => !running.test(phrase))], "device-bulk-lock-failure");
  });
});
