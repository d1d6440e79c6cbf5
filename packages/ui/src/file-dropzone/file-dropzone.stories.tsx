import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FileDropzone, type FileDropzoneItem } from "./file-dropzone";

const meta = {
  title: "UI/FileDropzone",
  component: FileDropzone,
  args: {
    accept: [".json", ".yaml", ".yml"],
    allowNoExtension: true,
    multiple: true,
    description: "JSON or YAML files, or files without an extension",
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
    onValueChange: fn(),
    className: "oc:w-[480px]",
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const KB = 1024;
const imageArgs = {
  accept: [".png", ".jpg", ".jpeg", ".gif"],
  allowNoExtension: false,
  maxSize: 2048 * KB,
  minImageDimensions: { width: 240, height: 240 },
  description: "PNG, JPG or GIF up to 2 MB, at least 240 × 240 pixels",
};

const textFile = (name: string, type = "", size = 1200) => new File(["x".repeat(size)], name, { type, lastModified: 0 });

/** A real PNG, drawn on a canvas, so the component decodes it like a user's image. */
async function pngFile(name: string, width: number, height: number) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#1f6feb";
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((result) => (result ? resolve(result) : reject(new Error("toBlob failed"))), "image/png"));
  return new File([blob], name, { type: "image/png" });
}

function dragEvent(type: string, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Drag and drop files here" })).toHaveAttribute("data-state", "idle");
    await expect(canvas.getByRole("button", { name: "Browse files" })).toBeEnabled();
    await expect(canvas.queryByRole("list", { name: "Selected files" })).not.toBeInTheDocument();
  },
};

export const DragOver: Story = {
  args: { dragState: "drag-over" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Drop to add files" })).toHaveAttribute("data-state", "drag-over");
  },
};

export const DropFiles: Story = {
  play: async ({ args, canvas, step }) => {
    const area = canvas.getByRole("group", { name: "Drag and drop files here" });
    const model = textFile("aircon.yaml");

    await step("dragging files over highlights the area", async () => {
      area.dispatchEvent(dragEvent("dragenter", [model]));
      await waitFor(() => expect(area).toHaveAttribute("data-state", "drag-over"));
      await expect(area).toHaveAccessibleName("Drop to add files");
    });

    await step("dropping adds them", async () => {
      area.dispatchEvent(dragEvent("drop", [model]));
      await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledWith([model]));
      await expect(area).toHaveAttribute("data-state", "idle");
      await expect(within(canvas.getByRole("list", { name: "Selected files" })).getByText("aircon.yaml")).toBeVisible();
    });
  },
};

export const WithAcceptedFiles: Story = {
  play: async ({ args, canvas, step }) => {
    const files = [textFile("aircon.json", "application/json"), textFile("heater.yml"), textFile("fan-model")];

    await step("upload three model files", async () => {
      await userEvent.upload(canvas.getByLabelText("Browse files"), files);
      await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledWith(files));
      await expect(args.onFilesRejected).not.toHaveBeenCalled();
      const list = within(canvas.getByRole("list", { name: "Selected files" }));
      await expect(list.getAllByRole("listitem")).toHaveLength(3);
      await expect(list.queryByRole("alert")).not.toBeInTheDocument();
      await expect(list.getByText("heater.yml")).toBeVisible();
      await expect(list.getAllByText("1.2 KB")).toHaveLength(3);
    });

    await step("remove one, and focus returns to the browse button", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Remove heater.yml" }));
      await expect(canvas.queryByText("heater.yml")).not.toBeInTheDocument();
      await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
      await expect(canvas.getByRole("button", { name: "Browse files" })).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith([
        { file: files[0], errors: [] },
        { file: files[2], errors: [] },
      ]);
    });
  },
};

export const WithRejectedFiles: Story = {
  args: imageArgs,
  play: async ({ args, canvas }) => {
    const notes = textFile("notes.txt", "text/plain");
    const huge = new File([new Uint8Array(2048 * KB + 1)], "huge.png", { type: "image/png" });
    const tiny = await pngFile("tiny.png", 120, 80);
    const thumbnail = await pngFile("thumbnail.png", 240, 240);

    // A user can switch the native chooser to "All files", so the accept attribute is not a guarantee.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText("Browse files"), [notes, huge, tiny, thumbnail]);

    await waitFor(() => expect(args.onFilesRejected).toHaveBeenCalledTimes(1));
    await expect(args.onFilesRejected).toHaveBeenCalledWith([
      { file: notes, errors: [{ code: "type", message: "This file type is not accepted." }] },
      { file: huge, errors: [{ code: "size", message: "The file must be 2 MB or smaller." }] },
      { file: tiny, errors: [{ code: "dimensions", message: "The image must be at least 240 × 240 pixels." }] },
    ]);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([thumbnail]);

    const alerts = canvas.getAllByRole("alert");
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      "This file type is not accepted.",
      "The file must be 2 MB or smaller.",
      "The image must be at least 240 × 240 pixels.",
    ]);
    const accepted = canvas.getByText("thumbnail.png").closest("li")!;
    await expect(within(accepted).queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const CustomMessages: Story = {
  args: {
    ...imageArgs,
    multiple: false,
    maxSize: 2 * KB,
    messages: { size: () => "The image size should be less than 2048KB." },
  },
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByLabelText("Browse files"), new File([new Uint8Array(3 * KB)], "logo.png", { type: "image/png" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The image size should be less than 2048KB.");
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

export const SingleFileReplaces: Story = {
  args: { multiple: false },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Browse files");
    await expect(input).not.toHaveAttribute("multiple");
    await userEvent.upload(input, textFile("first.json"));
    await expect(await canvas.findByText("first.json")).toBeVisible();
    await userEvent.upload(input, textFile("second.json"));
    await expect(await canvas.findByText("second.json")).toBeVisible();
    await expect(canvas.queryByText("first.json")).not.toBeInTheDocument();
  },
};

export const KeyboardBrowse: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Browse files");
    const opened = fn();
    // Stop the real chooser from opening; the click is what a browser turns into the file dialog.
    input.addEventListener("click", (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Browse files" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(" ");
    await expect(opened).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole("group", { name: "Drag and drop files here" });
    await expect(canvas.getByRole("button", { name: "Browse files" })).toBeDisabled();
    area.dispatchEvent(dragEvent("dragenter", [textFile("aircon.json")]));
    area.dispatchEvent(dragEvent("drop", [textFile("aircon.json")]));
    await expect(area).toHaveAttribute("data-state", "idle");
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
  },
};

const sampleItems: FileDropzoneItem[] = [
  { file: textFile("thumbnail.png", "image/png", 182 * KB), errors: [] },
  { file: textFile("banner.png", "image/png", 96 * KB), errors: [{ code: "dimensions", message: "The image must be at least 750 × 240 pixels." }] },
  { file: textFile("notes.txt", "text/plain", 2 * KB), errors: [{ code: "type", message: "This file type is not accepted." }] },
];

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: ({ className: _className, ...args }) => (
    <div className="oc:grid oc:w-[860px] oc:grid-cols-2 oc:gap-6">
      <FileDropzone {...args} {...imageArgs} title="Idle" />
      <FileDropzone {...args} {...imageArgs} dragState="drag-over" dropLabel="Drag over" />
      <FileDropzone {...args} {...imageArgs} title="Disabled" disabled browseLabel="Browse (disabled)" />
      <FileDropzone {...args} {...imageArgs} title="With files" browseLabel="Browse images" defaultValue={sampleItems} />
    </div>
  ),
};
