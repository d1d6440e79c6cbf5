import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { toast } from "@org/ui/toast";
import { scenario } from "../../shared/stories/scenario";
import { ModelImagesDialog } from "./model-images-dialog";
import { pngFile, storedModel } from "./model-stories-data";

function dialog(familyName = "Dehumidifier") {
  return within(screen.getByRole("dialog", { name: `Images of ${familyName}` }));
}

/** One image's part of the dialog: its heading, current image, dropzone and messages. */
function field(name: "Thumbnail" | "Banner") {
  return within(dialog().getByRole("region", { name }));
}

/** Chooses a thumbnail that passes the checks and saves it. */
async function saveNewThumbnail() {
  await userEvent.upload(
    await field("Thumbnail").findByLabelText("Choose thumbnail"),
    await pngFile("fan.png", 320, 320),
  );
  await waitFor(() => expect(dialog().getByRole("button", { name: "Save" })).toBeEnabled());
  await userEvent.click(dialog().getByRole("button", { name: "Save" }));
}

// A user can switch the native chooser to "All files", so the accept attribute is not a guarantee.
const anyFile = () => userEvent.setup({ applyAccept: false });

const meta = {
  title: "Console/InformationModels/ModelImagesDialog",
  component: ModelImagesDialog,
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { docs: { story: { inline: false, height: "640px" } } },
  args: { familyName: "Dehumidifier", open: true, onOpenChange: fn() },
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ModelImagesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentImages: Story = {
  play: async () => {
    await expect(
      await field("Thumbnail").findByRole("img", { name: "Current thumbnail of Dehumidifier" }),
    ).toBeVisible();
    await expect(field("Banner").getByRole("img", { name: "Current banner of Dehumidifier" })).toBeVisible();
    await expect(field("Thumbnail").getByText("jpg, jpeg, png or gif, under 2MB, at least 240x240 px")).toBeVisible();
    await expect(field("Banner").getByText("jpg, jpeg, png or gif, under 2MB, at least 750x240 px")).toBeVisible();
    await expect(dialog().getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

// The upload waits while the story looks at its progress bar, then answers.
const saving = scenario({ record: ["images.upload"], held: ["images.upload"] });

export const ImagesSaved: Story = {
  beforeEach: saving.beforeEach,
  parameters: saving.parameters,
  play: async ({ args, step }) => {
    const thumbnail = await pngFile("fan.png", 240, 240);
    const banner = await pngFile("fan-banner.png", 750, 240);

    await step("images of the minimum size are accepted", async () => {
      await userEvent.upload(await field("Thumbnail").findByLabelText("Choose thumbnail"), thumbnail);
      await userEvent.upload(field("Banner").getByLabelText("Choose banner"), banner);
      await waitFor(() => expect(dialog().getByRole("button", { name: "Save" })).toBeEnabled());
      await expect(dialog().queryByRole("alert")).toBeNull();
    });

    await step("Save uploads both with a progress bar, then confirms", async () => {
      saving.hold();
      await userEvent.click(dialog().getByRole("button", { name: "Save" }));
      await expect(await dialog().findByRole("progressbar", { name: "Uploading images" })).toBeVisible();
      saving.release();
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
      await expect(saving.calls["images.upload"]).toHaveBeenCalledWith({
        familyName: "Dehumidifier",
        thumbnail,
        banner,
      });
      await waitFor(() => expect(screen.getByText("Images saved")).toBeVisible());
      await expect(storedModel(saving.data(), "Dehumidifier")?.images.thumbnail?.uri).toMatch(
        /^data:image\/png;base64,/,
      );
    });
  },
};

export const ImageTooSmall: Story = {
  play: async () => {
    await userEvent.upload(
      await field("Thumbnail").findByLabelText("Choose thumbnail"),
      await pngFile("small.png", 200, 240),
    );
    await expect(await field("Thumbnail").findByRole("alert")).toHaveTextContent(
      "The image must be at least 240x240 pixels.",
    );
    // A 750 px wide banner that is too short fails with the banner's numbers.
    await userEvent.upload(field("Banner").getByLabelText("Choose banner"), await pngFile("flat.png", 750, 200));
    await expect(await field("Banner").findByRole("alert")).toHaveTextContent(
      "The image must be at least 750x240 pixels.",
    );
    await expect(dialog().getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

export const ImageTooLarge: Story = {
  play: async () => {
    const huge = new File([new Uint8Array(2048 * 1024 + 1)], "huge.png", { type: "image/png" });
    await userEvent.upload(await field("Banner").findByLabelText("Choose banner"), huge);
    await expect(await field("Banner").findByRole("alert")).toHaveTextContent("The image must be under 2MB.");
    await expect(field("Thumbnail").queryByRole("alert")).toBeNull();
    await expect(dialog().getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

export const ImageWrongType: Story = {
  play: async () => {
    const notes = new File(["not an image"], "notes.txt", { type: "text/plain" });
    await anyFile().upload(await field("Thumbnail").findByLabelText("Choose thumbnail"), notes);
    await expect(await field("Thumbnail").findByRole("alert")).toHaveTextContent(
      "The image must be a jpg, jpeg, png or gif file.",
    );
    await expect(dialog().getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

// The upload reports 42% sent, then waits until the story lets it finish.
let sendTheRest: () => void = () => undefined;
const halfway = scenario({
  arrange: (fake) => {
    const upload = fake.images.upload.bind(fake.images);
    fake.images.upload = async (images, options) => {
      options?.onProgress?.(0.42);
      await new Promise<void>((resolve) => (sendTheRest = resolve));
      return upload(images, options);
    };
  },
});

/** While the images are sent, the progress bar says how much of them has gone, in percent. */
export const ImagesPartlySent: Story = {
  beforeEach: halfway.beforeEach,
  parameters: halfway.parameters,
  play: async ({ args }) => {
    await saveNewThumbnail();
    const bar = await dialog().findByRole("progressbar", { name: "Uploading images" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "42"));
    await expect(within(bar).getByText("42%")).toBeVisible();
    sendTheRest();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
  },
};

const failing = scenario({ fail: { "images.upload": 500 } });

export const ImageUploadFails: Story = {
  beforeEach: failing.beforeEach,
  parameters: failing.parameters,
  play: async ({ args }) => {
    await saveNewThumbnail();
    const alert = await dialog().findByRole("alert");
    await expect(alert).toHaveTextContent("Could not save the images");
    await expect(alert).toHaveTextContent(
      "There was an issue uploading information model images, please try again later.",
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog().queryByRole("progressbar")).toBeNull();
  },
};

const removal = scenario({ record: ["images.delete"] });

export const RemoveImage: Story = {
  beforeEach: removal.beforeEach,
  parameters: removal.parameters,
  play: async () => {
    await userEvent.click(await field("Thumbnail").findByRole("button", { name: "Remove thumbnail" }));
    await waitFor(() => expect(field("Thumbnail").getByText("No thumbnail yet.")).toBeVisible());
    await expect(field("Thumbnail").queryByRole("img")).toBeNull();
    await expect(field("Banner").getByRole("img", { name: "Current banner of Dehumidifier" })).toBeVisible();
    await expect(removal.calls["images.delete"]).toHaveBeenCalledWith({
      familyName: "Dehumidifier",
      imageTypes: ["thumbnail"],
    });
    await expect(storedModel(removal.data(), "Dehumidifier")?.images.thumbnail).toBeNull();
    await waitFor(() => expect(screen.getByText("Thumbnail removed")).toBeVisible());
  },
};

export const ChineseMessages: Story = {
  globals: { locale: "zh-TW" },
  play: async () => {
    const thumbnail = within(await screen.findByRole("region", { name: "縮圖" }));
    await userEvent.upload(thumbnail.getByLabelText("選擇縮圖"), await pngFile("small.png", 100, 100));
    await expect(await thumbnail.findByRole("alert")).toHaveTextContent("圖片至少需要 240x240 像素。");
  },
};
