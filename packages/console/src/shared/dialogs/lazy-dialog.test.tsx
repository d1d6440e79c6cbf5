// @vitest-environment jsdom
import { StrictMode, useState, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { fireEvent, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { lazyDialog } from "./lazy-dialog";
import { renderLikeABrowser, withoutWaiting } from "../testing/like-a-browser";

renderLikeABrowser();

type DialogProps = { open: boolean };
function LockDialog({ open }: DialogProps) {
  return open ? <div role="dialog" aria-label="Lock this device?" /> : null;
}

/** A screen whose button opens a lazily loaded dialog, and that dialog's one load, settled by the test. */
function screenWithDialog(openAtFirst: boolean) {
  let arrive = () => {};
  const load = vi.fn(() => new Promise<ComponentType<DialogProps>>((resolve) => (arrive = () => resolve(LockDialog))));
  const Dialog = lazyDialog(load);
  function Screen() {
    const [open, setOpen] = useState(openAtFirst);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Lock
        </button>
        <Dialog open={open} />
      </>
    );
  }
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <StrictMode>
      <Screen />
    </StrictMode>,
  );
  return { load, arrive: () => arrive(), root };
}

const dialogShown = () => screen.queryByRole("dialog", { name: "Lock this device?" }) !== null;

test("a dialog opens as soon as its code arrives, with no pause after it", async () => {
  const { load, arrive, root } = screenWithDialog(false);
  await withoutWaiting(() => screen.queryByRole("button", { name: "Lock" }) !== null);
  fireEvent.click(screen.getByRole("button", { name: "Lock" }));
  await withoutWaiting(() => load.mock.calls.length > 0);
  arrive();
  await withoutWaiting(dialogShown);
  expect(screen.getByRole("button", { name: "Lock" })).toBeTruthy();
  root.unmount();
});

test("a dialog open from the first render shows as soon as its code arrives, with no pause after it", async () => {
  const { load, arrive, root } = screenWithDialog(true);
  await withoutWaiting(() => load.mock.calls.length > 0);
  arrive();
  await withoutWaiting(dialogShown);
  expect(load).toHaveBeenCalledTimes(1);
  root.unmount();
});
