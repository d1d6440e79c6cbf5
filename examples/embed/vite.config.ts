import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    rolldownOptions: {
      // The host app, and the pages the size budget is measured with: React alone and DeviceTable alone, and the same
      // two for a host that has i18next already.
      input: {
        main: "index.html",
        "budget-react": "budget-react.html",
        "budget-device-table": "budget-device-table.html",
        "budget-i18next": "budget-i18next.html",
        "budget-device-table-i18next": "budget-device-table-i18next.html",
      },
    },
  },
});
