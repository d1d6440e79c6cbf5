import { useState } from "react";
import i18next from "i18next";
import { createFakeApi, FAKE_NOW } from "@org/api-client/testing";
import { TimelineDialog } from "@org/console/timeline-dialog";
import { NotificationRuleForm } from "@org/console/notification-rule-form";
import { ThemeEditor } from "@org/console/theme-editor";
import { ConsoleHost } from "./console-host";

const fake = createFakeApi();

/** Three more components on the in-memory fake, sharing the host's own i18next instance. */
export default function ToolsPage() {
  const [open, setOpen] = useState(false);
  return (
    <section className="space-y-6">
      <h1>Tools</h1>
      <ConsoleHost api={fake} i18n={i18next}>
        <button className="rounded border px-3 py-1" onClick={() => setOpen(true)}>
          Device history
        </button>
        {/* The fake's clock is fixed: its logs are from the days before FAKE_NOW. */}
        <TimelineDialog target={fake.data.devices[0]!.identity} open={open} onOpenChange={setOpen} now={FAKE_NOW} timeZone="UTC" />
        <NotificationRuleForm onSaved={() => undefined} />
        <ThemeEditor headingLevel="none" />
      </ConsoleHost>
    </section>
  );
}
