import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useId, useState } from "react";
import { expect, waitFor } from "storybook/test";
import { Progress } from "./progress";

const meta = {
  title: "UI/Progress",
  component: Progress,
  args: { value: 42, label: "Upload progress" },
  // Progress fills its container's width.
  render: (args) => (
    <div className="oc:w-80">
      <Progress {...args} />
    </div>
  ),
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "42");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(bar).toHaveAttribute("aria-valuetext", "42%");
    await expect(bar).toHaveAttribute("data-state", "loading");
  },
};

export const WithValue: Story = {
  args: { showValue: true, value: 67.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("67%")).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: "Preparing export", showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Preparing export" });
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(canvas.queryByText(/%$/)).toBeNull();
  },
};

export const Complete: Story = {
  args: { value: 100, variant: "success", showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
    await expect(canvas.getByText("100%")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { value: 73, variant: "destructive", showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-variant", "destructive");
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 140, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(canvas.getByText("100%")).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="oc:grid oc:w-80 oc:gap-4">
      <Progress {...args} size="sm" label="Small" />
      <Progress {...args} label="Default" />
      <Progress {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("progressbar").map((bar) => bar.dataset.size)).toEqual(["sm", "default", "lg"]);
  },
};

/** A visible label names the bar through aria-labelledby instead of the `label` prop. */
export const VisibleLabel: Story = {
  render: function Render(args) {
    const id = useId();
    return (
      <div className="oc:grid oc:w-80 oc:gap-2">
        <div className="oc:flex oc:justify-between oc:text-sm">
          <span id={id} className="oc:font-medium">
            firmware-4.2.0.bin
          </span>
          <span className="oc:text-muted-foreground">12.4 of 29.5 MB</span>
        </div>
        <Progress {...args} className="oc:w-full" aria-labelledby={id} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "firmware-4.2.0.bin" })).toBeVisible();
  },
};

export const Updating: Story = {
  args: { value: 0, showValue: true },
  render: function Render(args) {
    const [value, setValue] = useState(0);
    useEffect(() => {
      const timer = setInterval(() => setValue((current) => Math.min(100, current + 25)), 50);
      return () => clearInterval(timer);
    }, []);
    return (
      <div className="oc:w-80">
        <Progress {...args} value={value} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("progressbar")).toHaveAttribute("data-state", "complete"));
    await expect(canvas.getByText("100%")).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-96 oc:gap-5">
      <Progress value={0} label="Not started" showValue />
      <Progress value={42} label="Uploading" showValue />
      <Progress value={100} variant="success" label="Done" showValue />
      <Progress value={73} variant="destructive" label="Failed" showValue />
      <Progress value={null} label="Preparing" />
      <Progress value={60} size="sm" label="Small" />
      <Progress value={60} size="lg" label="Large" />
    </div>
  ),
};
