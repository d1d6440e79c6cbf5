// The mandated stack alone, each library doing what the console asks of it: React and ReactDOM render, React Router
// routes, i18next with react-i18next translates, and react-hook-form holds a form. The sign-in page's bytes are
// measured against what this page fetches.
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";

void i18next.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: { email: "E-mail", submit: "Sign in" } } },
  interpolation: { escapeValue: false },
});

function SignIn() {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: "" } });
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <label>
        {t("email")} <input type="email" {...register("email")} />
      </label>
      <button type="submit">{t("submit")}</button>
    </form>
  );
}

/** Renders the stack's page, with `screen` (when given) as its only route's content. */
function renderStack(screen: ReactNode = <SignIn />) {
  const router = createBrowserRouter([{ path: "*", element: screen }]);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

export { renderStack, SignIn };
