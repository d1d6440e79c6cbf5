import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { MoreHorizontal } from "lucide-react";
import { Button, IconButton } from "../button/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "UI/Card",
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter },
  args: { className: "oc:w-96" },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Owner</CardTitle>
        <CardDescription>The account that claimed this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="oc:text-sm">alice@example.com</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Owner")).toHaveAttribute("data-slot", "card-title");
    await expect(canvas.getByText("alice@example.com")).toBeVisible();
  },
};

export const WithAction: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Groups</CardTitle>
        <CardDescription>3 groups share this device.</CardDescription>
        <CardAction>
          <IconButton label="Group actions" variant="ghost" size="sm">
            <MoreHorizontal />
          </IconButton>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="oc:list-disc oc:pl-5 oc:text-sm">
          <li>Living room</li>
          <li>Upstairs</li>
          <li>Guests</li>
        </ul>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    const action = canvas.getByRole("button", { name: "Group actions" });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    // The action sits in the header's second grid column, to the right of the title.
    const title = canvas.getByText("Groups");
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
  },
};

export const WithFooter: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader className="oc:border-b">
        <CardTitle>Email settings</CardTitle>
        <CardDescription>Sender address for welcome and claim emails.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="oc:text-sm">no-reply@example.com</p>
      </CardContent>
      <CardFooter className="oc:justify-end oc:gap-2 oc:border-t">
        <Button variant="outline">Cancel</Button>
        <Button>Save</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveFocus();
  },
};

export const TitleAsHeading: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Timeline</h2>
        </CardTitle>
        <CardDescription>The five most recent logs.</CardDescription>
      </CardHeader>
      <CardContent className="oc:text-sm oc:text-muted-foreground">No logs yet.</CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Timeline" })).toHaveAttribute(
      "data-slot",
      "card-title",
    );
  },
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent className="oc:text-sm">A card needs no header: content alone keeps the padding.</CardContent>
    </Card>
  ),
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[820px] oc:grid-cols-3 oc:items-start oc:gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Owner</CardTitle>
          <CardDescription>The account that claimed this device.</CardDescription>
        </CardHeader>
        <CardContent className="oc:text-sm">alice@example.com</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Groups</CardTitle>
          <CardDescription>3 groups share this device.</CardDescription>
          <CardAction>
            <IconButton label="Group actions" variant="ghost" size="sm">
              <MoreHorizontal />
            </IconButton>
          </CardAction>
        </CardHeader>
        <CardContent className="oc:text-sm">Living room, Upstairs, Guests</CardContent>
      </Card>
      <Card>
        <CardHeader className="oc:border-b">
          <CardTitle>Email settings</CardTitle>
          <CardDescription>Sender for welcome emails.</CardDescription>
        </CardHeader>
        <CardContent className="oc:text-sm">no-reply@example.com</CardContent>
        <CardFooter className="oc:justify-end oc:gap-2 oc:border-t">
          <Button variant="outline" size="sm">
            Cancel
          </Button>
          <Button size="sm">Save</Button>
        </CardFooter>
      </Card>
      <Card className="oc:col-span-3">
        <CardContent className="oc:text-sm oc:text-muted-foreground">Content only, full width.</CardContent>
      </Card>
    </div>
  ),
};
