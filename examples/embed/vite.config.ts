import { existsSync } from "node:fs";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

/**
 * The pages the size budget is measured with (`budget-*.html`): React alone and DeviceTable alone, and the same two
 * for a host that has i18next already. Each is built on its own (`BUDGET_PAGE=budget-react vite build`), as an app
 * holding only that page would be: built beside the host app, a module both import keeps every export either uses,
 * and the budget page would download the host app's share too.
 */
const budgetPage = process.env.BUDGET_PAGE;
if (budgetPage !== undefined && !(budgetPage.startsWith("budget-") && existsSync(`${budgetPage}.html`)))
  throw new Error(`BUDGET_PAGE names no budget-*.html page: ${budgetPage}`);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: budgetPage
    ? { outDir: `dist-budget/${budgetPage}`, rolldownOptions: { input: { [budgetPage]: `${budgetPage}.html` } } }
    : {},
});
