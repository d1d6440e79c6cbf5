import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN, apiGet as apiGetAt, signIn, setupE2eSession } from "./harness";

const session = setupE2eSession();
const apiGet = <T>(page: Page, path: string) => apiGetAt<T>(page, session.server.url, path);

type WireUser = { id: string | number; email: string; status: number | string };


/** The first users the server lists, other than the built-in administrator. */
async function customers(page: Page): Promise<WireUser[]> {
  const answer = await apiGet<{ items: WireUser[] }>(page, "/users?limit=20&offset=0");
  return answer.items.filter((user) => user.email !== ADMIN.email);
}

/** The number in the "Total users" box, once it has loaded. */
async function shownTotal(page: Page): Promise<number> {
  const value = page.getByRole("group", { name: "Total users" }).locator("data");
  await value.waitFor();
  return Number(await value.getAttribute("value"));
}

describe("the user list against the reference server", () => {
  test("deactivating and reactivating a user persists each time", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const user = (await customers(page)).find((candidate) => Number(candidate.status) === 1)!;

    await page.goto(`${server.url}/user/${encodeURIComponent(user.email)}`);
    const toggle = page.getByRole("switch", { name: `Active: ${user.email}` });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await page.reload();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await page.reload();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
  });

  test("the built-in administrator's switch cannot be turned off", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await page.goto(`${server.url}/user/${encodeURIComponent(ADMIN.email)}`);
    const toggle = page.getByRole("switch", { name: `Active: ${ADMIN.email}` });
    await toggle.waitFor();
    expect(await toggle.isDisabled()).toBe(true);
  });

  test("deleting a user removes the row, drops the total by one, and the server agrees", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const user = (await customers(page))[3]!;

    await page.goto(`${server.url}/user`);
    const before = await shownTotal(page);
    await page.goto(`${server.url}/user/${encodeURIComponent(user.email)}`);
    await page.getByRole("button", { name: `Delete ${user.email}` }).click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.textContent()).toContain(user.email);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();

    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: `Delete ${user.email}` }).count()).toBe(0);
    await expect.poll(() => shownTotal(page)).toBe(before - 1);

    await page.goto(`${server.url}/user`);
    await expect.poll(() => shownTotal(page)).toBe(before - 1);
    expect((await customers(page)).some((candidate) => candidate.email === user.email)).toBe(false);
  });

  test("a search under 4 characters explains itself and cannot be sent", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await page.goto(`${server.url}/user`);
    await page.getByLabel("Email", { exact: true }).fill("abc");
    await expect.poll(() => page.getByText("The search field must be at least 4 characters.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Search", exact: true }).isDisabled()).toBe(true);
  });
});
