import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "src/main.ts", bench: "src/bench/bench.ts", sessions: "src/sessions-cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  // Native and workspace packages stay outside the bundle; node builtins are external on platform node.
  external: ["better-sqlite3", "@org/api-client", "nodemailer", "autocannon"],
});
