// What a host pays for DeviceTable: the provider and the table on a hand-written API, nothing else of the host's.
import { createRoot } from "react-dom/client";
import { ConsoleProvider } from "@org/console";
import { DeviceTable } from "@org/console/device-table";
import { otherBackend } from "../other-backend";

createRoot(document.getElementById("root")!).render(
  <ConsoleProvider api={otherBackend} navigate={() => undefined} onUnauthorized={() => undefined}>
    <DeviceTable timeZone="UTC" />
  </ConsoleProvider>,
);
