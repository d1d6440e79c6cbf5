import { findUnits, lockUnit } from "../../fleet";

/** `GET /api/fleet?serial=&offset=&limit=`: a page of units, with the fleet's totals. */
export function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const offset = Math.max(0, Number(params.get("offset")) || 0);
  const limit = Math.min(100, Math.max(1, Number(params.get("limit")) || 50));
  return Response.json(findUnits(params.get("serial") ?? "", offset, limit));
}

/** `POST /api/fleet` with `{ "lock": serial }`: locks a unit. */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => null);
  const serial = typeof body === "object" && body !== null && "lock" in body ? body.lock : null;
  if (typeof serial !== "string") return Response.json({ error: "lock needs a serial number" }, { status: 400 });
  return lockUnit(serial)
    ? new Response(null, { status: 204 })
    : Response.json({ error: "no such unit" }, { status: 404 });
}
