// @vitest-environment jsdom
import { StrictMode, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "storybook/test";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ConsoleProvider } from "../../provider/console-provider";
import { ScreenErrorBoundary } from "../errors/screen-error-boundary";
import { lazyDialog } from "./lazy-dialog";
import { retryingLazy } from "./retrying-lazy";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The browser's online state as the page sees it; `online()` also fires the event the browser fires. */
function connection() {
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  const onlineNow = () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
  };
  return { offline: () => onLine.mockReturnValue(false), online: () => act(async () => onlineNow()), onlineNow };
}

function UserList() {
  return <p>User list</p>;
}

/** A screen that fails to render while `broken.now` is set. */
function BrokenScreen({ broken }: { broken: { now: boolean } }) {
  if (broken.now) throw new RangeError("Invalid time value");
  return <p>User list</p>;
}

/** A module's loads, each settled by the test: `load.mock.calls.length` is how many were started. */
function controlledLoads(Component: ComponentType = UserList) {
  const attempts: { resolve: (component: ComponentType) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(() => new Promise<ComponentType>((resolve, reject) => attempts.push({ resolve, reject })));
  const settleNow = (index: number, outcome: "loads" | "fails") => {
    const attempt = attempts[index]!;
    if (outcome === "loads") attempt.resolve(Component);
    else attempt.reject(new TypeError("Failed to fetch dynamically imported module"));
  };
  /** Settles a load and lets React take up its outcome. */
  const settle = (index: number, outcome: "loads" | "fails") => act(async () => settleNow(index, outcome));
  return { load, settle, settleNow };
}

/** Renders a page whose screen suspends, and lets React take up the load's outcome. */
async function show(page: ReactNode) {
  let shown: ReturnType<typeof render> | undefined;
  await act(async () => {
    shown = render(page);
  });
  return shown!;
}

function Page({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <StrictMode>
      <ConsoleProvider api={{}} navigate={vi.fn()} onUnauthorized={vi.fn()}>
        {/* As in a host's shell: the Suspense boundary is the page's, around the screen's error boundary. */}
        <Suspense fallback={<p>Loading</p>}>
          <ScreenErrorBoundary resetKey={resetKey}>{children}</ScreenErrorBoundary>
        </Suspense>
      </ConsoleProvider>
    </StrictMode>
  );
}

describe("retryingLazy", () => {
  test("a screen whose code failed to load loads again on Retry, where React.lazy would keep the failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports the error the boundary caught
    const { load, settle } = controlledLoads();
    const Users = retryingLazy(load);
    await show(<Page>{<Users />}</Page>);
    await settle(0, "fails");
    expect(await screen.findByText("This screen could not be shown.")).toBeTruthy();

    await act(() => userEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(load).toHaveBeenCalledTimes(2);
    await settle(1, "loads");
    expect(await screen.findByText("User list")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a failed load shows once and is not started again until the boundary tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { load, settle } = controlledLoads();
    const Users = retryingLazy(load);
    await show(<Page>{<Users />}</Page>);
    await settle(0, "fails");
    await screen.findByText("This screen could not be shown.");
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a preload that failed is no error: the first render loads again", async () => {
    const { load, settle } = controlledLoads();
    const Users = retryingLazy(load);
    const preloaded = expect(Users.preload()).rejects.toThrow(TypeError);
    await settle(0, "fails");
    await preloaded;

    await show(<Page>{<Users />}</Page>);
    expect(load).toHaveBeenCalledTimes(2);
    await settle(1, "loads");
    expect(await screen.findByText("User list")).toBeTruthy();
  });

  test("once loaded, it renders at once without suspending", async () => {
    const { load, settle } = controlledLoads();
    const Users = retryingLazy(load);
    const preloaded = Users.preload();
    await settle(0, "loads");
    await preloaded;

    render(<Page>{<Users />}</Page>);
    // Synchronously: the screen's first render shows it, with no fallback in between.
    expect(screen.getByText("User list")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });
});

describe("ScreenErrorBoundary around a screen whose code failed to load", () => {
  test("after a load that failed offline, the screen shows by itself once the browser is back online", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const network = connection();
    const { load, settle } = controlledLoads();
    const Users = retryingLazy(load);
    network.offline();
    await show(<Page>{<Users />}</Page>);
    await settle(0, "fails");
    expect(await screen.findByText("This screen could not be shown.")).toBeTruthy();

    await network.online();
    expect(load).toHaveBeenCalledTimes(2);
    // The alert stays on view while the code loads, rather than a blank screen.
    expect(screen.getByText("This screen could not be shown.")).toBeTruthy();
    await settle(1, "loads");
    expect(await screen.findByText("User list")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("after a load that failed offline, a browser already back online when the alert shows loads again at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const network = connection();
    const { load, settle, settleNow } = controlledLoads();
    const Users = retryingLazy(load);
    network.offline();
    await show(<Page>{<Users />}</Page>);
    // The load fails offline, and the browser is back online before React has shown the failure: the `online` event
    // has come and gone by the time the alert could listen for it.
    await act(async () => {
      settleNow(0, "fails");
      await Promise.resolve();
      await Promise.resolve();
      network.onlineNow();
    });
    expect(load).toHaveBeenCalledTimes(2);
    await settle(1, "loads");
    expect(await screen.findByText("User list")).toBeTruthy();
  });

  test("a screen that failed to render keeps its alert when the browser comes back online, until Retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const network = connection();
    const broken = { now: true };
    network.offline();
    await show(<Page>{<BrokenScreen broken={broken} />}</Page>);
    expect(await screen.findByText("This screen could not be shown.")).toBeTruthy();

    broken.now = false;
    await network.online();
    expect(screen.getByText("This screen could not be shown.")).toBeTruthy();
    await act(() => userEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(await screen.findByText("User list")).toBeTruthy();
  });

  test("a load that failed online is tried again when the link is followed again (a new reset key), not by itself", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const network = connection();
    const { load, settle } = controlledLoads();
    const Users = retryingLazy(load);
    const { rerender } = await show(<Page resetKey="first visit">{<Users />}</Page>);
    await settle(0, "fails");
    await screen.findByText("This screen could not be shown.");
    await network.online();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => rerender(<Page resetKey="second visit">{<Users />}</Page>));
    expect(load).toHaveBeenCalledTimes(2);
    await settle(1, "loads");
    expect(await screen.findByText("User list")).toBeTruthy();
  });
});

describe("lazyDialog", () => {
  type DialogProps = { open: boolean; subject: string };
  function DeleteDialog({ open, subject }: DialogProps) {
    return open ? <div role="dialog" aria-label={`Delete ${subject}?`} /> : null;
  }

  /** A screen with a button that opens its lazily loaded dialog. */
  function Screen({ Dialog }: { Dialog: ComponentType<DialogProps> }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <p>User list</p>
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
        <Dialog open={open} subject="someone@example.com" />
      </>
    );
  }

  test("a dialog whose code failed to load offline leaves the screen as it is, and opens once back online", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const network = connection();
    const { load, settle } = controlledLoads(DeleteDialog as ComponentType);
    const Dialog = lazyDialog<DialogProps>(load as () => Promise<ComponentType<DialogProps>>);
    await show(<Page>{<Screen Dialog={Dialog} />}</Page>);
    network.offline();
    await act(() => userEvent.click(screen.getByRole("button", { name: "Delete" })));
    await settle(0, "fails");
    expect(screen.getByText("User list")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();

    await network.online();
    expect(load).toHaveBeenCalledTimes(2);
    await settle(1, "loads");
    expect(await screen.findByRole("dialog", { name: "Delete someone@example.com?" })).toBeTruthy();
    expect(screen.getByText("User list")).toBeTruthy();
  });

  test("a dialog whose code failed to load online shows the screen's alert, and Retry brings the screen back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    connection();
    const { load, settle } = controlledLoads(DeleteDialog as ComponentType);
    const Dialog = lazyDialog<DialogProps>(load as () => Promise<ComponentType<DialogProps>>);
    await show(<Page>{<Screen Dialog={Dialog} />}</Page>);
    await act(() => userEvent.click(screen.getByRole("button", { name: "Delete" })));
    await settle(0, "fails");
    expect(await screen.findByText("This screen could not be shown.")).toBeTruthy();

    await act(() => userEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(await screen.findByText("User list")).toBeTruthy();
  });
});
