import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    rolldownOptions: {
      // The host app, and two pages the size budget is measured with: React alone, and DeviceTable alone.
      input: { main: "index.html", "budget-react": "budget-react.html", "budget-device-table": "budget-device-table.html" },
    },
  },
});
