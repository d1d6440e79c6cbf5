import type { ReactNode } from "react";
import type { StoryContext } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { ConsoleApi } from "@org/api-client";
import { createFakeApi, type FakeApiOptions } from "@org/api-client/testing";
import { Button } from "@org/ui/button";
import { useLeaveGuard } from "../../shared/leave-guard";

// What the theme editor's stories share. Not a story file: only *.stories.tsx are stories.

type Canvas = ReturnType<typeof within>;
/** The resources whose save a scenario records. */
type Saving = "theme" | "legal" | "serviceConfig";
type Save<K extends Saving> = ConsoleApi[K]["update"];

/**
 * A fresh fake per story run (made in `beforeEach`, so a re-render or StrictMode never swaps it), whose `saves`
 * updates are recorded in `update`; `slowSave` makes only the save take a minute, so the form loads at once.
 */
function scenario<K extends Saving>(saves: K, options: FakeApiOptions = {}, { slowSave = false } = {}) {
  const update = fn<(...args: Parameters<Save<K>>) => void>().mockName(`${saves}.update`);
  let fake = createFakeApi(options);
  return {
    beforeEach: () => {
      update.mockClear();
      fake = createFakeApi(options);
      const save = (slowSave ? fake.withOptions({ latencyMs: 60_000 }) : fake)[saves].update as (
        ...args: Parameters<Save<K>>
      ) => ReturnType<Save<K>>;
      Object.assign(fake[saves], {
        update: (...args: Parameters<Save<K>>) => {
          update(...args);
          return save(...args);
        },
      });
    },
    parameters: { console: { api: (): ConsoleApi => fake } },
    update,
    /** What the fake holds now. */
    data: () => fake.data,
  };
}

type FailFunction = Extract<FakeApiOptions["fail"], (...args: never[]) => unknown>;

/** A fake whose first `method` call per story run fails with 404, which is not retried by itself: only Retry loads. */
function failsOnce(method: Parameters<FailFunction>[0]) {
  let attempts = 0;
  return {
    beforeEach: () => {
      attempts = 0;
    },
    parameters: {
      console: {
        api: () => createFakeApi({ fail: (called) => (called === method && attempts++ === 0 ? 404 : undefined) }),
      },
    },
  };
}

const textbox = (canvas: Canvas, name: string) => canvas.getByRole("textbox", { name });
const saveButton = (canvas: Canvas) => canvas.getByRole("button", { name: "Save" });

/** Replaces a field's text as an operator would. */
async function retype(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  if (text !== "") await userEvent.type(box, text);
}

/** A field shows `message`, announced as its description and marked invalid, and Save is disabled. */
async function expectMessage(canvas: Canvas, box: HTMLElement, message: string) {
  await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(message)));
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(canvas.getByRole("alert")).toHaveTextContent(message);
  await expect(saveButton(canvas)).toBeDisabled();
}

/** The block's alert shows the given `title` and `message` for a failed save; it is returned for further checks. */
async function expectSaveFailed(canvas: Canvas, title: string, message: string) {
  const alert = await canvas.findByRole("alert");
  await expect(alert).toHaveTextContent(title);
  await expect(alert).toHaveTextContent(message);
  return alert;
}

const onLeave = fn().mockName("leave");
const leaveLabel = "Go to another tab";

/** A plain button that leaves through the console's guard, as a tab switch or a console link does. */
function LeaveButton() {
  const guard = useLeaveGuard();
  return (
    <Button type="button" variant="outline" onClick={() => guard.leave(onLeave)}>
      {leaveLabel}
    </Button>
  );
}

interface UnsavedChanges<TArgs> {
  /** What the story's fake saves (see `scenario`). */
  saves: Saving;
  /** The block under test; the leave button is rendered beside it. */
  render: (args: TArgs) => ReactNode;
  /** Waits until the block can be edited. */
  ready?: (canvas: Canvas) => Promise<unknown>;
  /** One edit that makes the block unsaved. */
  edit: (canvas: Canvas) => Promise<void>;
  /** The edit is still there. */
  expectKept: (canvas: Canvas) => Promise<void>;
}

/**
 * The UnsavedChangesWarning story of a block: with nothing edited, leaving runs at once; after an edit, leaving asks
 * "Leave without saving?" first, Stay keeps the edit and Leave goes on.
 */
function unsavedChangesStory<TArgs>({ saves, render, ready, edit, expectKept }: UnsavedChanges<TArgs>) {
  const fresh = scenario(saves);
  return {
    beforeEach: () => {
      fresh.beforeEach();
      onLeave.mockClear();
    },
    parameters: fresh.parameters,
    render: (args: TArgs) => (
      <div className="oc:grid oc:gap-4">
        <LeaveButton />
        {render(args)}
      </div>
    ),
    play: async ({ canvas, step }: StoryContext<TArgs>) => {
      await ready?.(canvas);
      const leave = canvas.getByRole("button", { name: leaveLabel });

      await step("with nothing edited, leaving asks nothing", async () => {
        await userEvent.click(leave);
        await expect(onLeave).toHaveBeenCalledTimes(1);
        await expect(screen.queryByRole("alertdialog")).toBeNull();
        onLeave.mockClear();
      });

      await step("after an edit, leaving asks first; Stay keeps the edit", async () => {
        await edit(canvas);
        await userEvent.click(leave);
        const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
        await expect(dialog).toHaveTextContent("You have changes that are not saved.");
        await expect(onLeave).not.toHaveBeenCalled();
        await userEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
        await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
        await expect(onLeave).not.toHaveBeenCalled();
        await expectKept(canvas);
      });

      await step("Leave goes on", async () => {
        await userEvent.click(leave);
        const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
        await expect(onLeave).not.toHaveBeenCalled();
        await userEvent.click(within(dialog).getByRole("button", { name: "Leave" }));
        await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
      });
    },
  };
}

export {
  type Canvas,
  expectMessage,
  expectSaveFailed,
  failsOnce,
  retype,
  saveButton,
  scenario,
  textbox,
  unsavedChangesStory,
};
