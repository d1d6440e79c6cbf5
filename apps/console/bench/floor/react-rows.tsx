// The React floor: React and ReactDOM fetch the device list's first page with the stored token and render it as a
// plain table, with the console's stylesheets (the benchmark links them) and nothing else: the least a React page
// does to show the same rows.
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { PlainTable, type Device } from "./plain-table";
import { FIRST_PAGE } from "./rows.mjs";

function Rows() {
  const [devices, setDevices] = useState<Device[]>([]);
  useEffect(() => {
    void fetch(FIRST_PAGE, { headers: { Authorization: `Bearer ${localStorage.getItem("token") ?? ""}` } })
      .then((response) => response.json() as Promise<{ devices: Device[] }>)
      .then((page) => setDevices(page.devices));
  }, []);
  return <PlainTable devices={devices} />;
}

createRoot(document.getElementById("root")!).render(<Rows />);
