import { Suspense, useState, type ComponentType } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, type MockInstance } from "storybook/test";
import { Button } from "@org/ui/button";
import { retryingLazy } from "../dialogs/retrying-lazy";
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

function UserList() {
  return <p>User list</p>;
}

/** Stands in for the browser's `import()` of a screen's chunk: it fails while the browser is offline. */
function loadWhileOnline(): Promise<ComponentType> {
  return navigator.onLine
    ? Promise.resolve(UserList)
    : Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
}

/** A page whose Users screen is loaded on first visit, as the console's host loads each screen's chunk. */
function LazyScreenPage({ onError }: { onError: (error: unknown) => void }) {
  const [Users] = useState(() => retryingLazy(loadWhileOnline));
  return (
    <main>
      <Suspense fallback={null}>
        <ScreenErrorBoundary onError={onError}>
          <Users />
        </ScreenErrorBoundary>
      </Suspense>
    </main>
  );
}

/** The browser's online state, as the stories below set it. */
let onLine: MockInstance<() => boolean> | undefined;

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

export const CodeFailedOfflineThenOnline: Story = {
  render: (args) => <LazyScreenPage {...args} />,
  beforeEach: () => {
    onLine = spyOn(navigator, "onLine", "get").mockReturnValue(false);
    return () => onLine?.mockRestore();
  },
  play: async ({ args, canvas, step }) => {
    await step("offline, the screen's code does not arrive: its alert shows, with Retry", async () => {
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("This screen could not be shown.");
      await expect(args.onError).toHaveBeenCalledWith(expect.any(TypeError), expect.anything());
    });

    await step("back online, the screen shows by itself, with no Retry pressed", async () => {
      onLine?.mockReturnValue(true);
      window.dispatchEvent(new Event("online"));
      await expect(await canvas.findByText("User list")).toBeVisible();
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

export const RenderErrorStaysWhenBackOnline: Story = {
  beforeEach: () => {
    onLine = spyOn(navigator, "onLine", "get").mockReturnValue(false);
    return () => onLine?.mockRestore();
  },
  play: async ({ canvas, step }) => {
    await step("a screen that fails to render keeps its alert when the connection returns", async () => {
      await canvas.findByRole("alert");
      // Fixed first, so that a retry would show the screen.
      await userEvent.click(canvas.getByRole("button", { name: "Fix the data" }));
      onLine?.mockReturnValue(true);
      window.dispatchEvent(new Event("online"));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      await expect(canvas.getByRole("alert")).toHaveTextContent("This screen could not be shown.");
      await expect(canvas.queryByText("Last modified 2025-06-01T09:30:00.000Z")).toBeNull();
    });

    await step("Retry shows it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
      await waitFor(() => expect(canvas.getByText("Last modified 2025-06-01T09:30:00.000Z")).toBeVisible());
    });
  },
};
