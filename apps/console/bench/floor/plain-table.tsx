// The table both script floors render: the header row and each device's cells as text, as floor/rows.mjs says.
import { cellsOf, HEADERS, ROW_MARK } from "./rows.mjs";

/** A device as the API answers it; `cellsOf` reads what the table shows. */
type Device = { identity: string } & Record<string, unknown>;

/** `header` words a column's name (the stack's page translates it); as written by default. */
function PlainTable({
  devices,
  header = (name) => name,
}: {
  devices: readonly Device[];
  header?: (name: string) => string;
}) {
  return (
    <table>
      <thead>
        <tr>
          {HEADERS.map((name) => (
            <th key={name}>{header(name)}</th>
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

export { PlainTable };
export type { Device };
