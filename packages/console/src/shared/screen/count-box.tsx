import type { ComponentProps, ReactNode } from "react";
import { consoleTranslation } from "../../i18n/console-translation";
import { cn } from "@org/ui/cn";
import { InfoBox } from "@org/ui/info-box";

const useStrings = consoleTranslation("oc-common");

type Count = {
  label: string;
  /** The count; null when the server does not know it, undefined while it loads. */
  value: number | null | undefined;
  icon: ReactNode;
  variant?: ComponentProps<typeof InfoBox>["variant"];
};

type CountBoxesProps = {
  counts: readonly Count[];
  /** The call for the counts failed: the boxes show -- instead of loading for ever. */
  failed: boolean;
  /**
   * Boxes in a row on wide screens: 3, or 2 for a screen with two counts. (A prop, not a class: cn() only joins
   * classes, so `oc:lg:grid-cols-2` would meet `oc:lg:grid-cols-3`.)
   */
  columns?: 2 | 3;
  className?: string;
};

/** A screen's totals (devices, connected devices, users) in info boxes, grouped in the current language's way. */
function CountBoxes({ counts, failed, columns = 3, className }: CountBoxesProps) {
  const { t, i18n } = useStrings();
  return (
    <div
      data-slot="count-boxes"
      className={cn(
        "oc:grid oc:gap-4 oc:sm:grid-cols-2",
        columns === 3 ? "oc:lg:grid-cols-3" : "oc:lg:grid-cols-2",
        className,
      )}
    >
      {counts.map(({ label, value, icon, variant }) => (
        <InfoBox
          key={label}
          label={label}
          value={value ?? null}
          loading={value === undefined && !failed}
          icon={icon}
          variant={variant}
          locale={i18n.resolvedLanguage ?? i18n.language}
          unknownLabel={t("totals.unknown")}
          loadingLabel={t("totals.loading")}
        />
      ))}
    </div>
  );
}

export { CountBoxes };
