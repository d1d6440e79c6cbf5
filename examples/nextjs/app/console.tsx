"use client";
// The host's one client file for the console: everything that is a function (the API, the router, the link, the
// storage) stays here, and its pages, Server Components, render the console's components with plain-data props.
import type { ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ConsoleProvider, type LinkComponentProps } from "@org/console";
import { acmeApi } from "./acme-api";

function NextLink({ href, ...props }: LinkComponentProps) {
  return <Link href={href} {...props} />;
}

export function Console({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <ConsoleProvider
      api={acmeApi}
      navigate={(href, options) => (options?.replace ? router.replace(href) : router.push(href))}
      LinkComponent={NextLink}
      onUnauthorized={() => router.push("/")}
      language="en"
      links={{ device: (sn) => `/devices${sn ? `?sn=${encodeURIComponent(sn)}` : ""}`, user: () => "/" }}
      // Read after hydration, so the server's HTML and the browser's first render agree.
      preferences={typeof window === "undefined" ? undefined : window.localStorage}
    >
      {children}
    </ConsoleProvider>
  );
}
