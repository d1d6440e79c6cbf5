import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor } from "storybook/test";
import { Button } from "@org/ui/button";
import { ScreenErrorBoundary } from "./screen-error-boundary";

/** A screen whose data cannot be shown: a time no date holds, as a backend once sent for a model's last change. */
function BrokenScreen({ broken }: { broken: boolean }) {
  const shown = broken ? new Date(1e308).toISOString() : "2025-06-01T09:30:00.000Z";
  return <p>Last modified {shown}</p>;
}

/** The boundary inside a page whose own navigation keeps working while its screen fails. */
function Page({ onError }: { onError: (error: unknown) => void }) {
  const [broken, setBroken] = useState(true);
  const [path, setPath] = useState("/informationModel");
  return (
    <div className="oc:grid oc:gap-4">
      <nav aria-label="Screens" className="oc:flex oc:gap-2">
        <Button variant="outline" onClick={() => setPath("/informationModel")}>
          Information models
        </Button>
        <Button variant="outline" onClick={() => setPath("/device")}>
          Devices
        </Button>
        <Button variant="outline" onClick={() => setBroken(false)}>
          Fix the data
        </Button>
      </nav>
      <main>
        <ScreenErrorBoundary resetKey={path} onError={onError}>
          {path === "/device" ? <p>Device list</p> : <BrokenScreen broken={broken} />}
        </ScreenErrorBoundary>
      </main>
    </div>
  );
}

const meta = {
  title: "Console/Shared/ScreenErrorBoundary",
  component: Page,
  args: { onError: fn() },
  // React reports each error a boundary catches with console.error; here they are the point of the story.
  beforeEach: () => {
    const spy = spyOn(console, "error").mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenderErrorThenRetry: Story = {
  play: async ({ args, canvas, step }) => {
    await step("the failing screen shows its error with Retry, and reports it", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("This screen could not be shown.");
      await expect(alert).toHaveTextContent("Try again. If it keeps failing, reload the page, or contact support.");
      await expect(args.onError).toHaveBeenCalledWith(expect.any(RangeError), expect.anything());
    });

    await step("the page around it keeps working: another screen shows, and coming back tries again", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Devices" }));
      await expect(await canvas.findByText("Device list")).toBeVisible();
      await expect(canvas.queryByRole("alert")).toBeNull();
      await userEvent.click(canvas.getByRole("button", { name: "Information models" }));
      await expect(await canvas.findByRole("alert")).toBeVisible();
    });

    await step("Retry shows the screen once it can render", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Fix the data" }));
      await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
      await waitFor(() => expect(canvas.getByText("Last modified 2025-06-01T09:30:00.000Z")).toBeVisible());
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};
