import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";

/**
 * For each field of a contract's shape, a schema of the form's own whose output is that field's output; a field the
 * contract does not have is refused rather than added.
 */
type FormFields<Shape extends z.core.$ZodShape, Fields> = {
  [Field in keyof Shape]?: z.core.$ZodType<z.output<Shape[Field]>>;
} & {
  [Extra in Exclude<keyof Fields, keyof Shape>]: never;
};

/**
 * A form's schema, derived from the contract's schema of the request it sends: the fields it names keep the contract's
 * meaning but say it in the form's words (i18n keys rather than the contract's English, trimming what an operator
 * types), and every other field is the contract's own. A field whose output differs from the contract's fails to
 * compile, so the form cannot send what the API would refuse to read.
 */
function formSchemaOf<Shape extends z.core.$ZodShape, Fields extends FormFields<Shape, Fields>>(
  contract: z.ZodMiniObject<Shape>,
  fields: Fields,
) {
  return z.extend(contract, fields);
}

/**
 * A react-hook-form form checked by a zod schema: the fields hold the schema's input, and a valid submit hands over its
 * output (trimmed text, parsed numbers), so a form states its rules once, in its schema.
 */
function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.core.$ZodType<Output, Input>,
  options: Omit<UseFormProps<NoInfer<Input>, unknown, NoInfer<Output>>, "resolver">,
): UseFormReturn<Input, unknown, Output> {
  // The resolver's overloads cannot follow a schema this generic; the signature above is what they guarantee.
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema as never) as never });
}

export { formSchemaOf, useSchemaForm };
