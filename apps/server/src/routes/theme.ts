import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  HEX_COLOR_PATTERN,
  IMAGE_MAX_BYTES,
  MESSAGES,
  STATUS,
  THEME_FILES,
  THEME_PLAN_FIELDS,
  imagePixelsProblem,
  readImageInfo,
  themeUpdateWireSchema,
} from "@org/api-client";
import type { AppEnv, Services } from "../context.js";
import { HttpError, formBody, parseWith } from "../http/errors.js";
import { tooLarge } from "../http/limits.js";
import { recordSecurityEvent } from "../http/security-events.js";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A plain logo for a theme that has none uploaded yet: the product name on the primary colour. */
function defaultLogo(name: string, productName: string, colour: string): string {
  const [width, height] = name === "logo_navbar.png" ? [120, 32] : [160, 48];
  const fill = HEX_COLOR_PATTERN.test(colour) ? colour : "#1E88E5";
  const label = escapeXml(productName.slice(0, 40) || "Console");
  const fontSize = Math.round(height / 2.6);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" rx="6" fill="${fill}"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif"`,
    ` font-size="${fontSize}" fill="#fff">${label}</text>`,
    "</svg>",
  ].join("");
}

/** The body limit of a theme save: every logo at its largest, and the form's fields. */
const THEME_BODY_MAX_BYTES = THEME_FILES.length * IMAGE_MAX_BYTES + 64 * 1024;

/** `theme.*` under `/theme`: read and save the theme, and serve its logos (`theme.fileUrl`). */
function themeRoutes(services: Services): Hono<AppEnv> {
  const { settings, files } = services;
  const api = new Hono<AppEnv>();

  api.get("/", (c) => c.json(settings.theme()));

  api.post(
    "/",
    bodyLimit({ maxSize: THEME_BODY_MAX_BYTES, onError: tooLarge(MESSAGES.imageTooLarge, "body") }),
    async (c) => {
      const { files: uploads = {}, ...fields } = parseWith(themeUpdateWireSchema, await formBody(c));
      const images: { name: string; bytes: Uint8Array; type: string }[] = [];
      for (const [name, file] of Object.entries(uploads)) {
        if (!file) continue;
        if (file.size > IMAGE_MAX_BYTES)
          throw new HttpError(STATUS.badRequest, `${name}: ${MESSAGES.imageTooLarge}`, { field: name });
        const bytes = new Uint8Array(await file.arrayBuffer());
        const info = readImageInfo(bytes);
        if (!info)
          throw new HttpError(STATUS.badRequest, `${name}: Theme files must be PNG, JPEG, GIF or WebP images.`, {
            field: name,
          });
        // Every visitor's browser decodes the logo: its pixels are bounded, not only its bytes.
        const problem = imagePixelsProblem(name, info);
        if (problem) throw new HttpError(STATUS.badRequest, `${name}: ${problem.message}`, { field: name });
        images.push({ name, bytes, type: info.mime });
      }
      // The plan settings (retention, rule limit, export limits) come from the seed or the server's defaults, not from
      // the administrator. They are ignored rather than refused: a form may send back the whole theme it read, plan
      // settings included, and that save must still work.
      const defined = Object.fromEntries(
        Object.entries(fields).filter(
          ([name, value]) => value !== undefined && !(THEME_PLAN_FIELDS as readonly string[]).includes(name),
        ),
      );
      const theme = { ...settings.theme(), ...defined };
      // The new logos replace the served ones only once the settings naming them are saved: a save that fails leaves
      // the old logos, their versions and the theme as they were. A rename in one folder does not fail in practice.
      const staged: string[] = [];
      try {
        for (const image of images) staged.push(files.stage(`theme/${image.name}`, image.bytes));
        services.db.transaction(() => {
          settings.setTheme(theme);
          if (images.length > 0) {
            const known = settings.themeFiles();
            for (const image of images)
              known[image.name] = {
                type: image.type,
                version: createHash("sha1").update(image.bytes).digest("hex").slice(0, 12),
              };
            settings.setThemeFiles(known);
          }
        })();
        images.forEach((image, index) => files.commit(staged[index]!, `theme/${image.name}`));
        for (const image of images) {
          const bytes = image.bytes.length;
          recordSecurityEvent(services, c, { event: "upload", kind: "theme_logo", name: image.name, bytes });
        }
        const fields = Object.keys(defined);
        if (fields.length > 0) recordSecurityEvent(services, c, { event: "theme.changed", fields });
      } finally {
        for (const temporary of staged) rmSync(temporary, { force: true });
      }
      return c.json(settings.theme());
    },
  );

  api.get("/:file", (c) => {
    const name = c.req.param("file");
    // Only the known names: anything else, including any path, is not found.
    if (!(THEME_FILES as readonly string[]).includes(name)) throw new HttpError(STATUS.notFound, "Not found.");
    const stored = settings.themeFiles()[name];
    // Revalidated on every use (a saved logo shows at once), and answered 304 when the browser's copy is current: the
    // sign-in page and the shell ask for a logo on every visit.
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const unchanged = (etag: string) => ifNoneMatch(c.req.header("If-None-Match"), etag);
    if (stored && files.exists(`theme/${name}`)) {
      const etag = `"${stored.version}"`;
      c.header("ETag", etag);
      if (unchanged(etag)) return c.body(null, 304);
      c.header("Content-Type", stored.type);
      return c.body(new Uint8Array(files.read(`theme/${name}`)));
    }
    // The default logo is drawn from the product's name and colour: its tag changes with them.
    const theme = settings.theme();
    const svg = defaultLogo(name, theme.product_name, theme.primary_color);
    const etag = `"${createHash("sha1").update(svg).digest("hex").slice(0, 12)}"`;
    c.header("ETag", etag);
    if (unchanged(etag)) return c.body(null, 304);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(svg);
  });

  return api;
}

/** Whether an `If-None-Match` header names `etag` (or is `*`): the weak comparison RFC 9110 asks of a GET. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export { themeRoutes };
