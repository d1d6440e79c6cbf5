import { useId } from "react";
import { useTranslation } from "react-i18next";

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
  const { t } = useTranslation("theme");
  const labelId = useId();
  return (
    <figure aria-labelledby={labelId} data-slot="template-preview" className="m-0 grid content-start gap-2">
      <figcaption id={labelId} className="text-sm font-medium">
        {t("email.preview", { page })}
      </figcaption>
      <div className="grid gap-3 rounded-lg border bg-background p-6 shadow-xs">
        <p className="text-xl font-semibold tracking-tight wrap-anywhere">{headline.trim() || productName}</p>
        {body.trim() ? (
          <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-muted-foreground">{body}</p>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t("email.textOnly")}</p>
    </figure>
  );
}

export { TemplatePreview };
