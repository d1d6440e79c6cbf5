import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton, SkeletonText } from "./skeleton";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-64" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector("[data-slot=skeleton]");
    await expect(block).toBeVisible();
    await expect(block).toHaveAttribute("aria-hidden", "true");
  },
};

export const Text: Story = {
  render: () => <SkeletonText lines={4} className="w-80" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=skeleton]")).toHaveLength(4);
  },
};

export const SingleLine: Story = {
  render: () => <SkeletonText lines={1} className="w-80" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=skeleton]")).toHaveLength(1);
  },
};

/** Skeletons are silent; the region says it is busy and a status message names what is loading. */
export const LoadingRegion: Story = {
  render: () => (
    <section aria-label="Devices" aria-busy="true" className="grid w-96 gap-4 rounded-lg border p-4">
      <span role="status" className="sr-only">
        Loading devices
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Devices" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading devices");
    // Nothing but the status message reaches assistive technology.
    for (const block of canvasElement.querySelectorAll("[data-slot=skeleton]")) {
      await expect(block).toHaveAttribute("aria-hidden", "true");
    }
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="grid w-[560px] grid-cols-2 gap-6">
      <div className="grid content-start gap-3 rounded-lg border p-4">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <SkeletonText lines={2} />
      </div>
      <div className="grid content-start gap-4 rounded-lg border p-4">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          </div>
        ))}
      </div>
      <div className="col-span-2 grid gap-2 rounded-lg border p-4">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    </div>
  ),
};
