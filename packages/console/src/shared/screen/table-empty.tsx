import type { ReactNode } from "react";

type TableEmptyProps = {
  /** The list could not be read: only `failedText` shows, as the screen's load alert says why, with Retry. */
  failed: boolean;
  failedText: string;
  /** The heading of a list that loaded and holds nothing... */
  title: string;
  /** ...and what follows it (a hint, the search that found nothing). */
  children?: ReactNode;
};

/** A table's empty state, which tells a list with nothing in it from one that could not be read. */
function TableEmpty({ failed, failedText, title, children }: TableEmptyProps) {
  if (failed) return <p>{failedText}</p>;
  return (
    <div className="oc:grid oc:gap-1">
      <p className="oc:font-medium oc:text-foreground">{title}</p>
      {children}
    </div>
  );
}

export { TableEmpty };
