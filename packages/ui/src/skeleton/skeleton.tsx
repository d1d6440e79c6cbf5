import type * as React from "react";
import { cn } from "../lib/cn";
import { forwardRef } from "../lib/forward-ref";

// A prop, not a class: cn() only joins classes, so a caller's `oc:rounded-full` would meet the default.
const RADIUS = { md: "oc:rounded-md", xl: "oc:rounded-xl", full: "oc:rounded-full" } as const;

type SkeletonProps = React.ComponentProps<"div"> & {
  /**
   * The corners of what it stands for: `md` for text and controls, `xl` for a card, `full` for an avatar or icon.
   * @default md
   */
  radius?: keyof typeof RADIUS;
};

/**
 * A placeholder block in the shape of content that is still loading. It is hidden from assistive technology:
 * announce the loading state once on the region instead (`aria-busy` plus a status message).
 */
const Skeleton = forwardRef(function Skeleton({ className, radius = "md", ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("oc:animate-pulse oc:bg-foreground/10 oc:motion-reduce:animate-none", RADIUS[radius], className)}
      {...props}
    />
  );
});

type SkeletonTextProps = React.ComponentProps<"div"> & {
  /** Number of text lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
};

/**
 * Grey lines in place of a paragraph that is loading, the last one shorter. Like Skeleton, it is hidden from
 * assistive technology.
 */
const SkeletonText = forwardRef(function SkeletonText({ className, lines = 3, ...props }: SkeletonTextProps) {
  return (
    <div
      data-slot="skeleton-text"
      aria-hidden="true"
      className={cn("oc:grid oc:w-full oc:gap-2", className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cn("oc:h-4", index === lines - 1 && lines > 1 ? "oc:w-3/5" : "oc:w-full")} />
      ))}
    </div>
  );
});

export { Skeleton, SkeletonText };
export type { SkeletonProps, SkeletonTextProps };
