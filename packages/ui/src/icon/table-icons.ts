import type { LucideIconData } from "lucide-react";

// The shapes of the lucide icons (ISC licence, lucide.dev) that tables draw in every row, for compactIcon(). The Icon
// story draws each beside lucide-react's own component and checks that both cover the same outline.

const chevronRight: LucideIconData = { name: "chevron-right", node: [["path", { d: "m9 18 6-6-6-6" }]] };

const lock: LucideIconData = {
  name: "lock",
  node: [
    ["rect", { width: "18", height: "11", x: "3", y: "11", rx: "2", ry: "2" }],
    ["path", { d: "M7 11V7a5 5 0 0 1 10 0v4" }],
  ],
};

const wifi: LucideIconData = {
  name: "wifi",
  node: [
    ["path", { d: "M12 20h.01" }],
    ["path", { d: "M2 8.82a15 15 0 0 1 20 0" }],
    ["path", { d: "M5 12.859a10 10 0 0 1 14 0" }],
    ["path", { d: "M8.5 16.429a5 5 0 0 1 7 0" }],
  ],
};

const wifiOff: LucideIconData = {
  name: "wifi-off",
  node: [
    ["path", { d: "M12 20h.01" }],
    ["path", { d: "M8.5 16.429a5 5 0 0 1 7 0" }],
    ["path", { d: "M5 12.859a10 10 0 0 1 5.17-2.69" }],
    ["path", { d: "M19 12.859a10 10 0 0 0-2.007-1.523" }],
    ["path", { d: "M2 8.82a15 15 0 0 1 4.177-2.643" }],
    ["path", { d: "M22 8.82a15 15 0 0 0-11.288-3.764" }],
    ["path", { d: "m2 2 20 20" }],
  ],
};

export { chevronRight, lock, wifi, wifiOff };
