import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { createFakeApi } from "@org/api-client/testing";
import { toast } from "@org/ui/toast";
import { AddFirmwareDialog } from "./add-firmware-dialog";

/** A small firmware file and its real SHA-1 (`printf 'CF-52 firmware 3.2.0' | sha1sum`). */
const smallFile = {
  name: "CF-52_v3.2.0.bin",
  content: "CF-52 firmware 3.2.0",
  sha1: "0acf85f3b4a8668397306709c17723bc14fc34b5",
};
/** A valid SHA-1 that is not the small file's (`printf 'CF-52 firmware 3.2.0 (other)' | sha1sum`). */
const otherSha1 = "10a7c90d2ac7045712b508ea1eaff446d6054729";

type Canvas = ReturnType<typeof within>;

type FormValues = { model: string; version: string; previousVersion: string; sha1: string; file: File | null };

const valid: FormValues = {
  model: "CF-52",
  version: "3.2.0",
  previousVersion: "3.1.0",
  sha1: "",
  file: new File([smallFile.content], smallFile.name),
};

async function dialogOf(): Promise<Canvas> {
  return within(await screen.findByRole("dialog", { name: "Add Firmware" }));
}

const box = (dialog: Canvas, name: string) => dialog.getByRole("textbox", { name });

/** Types the texts, then chooses the file (whose SHA-1 then fills an empty SHA1 field). */
async function fill(dialog: Canvas, overrides: Partial<FormValues> = {}) {
  const values = { ...valid, ...overrides };
  if (values.model) await userEvent.type(box(dialog, "Model"), values.model);
  if (values.version) await userEvent.type(box(dialog, "Version"), values.version);
  if (values.previousVersion) await userEvent.type(box(dialog, "Previous Version"), values.previousVersion);
  if (values.sha1) await userEvent.type(box(dialog, "SHA1"), values.sha1);
  if (values.file) {
    await userEvent.upload(dialog.getByLabelText("Choose firmware file"), values.file);
    if (!values.sha1) await waitFor(() => expect(box(dialog, "SHA1")).toHaveValue(smallFile.sha1));
  }
}

async function submit(dialog: Canvas) {
  await userEvent.click(dialog.getByRole("button", { name: "Upload" }));
}

/** The one field message shown: no other field complains. */
async function expectOnlyMessage(dialog: Canvas, text: string) {
  const alerts = await dialog.findAllByRole("alert");
  await expect(alerts.map((alert: HTMLElement) => alert.textContent)).toEqual([text]);
}

const meta = {
  title: "Console/Firmware/AddFirmwareDialog",
  component: AddFirmwareDialog,
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { docs: { story: { inline: false, height: "640px" } } },
  args: { open: true, onOpenChange: fn(), onUploaded: fn() },
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof AddFirmwareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModelRequired: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await fill(dialog, { model: "" });
    await submit(dialog);
    await expectOnlyMessage(dialog, "The Model field is required.");
    const model = box(dialog, "Model");
    await expect(model).toBeInvalid();
    await expect(model).toHaveAccessibleDescription("The Model field is required.");
    await expect(model).toHaveFocus();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

export const VersionNotSemver: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await fill(dialog, { version: "3.2" });
    // Enter in a field submits the form, as Upload does.
    await userEvent.type(box(dialog, "Version"), "{Enter}");
    await expectOnlyMessage(dialog, "Must be semver (X.X.X)");
    await expect(box(dialog, "Version")).toBeInvalid();
    await expect(box(dialog, "Version")).toHaveAccessibleDescription("X.X.X, e.g. 1.4.0 Must be semver (X.X.X)");
  },
};

export const PreviousVersionNotSemver: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await fill(dialog, { previousVersion: "v3.1.0" });
    await submit(dialog);
    await expectOnlyMessage(dialog, "Must be semver (X.X.X)");
    await expect(box(dialog, "Previous Version")).toBeInvalid();
    await expect(box(dialog, "Version")).toBeValid();
  },
};

export const Sha1Invalid: Story = {
  play: async ({ step }) => {
    const dialog = await dialogOf();
    await fill(dialog, { sha1: otherSha1.toUpperCase() });
    await submit(dialog);

    await step("capital letters are refused with the contract's message", async () => {
      await expectOnlyMessage(dialog, "Must be 40 lowercase hexadecimal characters.");
      await expect(box(dialog, "SHA1")).toBeInvalid();
    });

    await step("the message goes once the SHA1 is right", async () => {
      await userEvent.clear(box(dialog, "SHA1"));
      await userEvent.type(box(dialog, "SHA1"), smallFile.sha1);
      await waitFor(() => expect(dialog.queryByRole("alert")).toBeNull());
      await expect(box(dialog, "SHA1")).toBeValid();
    });
  },
};

export const FileRequired: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await fill(dialog, { file: null, sha1: smallFile.sha1 });
    await submit(dialog);
    await expectOnlyMessage(dialog, "Choose a firmware file.");
    await expect(dialog.getByRole("group", { name: "Firmware file" })).toHaveAccessibleDescription(
      "Choose a firmware file.",
    );
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

export const FileTooLarge: Story = {
  play: async ({ step }) => {
    const dialog = await dialogOf();

    await step("a file of 4096 KB is refused as soon as it is chosen", async () => {
      const large = new File([new Uint8Array(4096 * 1024)], "large.bin");
      await userEvent.upload(dialog.getByLabelText("Choose firmware file"), large);
      await expectOnlyMessage(dialog, "The firmware file must be under 4 MB (4096 KB).");
      await expect(await dialog.findByRole("list", { name: "Chosen firmware file" })).toHaveTextContent("large.bin");
      // Not worth digesting: the SHA1 stays for the operator.
      await expect(box(dialog, "SHA1")).toHaveValue("");
    });

    await step("removing it asks for a file instead, and Browse takes focus", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "Remove large.bin" }));
      await waitFor(() => expect(dialog.queryByRole("list", { name: "Chosen firmware file" })).toBeNull());
      await expectOnlyMessage(dialog, "Choose a firmware file.");
      await expect(dialog.getByRole("button", { name: "Choose firmware file" })).toHaveFocus();
    });
  },
};

export const Sha1FilledFromFile: Story = {
  play: async ({ step }) => {
    const dialog = await dialogOf();
    const sha1 = box(dialog, "SHA1");

    await step("choosing a file writes its SHA-1 into the empty field", async () => {
      await userEvent.upload(
        dialog.getByLabelText("Choose firmware file"),
        new File([smallFile.content], smallFile.name),
      );
      await waitFor(() => expect(sha1).toHaveValue(smallFile.sha1));
      await expect(sha1).toHaveAccessibleDescription("Computed from the chosen file.");
    });

    await step("another file replaces the SHA-1 this form wrote", async () => {
      await userEvent.upload(dialog.getByLabelText("Choose firmware file"), new File(["abc"], "other.bin"));
      await waitFor(() => expect(sha1).toHaveValue("a9993e364706816aba3e25717850c26c9cd0d89d"));
    });
  },
};

export const Sha1Mismatch: Story = {
  play: async ({ step }) => {
    const dialog = await dialogOf();
    const sha1 = box(dialog, "SHA1");
    const warning = `The SHA1 you typed differs from the chosen file's: ${smallFile.sha1}. The server will refuse the upload.`;

    await step("a typed SHA-1 is kept, with a warning that it differs from the file's", async () => {
      await fill(dialog, { sha1: otherSha1 });
      await expect(await dialog.findByText(warning)).toBeVisible();
      await expect(sha1).toHaveValue(otherSha1);
      await expect(sha1).toBeValid();
      await expect(sha1).toHaveAccessibleDescription(expect.stringContaining(warning));
      await expect(dialog.getByRole("button", { name: "Upload" })).toBeEnabled();
    });

    await step("the file's SHA-1 can be taken with one button", async () => {
      await userEvent.click(dialog.getByRole("button", { name: "Use the file's SHA1" }));
      await expect(sha1).toHaveValue(smallFile.sha1);
      await expect(dialog.queryByText(warning)).toBeNull();
      await expect(sha1).toHaveFocus();
    });
  },
};

export const UploadSucceedsCloses: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await fill(dialog);
    await submit(dialog);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ model: "CF-52", version: "3.2.0", sha1: smallFile.sha1, trigger: false }),
    );
    await waitFor(() => expect(screen.getByText("Firmware uploaded")).toBeVisible());
  },
};

/**
 * A backend that checks more than the form: it names the field it refuses (the body's `field`, in its wire name), and
 * the form shows why beside it, in the backend's own words.
 */
export const ServerRefusesModel: Story = {
  parameters: {
    console: {
      api: () =>
        createFakeApi({
          fail: {
            "firmware.upload": {
              status: 400,
              body: { message: "There is no device model CF-52.", field: "inputModel" },
            },
          },
        }),
    },
  },
  play: async ({ step }) => {
    const dialog = await dialogOf();
    await fill(dialog);
    await submit(dialog);
    await step("the documented alert shows, and the Model field says why, with focus on it", async () => {
      const alert = await dialog.findByText("There was an issue uploading firmware, please try again later.");
      await expect(alert).toBeVisible();
      await expect(box(dialog, "Model")).toHaveAccessibleDescription(
        expect.stringContaining("The server refused this value: There is no device model CF-52."),
      );
      await expect(box(dialog, "Model")).toHaveAttribute("aria-invalid", "true");
      await waitFor(() => expect(box(dialog, "Model")).toHaveFocus());
    });
    await step("every value is kept for the next try", async () => {
      await expect(box(dialog, "Model")).toHaveValue(valid.model);
      await expect(box(dialog, "Version")).toHaveValue(valid.version);
      await expect(box(dialog, "SHA1")).toHaveValue(smallFile.sha1);
    });
  },
};

/** An http page: the browser offers `crypto` without `subtle` (restored after the story). */
function withoutSubtleCrypto() {
  const original = Object.getOwnPropertyDescriptor(window, "crypto");
  const crypto = window.crypto;
  Object.defineProperty(window, "crypto", {
    configurable: true,
    value: { getRandomValues: crypto.getRandomValues.bind(crypto), randomUUID: crypto.randomUUID.bind(crypto) },
  });
  return () => {
    if (original) Object.defineProperty(window, "crypto", original);
  };
}

export const Sha1Unavailable: Story = {
  beforeEach: withoutSubtleCrypto,
  play: async ({ args, step }) => {
    const dialog = await dialogOf();
    const sha1 = box(dialog, "SHA1");
    const note =
      "This browser cannot compute the SHA1 on this connection (it needs https), so please type the file's SHA1.";

    await step("the SHA1 field says the operator types it", async () => {
      await expect(sha1).toHaveAccessibleDescription(note);
    });

    await step("a chosen file leaves the field to the operator, without any warning", async () => {
      await fill(dialog, { sha1: otherSha1 });
      await expect(sha1).toHaveValue(otherSha1);
      await expect(dialog.queryByRole("button", { name: "Use the file's SHA1" })).toBeNull();
    });

    await step("the typed SHA1 is sent", async () => {
      await submit(dialog);
      await waitFor(() => expect(args.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ sha1: otherSha1 })));
    });
  },
};
