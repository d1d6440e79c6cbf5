// A host may give <ConsoleProvider> only the part of the API its components call (PartialConsoleApi). A method it
// leaves out must fail where it is called, with an error that says what is missing, not as "undefined is not a
// function" deep inside SWR.
import type { ApiMember } from "./wrap-each-method";

/** What the host put at `member`, or, where it put nothing, a method that throws an error naming what is missing. */
function stubIfMissing({ resource, name, value }: ApiMember): unknown {
  if (value !== undefined || typeof name !== "string") return value;
  return () => {
    throw new Error(
      `The api given to <ConsoleProvider> has no ${String(resource)}.${name}(), which this component calls. ` +
        "Each component's props document the part of the API it needs (e.g. DeviceTableApi).",
    );
  };
}

export { stubIfMissing };
