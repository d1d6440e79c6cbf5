/**
 * How each call of the API travels: method, path, body encoding and expected statuses, keyed by the `ConsoleApi`
 * method that makes it. No schemas here, so the HTTP client can send a call without loading zod; `calls` adds the
 * request and answer schemas on top.
 */
type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

interface CallRoute {
  method: HttpMethod;
  /** The path after the `/api:1` prefix, with `{param}` placeholders. */
  path: string;
  /** How the body travels: JSON, multipart form data, or an URL-encoded form. */
  body?: "json" | "multipart" | "form";
  /** The success statuses the API documents; any 2xx when absent. */
  expect?: readonly number[];
  /** False for the public calls, which need no token. */
  auth: boolean;
  /** Uploads report progress. */
  upload?: boolean;
  /**
   * The body carries files (firmware, images, logos, model texts), so it may be far larger than the few kB of any
   * other call: a server bounds it with a limit of the call's own instead of its default. Clients ignore it.
   */
  largeBody?: boolean;
}

const callRoutes = {
  "session.signIn": { method: "POST", path: "/session", body: "json", auth: false },
  "session.check": { method: "GET", path: "/admin", auth: true },
  "session.signOut": { method: "DELETE", path: "/session", auth: true },
  "session.requestPasswordReset": { method: "POST", path: "/reset", body: "json", auth: false },
  "session.resetPassword": { method: "PUT", path: "/reset", body: "json", auth: false },
  "devices.list": { method: "GET", path: "/devices", auth: true },
  "devices.totals": { method: "GET", path: "/total", auth: true },
  "devices.lock": { method: "DELETE", path: "/devices/{id}", auth: true },
  "users.list": { method: "GET", path: "/users", auth: true },
  "users.total": { method: "GET", path: "/total", auth: true },
  "users.get": { method: "GET", path: "/users/{id}", auth: true },
  "users.delete": { method: "DELETE", path: "/users/{id}", auth: true },
  "users.setStatus": { method: "PUT", path: "/users/{id}/status", body: "json", auth: true },
  "users.activate": { method: "POST", path: "/users", body: "json", auth: false },
  "firmware.list": { method: "GET", path: "/fw/list", auth: true },
  "firmware.upload": {
    method: "POST",
    path: "/fw/upload",
    body: "multipart",
    expect: [200],
    auth: true,
    upload: true,
    largeBody: true,
  },
  "firmware.delete": { method: "POST", path: "/fw/delete", body: "form", auth: true },
  "informationModels.list": { method: "GET", path: "/info-model", auth: true },
  "informationModels.upload": { method: "PUT", path: "/info-model", body: "json", auth: true, largeBody: true },
  "informationModels.delete": { method: "DELETE", path: "/info-model", body: "json", auth: true },
  "images.upload": {
    method: "POST",
    path: "/image",
    body: "multipart",
    expect: [200],
    auth: true,
    upload: true,
    largeBody: true,
  },
  "images.delete": { method: "DELETE", path: "/image", body: "json", auth: true },
  "notificationRules.list": { method: "GET", path: "/ruleTemplate", auth: true },
  "notificationRules.get": { method: "GET", path: "/ruleTemplate/{id}", auth: true },
  "notificationRules.create": { method: "POST", path: "/ruleTemplate", body: "json", expect: [201], auth: true },
  "notificationRules.update": { method: "PUT", path: "/ruleTemplate/{id}", body: "json", expect: [204], auth: true },
  "notificationRules.delete": { method: "DELETE", path: "/ruleTemplate/{id}", auth: true },
  "theme.get": { method: "GET", path: "/theme", auth: false },
  "theme.update": { method: "POST", path: "/theme", body: "multipart", auth: true, largeBody: true },
  "legal.get": { method: "GET", path: "/term_of_service", auth: false },
  "legal.update": { method: "PUT", path: "/term_of_service", body: "json", auth: true },
  "serviceConfig.get": { method: "GET", path: "/serviceConfig/{service}", auth: true },
  "serviceConfig.update": { method: "POST", path: "/serviceConfig/{service}", body: "json", auth: true },
  "exports.create": { method: "POST", path: "/open/export", body: "json", auth: true },
  "timeline.query": { method: "GET", path: "/tsdb/query", auth: true },
  "solutionTest.run": { method: "POST", path: "/online_testing_tool", body: "json", expect: [200], auth: true },
} as const satisfies Record<string, CallRoute>;

type CallName = keyof typeof callRoutes;

/** Fills `{param}` placeholders, encoding each value. */
function callPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

export { callPath, callRoutes };
export type { CallName, CallRoute, HttpMethod };
