import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { pngBytes } from "@org/api-client/testing";
import { apiGet as apiGetAt, axeViolations, signIn, setupE2eSession } from "./harness";

const session = setupE2eSession();
const apiGet = <T>(page: Page, path: string) => apiGetAt<T>(page, session.server.url, path);

type WireFirmware = { id: string; sha1: string; version: string; model: string };
type WireModel = { familyName: string; name: string; images: { thumbnail: { uri: string } | null } };

/** Bytes that look like a firmware image: the same for a given seed, different for another. */
function firmwareBytes(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed;
  for (let index = 0; index < size; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

const sha1 = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex");

/** Opens the Add Firmware dialog and fills it; the file goes in last, so its SHA-1 is the browser's to fill. */
async function fillFirmwareForm(page: Page, file: { name: string; bytes: Buffer }) {
  await page.goto(`${session.server.url}/firmware`);
  await page.getByRole("table", { name: "Firmware" }).getByRole("row").nth(1).waitFor();
  await page.getByRole("button", { name: "Add firmware" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Firmware" });
  await dialog.getByLabel("Model").fill("AC-2200");
  await dialog.getByRole("textbox", { name: /^Version/ }).fill("1.5.0");
  await dialog.getByLabel("Previous Version").fill("1.4.0");
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: file.name, mimeType: "application/octet-stream", buffer: file.bytes });
  return dialog;
}

/** A valid information model of one switch, as YAML. */
function modelYaml(familyName: string, familyMembers: readonly string[]): string {
  return [
    `familyName: ${familyName}`,
    `familyMembers: [${familyMembers.join(", ")}]`,
    "deviceId: H50",
    "components:",
    "  - id: power",
    "    type: switch",
    "    title: Power",
    "    models:",
    "      - key: H00",
    "        values:",
    '          - { value: 0, text: "Off" }',
    '          - { value: 1, text: "On" }',
    "controlLayout:",
    "  primary: [H00]",
    "scheduleLayout:",
    "  primary: [H00]",
    "",
  ].join("\n");
}

async function openModelUpload(page: Page, file: { name: string; text: string }) {
  await page.goto(`${session.server.url}/informationModel`);
  await page.getByRole("table", { name: "Information models" }).getByRole("row").nth(1).waitFor();
  await page.getByRole("button", { name: "Upload information model" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload information model" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: file.name, mimeType: "application/yaml", buffer: Buffer.from(file.text) });
  return dialog;
}

describe("firmware against the reference server", () => {
  test("the browser fills in the file's SHA-1, the upload is listed, and the download is byte-identical", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const file = { name: "ac-2200-e2e.bin", bytes: firmwareBytes(300 * 1024, 7) };
    const dialog = await fillFirmwareForm(page, file);

    await expect.poll(() => dialog.getByLabel("SHA1").inputValue()).toBe(sha1(file.bytes));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Firmware uploaded").waitFor();
    await dialog.waitFor({ state: "detached" });

    const link = page.getByRole("link", { name: `Download ${file.name}` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const downloaded = await readFile(await download.path());
    expect(downloaded.equals(file.bytes)).toBe(true);

    const listed = (await apiGet<WireFirmware[]>(page, "/fw/list")).find((firmware) => firmware.id === file.name);
    expect(listed).toMatchObject({ sha1: sha1(file.bytes), version: "1.5.0", model: "AC-2200" });
  });

  test("a typed SHA-1 that is not the file's is warned about, refused by the server, and the form keeps its values", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const file = { name: "ac-2200-wrong-sha.bin", bytes: firmwareBytes(64 * 1024, 11) };
    const dialog = await fillFirmwareForm(page, file);
    await expect.poll(() => dialog.getByLabel("SHA1").inputValue()).toBe(sha1(file.bytes));

    const wrong = sha1(Buffer.from("not the firmware"));
    await dialog.getByLabel("SHA1").fill(wrong);
    await dialog.getByText("The SHA1 you typed differs from the chosen file's").waitFor();
    await dialog.getByRole("button", { name: "Upload" }).click();

    await dialog.getByText("There was an issue uploading firmware, please try again later.").waitFor();
    expect(await dialog.getByLabel("Model").inputValue()).toBe("AC-2200");
    expect(await dialog.getByLabel("SHA1").inputValue()).toBe(wrong);
    const listed = await apiGet<WireFirmware[]>(page, "/fw/list");
    expect(listed.some((firmware) => firmware.id === file.name)).toBe(false);
  });
});

describe("information models against the reference server", () => {
  test("a model the screen cannot render shows that screen's error, and the rest of the console keeps working", async () => {
    const { page } = session;
    await signIn(page, session.server.url);
    // A backend sends a model last modified at a time no date holds: rendering it throws a RangeError.
    await page.route("**/api:1/info-model", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const answer = await route.fetch();
      const models = (await answer.json()) as Record<string, unknown>[];
      await route.fulfill({ response: answer, json: models.map((model) => ({ ...model, timestamp: 1e308 })) });
    });
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));
    try {
      await page.goto(`${session.server.url}/informationModel`);
      const alert = page.getByRole("alert").filter({ hasText: "This screen could not be shown." });
      await alert.waitFor();
      expect(await page.getByRole("navigation").first().isVisible()).toBe(true);
      await page.getByRole("link", { name: "Devices" }).click();
      await page.locator('[data-slot="data-table-row"]').first().waitFor();
      expect(await alert.count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.unroute("**/api:1/info-model");
    }
  });

  test("a YAML model is checked, uploaded, listed, and downloads as JSON under its family name", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const dialog = await openModelUpload(page, {
      name: "water-heater.yaml",
      text: modelYaml("WaterHeater", ["WH-50", "WH-80"]),
    });
    const upload = dialog.getByRole("button", { name: "Upload", exact: true });
    await expect.poll(() => upload.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await upload.click();
    await page.getByText("Information model uploaded").waitFor();

    const row = page.getByRole("row").filter({ hasText: "WaterHeater" });
    await row.getByText("water-heater.yaml").waitFor();
    await page.getByRole("button", { name: "Download WaterHeater" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("WaterHeater.json");
    const content = JSON.parse(await readFile(await download.path(), "utf8")) as {
      familyName: string;
      familyMembers: string[];
    };
    expect(content).toMatchObject({ familyName: "WaterHeater", familyMembers: ["WH-50", "WH-80"] });
  });

  test("a broken model is not sent, and each problem names its path", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const broken = modelYaml("Heater", ["HT-1"]).replace("    title: Power\n", "");
    let sent = false;
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/info-model")) sent = true;
    });
    const dialog = await openModelUpload(page, { name: "heater.yaml", text: broken });

    const problems = dialog.getByRole("table").filter({ hasText: "heater.yaml" });
    const row = problems.getByRole("row").filter({ hasText: "/components/0/title" });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain("is required");
    expect(await dialog.getByRole("button", { name: "Upload", exact: true }).isDisabled()).toBe(true);
    expect(sent).toBe(false);
  });

  test("a thumbnail uploaded for a family shows in its row", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    const before = (await apiGet<WireModel[]>(page, "/info-model")).find((model) => model.familyName === "CeilingFan");
    expect(before?.images.thumbnail).toBeNull();

    await page.goto(`${server.url}/informationModel`);
    await page.getByRole("button", { name: "Upload images for CeilingFan" }).click();
    const dialog = page.getByRole("dialog", { name: "Images of CeilingFan" });
    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: "ceiling-fan.png",
        mimeType: "image/png",
        buffer: Buffer.from(pngBytes(320, 320, "#2E7D32")),
      });
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Images saved").waitFor();

    // The thumbnail is the picture of the row's "Edit images" button, which replaced "Upload images".
    const thumbnail = page
      .getByRole("button", { name: "Edit images of CeilingFan" })
      .getByAltText("Thumbnail of CeilingFan");
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(320);
  });

  test("deleting a model that a notification rule uses is refused with SPEC's message, and the row stays", async () => {
    const { page, server } = session;
    await signIn(page, server.url);
    await page.goto(`${server.url}/informationModel`);
    await page.getByRole("button", { name: "Delete AirConditioner" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();

    await page
      .getByText(
        "There was an issue deleting information model. Please make sure the change won't affect notification settings and try again.",
      )
      .waitFor();
    expect(await page.getByRole("row").filter({ hasText: "AirConditioner" }).count()).toBe(1);
    const models = await apiGet<WireModel[]>(page, "/info-model");
    expect(models.some((model) => model.familyName === "AirConditioner")).toBe(true);
  });
});
