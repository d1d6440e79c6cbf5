// A Server Component (an async one, which only a Server Component can be): it reads the fleet on the server and
// renders the console's table with plain-data props.
import "@org/console/styles.css";
import { DeviceTable } from "@org/console/device-table";
import { Console } from "../console";
import { countFleet } from "../fleet";

export default async function DevicesPage() {
  const size = await countFleet();
  return (
    <section>
      <h1>Fleet</h1>
      <p data-testid="fleet-size">{`${size} units, counted on the server.`}</p>
      <Console>
        <DeviceTable headingLevel={2} timeZone="UTC" />
      </Console>
    </section>
  );
}
