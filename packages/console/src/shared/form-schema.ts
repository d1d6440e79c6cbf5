import type { z } from "zod";

/**
 * For each field of a contract's shape, a schema of the form's own whose output is that field's output; a field the
 * contract does not have is refused rather than added.
 */
type FormFields<Shape extends z.ZodRawShape, Fields> = {
  [Field in keyof Shape]?: z.ZodType<z.output<Shape[Field]>>;
} & {
  [Extra in Exclude<keyof Fields, keyof Shape>]: never;
};

/**
 * A form's schema, derived from the contract's schema of the request it sends: the fields it names keep the contract's
 * meaning but say it in the form's words (i18n keys rather than the contract's English, trimming what an operator
 * types), and every other field is the contract's own. A field whose output differs from the contract's fails to
 * compile, so the form cannot send what the API would refuse to read.
 */
function formSchemaOf<Shape extends z.ZodRawShape, Fields extends FormFields<Shape, Fields>>(
  contract: z.ZodObject<Shape>,
  fields: Fields,
) {
  return contract.extend(fields);
}

export { formSchemaOf };
