import { useEffect, useId, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { consoleTranslation } from "../../i18n/console-translation";
import { Check, Copy, Download } from "lucide-react";
import { errorBodyText } from "@org/api-client";
import { Alert, AlertDescription, AlertTitle } from "@org/ui/alert";
import { Button } from "@org/ui/button";
import { cn } from "@org/ui/cn";
import { DateRangePicker, dateRangePickerZhTW } from "@org/ui/date-range-picker";
import { Field, FieldError } from "@org/ui/field";
import { Input } from "@org/ui/input";
import { Textarea } from "@org/ui/textarea";
import { normalizeLanguage } from "../../i18n/i18n";
import { ErrorAlert } from "../../shared/errors/error-alert";
import { isSilentError, useCallErrorText } from "../../shared/errors/call-errors";
import { ScreenSection, type HeadingLevel } from "../../shared/screen/screen-section";
import { useTheme } from "../../shared/data/theme";
import { calendarDay } from "./export-range";
import { createExportSchema, type ExportLimits } from "./export-schema";
import { useCreateExport } from "./use-export";
import { exportLimitHours, type ConsoleApiPart } from "@org/api-client";
import { useFieldMessage } from "../../shared/forms/field-message";
import { useSchemaForm } from "../../shared/forms/form-schema";

const useExportStrings = consoleTranslation("oc-export");
const useCommonStrings = consoleTranslation("oc-common");

/** The calls ExportPanel makes: the part of the API that `ConsoleProvider` needs for it. */
type ExportPanelApi = ConsoleApiPart<"exports.create" | "theme.get">;

type ExportPanelProps = {
  /** The current time (ms) that decides which days can be picked; now by default. Fix it in stories and tests. */
  now?: number;
  /** The IANA zone whose calendar days are picked and sent; the viewer's own by default. */
  timeZone?: string;
  /** Classes added to the screen's root `<section>`, e.g. for its width or margins. */
  className?: string;
  /**
   * The screen heading's level: `1` by default, `2`–`6` under a heading of your page, `"none"` to leave it out.
   * @default 1
   */
  headingLevel?: HeadingLevel;
};

/**
 * Lets an operator export the solution's data for a range of whole days: the server runs the export as a job, and the
 * panel shows the job's id. Render it at your export route (`links.export`, `/export` by default).
 *
 * Future days and days older than the theme's `relative_start` cannot be picked, and the range must last between
 * `period_min` and `period_max` hours. The job id shows in an alert titled Job ID with a Copy button; a failure in an
 * alert titled Error and in an error text area.
 *
 * Needs from ConsoleProvider: `api.exports`, `api.theme` (the export limits).
 */
function ExportPanel({ now: nowProp, timeZone, headingLevel, className }: ExportPanelProps) {
  const { t } = useExportStrings();
  const theme = useTheme();
  const [mountedAt] = useState(() => Date.now());
  const now = nowProp ?? mountedAt;
  const limits = theme.data?.export;

  return (
    <ScreenSection title={t("title")} headingLevel={headingLevel} className={className}>
      <ErrorAlert
        call="theme.get"
        error={theme.error}
        title={t("failure.title")}
        onRetry={() => void theme.mutate()}
        retrying={theme.isValidating}
      />
      <ExportForm key={limits ? JSON.stringify(limits) : "loading"} limits={limits} now={now} timeZone={timeZone} />
    </ScreenSection>
  );
}

type ExportFormProps = { limits: ExportLimits | undefined; now: number; timeZone: string | undefined };

function ExportForm({ limits, now, timeZone }: ExportFormProps) {
  const { t, i18n } = useExportStrings();
  const errorText = useCallErrorText();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { t: common } = useCommonStrings();
  const { createExport, jobId, failure, dismissFailure } = useCreateExport();
  const schema = useMemo(
    () => createExportSchema(limits ?? { relative_start: 0, period_min: 0, period_max: 0 }, timeZone),
    [limits, timeZone],
  );
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, {
    defaultValues: { range: undefined },
  });

  const today = calendarDay(now, timeZone);
  const minDate = limits ? calendarDay(now - limits.relative_start * 1000, timeZone) : undefined;
  const message = useFieldMessage("oc-export");
  const onSubmit = handleSubmit((range) => createExport(range));
  const failed = failure && !isSilentError(failure.error) ? failure.error : undefined;
  const failureText = failed === undefined ? "" : errorText("exports.create", failed);
  const details = failed === undefined ? "" : errorBodyText(failed) || failureText;

  return (
    <div className="oc:grid oc:gap-4">
      <form
        aria-label={t("form.label")}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="oc:flex oc:flex-wrap oc:items-start oc:gap-2"
      >
        <Field
          error={message(errors.range?.message, limits ? exportLimitHours(limits) : { min: 0, max: 0 })}
          disabled={!limits}
          spacing="tight"
          className="oc:w-72 oc:max-w-full"
        >
          {(controlProps) => (
            <>
              <Controller
                control={control}
                name="range"
                render={({ field }) => (
                  <DateRangePicker
                    {...controlProps}
                    ref={field.ref}
                    value={field.value ?? {}}
                    onValueChange={(range) => field.onChange(range ?? {})}
                    onBlur={field.onBlur}
                    today={today}
                    locale={language === "zh-TW" ? dateRangePickerZhTW : undefined}
                    minDate={minDate}
                    placeholder={t("form.placeholder")}
                    calendarLabel={t("form.calendar")}
                    todayLabel={t("form.today")}
                    selectedLabel={t("form.selected")}
                    width="full"
                  />
                )}
              />
              <FieldError />
            </>
          )}
        </Field>
        <Button type="submit" disabled={!limits} loading={isSubmitting}>
          <Download aria-hidden="true" />
          {t("form.submit")}
        </Button>
      </form>
      {jobId !== undefined ? <JobIdAlert jobId={jobId} /> : null}
      {failed !== undefined ? (
        <div className="oc:grid oc:gap-3">
          {/* Persistent until dismissed, which also clears the details below it. */}
          <Alert variant="error" dismissLabel={common("actions.dismiss")} onDismiss={dismissFailure}>
            <AlertTitle>{t("failure.title")}</AlertTitle>
            <AlertDescription>{failureText}</AlertDescription>
          </Alert>
          <Field label={t("failure.details")}>
            <Textarea readOnly value={details} rows={3} textSize="sm" className="oc:font-mono" />
          </Field>
        </div>
      ) : null}
    </div>
  );
}

function JobIdAlert({ jobId }: { jobId: string }) {
  const { t } = useExportStrings();
  const inputId = useId();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = setTimeout(() => setCopy("idle"), 2000);
    return () => clearTimeout(timer);
  }, [copy]);

  return (
    <Alert variant="success">
      <AlertTitle>{t("result.title")}</AlertTitle>
      <AlertDescription>
        <div className="oc:flex oc:flex-wrap oc:items-center oc:gap-2">
          <label htmlFor={inputId} className="oc:sr-only">
            {t("result.label")}
          </label>
          {/* The box sets the width, which the input fills: a width on the input would meet its own `oc:w-full`. */}
          <div className="oc:w-64 oc:max-w-full">
            <Input
              id={inputId}
              readOnly
              value={jobId}
              onFocus={(event) => event.currentTarget.select()}
              className="oc:font-mono"
            />
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              navigator.clipboard.writeText(jobId).then(
                () => setCopy("copied"),
                () => setCopy("failed"),
              );
            }}
          >
            {copy === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copy === "copied" ? t("result.copied") : t("result.copy")}
          </Button>
        </div>
        <p role="status" className={cn("oc:text-sm", copy === "failed" ? "oc:mt-2" : "oc:sr-only")}>
          {copy === "copied" ? t("result.copied") : copy === "failed" ? t("result.copyFailed") : ""}
        </p>
      </AlertDescription>
    </Alert>
  );
}

export { ExportPanel };
export type { ExportPanelApi, ExportPanelProps };
