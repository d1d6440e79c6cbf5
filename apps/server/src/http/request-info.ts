import type { Context } from "hono";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The client's address when the request came over a socket (not for in-process calls). Proxies are not trusted. */
function remoteAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** Where links in e-mails point: the configured public URL, or the origin the request came to. */
function publicOrigin(c: Context, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(c.req.url).origin;
}

export { publicOrigin, remoteAddress };
