import type { ConsoleApi } from "../../console-api.js";
import { MESSAGES, STATUS } from "../../contract/constants.js";
import { FIRMWARE_FORM_FIELDS } from "../../contract/firmware-form.js";
import { firmwareUploadSchema } from "../../contract/requests/firmware.js";
import { canComputeSha1, sha1Hex } from "../../contract/sha1.js";
import { httpError, problemError, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

/** Firmware files: an upload replaces a file of the same name and must carry the file's real SHA-1. */
function fakeFirmware({ data, run, progress }: FakeRuntime): Pick<ConsoleApi, "firmware"> {
  return {
    firmware: {
      list: (o) => run("firmware.list", o?.signal, () => data.firmware),
      upload: (firmware, o) =>
        run("firmware.upload", o?.signal, async () => {
          const input = validate(firmwareUploadSchema, firmware);
          await progress(o);
          // Like the server: the SHA-1 must be the file's real SHA-1. Browsers have Web Crypto only in secure
          // contexts (https, localhost); elsewhere the fake cannot compute it and takes the given one.
          if (canComputeSha1() && (await sha1Hex(input.file)) !== input.sha1)
            throw problemError({ field: FIRMWARE_FORM_FIELDS.sha1, message: MESSAGES.sha1Mismatch });
          const name =
            "name" in input.file && typeof input.file.name === "string" && input.file.name
              ? input.file.name
              : `${input.model}_v${input.version}.bin`;
          data.firmware = data.firmware.filter((candidate) => candidate.id !== name);
          data.firmware.push({
            id: name,
            name,
            version: input.version,
            previousVersion: input.previousVersion,
            model: input.model,
            sha1: input.sha1,
            size: input.file.size,
            trigger: input.trigger ?? false,
            url: `data:application/octet-stream;base64,${btoa(name)}`,
            index: data.firmware.length,
          });
        }),
      delete: (id, o) =>
        run("firmware.delete", o?.signal, () => {
          if (!data.firmware.some((candidate) => candidate.id === id))
            throw httpError(STATUS.notFound, "Firmware not found.");
          data.firmware = data.firmware.filter((candidate) => candidate.id !== id);
        }),
    },
  };
}

export { fakeFirmware };
