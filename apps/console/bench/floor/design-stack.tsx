// The mandated stack with the libraries the design adds to the sign-in page, each doing what the page asks of it:
// SWR reads the theme, zod (its mini build, with English messages, as the contract sets it) checks the answer, and
// tailwind-merge with clsx joins class names as `cn()` does. Reported beside the sign-in page's budget, which is
// measured against the stack alone.
import useSWR from "swr";
import * as z from "zod/mini";
import { twMerge } from "tailwind-merge";
import { clsx } from "clsx";
import { renderStack, SignIn } from "./stack-app";

z.config(z.locales.en());

const Theme = z.object({
  company_name: z.optional(z.string()),
  primary_color: z.optional(z.nullable(z.string())),
  logo_url: z.optional(z.nullable(z.string())),
});

const readTheme = (url: string) =>
  fetch(url)
    .then((response) => response.json())
    .then((answer) => Theme.parse(answer));

function BrandedSignIn() {
  const { data } = useSWR("/api:1/theme", readTheme);
  return (
    <div className={twMerge(clsx("p-4", data?.primary_color ? "p-2 text-primary" : "text-foreground"))}>
      <SignIn />
    </div>
  );
}

renderStack(<BrandedSignIn />);
