import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, test } from "vitest";
import DevicesPage from "./devices-page";

afterEach(cleanup);

// A page test written the way Testing Library's guides write one: a plain render, then wait for what the user sees.
test("the devices page lists the fleet and asks before locking a device", async () => {
  render(
    <MemoryRouter>
      <DevicesPage />
    </MemoryRouter>,
  );
  expect(await screen.findByRole("cell", { name: "ACME-0001" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Lock device ACME-0001" }));
  expect(await screen.findByRole("alertdialog", { name: "Lock this device?" })).toBeTruthy();
});
