import type { ReactNode } from "react";
import { cn } from "@org/ui/cn";

type ThemeCardProps = {
  /** The id of the heading, for the parts inside that are named by it (a block's form). */
  headingId: string;
  title: string;
  description?: ReactNode;
  /** While the card waits for its content. */
  busy?: boolean;
  /** What the card is, for styling hooks and tests: `theme-block` unless it is something else (`theme-plan`). */
  slot?: string;
  /** `tight` for a card of a few lines, such as the plan. (cn() only joins classes: a gap class would meet the card's.) */
  spacing?: "default" | "tight";
  className?: string;
  children: ReactNode;
};

/** The card every part of the theme editor sits in: a section named by its heading, with an optional description. */
function ThemeCard({
  headingId,
  title,
  description,
  busy,
  slot = "theme-block",
  spacing = "default",
  className,
  children,
}: ThemeCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      data-slot={slot}
      className={cn(
        "oc:grid oc:rounded-lg oc:border oc:bg-card oc:p-4 oc:text-card-foreground oc:sm:p-6",
        spacing === "tight" ? "oc:gap-3" : "oc:gap-4",
        className,
      )}
    >
      <header className="oc:grid oc:gap-1">
        <h2 id={headingId} className="oc:text-lg oc:font-semibold oc:tracking-tight">
          {title}
        </h2>
        {description ? <p className="oc:text-sm oc:text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

export { ThemeCard };
