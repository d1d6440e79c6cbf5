// The host's own backend: its units in its own shape, kept in the server's memory for the example.

/** How this backend keeps a unit: nothing like the console's `Device`. */
export type AcmeUnit = {
  serial: string;
  kind: string;
  owner: string | null;
  online: boolean;
  locked: boolean;
  seenAt: string;
};

const fleet: AcmeUnit[] = [
  {
    serial: "ACME-0001",
    kind: "Split AC",
    owner: "ana@acme.example",
    online: true,
    locked: false,
    seenAt: "2026-11-24T08:15:00Z",
  },
  {
    serial: "ACME-0002",
    kind: "Split AC",
    owner: "bo@acme.example",
    online: false,
    locked: false,
    seenAt: "2026-11-20T17:40:00Z",
  },
  {
    serial: "ACME-0003",
    kind: "Dehumidifier",
    owner: null,
    online: true,
    locked: false,
    seenAt: "2026-11-24T09:02:00Z",
  },
  {
    serial: "ACME-0004",
    kind: "Window AC",
    owner: "cy@acme.example",
    online: true,
    locked: true,
    seenAt: "2026-11-24T07:55:00Z",
  },
];

export function findUnits(serial: string, offset: number, limit: number) {
  const matching = fleet.filter((unit) => unit.serial.toLowerCase().includes(serial.toLowerCase()));
  return {
    units: matching.slice(offset, offset + limit),
    total: fleet.length,
    online: fleet.filter((unit) => unit.online).length,
  };
}

export function lockUnit(serial: string): boolean {
  const unit = fleet.find((candidate) => candidate.serial === serial);
  if (unit) unit.locked = true;
  return unit !== undefined;
}

/** How many units there are, as a database would answer it. */
export const countFleet = async () => fleet.length;
