import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Badge } from "../badge/badge";
import {
  DataTable,
  type ColumnDef,
  type ExpandedState,
  type Row,
  type DataTableProps,
  type RowSelectionState,
  type SortingState,
} from "./data-table";

type Device = {
  id: string;
  serial: string;
  model: string;
  firmware: string;
  /** Milliseconds since the epoch. */
  lastSeen: number;
  status: "online" | "offline" | null;
  ssid: string | null;
  owner: string;
  guests: string[];
};

const devices: Device[] = [
  {
    id: "dev-1",
    serial: "SN-24A0193",
    model: "Hub H1",
    firmware: "3.2.0",
    lastSeen: Date.UTC(2025, 4, 12, 9, 41, 7),
    status: "online",
    ssid: "HomeNet-5G",
    owner: "alice@example.com",
    guests: ["bob@example.com"],
  },
  {
    id: "dev-2",
    serial: "SN-22C1047",
    model: "Smart Plug P2",
    firmware: "1.8.4",
    lastSeen: Date.UTC(2025, 4, 10, 18, 2, 55),
    status: "offline",
    ssid: "Guest",
    owner: "carol@example.com",
    guests: [],
  },
  {
    id: "dev-3",
    serial: "SN-25B0008",
    model: "Thermostat T3",
    firmware: "2.10.1",
    lastSeen: Date.UTC(2025, 4, 12, 7, 15, 30),
    status: "online",
    ssid: "HomeNet",
    owner: "dave@example.com",
    guests: ["erin@example.com", "frank@example.com"],
  },
  {
    id: "dev-4",
    serial: "SN-21F3321",
    model: "Camera C4",
    firmware: "4.0.2",
    lastSeen: Date.UTC(2025, 3, 28, 22, 30, 0),
    status: null,
    ssid: null,
    owner: "alice@example.com",
    guests: [],
  },
  {
    id: "dev-5",
    serial: "SN-23D0560",
    model: "Door Lock L5",
    firmware: "2.9.0",
    lastSeen: Date.UTC(2025, 4, 11, 12, 0, 12),
    status: "online",
    ssid: "HomeNet",
    owner: "grace@example.com",
    guests: ["heidi@example.com"],
  },
  {
    id: "dev-6",
    serial: "SN-26A0712",
    model: "Hub H1",
    firmware: "3.1.7",
    lastSeen: Date.UTC(2025, 4, 1, 6, 45, 9),
    status: "offline",
    ssid: "Office-2.4",
    owner: "ivan@example.com",
    guests: [],
  },
];

const models = ["Hub H1", "Smart Plug P2", "Thermostat T3", "Camera C4", "Door Lock L5"];

/** A long, deterministic list: no randomness and no current date, so screenshots and assertions stay stable. */
const manyDevices: Device[] = Array.from({ length: 500 }, (_, index) => ({
  id: `bulk-${index}`,
  serial: `SN-${(270000 + ((index * 7919) % 90000)).toString(16).toUpperCase()}`,
  model: models[index % models.length]!,
  firmware: `${1 + (index % 4)}.${index % 11}.${index % 7}`,
  lastSeen: Date.UTC(2025, 4, 12) - index * 3_600_000,
  status: index % 5 === 0 ? null : index % 3 === 0 ? "offline" : "online",
  ssid: index % 5 === 0 ? null : `HomeNet-${index % 9}`,
  owner: `user${index}@example.com`,
  guests: [],
}));

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

const columns: ColumnDef<Device>[] = [
  { accessorKey: "serial", header: "Serial number", meta: { className: "oc:font-medium" } },
  { accessorKey: "model", header: "Model" },
  { accessorKey: "firmware", header: "Firmware", meta: { className: "oc:tabular-nums" } },
  {
    accessorKey: "lastSeen",
    header: "Last seen",
    sortDescFirst: true,
    cell: ({ getValue }) => dateFormat.format(getValue<number>()),
    meta: { className: "oc:tabular-nums oc:whitespace-nowrap" },
  },
  {
    accessorKey: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ getValue }) => {
      const status = getValue<Device["status"]>();
      if (status === null) return null;
      return (
        <Badge variant={status === "online" ? "success" : "secondary"}>
          {status === "online" ? "Online" : "Offline"}
        </Badge>
      );
    },
  },
  {
    accessorKey: "ssid",
    header: "Wi-Fi SSID",
    enableSorting: false,
    cell: ({ getValue }) => getValue<string | null>() ?? "",
  },
];

function DeviceDetail({ row }: { row: Row<Device> }) {
  const { owner, guests } = row.original;
  return (
    <dl className="oc:grid oc:grid-cols-[auto_1fr] oc:gap-x-6 oc:gap-y-1 oc:text-sm">
      <dt className="oc:text-muted-foreground">Owner</dt>
      <dd>{owner}</dd>
      <dt className="oc:text-muted-foreground">Guests</dt>
      <dd>{guests.length > 0 ? guests.join(", ") : "No guests"}</dd>
    </dl>
  );
}

const renderExpanded = (row: Row<Device>) => <DeviceDetail row={row} />;
const getRowId = (device: Device) => device.id;

const meta = {
  title: "UI/DataTable",
  component: DataTable<Device>,
  args: {
    "aria-label": "Devices",
    columns,
    data: devices,
    getRowId,
    renderExpanded,
    onSortingChange: fn(),
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof DataTable<Device>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The serial number in each body row, top to bottom. */
const serials = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).queryAllByRole("cell")[1]?.textContent)
    .filter((text): text is string => Boolean(text?.startsWith("SN-")));

const ascending = ["SN-21F3321", "SN-22C1047", "SN-23D0560", "SN-24A0193", "SN-25B0008", "SN-26A0712"];
const original = devices.map((device) => device.serial);

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "Devices" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Row details", "Serial number", "Model", "Firmware", "Last seen", "Status", "Wi-Fi SSID"]);
    await expect(serials(canvasElement)).toEqual(original);
    await expect(within(table).getByRole("columnheader", { name: "Serial number" })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    await expect(within(table).getByRole("columnheader", { name: "Status" })).not.toHaveAttribute("aria-sort");
    await expect(within(table).getByRole("row", { name: /SN-24A0193/ })).toHaveTextContent("05/12/2025, 09:41:07");
  },
};

export const Empty: Story = {
  args: {
    data: [],
    empty: (
      <>
        No devices found. Need help? <a href="mailto:support@example.com">Contact support</a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Devices" });
    const cell = within(table).getByRole("cell");
    await expect(cell).toHaveTextContent("No devices found.");
    await expect(cell).toHaveAttribute("colspan", "7");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(cell).getByRole("link", { name: "Contact support" })).toHaveFocus();
  },
};

export const EmptyWithDefaultText: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("cell")).toHaveTextContent("No results.");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Devices" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
    // Placeholders are hidden from assistive technology; the status and aria-busy speak for them.
    await expect(within(table).getAllByRole("row")).toHaveLength(1);
    await expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(6);
    await expect(canvas.queryByText("SN-24A0193")).toBeNull();
    await expect(canvas.queryByText("No results.")).toBeNull();
  },
};

export const LoadingWithThreeRows: Story = {
  args: { loading: true, skeletonRows: 3, data: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Devices" });
    await expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(4);
    await expect(canvas.queryByText("No results.")).toBeNull();
  },
};

/** The bottom border of each cell of a row, as drawn. */
const bottomBorders = (row: HTMLElement) =>
  [...row.querySelectorAll("td")].map((cell) => getComputedStyle(cell).borderBottomWidth);

/** The last row leaves its bottom edge to the table's border, expanded or not, and so do the loading placeholders. */
export const LastRowBorder: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const lastSerial = original.at(-1)!;
    const lastRow = canvas.getByRole("row", { name: new RegExp(lastSerial) });
    const rowAbove = canvas.getByRole("row", { name: new RegExp(original.at(-2)!) });
    await step("the last row has no bottom border, the others have one", async () => {
      await expect(new Set(bottomBorders(lastRow))).toEqual(new Set(["0px"]));
      await expect(new Set(bottomBorders(rowAbove))).toEqual(new Set(["1px"]));
    });
    await step("expanded, its details become the last row", async () => {
      await userEvent.click(within(lastRow).getByRole("button", { name: "Expand row" }));
      const detail = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-detail-row"]')!;
      await expect(new Set(bottomBorders(detail))).toEqual(new Set(["0px"]));
      await expect(new Set(bottomBorders(lastRow))).toEqual(new Set(["1px"]));
    });
  },
};

export const LastPlaceholderBorder: Story = {
  args: { loading: true, skeletonRows: 3, data: [] },
  play: async ({ canvasElement }) => {
    const placeholders = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="data-table-skeleton-row"]')];
    await expect(placeholders.map((row) => bottomBorders(row)[0])).toEqual(["1px", "1px", "0px"]);
  },
};

export const SortedAscending: Story = {
  args: { defaultSorting: [{ id: "serial", desc: false }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("columnheader", { name: "Serial number" })).toHaveAttribute("aria-sort", "ascending");
    await expect(serials(canvasElement)).toEqual(ascending);
  },
};

export const SortedDescending: Story = {
  args: { defaultSorting: [{ id: "serial", desc: true }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("columnheader", { name: "Serial number" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(serials(canvasElement)).toEqual([...ascending].reverse());
  },
};

export const SortingWithMouse: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const header = canvas.getByRole("columnheader", { name: "Serial number" });
    const button = within(header).getByRole("button", { name: "Serial number" });
    await step("the first click sorts ascending", async () => {
      await userEvent.click(button);
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(serials(canvasElement)).toEqual(ascending);
      await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: "serial", desc: false }]);
    });
    await step("the second click sorts descending", async () => {
      await userEvent.click(button);
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(serials(canvasElement)).toEqual([...ascending].reverse());
    });
    await step("sorting another column resets the first", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Model" }));
      await expect(header).toHaveAttribute("aria-sort", "none");
      await expect(canvas.getByRole("columnheader", { name: "Model" })).toHaveAttribute("aria-sort", "ascending");
    });
  },
};

export const SortingWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole("columnheader", { name: "Serial number" });
    await userEvent.tab();
    await expect(within(header).getByRole("button")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(serials(canvasElement)).toEqual(ascending);
    await userEvent.keyboard(" ");
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(serials(canvasElement)[0]).toBe("SN-26A0712");
  },
};

export const DescendingFirstColumn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole("columnheader", { name: "Last seen" });
    await userEvent.click(within(header).getByRole("button"));
    // "Last seen" sets sortDescFirst: the most recent device comes first.
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(serials(canvasElement)[0]).toBe("SN-24A0193");
    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(serials(canvasElement)[0]).toBe("SN-21F3321");
  },
};

export const ServerSideSorting: Story = {
  args: { manualSorting: true, sorting: [] },
  render: function Render(args) {
    const [sorting, setSorting] = useState<SortingState>(args.sorting ?? []);
    return (
      <DataTable
        {...args}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          args.onSortingChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const header = canvas.getByRole("columnheader", { name: "Serial number" });
    await userEvent.click(within(header).getByRole("button"));
    await expect(args.onSortingChange).toHaveBeenCalledWith([{ id: "serial", desc: false }]);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    // The server sorts: until it answers with new data, the rows keep the order they came in.
    await expect(serials(canvasElement)).toEqual(original);
    await userEvent.click(within(header).getByRole("button"));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: "serial", desc: true }]);
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: { "dev-3": true } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole("row", { name: /SN-25B0008/ });
    const toggle = within(row).getByRole("button", { name: "Collapse row" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const detail = document.getElementById(toggle.getAttribute("aria-controls")!);
    await expect(detail).toHaveTextContent("dave@example.com");
    await expect(detail).toHaveTextContent("erin@example.com, frank@example.com");
    await expect(within(detail!).getByRole("cell")).toHaveAttribute("colspan", "7");
  },
};

export const ExpandingWithKeyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const row = canvas.getByRole("row", { name: /SN-24A0193/ });
    const toggle = within(row).getByRole("button", { name: "Expand row" });
    await step("Tab reaches the first row's toggle after the sort buttons", async () => {
      while (document.activeElement !== toggle) await userEvent.tab();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
    await step("Enter shows the detail", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveAccessibleName("Collapse row");
      await expect(canvas.getByText("bob@example.com")).toBeVisible();
      await expect(document.getElementById(toggle.getAttribute("aria-controls")!)).toHaveTextContent(
        "alice@example.com",
      );
      await expect(args.onExpandedChange).toHaveBeenLastCalledWith({ "dev-1": true });
    });
    await step("Space hides it again", async () => {
      await userEvent.keyboard(" ");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(canvas.queryByText("bob@example.com")).toBeNull();
    });
  },
};

export const ExpandedRowsSurviveSorting: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole("row", { name: /SN-22C1047/ })).getByRole("button", { name: "Expand row" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Serial number" }));
    await expect(
      within(canvas.getByRole("row", { name: /SN-22C1047/ })).getByRole("button", { name: "Collapse row" }),
    ).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("carol@example.com")).toBeVisible();
  },
};

export const OneRowAtATime: Story = {
  args: { expanded: {} },
  render: function Render(args) {
    const [expanded, setExpanded] = useState<ExpandedState>(args.expanded ?? {});
    return (
      <DataTable
        {...args}
        expanded={expanded}
        onExpandedChange={(next) => {
          // Keep only the row that was just opened.
          const opened = Object.keys(next === true ? {} : next).filter(
            (id) => (next as Record<string, boolean>)[id] && !(expanded as Record<string, boolean>)[id],
          );
          const single = opened.length > 0 ? { [opened[0]!]: true } : next;
          setExpanded(single);
          args.onExpandedChange?.(single);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole("row", { name: /SN-24A0193/ })).getByRole("button", { name: "Expand row" }),
    );
    await expect(canvas.getByText("bob@example.com")).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole("row", { name: /SN-25B0008/ })).getByRole("button", { name: "Expand row" }),
    );
    await expect(canvas.getByText("erin@example.com, frank@example.com")).toBeVisible();
    await expect(canvas.queryByText("bob@example.com")).toBeNull();
    await expect(canvas.getAllByRole("button", { name: "Collapse row" })).toHaveLength(1);
  },
};

const expandFromCellColumns: ColumnDef<Device>[] = [
  {
    accessorKey: "serial",
    header: "Serial number",
    cell: ({ row, getValue }) => (
      <button
        type="button"
        className="oc:font-medium oc:underline-offset-4 oc:hover:underline"
        aria-expanded={row.getIsExpanded()}
        onClick={row.getToggleExpandedHandler()}
      >
        {getValue<string>()}
      </button>
    ),
  },
  ...columns.slice(1),
];

export const ExpandFromCell: Story = {
  args: { columns: expandFromCellColumns, expander: "none" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Expand row" })).toBeNull();
    const serial = canvas.getByRole("button", { name: "SN-23D0560" });
    await userEvent.click(serial);
    await expect(serial).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("grace@example.com")).toBeVisible();
  },
};

export const ExpanderAtTheEnd: Story = {
  args: { expander: "end", expandLabel: (row) => `Show details of ${row.original.serial}` },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole("columnheader");
    await expect(headers.at(-1)).toHaveTextContent("Row details");
    await userEvent.click(canvas.getByRole("button", { name: "Show details of SN-21F3321" }));
    await expect(canvas.getByRole("button", { name: "Collapse row" })).toHaveAttribute("aria-expanded", "true");
  },
};

export const NotExpandable: Story = {
  args: { renderExpanded: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("columnheader", { name: "Row details" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Expand row" })).toBeNull();
  },
};

export const WithCaption: Story = {
  args: { "aria-label": undefined, caption: "Devices registered in this solution" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Devices registered in this solution" })).toBeVisible();
  },
};

export const StickyHeaderWith500Rows: Story = {
  args: { data: manyDevices, stickyHeader: true, className: "oc:max-h-96" },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "Devices" });
    await expect(within(table).getAllByRole("row")).toHaveLength(501);
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=data-table]")!;
    container.scrollTop = 4000;
    const header = within(table).getByRole("columnheader", { name: "Model" });
    await waitFor(() =>
      expect(Math.round(header.getBoundingClientRect().top)).toBe(
        Math.round(container.getBoundingClientRect().top) + 1,
      ),
    );
    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Camera C4");
  },
};

/** A column of one button per row ("Lock SN-…"), for the pinning stories. */
function buttonColumn(id: string, header: string, verb: string, meta: ColumnDef<Device>["meta"]): ColumnDef<Device> {
  return {
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => (
      <button type="button" className="oc:rounded-md oc:border oc:px-2 oc:py-1 oc:text-xs">
        {verb} {row.original.serial}
      </button>
    ),
    meta,
  };
}

const actionsColumn = buttonColumn("actions", "Actions", "Lock", { align: "end", pin: "end" });

/** On a screen too narrow for every column, the pinned actions stay at the right edge while the rest scroll under them. */
export const PinnedActionsColumn: Story = {
  args: { columns: [...columns, actionsColumn] },
  // The table fills its container's width (cn() only joins classes, so a width on the table would meet its own).
  decorators: [
    (Story) => (
      <div className="oc:w-[520px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=data-table]")!;
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    const table = canvas.getByRole("table", { name: "Devices" });
    const actionsHead = within(table).getByRole("columnheader", { name: "Actions" });
    const lock = canvas.getByRole("button", { name: "Lock SN-24A0193" });
    const serialHead = within(table).getByRole("columnheader", { name: "Serial number" });
    const rightEdge = () => Math.round(container.getBoundingClientRect().right);
    const serialLeft = serialHead.getBoundingClientRect().left;
    // In view at the right edge before scrolling (the border is 1 px)...
    await expect(Math.round(actionsHead.getBoundingClientRect().right)).toBe(rightEdge() - 1);
    await expect(Math.round(lock.closest("td")!.getBoundingClientRect().right)).toBe(rightEdge() - 1);
    // ...and after: the other columns move, the actions do not, and they cover what passes beneath.
    container.scrollLeft = container.scrollWidth;
    await waitFor(() => expect(serialHead.getBoundingClientRect().left).toBeLessThan(serialLeft - 50));
    await expect(Math.round(actionsHead.getBoundingClientRect().right)).toBe(rightEdge() - 1);
    await expect(getComputedStyle(lock.closest("td")!).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
    await userEvent.click(lock);
    await expect(lock).toHaveFocus();
    // An expanded row's details stay within the visible part, wherever the table is scrolled.
    await userEvent.click(within(lock.closest("tr")!).getByRole("button", { name: "Expand row" }));
    const details = canvasElement.querySelector<HTMLElement>("[data-slot=data-table-detail]")!;
    await expect(within(details).getByText("alice@example.com")).toBeVisible();
    const box = container.getBoundingClientRect();
    await expect(Math.round(details.getBoundingClientRect().left)).toBe(Math.round(box.left) + 1);
    await expect(Math.round(details.getBoundingClientRect().right)).toBe(Math.round(box.right) - 1);
  },
};

const editColumn = buttonColumn("edit", "Edit", "Edit", { pin: "end" });

/**
 * The product's way for every table on a phone: the key column (with the expand toggle before it) is pinned at the
 * left and the actions at the right, and the columns between scroll sideways under them.
 */
export const PinnedKeyAndActionsOnAPhone: Story = {
  globals: { viewport: { value: "phone" } },
  args: {
    columns: [{ ...columns[0]!, meta: { pin: "start" } }, ...columns.slice(1), editColumn, actionsColumn],
  },
  play: async ({ canvas, canvasElement, step }) => {
    await expect(window.innerWidth).toBe(390);
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=data-table]")!;
    const table = canvas.getByRole("table", { name: "Devices" });
    const head = (name: string) => within(table).getByRole("columnheader", { name });
    const expanderHead = table.querySelector<HTMLElement>("thead th")!;
    const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
    const right = (element: Element) => Math.round(element.getBoundingClientRect().right);
    const box = () => container.getBoundingClientRect();
    const modelLeft = left(head("Model"));

    await step("the pinned columns sit side by side at their edges", async () => {
      await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth + 200);
      // The offsets are written when the browser first reports the header widths, just before its first paint of
      // the table, which may come after the play function starts.
      await waitFor(() => expect(right(head("Edit"))).toBe(left(head("Actions"))));
      await expect(left(expanderHead)).toBe(Math.round(box().left) + 1);
      await expect(left(head("Serial number"))).toBe(right(expanderHead));
      await expect(right(head("Actions"))).toBe(Math.round(box().right) - 1);
    });

    await step("scrolled to the far side, only the columns between have moved", async () => {
      container.scrollLeft = container.scrollWidth;
      await waitFor(() => expect(left(head("Model"))).toBeLessThan(modelLeft - 100));
      await expect(left(expanderHead)).toBe(Math.round(box().left) + 1);
      await expect(left(head("Serial number"))).toBe(right(expanderHead));
      const lockCell = canvas.getByRole("button", { name: "Lock SN-24A0193" }).closest("td")!;
      const serialCell = canvas.getByText("SN-24A0193").closest("td")!;
      await expect(left(serialCell)).toBe(right(expanderHead));
      await expect(right(lockCell)).toBe(Math.round(box().right) - 1);
      await expect(right(canvas.getByRole("button", { name: "Edit SN-24A0193" }).closest("td")!)).toBe(left(lockCell));
    });
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:w-[860px] oc:flex-col oc:gap-4">
      <DataTable
        aria-label="Sorted, with an expanded row"
        columns={columns}
        data={devices.slice(0, 4)}
        getRowId={getRowId}
        renderExpanded={renderExpanded}
        defaultSorting={[{ id: "serial", desc: false }]}
        defaultExpanded={{ "dev-1": true }}
      />
      <div className="oc:grid oc:grid-cols-2 oc:gap-4">
        <DataTable aria-label="Loading" columns={columns.slice(0, 3)} data={[]} loading skeletonRows={3} />
        <DataTable
          aria-label="Empty"
          columns={columns.slice(0, 3)}
          data={[]}
          empty={
            <>
              No devices found. <a href="mailto:support@example.com">Contact support</a>
            </>
          }
        />
      </div>
    </div>
  ),
};

/** Rows that can be selected: a checkbox per row, and one in the header for all of them, held by the caller. */
function SelectableTable(props: DataTableProps<Device>) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <div className="oc:grid oc:gap-2">
      <DataTable
        {...props}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        // A device with no status cannot be selected here, as a locked one cannot be locked again.
        getRowCanSelect={(row) => row.original.status !== null}
        selectLabel={(row) => `Select ${row.original.serial}`}
        selectAllLabel={({ selected, selectable }) => `Select all ${selectable} devices, ${selected} selected`}
      />
      <output data-testid="selected">{Object.keys(selection).sort().join(",")}</output>
    </div>
  );
}

/**
 * Selecting rows with the mouse and the keyboard: the header checkbox shows mixed while some are selected, its name
 * says how many, a click from mixed selects the rest, and rows that cannot be selected have no checkbox.
 */
export const SelectingRows: Story = {
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, step }) => {
    const selectable = devices.filter((device) => device.status !== null);
    const all = () => canvas.getByRole("checkbox", { name: /^Select all/ });
    await step("a checkbox per selectable row, and none for the others", async () => {
      await expect(canvas.getAllByRole("checkbox", { name: /^Select SN-/ })).toHaveLength(selectable.length);
      await expect(canvas.queryByRole("checkbox", { name: "Select SN-21F3321" })).not.toBeInTheDocument();
      await expect(all()).toHaveAccessibleName(`Select all ${selectable.length} devices, 0 selected`);
    });
    await step("one row, with the keyboard: the header turns mixed", async () => {
      canvas.getByRole("checkbox", { name: "Select SN-22C1047" }).focus();
      await userEvent.keyboard(" ");
      await expect(canvas.getByRole("checkbox", { name: "Select SN-22C1047" })).toBeChecked();
      await expect(canvas.getByRole("row", { name: /SN-22C1047/ })).toHaveAttribute("data-selected", "true");
      // The pinned checkbox cell carries the row's tint too, as an image over its opaque colour.
      const checkboxCell = canvas.getByRole("checkbox", { name: "Select SN-22C1047" }).closest("td")!;
      await expect(getComputedStyle(checkboxCell).backgroundImage).toContain("gradient");
      await expect(all()).toBePartiallyChecked();
      await expect(all()).toHaveAccessibleName(`Select all ${selectable.length} devices, 1 selected`);
      await expect(canvas.getByTestId("selected")).toHaveTextContent("dev-2");
    });
    await step("the header from mixed selects the rest, then clears them all", async () => {
      await userEvent.click(all());
      await expect(all()).toBeChecked();
      await expect(canvas.getByTestId("selected")).toHaveTextContent(
        selectable
          .map((device) => device.id)
          .sort()
          .join(","),
      );
      await userEvent.click(all());
      await expect(all()).not.toBeChecked();
      await expect(canvas.getByTestId("selected")).toBeEmptyDOMElement();
    });
  },
};

/** Columns the caller hides are gone from the header and every row. */
export const HiddenColumns: Story = {
  args: { columnVisibility: { model: false, ssid: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Devices" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Row details", "Serial number", "Firmware", "Last seen", "Status"]);
    await expect(within(table).queryByText("Hub H1")).not.toBeInTheDocument();
  },
};

/** Compact rows: the same cells, less padding, so more rows fit on a screen. */
export const Compact: Story = {
  args: { density: "compact" },
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole("row", { name: /SN-24A0193/ });
    const cell = within(row).getByRole("cell", { name: "Hub H1" });
    await expect(getComputedStyle(cell).paddingTop).toBe("4px");
    await expect(canvasElement.querySelector("[data-slot=data-table]")).toHaveAttribute("data-density", "compact");
  },
};
