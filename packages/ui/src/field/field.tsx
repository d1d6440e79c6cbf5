import * as React from "react";
import { cn } from "../lib/cn";
import { Label as LabelPrimitive } from "radix-ui";
import { labelVariants } from "../label/label";
import { forwardRef } from "../lib/forward-ref";

/** The props a Field puts on its control: spread them yourself when `children` is a function. */
type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  disabled?: true;
};

type FieldContextValue = {
  controlId: string;
  descriptionId: string;
  errorId: string;
  description: React.ReactNode;
  error: React.ReactNode;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  horizontal: boolean;
};

const FieldContext = React.createContext<FieldContextValue | undefined>(undefined);

function useField(part: string) {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`${part} must be used inside <Field>.`);
  return context;
}

function hasContent(node: React.ReactNode) {
  return node !== undefined && node !== null && node !== false && node !== "";
}

function controlPropsOf(context: FieldContextValue): FieldControlProps {
  const describedBy = [
    hasContent(context.description) ? context.descriptionId : undefined,
    hasContent(context.error) ? context.errorId : undefined,
  ].filter(Boolean);
  return {
    id: context.controlId,
    ...(describedBy.length > 0 ? { "aria-describedby": describedBy.join(" ") } : {}),
    ...(context.invalid ? { "aria-invalid": true } : {}),
    ...(context.required ? { "aria-required": true } : {}),
    ...(context.disabled ? { disabled: true } : {}),
  };
}

type FieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /**
   * The visible label. When given, Field lays out label, control, description and error itself and treats
   * `children` as the control. Leave it out to compose FieldLabel, FieldControl, FieldDescription and FieldError.
   */
  label?: React.ReactNode;
  /** Help text, linked to the control with `aria-describedby`. */
  description?: React.ReactNode;
  /** The validation message. Any message marks the control invalid and is announced (`role="alert"`). */
  error?: React.ReactNode;
  /** Marks the control invalid without a message, e.g. while a sibling field shows the shared error. */
  invalid?: boolean;
  /** Sets `aria-required` on the control and marks the label. It checks nothing: report a missing value in `error`. */
  required?: boolean;
  /** Disables the control and dims the label. */
  disabled?: boolean;
  /** `horizontal` puts the control before its label, for switches and checkboxes. */
  orientation?: "vertical" | "horizontal";
  /**
   * Room between the parts: `tight` for a field without a label in a search row or toolbar, where its error sits
   * closer to the control. (A prop, not a class: cn() only joins classes, so `oc:gap-1.5` would meet `oc:gap-2`.)
   * @default default
   */
  spacing?: "default" | "tight";
  /** The control's id. Generated with `useId` unless given. */
  controlId?: string;
  /** The control (it receives id, aria attributes and `disabled` through FieldControl), or a function that spreads them itself. */
  children: React.ReactNode | ((controlProps: FieldControlProps) => React.ReactNode);
};

/**
 * Connects a form control with its label, help text and error: it links them by id and `aria-describedby`, marks the
 * control invalid, required or disabled, and announces the error. Pass `label` and the control as the child for the
 * usual layout, or compose FieldLabel, FieldControl, FieldDescription and FieldError yourself. Wrap each control of
 * a form in one: Input, Textarea, NativeSelect, Checkbox, Switch and the like.
 */
const Field = forwardRef(function Field({
  label,
  description,
  error,
  invalid = false,
  required = false,
  disabled = false,
  controlId,
  orientation = "vertical",
  spacing = "default",
  className,
  children,
  ...props
}: FieldProps) {
  const baseId = React.useId();
  const context: FieldContextValue = {
    controlId: controlId ?? `${baseId}-control`,
    descriptionId: `${baseId}-description`,
    errorId: `${baseId}-error`,
    description,
    error,
    invalid: invalid || hasContent(error),
    required,
    disabled,
    horizontal: orientation === "horizontal",
  };
  const control =
    typeof children === "function" ? (
      children(controlPropsOf(context))
    ) : label === undefined ? (
      children
    ) : (
      <FieldControl>{children}</FieldControl>
    );
  const { horizontal } = context;

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-orientation={orientation}
        data-invalid={context.invalid ? "true" : undefined}
        data-disabled={disabled ? "true" : undefined}
        className={cn(
          "oc:group/field oc:flex oc:flex-col",
          spacing === "tight" ? "oc:gap-1.5" : "oc:gap-2",
          className,
        )}
        {...props}
      >
        {label === undefined ? (
          control
        ) : horizontal ? (
          <div className="oc:flex oc:items-start oc:gap-3">
            <div className="oc:flex oc:h-5 oc:shrink-0 oc:items-center">{control}</div>
            <div className="oc:flex oc:flex-col oc:gap-1.5">
              <FieldLabel>{label}</FieldLabel>
              <FieldDescription />
              <FieldError />
            </div>
          </div>
        ) : (
          <>
            <FieldLabel>{label}</FieldLabel>
            {control}
            <FieldDescription />
            <FieldError />
          </>
        )}
      </div>
    </FieldContext.Provider>
  );
});

type FieldLabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** Shown after the label of a required field; the control itself carries `aria-required`. */
  requiredIndicator?: React.ReactNode;
};

/** The label of the surrounding Field, linked to its control; when the field is required it ends with a mark. */
const FieldLabel = forwardRef(function FieldLabel({
  className,
  children,
  requiredIndicator = "*",
  ...props
}: FieldLabelProps) {
  const field = useField("FieldLabel");
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      htmlFor={field.controlId}
      className={cn(
        labelVariants({ spacing: field.horizontal ? "field-row" : "field" }),
        "oc:group-data-[disabled=true]/field:opacity-50",
        className,
      )}
      {...props}
    >
      {children}
      {field.required && hasContent(requiredIndicator) ? (
        <span aria-hidden="true" className="oc:text-destructive">
          {requiredIndicator}
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
});

type ControlElementProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
  disabled?: boolean;
};

type FieldControlSlotProps = {
  /** A single element that takes the props of an input (`id`, `aria-*`, `disabled`). */
  children: React.ReactNode;
};

/**
 * Gives its only child the field's id and adds the field's `aria-describedby`, `aria-invalid`, `aria-required` and
 * `disabled` to the child's own. The field's id always wins (set it with `controlId`), so the label stays linked
 * even when the child passes `id={undefined}` along, which a plain Slot would let through.
 */
function FieldControl({ children }: FieldControlSlotProps) {
  const field = useField("FieldControl");
  if (!React.isValidElement<ControlElementProps>(children))
    throw new Error("FieldControl needs a single element child.");
  const own = children.props;
  const control = controlPropsOf(field);
  const describedBy = [control["aria-describedby"], own["aria-describedby"]].filter(Boolean).join(" ");
  return React.cloneElement(children, {
    id: control.id,
    "aria-describedby": describedBy === "" ? undefined : describedBy,
    "aria-invalid": control["aria-invalid"] ?? own["aria-invalid"],
    "aria-required": control["aria-required"] ?? own["aria-required"],
    disabled: control.disabled ?? own.disabled,
  });
}

// The text comes from the Field's props so that `aria-describedby` always matches what is on screen.
type FieldDescriptionProps = Omit<React.ComponentProps<"p">, "children" | "id">;

/** Shows the Field's `description`. */
const FieldDescription = forwardRef(function FieldDescription({ className, ...props }: FieldDescriptionProps) {
  const field = useField("FieldDescription");
  const content = field.description;
  if (!hasContent(content)) return null;
  return (
    <p
      data-slot="field-description"
      className={cn("oc:text-sm oc:leading-normal oc:text-muted-foreground", className)}
      {...props}
      id={field.descriptionId}
    >
      {content}
    </p>
  );
});

type FieldErrorProps = Omit<React.ComponentProps<"p">, "children" | "id">;

/** Shows the Field's `error` as an alert. */
const FieldError = forwardRef(function FieldError({ className, ...props }: FieldErrorProps) {
  const field = useField("FieldError");
  const content = field.error;
  if (!hasContent(content)) return null;
  return (
    <p
      role="alert"
      data-slot="field-error"
      className={cn("oc:text-sm oc:leading-normal oc:font-medium oc:text-destructive", className)}
      {...props}
      id={field.errorId}
    >
      {content}
    </p>
  );
});

export { Field, FieldControl, FieldDescription, FieldError, FieldLabel };
export type { FieldControlProps, FieldDescriptionProps, FieldErrorProps, FieldLabelProps, FieldProps };
