// The React floor: React and ReactDOM fetch the device list's first page with the stored token and render it as a
// plain table, with the console's stylesheets (the benchmark links them) and nothing else: the least a React page
// does to show the same rows.
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { cellsOf, FIRST_PAGE, HEADERS, ROW_MARK } from "./rows.mjs";

/** A device as the API answers it; `cellsOf` reads what the table shows. */
type Device = { identity: string } & Record<string, unknown>;

function Rows() {
  const [devices, setDevices] = useState<Device[]>([]);
  useEffect(() => {
    void fetch(FIRST_PAGE, { headers: { Authorization: `Bearer ${localStorage.getItem("token") ?? ""}` } })
      .then((response) => response.json() as Promise<{ devices: Device[] }>)
      .then((page) => setDevices(page.devices));
  }, []);
  return (
    <table>
      <thead>
        <tr>
          {HEADERS.map((header) => (
            <th key={header}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {devices.map((device) => (
          <tr key={device.identity} data-slot={ROW_MARK}>
            {cellsOf(device).map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById("root")!).render(<Rows />);
