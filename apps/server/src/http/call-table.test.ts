import { describe, expect, it } from "vitest";
import { calls } from "@org/api-client";
import type { CallDefinition } from "@org/api-client";
import { hasOwnBodyLimit, isPublicCall } from "./call-table.js";

const definitions = Object.entries(calls as Record<string, CallDefinition>);
const concretePath = (path: string) => path.replace(/\{\w+\}/g, "x");

describe("the lists the guard and the body limit read from the contract", () => {
  it("a call is public exactly when the contract marks it auth: false", () => {
    for (const [name, call] of definitions) {
      expect(isPublicCall(call.method, concretePath(call.path)), name).toBe(!call.auth);
    }
  });

  it("the public calls are sign-in, reset, activation, the theme and the legal text", () => {
    const open = definitions.filter(([, call]) => !call.auth).map(([, call]) => `${call.method} ${call.path}`);
    expect(open.sort()).toEqual(
      ["GET /term_of_service", "GET /theme", "POST /reset", "POST /session", "POST /users", "PUT /reset"].sort(),
    );
  });

  it("a theme logo is public to GET and HEAD, one segment deep, and to nothing else", () => {
    expect(isPublicCall("GET", "/theme/logo.png")).toBe(true);
    expect(isPublicCall("HEAD", "/theme/logo.png")).toBe(true);
    expect(isPublicCall("HEAD", "/theme")).toBe(true);
    expect(isPublicCall("POST", "/theme/logo.png")).toBe(false);
    expect(isPublicCall("GET", "/theme/")).toBe(false);
    expect(isPublicCall("GET", "/theme/a/b")).toBe(false);
  });

  it("a public path matches whole: no prefix, suffix or other method of it is public", () => {
    for (const path of ["/session/x", "/xsession", "/session/", "/users/1", "/term_of_service.json"]) {
      expect(isPublicCall("POST", path), path).toBe(false);
      expect(isPublicCall("GET", path), path).toBe(false);
    }
    expect(isPublicCall("DELETE", "/session")).toBe(false);
    expect(isPublicCall("GET", "/users")).toBe(false);
  });

  it("the uploads of firmware, models, images and the theme have body limits of their own, and no other call", () => {
    const own = definitions.filter(([, call]) => hasOwnBodyLimit(call.method, concretePath(call.path)));
    expect(own.map(([name]) => name).sort()).toEqual(
      ["firmware.upload", "images.upload", "informationModels.upload", "theme.update"].sort(),
    );
    expect(hasOwnBodyLimit("GET", "/theme")).toBe(false);
    expect(hasOwnBodyLimit("PUT", "/fw/upload")).toBe(false);
  });
});
