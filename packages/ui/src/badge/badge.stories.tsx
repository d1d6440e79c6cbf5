import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { CircleCheck, CircleX, Info as InfoIcon } from "lucide-react";
import { Badge } from "./badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Online" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("Online");
    await expect(badge).toHaveAttribute("data-slot", "badge");
    await expect(badge).toHaveAttribute("data-variant", "default");
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Guest" } };
export const Outline: Story = { args: { variant: "outline", children: "v2.4.1" } };
export const Success: Story = { args: { variant: "success", children: "Connected" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Offline" } };
export const Info: Story = { args: { variant: "info", children: "Beta" } };

export const WithIcon: Story = {
  args: {
    variant: "success",
    children: (
      <>
        <CircleCheck aria-hidden="true" />
        Connected
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Connected")).toHaveTextContent(/^Connected$/);
  },
};

export const AsLink: Story = {
  args: { variant: "outline", asChild: true, children: <a href="#firmware">Update available</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Update available" });
    await expect(link).toHaveAttribute("data-slot", "badge");
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:flex-col oc:gap-3">
      <div className="oc:flex oc:items-center oc:gap-2">
        <Badge>Default</Badge>
        <Badge variant="secondary">Secondary</Badge>
        <Badge variant="outline">Outline</Badge>
        <Badge variant="success">Success</Badge>
        <Badge variant="destructive">Destructive</Badge>
        <Badge variant="info">Info</Badge>
      </div>
      <div className="oc:flex oc:items-center oc:gap-2">
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          Connected
        </Badge>
        <Badge variant="destructive">
          <CircleX aria-hidden="true" />
          Offline
        </Badge>
        <Badge variant="info">
          <InfoIcon aria-hidden="true" />
          Beta
        </Badge>
        <Badge variant="outline" asChild>
          <a href="#firmware">Link badge</a>
        </Badge>
        <Badge variant="secondary" className="oc:tabular-nums">
          12
        </Badge>
      </div>
    </div>
  ),
};
