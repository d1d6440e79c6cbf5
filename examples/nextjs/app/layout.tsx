import type { ReactNode } from "react";
import Link from "next/link";
import "./globals.css";

export const metadata = { title: "Acme Home" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="host-header">
          <nav aria-label="Acme Home">
            <Link href="/">Home</Link> · <Link href="/devices">Devices</Link>
          </nav>
        </header>
        <main className="host-main">{children}</main>
      </body>
    </html>
  );
}
