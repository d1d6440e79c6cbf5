import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@org/ui/button";
import { ConnectionBanner } from "./connection-banner";
import { useLegal } from "../data/legal";
import { ErrorAlert } from "../errors/error-alert";
import { loadFailure } from "../errors/load-failure";
import { connectionScenario } from "../stories/connection";
import { expectInWindow, expectNoSidewaysScroll } from "../stories/on-screen";

// What the fake holds (seed 1): the legal text's title.
const seededTitle = "Terms of Service";

const offlineText =
  "You are offline. The data shown may be out of date, and nothing can be saved until you are back online.";
const unreachableText = "The server cannot be reached. The data shown may be out of date.";
/** Said, unseen, once the connection returns: the banner has gone, and a reader hears why. */
const restoredText = "Connection restored.";

/** A screen's worth of data under the banner: the legal text, read as the console reads it, with a Refresh. */
function LegalScreen() {
  const legal = useLegal();
  return (
    <section aria-labelledby="legal-screen" className="oc:grid oc:gap-3">
      <div className="oc:flex oc:items-center oc:justify-between oc:gap-3">
        <h2 id="legal-screen" className="oc:text-lg oc:font-semibold">
          Legal text
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={() => void legal.mutate()}>
          Refresh
        </Button>
      </div>
      <ErrorAlert call="legal.get" title="Could not load the legal text" {...loadFailure(legal)} />
      {legal.data ? (
        <article aria-label="Legal text shown">
          <h3 className="oc:font-medium">{legal.data.title}</h3>
          <p className="oc:line-clamp-2 oc:text-sm oc:text-muted-foreground">{legal.data.body}</p>
        </article>
      ) : null}
    </section>
  );
}

const meta = {
  title: "Console/Shared/ConnectionBanner",
  component: ConnectionBanner,
  render: (args) => (
    <div className="oc:grid oc:max-w-2xl oc:gap-4">
      <ConnectionBanner {...args} />
      <LegalScreen />
    </div>
  ),
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The banner's live region (a Retry that is busy has a status of its own). */
function banner(canvas: Canvas): HTMLElement {
  const status = canvas
    .getAllByRole("status")
    .find((element: HTMLElement) => element.closest("[data-slot=connection-banner]"));
  if (!status) throw new Error("No connection banner");
  return status;
}

/** The banner's Retry (the load alert has one too). */
function bannerRetry(canvas: Canvas, name = "Retry"): HTMLElement {
  return within(banner(canvas).closest<HTMLElement>("[data-slot=connection-banner]")!).getByRole("button", { name });
}

const shownTitle = (canvas: Canvas) =>
  within(canvas.getByRole("article", { name: "Legal text shown" })).getByRole("heading");

/** While the connection is fine the banner says nothing and takes no room. */
export const Connected: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: seededTitle })).toBeVisible();
    await expect(banner(canvas)).toHaveTextContent("");
    await expect(canvas.queryByRole("button", { name: "Retry" })).toBeNull();
  },
};

const offline = connectionScenario({ record: ["legal.get"] });

/** The browser goes offline: the banner says so, and the data already on screen stays. */
export const Offline: Story = {
  beforeEach: offline.beforeEach,
  parameters: offline.parameters,
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole("heading", { name: seededTitle })).toBeVisible();
    await step("the browser goes offline: the banner says so, in a polite live region", async () => {
      offline.goOffline();
      await waitFor(() => expect(banner(canvas)).toHaveTextContent(offlineText));
      await expect(banner(canvas).closest("[data-slot=connection-banner]")).toHaveAttribute("data-state", "offline");
    });
    await step("the data stays on screen, and a refresh that fails keeps it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Refresh" }));
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("You are offline. Try again once you are back online.");
      await expect(shownTitle(canvas)).toHaveTextContent(seededTitle);
    });
  },
};

const unreachable = connectionScenario({ record: ["legal.get"] });

/** The browser is online but the server gives no answer: the banner says the server cannot be reached. */
export const Unreachable: Story = {
  beforeEach: unreachable.beforeEach,
  parameters: unreachable.parameters,
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole("heading", { name: seededTitle })).toBeVisible();
    await step("a read gets no answer: the banner says the server cannot be reached, with Retry", async () => {
      unreachable.stopServer();
      await userEvent.click(canvas.getByRole("button", { name: "Refresh" }));
      await waitFor(() => expect(banner(canvas)).toHaveTextContent(unreachableText));
      await expect(bannerRetry(canvas)).toBeVisible();
    });
    await step("the data stays on screen", async () => {
      await expect(shownTitle(canvas)).toHaveTextContent(seededTitle);
    });
    await step("the server answers again: Retry reads again, and the banner goes", async () => {
      unreachable.reconnect();
      unreachable.data().legal.title = "Terms of Use";
      const before = unreachable.calls["legal.get"].mock.calls.length;
      await userEvent.click(bannerRetry(canvas));
      await waitFor(() => expect(shownTitle(canvas)).toHaveTextContent("Terms of Use"));
      await expect(unreachable.calls["legal.get"].mock.calls.length).toBeGreaterThan(before);
      await waitFor(() => expect(banner(canvas)).toHaveTextContent(restoredText));
      await expect(banner(canvas).closest("[data-slot=connection-banner]")).toHaveAttribute("data-state", "online");
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const recovery = connectionScenario({ record: ["legal.get"] });

/**
 * The screen opened while offline and showed why it has no data; when the connection returns it reads again by
 * itself: the data shows, the alert and the banner go, with no reload.
 */
export const Recovery: Story = {
  beforeEach: () => {
    const cleanUp = recovery.beforeEach();
    recovery.goOffline();
    return cleanUp;
  },
  parameters: recovery.parameters,
  play: async ({ canvas, step }) => {
    await step("offline: the banner says so and the read that got no answer says why", async () => {
      await waitFor(() => expect(banner(canvas)).toHaveTextContent(offlineText));
      const alert = await canvas.findByRole("alert");
      await expect(alert).toHaveTextContent("Could not load the legal text");
      await expect(alert).toHaveTextContent("You are offline. Try again once you are back online.");
      await expect(canvas.queryByRole("article", { name: "Legal text shown" })).toBeNull();
    });
    await step("the connection returns: the read is made again, the data shows and the banner goes", async () => {
      const before = recovery.calls["legal.get"].mock.calls.length;
      recovery.reconnect();
      await waitFor(() => expect(shownTitle(canvas)).toHaveTextContent(seededTitle));
      await expect(recovery.calls["legal.get"].mock.calls.length).toBeGreaterThan(before);
      await expect(banner(canvas)).toHaveTextContent(restoredText);
      await expect(banner(canvas).closest("[data-slot=connection-banner]")).toHaveAttribute("data-state", "online");
      await expect(canvas.queryByRole("alert")).toBeNull();
    });
  },
};

const chinese = connectionScenario();

/** In Chinese, on a phone: the words wrap within the screen. */
export const ChineseOnAPhone: Story = {
  beforeEach: chinese.beforeEach,
  parameters: chinese.parameters,
  globals: { locale: "zh-TW", viewport: { value: "phone" } },
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole("heading", { name: seededTitle })).toBeVisible();
    await step("offline", async () => {
      chinese.goOffline();
      await waitFor(() => expect(banner(canvas)).toHaveTextContent("您目前處於離線狀態。"));
      await expectInWindow(banner(canvas));
      await expectNoSidewaysScroll();
    });
    await step("the server cannot be reached", async () => {
      chinese.reconnect();
      chinese.stopServer();
      await userEvent.click(canvas.getByRole("button", { name: "Refresh" }));
      await waitFor(() => expect(banner(canvas)).toHaveTextContent("無法連線到伺服器。"));
      await expectInWindow(bannerRetry(canvas, "重試"));
      await expectNoSidewaysScroll();
    });
  },
};
