import { describe, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { ADMIN, axeViolations, latestMail, signIn, setupE2eSession } from "./harness";

const session = setupE2eSession();
const DAY_MS = 86_400_000;

/** A day's name in the calendar, "Monday, November 23, 2026", in the browser's time zone (the test runner's). */
function dayName(date: Date): string {
  return date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });
}

/** A day's button, whatever the calendar adds around its name ("Today, …", "…, selected"). */
function dayPattern(date: Date): RegExp {
  return new RegExp(`^(Today, )?${dayName(date)}(, |$)`);
}

/** Clicks a day in the open calendar, moving a month back while it is not shown (the picker opens at this month). */
async function clickDay(calendar: Locator, date: Date) {
  const day = calendar.getByRole("button", { name: dayPattern(date) });
  for (let step = 0; step < 3 && (await day.count()) === 0; step++) {
    await calendar.getByRole("button", { name: /previous month/i }).click();
  }
  await day.click();
}

/** Opens the picker and picks the range from `daysBack` days ago to today. */
async function pickRangeEndingToday(page: Page, daysBack: number) {
  await page.getByRole("button", { name: /Pick a date range|–/ }).click();
  const calendar = page.getByRole("dialog");
  const today = new Date();
  await clickDay(calendar, new Date(today.getTime() - daysBack * DAY_MS));
  // The calendar may still show the first day's month: move forward to today's.
  const todayButton = calendar.getByRole("button", { name: dayPattern(today) });
  for (let step = 0; step < 3 && (await todayButton.count()) === 0; step++) {
    await calendar.getByRole("button", { name: /next month/i }).click();
  }
  await todayButton.click();
  await calendar.waitFor({ state: "detached" });
}

describe("export against the reference server", () => {
  test("a range within the plan's limits gives a job id; a longer one gives the range message with its hours", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await page.goto(`${server.url}/export`);
    await page.getByRole("heading", { level: 1, name: "Export" }).waitFor();

    // The demo plan: at most 31 days (744 hours), from 90 days back.
    await pickRangeEndingToday(page, 40);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await page.getByText("The range of start and end time should be between 24 to 744 hours.").waitFor();
    expect(await page.getByRole("textbox", { name: "Job ID" }).count()).toBe(0);

    await pickRangeEndingToday(page, 6);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const jobId = page.getByRole("textbox", { name: "Job ID" });
    await jobId.waitFor();
    expect(await jobId.inputValue()).not.toBe("");
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the solution status test against the reference server", () => {
  test("runs from the user menu with the signed-in account and reports that it is running", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await page.getByRole("button", { name: ADMIN.email }).click();
    await page.getByRole("menuitem", { name: "Solution Status Test" }).click();
    const dialog = page.getByRole("dialog", { name: "Solution Status Test" });
    expect(await dialog.getByRole("textbox", { name: /^Account/ }).inputValue()).toBe(ADMIN.email);
    expect(await dialog.getByRole("textbox", { name: /^Account/ }).isDisabled()).toBe(true);

    await dialog.getByLabel(/^Password/).fill(ADMIN.password);
    await dialog.getByRole("textbox", { name: /^Recipients/ }).fill("ops@example.com, oncall@example.com");
    await dialog.getByRole("button", { name: "Run Test" }).click();
    await page.getByText("Online Testing running....").waitFor();
    await dialog.waitFor({ state: "detached" });
    // The reference server mails the report to the recipients.
    await expect.poll(() => latestMail(server.mailDir)).toContain("The solution status test ran");
  });
});
