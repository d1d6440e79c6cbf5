import { useId } from "react";
import { consoleTranslation } from "../../i18n/console-translation";

const useStrings = consoleTranslation("oc-theme");

type TemplatePreviewProps = {
  /** Which page it shows, for its name: "Preview of the welcome page". */
  page: string;
  /** The page's headline as typed; the product name stands in when it is empty, as on the page itself. */
  headline: string;
  body: string;
  productName: string;
};

/**
 * A live preview of a public page a template produces (welcome, claim devices): its headline and body as the page
 * shows them, as text. Nothing typed is ever read as markup, so `<img onerror=…>` shows as those characters.
 */
function TemplatePreview({ page, headline, body, productName }: TemplatePreviewProps) {
  const { t } = useStrings();
  const labelId = useId();
  return (
    <figure aria-labelledby={labelId} data-slot="template-preview" className="oc:m-0 oc:grid oc:content-start oc:gap-2">
      <figcaption id={labelId} className="oc:text-sm oc:font-medium">
        {t("email.preview", { page })}
      </figcaption>
      <div className="oc:grid oc:gap-3 oc:rounded-lg oc:border oc:bg-background oc:p-6 oc:shadow-xs">
        <p className="oc:text-xl oc:font-semibold oc:tracking-tight oc:wrap-anywhere">
          {headline.trim() || productName}
        </p>
        {body.trim() ? (
          <p className="oc:text-sm oc:leading-relaxed oc:wrap-anywhere oc:whitespace-pre-line oc:text-muted-foreground">
            {body}
          </p>
        ) : null}
      </div>
      <p className="oc:text-xs oc:text-muted-foreground">{t("email.textOnly")}</p>
    </figure>
  );
}

export { TemplatePreview };
