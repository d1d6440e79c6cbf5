import { useId, type ReactNode } from "react";
import { cn } from "@org/ui/cn";

type ScreenSectionProps = {
  title: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A console screen: a section named by its heading, which is the page's one `h1`. */
function ScreenSection({ title, className, children }: ScreenSectionProps) {
  const headingId = useId();
  return (
    <section data-slot="screen" aria-labelledby={headingId} className={cn("oc:grid oc:gap-6", className)}>
      <h1 id={headingId} className="oc:text-2xl oc:font-semibold oc:tracking-tight">
        {title}
      </h1>
      {children}
    </section>
  );
}

export { ScreenSection };

