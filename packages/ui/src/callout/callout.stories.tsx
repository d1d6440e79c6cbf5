import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Mail } from "lucide-react";
import { Button } from "../button/button";
import { Callout, CalloutAction, CalloutDescription, CalloutTitle } from "./callout";

const onConfigure = fn();

const meta = {
  title: "UI/Callout",
  component: Callout,
  subcomponents: { CalloutTitle, CalloutDescription, CalloutAction },
  args: {
    className: "oc:max-w-xl",
    children: (
      <>
        <CalloutTitle>Legal policies are shown at sign-up</CalloutTitle>
        <CalloutDescription>
          Users accept the terms of service and the privacy policy before they create an account.
        </CalloutDescription>
      </>
    ),
  },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole("note");
    await expect(note).toHaveTextContent("Legal policies are shown at sign-up");
    await expect(note).toHaveAttribute("data-variant", "info");
    // A callout is supplementary content, never a live announcement.
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const Warning: Story = {
  args: {
    variant: "warning",
    children: (
      <>
        <CalloutTitle>Changes apply to every user</CalloutTitle>
        <CalloutDescription>Updated policies are shown again at each user&apos;s next sign-in.</CalloutDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveAttribute("data-variant", "warning");
  },
};

export const Neutral: Story = {
  args: {
    variant: "neutral",
    children: <CalloutDescription>Tip: drag files onto the page to upload several at once.</CalloutDescription>,
  },
};

export const WithLink: Story = {
  args: {
    children: (
      <>
        <CalloutTitle>Where do these texts appear?</CalloutTitle>
        <CalloutDescription>
          They are shown in the mobile app. <a href="#legal-guide">Read the guide</a> for the required sections.
        </CalloutDescription>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Read the guide" })).toHaveFocus();
  },
};

export const WithAction: Story = {
  render: (args) => (
    <Callout {...args} variant="neutral" icon={<Mail />}>
      <CalloutTitle>No sender configured</CalloutTitle>
      <CalloutDescription>Emails are sent from the default address until you add your own.</CalloutDescription>
      <CalloutAction>
        <Button size="sm" variant="outline" onClick={onConfigure}>
          Configure sender
        </Button>
      </CalloutAction>
    </Callout>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Configure sender" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onConfigure).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=callout-icon]")).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:w-[560px] oc:flex-col oc:gap-3">
      <Callout variant="info">
        <CalloutTitle>Legal policies are shown at sign-up</CalloutTitle>
        <CalloutDescription>
          Users accept them before creating an account. <a href="#legal-guide">Read the guide</a>.
        </CalloutDescription>
      </Callout>
      <Callout variant="warning">
        <CalloutTitle>Changes apply to every user</CalloutTitle>
        <CalloutDescription>Updated policies are shown again at each user&apos;s next sign-in.</CalloutDescription>
      </Callout>
      <Callout variant="neutral">
        <CalloutDescription>Tip: drag files onto the page to upload several at once.</CalloutDescription>
      </Callout>
      <Callout variant="neutral" icon={<Mail />}>
        <CalloutTitle>No sender configured</CalloutTitle>
        <CalloutDescription>Emails are sent from the default address until you add your own.</CalloutDescription>
        <CalloutAction>
          <Button size="sm" variant="outline">
            Configure sender
          </Button>
        </CalloutAction>
      </Callout>
      <Callout variant="info" icon={null}>
        <CalloutDescription>A callout without an icon.</CalloutDescription>
      </Callout>
    </div>
  ),
};
