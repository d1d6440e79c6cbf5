import { describe, expect, it, vi } from "vitest";
import { BUILT_IN_ADMIN_EMAIL, IMAGE_MAX_BYTES, SERVICE_PASSWORD_PLACEHOLDER } from "../contract/constants.js";
import { createFakeApi } from "./fake-api.js";
import { everyDevice, rejection } from "./fake-api.test-helpers.js";
import { FAKE_ADMIN_TOKEN } from "./fake-data.js";
import { sha1Hex } from "../contract/sha1.js";
import { pngBytes } from "./file-bytes.js";

describe("createFakeApi behaviour", () => {
  it("fails a chosen method with a status, leaving the others working", async () => {
    const api = createFakeApi({ fail: { "devices.list": 500 } });
    expect(await rejection(api.devices.list(everyDevice))).toMatchObject({ status: 500, kind: "http" });
    await expect(api.devices.totals()).resolves.toMatchObject({ devices: 120 });
  });

  it("fails with a network error or with a body of your choosing", async () => {
    const api = createFakeApi({
      fail: (method) =>
        method === "firmware.upload"
          ? "network"
          : method === "notificationRules.create"
            ? { status: 400, body: { message: "ownerId is missing" } }
            : undefined,
    });
    const file = new File([new Uint8Array(1)], "fw.bin");
    expect(
      (
        await rejection(
          api.firmware.upload({ model: "M", version: "1.0.0", previousVersion: "0.1.0", sha1: "a".repeat(40), file }),
        )
      ).kind,
    ).toBe("network");
    const error = await rejection(
      api.notificationRules.create({
        ruleType: "deviceStatus",
        familyNames: ["AirConditioner"],
        actions: [{ title: "t", body: "b" }],
        event: { conditions: [{ key: "H00", op: "eq", target: 1 }] },
        recipients: [],
      }),
    );
    expect(error.body).toEqual({ message: "ownerId is missing" });
  });

  it("calls onUnauthorized when a call fails with 403, from a bad token or a chosen failure", async () => {
    const onUnauthorized = vi.fn();
    const api = createFakeApi({ getToken: () => "stale", onUnauthorized });
    expect((await rejection(api.users.list({ limit: 5, offset: 0 }))).status).toBe(403);
    await expect(api.theme.get()).resolves.toBeDefined();
    expect((await rejection(createFakeApi({ fail: { "theme.get": 403 }, onUnauthorized }).theme.get())).status).toBe(
      403,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("accepts its own admin token and the tokens it signs in with", async () => {
    const api = createFakeApi({ getToken: () => FAKE_ADMIN_TOKEN });
    const { token } = await api.session.signIn({ email: BUILT_IN_ADMIN_EMAIL, password: "Admin1234" });
    await expect(api.withOptions({ getToken: () => token }).session.check()).resolves.toBeUndefined();
  });

  it("lets only administrators sign in: an end user with the right password gets 401", async () => {
    const api = createFakeApi();
    const user = api.data.users.find((candidate) => !candidate.isAdmin && candidate.status === 1);
    const error = await rejection(api.session.signIn({ email: user?.email ?? "", password: user?.password ?? "" }));
    expect(error.status).toBe(401);
    if (user) user.isAdmin = true;
    await expect(
      api.session.signIn({ email: user?.email ?? "", password: user?.password ?? "" }),
    ).resolves.toHaveProperty("token");
  });

  it("never reads back the stored e-mail password, and keeps it when the placeholder is saved", async () => {
    const api = createFakeApi();
    const stored = api.data.serviceConfigs.email?.connection_password;
    const read = await api.serviceConfig.get("email");
    const form = { ...read, connection_port: read.connection_port ?? 465 };
    expect(stored).not.toBe("");
    expect(read.connection_password).toBe(SERVICE_PASSWORD_PLACEHOLDER);
    await api.serviceConfig.update("email", form);
    expect(api.data.serviceConfigs.email?.connection_password).toBe(stored);
    // A new server with the placeholder would hand the stored password to whoever runs that server.
    const moved = await rejection(
      api.serviceConfig.update("email", { ...form, connection_server: "smtp.changed.example" }),
    );
    expect(moved.body).toMatchObject({ field: "connection_password" });
    expect(api.data.serviceConfigs.email?.connection_server).toBe(read.connection_server);
    await api.serviceConfig.update("email", { ...form, connection_password: "NewSecret1" });
    expect(api.data.serviceConfigs.email?.connection_password).toBe("NewSecret1");
  });

  it("reads an empty password, not the placeholder, when none is stored", async () => {
    const api = createFakeApi();
    api.data.serviceConfigs = {};
    expect((await api.serviceConfig.get("email")).connection_password).toBe("");
  });

  it("accepts, with its default options, a firmware file whose SHA-1 the operator computed, as a story sends it", async () => {
    const api = createFakeApi();
    const file = new File([new TextEncoder().encode("AC-2200 firmware 3.0.0")], "AC-2200_v3.0.0.bin");
    await api.firmware.upload({
      model: "AC-2200",
      version: "3.0.0",
      previousVersion: "2.1.0",
      sha1: await sha1Hex(file),
      file,
    });
    expect((await api.firmware.list()).find((firmware) => firmware.id === "AC-2200_v3.0.0.bin")?.size).toBe(file.size);
    const wrong = await rejection(
      api.firmware.upload({
        model: "AC-2200",
        version: "3.0.1",
        previousVersion: "3.0.0",
        sha1: "a".repeat(40),
        file,
      }),
    );
    expect(wrong).toMatchObject({ status: 400, message: "inputSHA1: The SHA1 does not match the uploaded file." });
  });

  it("refuses an image over 2048 KB with 400, even a real one", async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(pngBytes(240, 240));
    const thumbnail = new File([big], "thumb.png", { type: "image/png" });
    const error = await rejection(createFakeApi().images.upload({ familyName: "CeilingFan", thumbnail }));
    expect(error.status).toBe(400);
  });

  it("checks both images before storing either", async () => {
    const api = createFakeApi();
    const thumbnail = new File([pngBytes(240, 240)], "thumb.png", { type: "image/png" });
    const banner = new File([pngBytes(300, 240)], "banner.png", { type: "image/png" });
    const error = await rejection(api.images.upload({ familyName: "CeilingFan", thumbnail, banner }));
    expect(error.body).toMatchObject({ field: "banner" });
    expect(api.data.informationModels.find((model) => model.familyName === "CeilingFan")?.images).toEqual({
      thumbnail: null,
      banner: null,
    });
  });

  it("waits latencyMs before answering, and can be cancelled meanwhile", async () => {
    vi.useFakeTimers();
    try {
      const api = createFakeApi({ latencyMs: 300 });
      const settled = vi.fn();
      const pending = api.theme.get().then(settled);
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toHaveBeenCalledOnce();

      const controller = new AbortController();
      const cancelled = rejection(api.devices.list(everyDevice, { signal: controller.signal }));
      controller.abort();
      expect((await cancelled).kind).toBe("aborted");
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports upload progress from 0 to 1", async () => {
    const api = createFakeApi();
    const progress: number[] = [];
    const banner = new File([pngBytes(750, 240)], "banner.png", { type: "image/png" });
    await api.images.upload(
      { familyName: "CeilingFan", banner },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(progress).toEqual([0, 0.5, 1]);
    expect(
      (await api.informationModels.list()).find((model) => model.familyName === "CeilingFan")?.images.banner?.uri,
    ).toMatch(/^data:image\/png;base64,/);
  });

  it("shares its data with the views made by withOptions", async () => {
    const api = createFakeApi();
    const slow = api.withOptions({ latencyMs: 1 });
    const { devices } = await api.devices.list({ limit: 1, offset: 0, tag: { name: "connected", value: "1" } });
    await slow.devices.lock(devices[0]?.identity ?? "");
    expect(api.data.devices.find((device) => device.identity === devices[0]?.identity)?.locked).toBe(true);
  });

  it("serves theme files as data URLs, so stories need no server", () => {
    expect(createFakeApi().theme.fileUrl("logo.png")).toMatch(/^data:image\/svg\+xml/);
  });

  it("validates requests like the server, answering 400 with the contract's message", async () => {
    const error = await rejection(createFakeApi().session.resetPassword({ new_password: "short", reset_token: "x" }));
    expect(error).toMatchObject({ status: 400, message: "Passwords must be between 8-20 characters" });
  });
});
