import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Cpu, TriangleAlert, Users, Wifi } from "lucide-react";
import { InfoBox } from "./info-box";

const meta = {
  title: "UI/InfoBox",
  component: InfoBox,
  args: { label: "Total devices", value: 1234, className: "oc:w-64" },
} satisfies Meta<typeof InfoBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole("group", { name: "Total devices" });
    await expect(within(tile).getByRole("term")).toHaveTextContent("Total devices");
    await expect(within(tile).getByRole("definition")).toHaveTextContent("1,234");
  },
};

export const WithIcon: Story = {
  args: { icon: <Cpu />, variant: "primary" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Total devices" })).toHaveTextContent(/^Total devices1,234$/);
  },
};

export const Success: Story = { args: { label: "Connected devices", value: 1180, icon: <Wifi />, variant: "success" } };
export const Info: Story = { args: { label: "Active users", value: 312, icon: <Users />, variant: "info" } };
export const Destructive: Story = {
  args: { label: "Errors today", value: 7, icon: <TriangleAlert />, variant: "destructive" },
};

export const WithDescription: Story = {
  args: {
    label: "Connected devices",
    value: 1180,
    description: "95.6% of all devices",
    icon: <Wifi />,
    variant: "success",
  },
  play: async ({ canvas }) => {
    const values = within(canvas.getByRole("group", { name: "Connected devices" })).getAllByRole("definition");
    await expect(values.map((value) => value.textContent)).toEqual(["1,180", "95.6% of all devices"]);
  },
};

export const Unknown: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    const value = within(canvas.getByRole("group", { name: "Total devices" })).getByRole("definition");
    await expect(canvas.getByText("--")).toBeVisible();
    await expect(canvas.getByText("Unknown")).toHaveClass("oc:sr-only");
    await expect(value).toHaveTextContent("--Unknown");
  },
};

export const NullValue: Story = {
  args: { value: null, unknownLabel: "Not available" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("--")).toBeVisible();
    await expect(canvas.getByText("Not available")).toBeInTheDocument();
  },
};

export const NotANumber: Story = {
  args: { value: Number.NaN },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("--")).toBeVisible();
    await expect(canvas.queryByText("NaN")).toBeNull();
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole("group", { name: "Total devices" })).getByRole("definition"),
    ).toHaveTextContent(/^0$/);
  },
};

export const Loading: Story = {
  args: { loading: true, icon: <Cpu />, variant: "primary" },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole("group", { name: "Total devices" });
    await expect(tile).toHaveAttribute("aria-busy", "true");
    await expect(tile).toHaveTextContent("Loading");
    await expect(canvas.queryByText("1,234")).toBeNull();
  },
};

export const GermanLocale: Story = {
  args: { locale: "de-DE", value: 1234567 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1.234.567")).toBeVisible();
  },
};

export const Percent: Story = {
  args: { label: "Online rate", value: 0.956, formatOptions: { style: "percent", maximumFractionDigits: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("95.6%")).toBeVisible();
  },
};

export const TextValue: Story = {
  args: { label: "Data retention", value: "31 days" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Data retention" })).toHaveTextContent("31 days");
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[780px] oc:grid-cols-3 oc:gap-4">
      <InfoBox locale="en-US" label="Total devices" value={1234} />
      <InfoBox locale="en-US" label="Total devices" value={1234} icon={<Cpu />} variant="primary" />
      <InfoBox
        locale="en-US"
        label="Connected devices"
        value={1180}
        icon={<Wifi />}
        variant="success"
        description="95.6% of all devices"
      />
      <InfoBox locale="en-US" label="Active users" value={312} icon={<Users />} variant="info" />
      <InfoBox locale="en-US" label="Errors today" value={7} icon={<TriangleAlert />} variant="destructive" />
      <InfoBox
        locale="en-US"
        label="Online rate"
        value={0.956}
        formatOptions={{ style: "percent", maximumFractionDigits: 1 }}
      />
      <InfoBox locale="en-US" label="Total devices" value={undefined} icon={<Cpu />} />
      <InfoBox locale="en-US" label="Connected devices" loading icon={<Wifi />} variant="success" />
      <InfoBox locale="en-US" label="Data retention" value="31 days" />
    </div>
  ),
};
