// The stack plus the device screen's own code: the published DeviceTable and its provider over the HTTP client, with
// the console's stylesheet. The shell with the device screen is measured against what this page fetches.
import "@org/console/styles.css";
import { createHttpApi } from "@org/api-client";
import { ConsoleProvider } from "@org/console";
import { DeviceTable } from "@org/console/device-table";
import { renderStack } from "./stack-app";

const api = createHttpApi({ getToken: () => localStorage.getItem("token") ?? undefined });

renderStack(
  <ConsoleProvider api={api} navigate={() => undefined} onUnauthorized={() => undefined} language="en">
    <DeviceTable />
  </ConsoleProvider>,
);
