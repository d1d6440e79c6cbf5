import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { FIRMWARE_MAX_BYTES, STATUS } from "@org/api-client";
import { createTestServer } from "../test-support/harness.js";
import type { TestServer } from "../test-support/harness.js";

let server: TestServer | undefined;
afterEach(() => {
  server?.dispose();
  server = undefined;
});

const sha1 = (bytes: Uint8Array | string) => createHash("sha1").update(bytes).digest("hex");

function firmwareForm(fields: {
  bytes: Uint8Array<ArrayBuffer>;
  sha1: string;
  name?: string;
  model?: string;
  version?: string;
}): FormData {
  const form = new FormData();
  form.append("inputVersion", fields.version ?? "9.9.9");
  form.append("inputLastVersion", "1.4.0");
  form.append("inputSHA1", fields.sha1);
  form.append("inputModel", fields.model ?? "AC-2200");
  form.append("file", new File([fields.bytes], fields.name ?? "ac_v9.9.9.bin"), fields.name ?? "ac_v9.9.9.bin");
  form.append("trigger", "true");
  return form;
}

describe("firmware", () => {
  it("an upload whose SHA-1 matches the file is listed, stored under the data directory and downloads byte for byte", async () => {
    server = await createTestServer();
    const bytes = new TextEncoder().encode("firmware image for the AC-2200\n".repeat(100));
    const file = new File([bytes], "ac_v9.9.9.bin", { type: "application/octet-stream" });
    const progress: number[] = [];
    await server.api.firmware.upload(
      { model: "AC-2200", version: "9.9.9", previousVersion: "1.4.0", sha1: sha1(bytes), file, trigger: true },
      { onProgress: (f) => progress.push(f) },
    );
    expect(progress.at(-1)).toBe(1);
    const listed = (await server.api.firmware.list()).find((firmware) => firmware.id === "ac_v9.9.9.bin");
    expect(listed).toMatchObject({
      version: "9.9.9",
      previousVersion: "1.4.0",
      model: "AC-2200",
      sha1: sha1(bytes),
      size: bytes.length,
      trigger: true,
    });
    expect(server.files.exists(`firmware/${sha1(bytes)}-ac_v9.9.9.bin`)).toBe(true);
    const download = await server.fetch(listed?.url ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="ac_v9.9.9.bin"');
    expect(sha1(new Uint8Array(await download.arrayBuffer()))).toBe(sha1(bytes));
    await server.api.firmware.delete("ac_v9.9.9.bin");
    expect(server.files.exists(`firmware/${sha1(bytes)}-ac_v9.9.9.bin`)).toBe(false);
  });

  it("firmware for a model no device has yet is accepted: an operator prepares a launch before it", async () => {
    server = await createTestServer();
    const bytes = new TextEncoder().encode("firmware for a model that ships next month\n");
    const answer = await server.call("POST", "/fw/upload", {
      body: firmwareForm({ bytes, sha1: sha1(bytes), model: "AC-9000-NEW", name: "ac9000_v1.0.0.bin" }),
    });
    expect(answer.status).toBe(200);
    const listed = (await server.api.firmware.list()).find((firmware) => firmware.id === "ac9000_v1.0.0.bin");
    expect(listed).toMatchObject({ model: "AC-9000-NEW", sha1: sha1(bytes) });
  });

  it("a SHA-1 that does not match the file answers 400 naming inputSHA1, and nothing is stored", async () => {
    server = await createTestServer();
    const before = server.counts();
    const answer = await server.call("POST", "/fw/upload", {
      body: firmwareForm({ bytes: new Uint8Array([1, 2, 3]), sha1: sha1("something else") }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: "inputSHA1" });
    expect(server.counts()).toEqual(before);
    expect(server.files.exists(`firmware/${sha1(new Uint8Array([1, 2, 3]))}-ac_v9.9.9.bin`)).toBe(false);
  });

  it("a file of 4 MB or more is refused (413 above the limit, 400 at it), and nothing is stored", async () => {
    server = await createTestServer();
    const before = server.counts();
    const atLimit = new Uint8Array(FIRMWARE_MAX_BYTES);
    const exactly = await server.call("POST", "/fw/upload", {
      body: firmwareForm({ bytes: atLimit, sha1: sha1(atLimit) }),
    });
    expect(exactly.status).toBe(400);
    expect(await exactly.json()).toMatchObject({ field: "file" });
    const over = new Uint8Array(FIRMWARE_MAX_BYTES + 200_000);
    const tooBig = await server.call("POST", "/fw/upload", { body: firmwareForm({ bytes: over, sha1: sha1(over) }) });
    expect(tooBig.status).toBe(STATUS.payloadTooLarge);
    expect(await tooBig.json()).toMatchObject({ field: "file" });
    expect(server.counts()).toEqual(before);
  });

  it("a hostile file name is stored under a safe name inside the data directory", async () => {
    server = await createTestServer();
    const bytes = new Uint8Array([7, 7, 7]);
    const answer = await server.call("POST", "/fw/upload", {
      body: firmwareForm({ bytes, sha1: sha1(bytes), name: "../../../etc/passwd" }),
    });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    expect(id).toBe("etc_passwd");
    expect(server.files.exists(`firmware/${sha1(bytes)}-etc_passwd`)).toBe(true);
  });

  it("deleting takes a form-encoded id and answers 404 for an unknown one", async () => {
    server = await createTestServer();
    const [first] = await server.api.firmware.list();
    const gone = await server.call("POST", "/fw/delete", {
      body: new URLSearchParams({ id: first?.id ?? "" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(gone.status).toBe(204);
    const again = await server.call("POST", "/fw/delete", {
      body: new URLSearchParams({ id: first?.id ?? "" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(again.status).toBe(404);
  });
});
