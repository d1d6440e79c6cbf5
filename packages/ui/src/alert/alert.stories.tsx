import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { WifiOff } from "lucide-react";
import { Button } from "../button/button";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "./alert";

const meta = {
  title: "UI/Alert",
  component: Alert,
  subcomponents: { AlertTitle, AlertDescription, AlertAction },
  args: {
    variant: "error",
    className: "oc:max-w-xl",
    children: (
      <>
        <AlertTitle>The device list could not be loaded</AlertTitle>
        <AlertDescription>The server did not answer in time. Check the connection and try again.</AlertDescription>
      </>
    ),
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The device list could not be loaded");
    await expect(alert).toHaveAttribute("data-variant", "error");
    // Persistent by default: nothing to dismiss it with.
    await expect(canvas.queryByRole("button", { name: "Dismiss" })).toBeNull();
  },
};

export const Success: Story = {
  args: {
    variant: "success",
    children: (
      <>
        <AlertTitle>Firmware 4.2.0 is rolling out</AlertTitle>
        <AlertDescription>312 devices update during their next maintenance window.</AlertDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Firmware 4.2.0 is rolling out");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Info: Story = {
  args: {
    variant: "info",
    children: (
      <>
        <AlertTitle>Maintenance on Sunday</AlertTitle>
        <AlertDescription>The console is read-only from 02:00 to 03:00 UTC.</AlertDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("data-variant", "info");
  },
};

export const Warning: Story = {
  args: {
    variant: "warning",
    children: (
      <>
        <AlertTitle>Certificate expires in 7 days</AlertTitle>
        <AlertDescription>Upload a new certificate before it expires or devices stop reporting.</AlertDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveAttribute("data-variant", "warning");
  },
};

export const DismissWithCallback: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

const formSubmitted = fn().mockName("form submit");

/** Inside a form (a dialog's form shows its save failure this way): dismissing is not a submit. */
export const DismissInsideAForm: Story = {
  args: { onDismiss: fn() },
  beforeEach: () => {
    formSubmitted.mockClear();
  },
  render: (args) => (
    <form
      aria-label="Settings"
      onSubmit={(event) => {
        event.preventDefault();
        formSubmitted();
      }}
    >
      <Alert {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(formSubmitted).not.toHaveBeenCalled();
  },
};

export const DismissWithKeyboard: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dismiss" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const DismissibleUncontrolled: Story = {
  args: { dismissible: true, onOpenChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <div className="oc:grid oc:max-w-xl oc:gap-3">
        <Alert {...args} dismissible open={open} onOpenChange={setOpen} />
        {open ? null : (
          <Button variant="outline" className="oc:w-fit" onClick={() => setOpen(true)}>
            Show the error again
          </Button>
        )}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show the error again" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toBeVisible());
  },
};

/** The console tags each error with the screen it belongs to; extra attributes pass straight through. */
export const TaggedByScreen: Story = {
  args: { "data-screen": "devices", id: "devices-load-error" } as React.ComponentProps<typeof Alert>,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveAttribute("data-screen", "devices");
    await expect(alert).toHaveAttribute("id", "devices-load-error");
  },
};

export const WithAction: Story = {
  args: {
    onDismiss: fn(),
    children: (
      <>
        <AlertTitle>The device list could not be loaded</AlertTitle>
        <AlertDescription>The server did not answer in time.</AlertDescription>
        <AlertAction>
          <Button size="sm" variant="outline">
            Try again
          </Button>
        </AlertAction>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Try again" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dismiss" })).toHaveFocus();
  },
};

export const CustomIcon: Story = {
  args: {
    icon: <WifiOff />,
    children: <AlertTitle>You are offline</AlertTitle>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("You are offline");
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, variant: "info", children: <AlertDescription>Filters are saved in this browser only.</AlertDescription> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Filters are saved in this browser only.");
  },
};

export const TranslatedDismissLabel: Story = {
  args: { onDismiss: fn(), dismissLabel: "關閉", children: <AlertTitle>無法載入裝置清單</AlertTitle> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "關閉" })).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[560px] oc:gap-3">
      <Alert variant="error" onDismiss={() => {}}>
        <AlertTitle>The device list could not be loaded</AlertTitle>
        <AlertDescription>The server did not answer in time. Check the connection and try again.</AlertDescription>
        <AlertAction>
          <Button size="sm" variant="outline">
            Try again
          </Button>
        </AlertAction>
      </Alert>
      <Alert variant="warning">
        <AlertTitle>Certificate expires in 7 days</AlertTitle>
        <AlertDescription>Upload a new certificate before it expires.</AlertDescription>
      </Alert>
      <Alert variant="success" dismissible>
        <AlertTitle>Firmware 4.2.0 is rolling out</AlertTitle>
        <AlertDescription>312 devices update during their next maintenance window.</AlertDescription>
      </Alert>
      <Alert variant="info">
        <AlertTitle>Maintenance on Sunday</AlertTitle>
      </Alert>
      <Alert variant="info" icon={null}>
        <AlertDescription>Filters are saved in this browser only.</AlertDescription>
      </Alert>
    </div>
  ),
};
