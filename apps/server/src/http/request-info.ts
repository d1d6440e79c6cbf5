import type { Context } from "hono";
import { API_BASE_PATH } from "@org/api-client";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The client's address when the request came over a socket (not for in-process calls). Proxies are not trusted. */
function remoteAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * The address the limits count a client by. With `trustedHops` 0 it is the socket's peer and X-Forwarded-For is
 * ignored, since anyone can send one. Behind `trustedHops` proxies (CONSOLE_TRUST_PROXY), each of which appends the
 * address it saw, it is the right-most entry no trusted proxy wrote: whatever a client puts further left is forged.
 */
function clientAddress(c: Context, trustedHops: number): string | undefined {
  let address = remoteAddress(c);
  if (trustedHops > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than hops: every entry came from a trusted proxy, and the left-most is the furthest one seen.
    address = forwarded[Math.max(0, forwarded.length - trustedHops)] ?? address;
  }
  // One client, one key, whether it reached a dual-stack socket over IPv4 or IPv6.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/**
 * The key a rate limit counts a client under: its address, or for IPv6 its /64 network, which one client usually holds
 * whole (a guesser would otherwise get a fresh limit from each of its 2^64 addresses).
 */
function limitKey(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail] = (address.split("%")[0] ?? "").split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  const network = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${network.join(":")}::/64`;
}

/** The path after `/api:1`, still percent-encoded as sent (Hono's `c.req.path` is partly decoded). */
function callPath(c: Context): string {
  const pathname = new URL(c.req.url).pathname;
  return pathname.slice(API_BASE_PATH.length) || "/";
}

/** The token of an `Authorization: Bearer …` header, or null. */
function bearerToken(c: Context): string | null {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Where links in e-mails point: the configured public URL, never the request. A link built from the Host header
 * would let anyone ask for the administrator's reset e-mail with `Host: evil.example` and collect the token there.
 */
function publicOrigin(configured: string): string {
  return configured.replace(/\/+$/, "");
}

export { bearerToken, callPath, clientAddress, limitKey, publicOrigin };
