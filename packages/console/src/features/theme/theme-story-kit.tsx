import type { ReactNode } from "react";
import type { StoryContext } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@org/ui/button";
import { useLeaveGuard } from "../../shared/dialogs/leave-guard";
import { scenario } from "../../shared/stories/scenario";

// What the theme editor's stories share. Not a story file: only *.stories.tsx are stories.

type Canvas = ReturnType<typeof within>;
/** The saves a block makes. */
type SaveCall = "theme.update" | "legal.update" | "serviceConfig.update";

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
function unsavedChangesStory<TArgs>({ render, ready, edit, expectKept }: UnsavedChanges<TArgs>) {
  const fresh = scenario();
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

/** The fake of a block's SaveFailureKeepsValues story: its save fails, and is recorded. */
type FailingSave<S extends SaveCall> = ReturnType<typeof scenario<S>>;

interface SaveFails<S extends SaveCall, TEdited> {
  /** The save that fails with 500. */
  saves: S;
  /** Edits the block and presses its Save; what it returns (the block, a field) is handed to `expectKept`. */
  edit: (canvas: Canvas) => Promise<TEdited>;
  /** The block's alert: its title and SPEC's message. */
  alert: { title: string; message: string };
  /** More about the alert, e.g. which block shows it. */
  expectAlert?: (canvas: Canvas, alert: HTMLElement) => Promise<void>;
  /** Every edit is still there, still unsaved, and the fake holds what it held. */
  expectKept: (canvas: Canvas, fake: FailingSave<S>, edited: TEdited) => Promise<void>;
  /** The toast a save that worked would show. */
  savedToast: string;
}

/**
 * The SaveFailureKeepsValues story of a block: the save fails with 500, the block shows SPEC's text, and nothing the
 * operator typed is lost or stored.
 */
function saveFailsStory<S extends SaveCall, TEdited>({
  saves,
  edit,
  alert,
  expectAlert,
  expectKept,
  savedToast,
}: SaveFails<S, TEdited>) {
  const failing = scenario({ fail: { [saves]: 500 }, record: [saves] });
  return {
    beforeEach: failing.beforeEach,
    parameters: failing.parameters,
    play: async ({ canvas, step }: StoryContext) => {
      const edited = await edit(canvas);

      await step("the block shows SPEC's text", async () => {
        const shown = await expectSaveFailed(canvas, alert.title, alert.message);
        await expectAlert?.(canvas, shown);
      });

      await step("every typed value stays, still unsaved, and nothing was stored", async () => {
        await expectKept(canvas, failing, edited);
        await expect(screen.queryByText(savedToast)).toBeNull();
      });
    },
  };
}

export { type Canvas, expectMessage, retype, saveButton, saveFailsStory, textbox, unsavedChangesStory };
