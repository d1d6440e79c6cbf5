import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ChevronRight, CircleAlert, Lock, Wifi, WifiOff, type LucideIcon, type LucideIconData } from "lucide-react";
import { compactIcon, tableIcons } from "./icon";

// Each table icon, and one of circles and lines (shapes compactIcon() joins too), beside lucide-react's component.
const circleAlert: LucideIconData = {
  name: "circle-alert",
  node: [
    ["circle", { cx: "12", cy: "12", r: "10" }],
    ["line", { x1: "12", x2: "12", y1: "8", y2: "12" }],
    ["line", { x1: "12", x2: "12.01", y1: "16", y2: "16" }],
  ],
};
const icons: [string, LucideIconData, LucideIcon][] = [
  ["wifi-off", tableIcons.wifiOff, WifiOff],
  ["wifi", tableIcons.wifi, Wifi],
  ["lock", tableIcons.lock, Lock],
  ["chevron-right", tableIcons.chevronRight, ChevronRight],
  ["circle-alert", circleAlert, CircleAlert],
];

function Comparison() {
  return (
    <table className="oc:text-sm">
      <thead>
        <tr>
          <th className="oc:p-2 oc:text-left">Icon</th>
          <th className="oc:p-2">lucide-react</th>
          <th className="oc:p-2">compactIcon</th>
        </tr>
      </thead>
      <tbody>
        {icons.map(([name, shapes, Lucide]) => {
          const Compact = compactIcon(shapes);
          return (
            <tr key={name} data-icon={name}>
              <td className="oc:p-2">{name}</td>
              <td className="oc:p-2">
                <Lucide data-drawn-by="lucide" className="oc:size-6" />
              </td>
              <td className="oc:p-2">
                <Compact data-drawn-by="compact" className="oc:size-6" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const meta = {
  title: "UI/Icon",
  component: Comparison,
  parameters: {
    docs: {
      description: {
        component:
          "`compactIcon()` draws a lucide icon as one path, for cells repeated in every row of a table. Each row shows lucide's own component beside it: the two draw the same picture.",
      },
    },
  },
} satisfies Meta<typeof Comparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStates: Story = {
  play: async ({ canvasElement, step }) => {
    for (const [name] of icons) {
      await step(`${name}: one path, covering what lucide's shapes cover`, async () => {
        const row = canvasElement.querySelector(`[data-icon="${name}"]`);
        const lucide = row?.querySelector<SVGSVGElement>('[data-drawn-by="lucide"]');
        const compact = row?.querySelector<SVGSVGElement>('[data-drawn-by="compact"]');
        if (!lucide || !compact) throw new Error(`${name} is not drawn`);
        await expect(compact.children).toHaveLength(1);
        await expect(compact).toHaveAttribute("aria-hidden", "true");
        const box = (svg: SVGSVGElement) => {
          const { x, y, width, height } = svg.getBBox();
          return [x, y, width, height].map((value) => Math.round(value * 100) / 100);
        };
        await expect(box(compact)).toEqual(box(lucide));
        // The outline each paints: sampled on a grid across the icon (off the half-pixel lines a stroke edge may
        // fall on), a point is in lucide's stroke exactly where it is in the one path's.
        const shapes = [...lucide.querySelectorAll<SVGGeometryElement>("path, rect, circle, line, polyline, polygon")];
        const path = compact.querySelector("path");
        if (!path) throw new Error(`${name} has no path`);
        const differ: string[] = [];
        for (let x = 0.3; x < 24; x += 0.5)
          for (let y = 0.3; y < 24; y += 0.5) {
            const point = new DOMPoint(x, y);
            const inLucide = shapes.some((shape) => shape.isPointInStroke(point));
            if (inLucide !== path.isPointInStroke(point)) differ.push(`${x.toFixed(1)},${y.toFixed(1)}`);
          }
        await expect({ name, differ }).toEqual({ name, differ: [] });
      });
    }
  },
};
