import type { ReactNode } from "react";

/**
 * The row above a table: the screen's own controls at the start (a refresh line, a selection's actions), the view
 * controls at the end, then `end` (an Add button). On a phone the parts wrap onto lines of their own.
 */
function TableToolbar({ children, controls, end }: { children?: ReactNode; controls: ReactNode; end?: ReactNode }) {
  return (
    <div data-slot="table-toolbar" className="oc:flex oc:min-h-8 oc:flex-wrap oc:items-center oc:gap-x-3 oc:gap-y-2">
      {children}
      <div className="oc:ms-auto oc:flex oc:items-center oc:gap-2">
        {controls}
        {end}
      </div>
    </div>
  );
}

export { TableToolbar };
