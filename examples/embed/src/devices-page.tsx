import { DeviceTable } from "@org/console/device-table";
import { ConsoleHost } from "./console-host";
import { otherBackend } from "./other-backend";

/** DeviceTable over another backend, which implements only the calls the table makes. */
export default function DevicesPage() {
  return (
    <section className="space-y-4">
      <h1>Fleet</h1>
      <ConsoleHost api={otherBackend}>
        <DeviceTable headingLevel={2} timeZone="UTC" />
      </ConsoleHost>
    </section>
  );
}
