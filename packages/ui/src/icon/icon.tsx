import type * as React from "react";
import type { LucideIconData } from "lucide-react";
import { iconPath } from "./icon-geometry";
import * as tableIcons from "./table-icons";

type CompactIconProps = Omit<React.SVGProps<SVGSVGElement>, "children" | "ref">;

/**
 * A lucide icon for markup that repeats, such as a cell in each row of a long table: the same picture as lucide-react's
 * component, drawn by one `<path>` (the icon's shapes joined into one path's commands, once, when the icon is made)
 * with fixed attributes, where lucide-react builds each icon's attributes and an element per shape on every render. A
 * status icon of 7 shapes in 50 rows is 100 DOM nodes instead of 400. `tableIcons` holds the shapes of the icons the
 * tables use.
 *
 * ```tsx
 * const WifiOff = compactIcon(tableIcons.wifiOff);
 * <WifiOff className="oc:size-4" />
 * ```
 *
 * It is decorative (`aria-hidden`) unless given a role.
 */
function compactIcon(icon: LucideIconData): React.FC<CompactIconProps> {
  const d = iconPath(icon);
  const size = icon.size ?? 24;
  function CompactIcon(props: CompactIconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props.role ? undefined : true}
        {...props}
      >
        <path d={d} />
      </svg>
    );
  }
  CompactIcon.displayName = `CompactIcon(${icon.name ?? "icon"})`;
  return CompactIcon;
}

export { compactIcon, tableIcons };
export type { CompactIconProps };
