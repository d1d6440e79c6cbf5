import "./host.css";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { BrowserRouter, NavLink, Route, Routes } from "react-router-dom";

// The host's own translations, on react-i18next's global instance, as most apps set it up.
void i18next.use(initReactI18next).init({
  lng: "en",
  resources: {
    en: {
      translation: {
        welcome: "Welcome to Acme Home",
        intro: "Our own page, styled by our own Tailwind.",
        save: "Save changes",
        nav: { home: "Home", devices: "Devices", tools: "Tools" },
      },
    },
  },
  interpolation: { escapeValue: false },
});

// Console screens load with their routes, the console's stylesheet with them.
const DevicesPage = lazy(() => import("./devices-page"));
const ToolsPage = lazy(() => import("./tools-page"));

function Home() {
  const { t } = useTranslation();
  return (
    <section className="space-y-4">
      <h1 data-testid="host-heading">{t("welcome")}</h1>
      <p data-testid="host-text">{t("intro")}</p>
      <button data-testid="host-button" className="rounded border px-4 py-2 bg-primary text-white">
        {t("save")}
      </button>
      <div data-testid="host-card" className="rounded-lg border p-4 bg-white dark:bg-slate-900 dark:text-white">
        Acme card
      </div>
    </section>
  );
}

function App() {
  const { t } = useTranslation();
  return (
    <BrowserRouter>
      <header className="flex gap-4 border-b p-4">
        <NavLink to="/">{t("nav.home")}</NavLink>
        <NavLink to="/devices">{t("nav.devices")}</NavLink>
        <NavLink to="/tools">{t("nav.tools")}</NavLink>
      </header>
      <main className="p-4">
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/devices" element={<DevicesPage />} />
            <Route path="/tools" element={<ToolsPage />} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
