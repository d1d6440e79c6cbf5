import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiTarget = process.env.CONSOLE_API_URL ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // The prefix has a literal colon: match it as a string, not a route pattern.
    proxy: { "/api:1": { target: apiTarget, changeOrigin: false } },
  },
  build: { sourcemap: true, target: "es2022" },
});
