import { ConsoleLink } from "../../shared/links/console-link";
import { TableEmpty } from "../../shared/screen/table-empty";
import { supportHref } from "../../shared/links/support-href";
import type { DeviceTableTexts } from "./device-table-texts";

type DeviceTableEmptyProps = {
  /** The list could not be read: the screen's load alert says why, with Retry. */
  failed: boolean;
  /** The theme's support address, for the link that offers help; absent, the text says there is none. */
  supportEmail: string | null | undefined;
  texts: Pick<DeviceTableTexts, "emptyFailed" | "emptyTitle" | "needHelp" | "contactSupport" | "noSupport">;
};

/** In place of the rows when a search finds no device, or when the list could not be read. */
function DeviceTableEmpty({ failed, supportEmail, texts }: DeviceTableEmptyProps) {
  const support = supportHref(supportEmail);
  return (
    <TableEmpty failed={failed} failedText={texts.emptyFailed} title={texts.emptyTitle}>
      <p>
        {support ? (
          <>
            {texts.needHelp} <ConsoleLink href={support}>{texts.contactSupport}</ConsoleLink>
          </>
        ) : (
          texts.noSupport
        )}
      </p>
    </TableEmpty>
  );
}

export { DeviceTableEmpty };
