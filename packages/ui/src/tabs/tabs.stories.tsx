import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Activity, Cpu, Settings } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  args: { defaultValue: "overview", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="oc:w-96">
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Online since 08:12, firmware 4.2.0.</TabsContent>
      <TabsContent value="activity">12 events in the last hour.</TabsContent>
      <TabsContent value="settings">Reporting interval: 5 minutes.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Overview" })).toHaveTextContent("Online since 08:12");
    await userEvent.click(canvas.getByRole("tab", { name: "Activity" }));
    await expect(canvas.getByRole("tabpanel", { name: "Activity" })).toHaveTextContent("12 events");
    await expect(args.onValueChange).toHaveBeenCalledWith("activity");
  },
};

export const ArrowKeyNavigation: Story = {
  play: async ({ args, canvas, step }) => {
    await step("Tab moves focus to the selected tab", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
    });
    await step("Arrow keys move between tabs and select them", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveFocus();
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent("12 events");
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
      await userEvent.keyboard("{ArrowLeft}");
      await expect(canvas.getByRole("tab", { name: "Settings" })).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith("settings");
    });
    await step("Home and End jump to the first and last tab", async () => {
      await userEvent.keyboard("{Home}");
      await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(canvas.getByRole("tab", { name: "Settings" })).toHaveFocus();
    });
    await step("Tab leaves the list for the panel", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("tabpanel", { name: "Settings" })).toHaveFocus();
    });
  },
};

export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} className="oc:w-96">
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="activity" disabled>
          Activity
        </TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Online since 08:12, firmware 4.2.0.</TabsContent>
      <TabsContent value="activity">12 events in the last hour.</TabsContent>
      <TabsContent value="settings">Reporting interval: 5 minutes.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Activity" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Settings" })).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: function Render(args) {
    const [value, setValue] = useState("activity");
    return (
      <div className="oc:grid oc:w-96 oc:gap-3">
        <Tabs
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        >
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">Online since 08:12.</TabsContent>
          <TabsContent value="activity">12 events in the last hour.</TabsContent>
        </Tabs>
        <output aria-label="Selected tab" className="oc:text-sm oc:text-muted-foreground">
          {value}
        </output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("tab", { name: "Overview" }));
    await expect(canvas.getByRole("status", { name: "Selected tab" })).toHaveTextContent("overview");
  },
};

export const Line: Story = {
  render: (args) => (
    <Tabs {...args} className="oc:w-96">
      <TabsList variant="line">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Online since 08:12, firmware 4.2.0.</TabsContent>
      <TabsContent value="activity">12 events in the last hour.</TabsContent>
      <TabsContent value="settings">Reporting interval: 5 minutes.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Settings" }));
    await expect(canvas.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
  render: (args) => (
    <Tabs {...args} className="oc:w-[28rem]">
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Online since 08:12, firmware 4.2.0.</TabsContent>
      <TabsContent value="activity">12 events in the last hour.</TabsContent>
      <TabsContent value="settings">Reporting interval: 5 minutes.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Activity" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(canvas.getByRole("tab", { name: "Settings" })).toHaveFocus();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args} className="oc:w-96">
      <TabsList>
        <TabsTrigger value="overview">
          <Cpu aria-hidden="true" />
          Overview
        </TabsTrigger>
        <TabsTrigger value="activity">
          <Activity aria-hidden="true" />
          Activity
        </TabsTrigger>
        <TabsTrigger value="settings">
          <Settings aria-hidden="true" />
          Settings
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Online since 08:12, firmware 4.2.0.</TabsContent>
      <TabsContent value="activity">12 events in the last hour.</TabsContent>
      <TabsContent value="settings">Reporting interval: 5 minutes.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Overview", "Activity", "Settings"]);
  },
};

const triggers = (
  <>
    <TabsTrigger value="overview">Overview</TabsTrigger>
    <TabsTrigger value="activity">Activity</TabsTrigger>
    <TabsTrigger value="settings" disabled>
      Settings
    </TabsTrigger>
  </>
);

function panels(caption: string) {
  return ["overview", "activity", "settings"].map((value) => (
    <TabsContent key={value} value={value} className="oc:text-sm oc:text-muted-foreground">
      {caption}
    </TabsContent>
  ));
}

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[640px] oc:grid-cols-2 oc:gap-x-10 oc:gap-y-8">
      <Tabs defaultValue="overview">
        <TabsList>{triggers}</TabsList>
        {panels("Segmented (default)")}
      </Tabs>
      <Tabs defaultValue="overview">
        <TabsList variant="line">{triggers}</TabsList>
        {panels("Line")}
      </Tabs>
      <Tabs defaultValue="activity" orientation="vertical">
        <TabsList>{triggers}</TabsList>
        {panels("Vertical segmented")}
      </Tabs>
      <Tabs defaultValue="activity" orientation="vertical">
        <TabsList variant="line">{triggers}</TabsList>
        {panels("Vertical line")}
      </Tabs>
      <Tabs defaultValue="overview" className="oc:col-span-2">
        <TabsList>
          <TabsTrigger value="overview">
            <Cpu aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="activity">
            <Activity aria-hidden="true" />
            Activity
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings aria-hidden="true" />
            Settings
          </TabsTrigger>
        </TabsList>
        {panels("With icons")}
      </Tabs>
    </div>
  ),
};
