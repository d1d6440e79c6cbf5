import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton, SkeletonText } from "./skeleton";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  subcomponents: { SkeletonText },
  args: { className: "oc:h-4 oc:w-64" },
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
  // SkeletonText fills its container, as the paragraph it stands for would.
  render: () => (
    <div className="oc:w-80">
      <SkeletonText lines={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=skeleton]")).toHaveLength(4);
  },
};

export const SingleLine: Story = {
  // SkeletonText fills its container, as the paragraph it stands for would.
  render: () => (
    <div className="oc:w-80">
      <SkeletonText lines={1} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=skeleton]")).toHaveLength(1);
  },
};

/** Skeletons are silent; the region says it is busy and a status message names what is loading. */
export const LoadingRegion: Story = {
  render: () => (
    <section aria-label="Devices" aria-busy="true" className="oc:grid oc:w-96 oc:gap-4 oc:rounded-lg oc:border oc:p-4">
      <span role="status" className="oc:sr-only">
        Loading devices
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="oc:flex oc:items-center oc:gap-3">
          <Skeleton radius="full" className="oc:size-10" />
          <div className="oc:grid oc:flex-1 oc:gap-2">
            <Skeleton className="oc:h-4 oc:w-1/2" />
            <Skeleton className="oc:h-3 oc:w-4/5" />
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
    <div className="oc:grid oc:w-[560px] oc:grid-cols-2 oc:gap-6">
      <div className="oc:grid oc:content-start oc:gap-3 oc:rounded-lg oc:border oc:p-4">
        <Skeleton className="oc:h-32 oc:w-full" />
        <Skeleton className="oc:h-5 oc:w-2/3" />
        <SkeletonText lines={2} />
      </div>
      <div className="oc:grid oc:content-start oc:gap-4 oc:rounded-lg oc:border oc:p-4">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="oc:flex oc:items-center oc:gap-3">
            <Skeleton radius="full" className="oc:size-9" />
            <div className="oc:grid oc:flex-1 oc:gap-2">
              <Skeleton className="oc:h-3.5 oc:w-1/2" />
              <Skeleton className="oc:h-3 oc:w-4/5" />
            </div>
          </div>
        ))}
      </div>
      <div className="oc:col-span-2 oc:grid oc:gap-2 oc:rounded-lg oc:border oc:p-4">
        <Skeleton className="oc:h-8 oc:w-full" />
        <Skeleton className="oc:h-8 oc:w-full" />
        <Skeleton className="oc:h-8 oc:w-full" />
      </div>
    </div>
  ),
};
