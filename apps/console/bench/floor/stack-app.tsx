// The stack the sign-in page is measured against: the libraries the product's design mandates and the page uses, each
// doing the page's work. React and ReactDOM render, React Router routes, i18next with react-i18next translates,
// react-hook-form holds the form, zod (its mini build with English messages, as the contract uses it) checks the form
// and the theme's answer, and SWR reads the theme. Everything else the sign-in page fetches counts as its own.
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import useSWR from "swr";
import * as z from "zod/mini";

z.config(z.locales.en());

void i18next.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: { email: "E-mail", submit: "Sign in" } } },
  interpolation: { escapeValue: false },
});

const Theme = z.object({ company_name: z.optional(z.string()), logo_url: z.optional(z.nullable(z.string())) });
const Credentials = z.object({ email: z.email() });

const readTheme = (url: string) =>
  fetch(url)
    .then((response) => response.json())
    .then((answer) => Theme.parse(answer));

function SignIn() {
  const { t } = useTranslation();
  const { data: theme } = useSWR("/api:1/theme", readTheme);
  const { register, handleSubmit, setError } = useForm<{ email: string }>({ defaultValues: { email: "" } });
  const submit = handleSubmit((values) => {
    const checked = Credentials.safeParse(values);
    if (!checked.success) setError("email", { message: checked.error.issues[0]?.message });
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <h1>{theme?.company_name}</h1>
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

export { renderStack };
