import { useId, type ReactNode } from "react";
import { cn } from "@org/ui/cn";

/**
 * The level of a screen's heading: `1` where the screen is the page (the default), a lower level where the host's
 * page has its own `h1` above it, or `"none"` to leave the heading out; the screen is then still named by its title
 * for assistive technology.
 */
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6 | "none";

type ScreenSectionProps = {
  title: string;
  headingLevel?: HeadingLevel | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** A console screen: a section named by its heading, by default the page's one `h1`. */
function ScreenSection({ title, headingLevel = 1, className, children }: ScreenSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === "none" ? undefined : (`h${headingLevel}` as const);
  return (
    <section
      data-slot="screen"
      aria-labelledby={Heading ? headingId : undefined}
      aria-label={Heading ? undefined : title}
      className={cn("oc:grid oc:gap-6", className)}
    >
      {Heading ? (
        <Heading id={headingId} className="oc:text-2xl oc:font-semibold oc:tracking-tight">
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

export { ScreenSection };
export type { HeadingLevel };
