import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Button, buttonVariants } from "../button/button";
import { cn } from "../lib/cn";
import { BrandProvider } from "./brand-provider";
import { contrastRatio, parseColor } from "./color";

const meta = {
  title: "UI/BrandProvider",
  component: BrandProvider,
  args: {
    children: (
      <div className="oc:flex oc:items-center oc:gap-3">
        <Button>Save theme</Button>
        <Button variant="outline">Cancel</Button>
      </div>
    ),
  },
} satisfies Meta<typeof BrandProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button colours as the browser paints them, read back through the colour helpers. */
function paintedColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const background = parseColor(style.backgroundColor);
  const text = parseColor(style.color);
  if (!background || !text) throw new Error(`Unexpected computed colours: ${style.backgroundColor} / ${style.color}`);
  return { background, text, contrast: contrastRatio(background, text) };
}

/** Any CSS colour (the tokens are oklch) as the sRGB pixel the browser paints for it. */
function inSrgb(color: string) {
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return { r: r!, g: g!, b: b! };
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const { background, contrast } = paintedColours(canvas.getByRole("button", { name: "Save theme" }));
    await expect(background).toEqual({ r: 31, g: 111, b: 235 });
    await expect(contrast).toBeGreaterThanOrEqual(4.5);
  },
};

export const LightYellowBrand: Story = {
  args: { color: "#ffe066" },
  play: async ({ canvas }) => {
    const { background, text, contrast } = paintedColours(canvas.getByRole("button", { name: "Save theme" }));
    await expect(background).toEqual({ r: 255, g: 224, b: 102 });
    await expect(contrastRatio(text, "#000000")).toBeLessThan(1.1);
    await expect(contrast).toBeGreaterThanOrEqual(4.5);
  },
};

export const DarkNavyBrand: Story = {
  args: { color: "#1e2a78" },
  play: async ({ canvas }) => {
    const { background, text, contrast } = paintedColours(canvas.getByRole("button", { name: "Save theme" }));
    await expect(background).toEqual({ r: 30, g: 42, b: 120 });
    await expect(text).toEqual({ r: 255, g: 255, b: 255 });
    await expect(contrast).toBeGreaterThanOrEqual(4.5);
  },
};

export const ShortHexBrand: Story = {
  args: { color: "#e40" },
  play: async ({ canvas }) => {
    const { background, contrast } = paintedColours(canvas.getByRole("button", { name: "Save theme" }));
    await expect(background).toEqual({ r: 238, g: 68, b: 0 });
    await expect(contrast).toBeGreaterThanOrEqual(4.5);
  },
};

export const InvalidColorKeepsDefaults: Story = {
  args: { color: "not-a-colour" },
  play: async ({ canvas }) => {
    const { background } = paintedColours(canvas.getByRole("button", { name: "Save theme" }));
    await expect(background).toEqual({ r: 31, g: 111, b: 235 });
  },
};

export const DocumentTarget: Story = {
  args: { color: "#0f766e", target: "document" },
  render: function Render(args) {
    return (
      <>
        <p className="oc:mb-3 oc:text-sm oc:text-muted-foreground">The tokens sit on &lt;html&gt;, so portalled content is tinted too.</p>
        <BrandProvider {...args} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(document.documentElement.style.getPropertyValue("--oc-primary")).toBe("#0f766e"));
    const { background, contrast } = paintedColours(canvas.getByRole("button", { name: "Save theme" }));
    await expect(background).toEqual({ r: 15, g: 118, b: 110 });
    await expect(contrast).toBeGreaterThanOrEqual(4.5);
    await expect(canvasElement.querySelector("[data-slot=brand-provider]")).toBeNull();
  },
};

export const AsChild: Story = {
  args: {
    color: "#7c3aed",
    asChild: true,
    children: (
      <section aria-label="Branded panel" className="oc:rounded-lg oc:border oc:p-4">
        <Button>Save theme</Button>
      </section>
    ),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole("region", { name: "Branded panel" });
    await expect(panel).toHaveAttribute("data-slot", "brand-provider");
    const { background, contrast } = paintedColours(within(panel).getByRole("button", { name: "Save theme" }));
    await expect(background).toEqual({ r: 124, g: 58, b: 237 });
    await expect(contrast).toBeGreaterThanOrEqual(4.5);
  },
};

const brands = [
  { name: "Default", color: undefined },
  { name: "Light yellow", color: "#ffe066" },
  { name: "Mint", color: "#5eead4" },
  { name: "Orange", color: "#ea580c" },
  { name: "Crimson", color: "#be123c" },
  { name: "Violet", color: "#7c3aed" },
  { name: "Dark navy", color: "#1e2a78" },
];

/**
 * In dark mode each brand's primary-coloured text (a link) is lightened until it reads on the dark page, and the
 * palest brands keep their own colour. The same brands in light mode are darkened instead (AllStates).
 */
export const ReadableTextInDarkMode: Story = {
  globals: { colorMode: "dark" },
  render: () => (
    <div className="oc:grid oc:gap-2 oc:bg-background oc:p-4">
      {brands.map((brand) => (
        <BrandProvider key={brand.name} color={brand.color}>
          {/* A link-styled button flush with the text column: cn() only joins, so it sets its own layout. */}
          <button
            type="button"
            className={cn(
              buttonVariants({ variant: "link", size: null, layout: null }),
              "oc:h-9 oc:justify-start oc:gap-2 oc:text-sm oc:font-medium",
            )}
          >
            {`${brand.name} documentation`}
          </button>
        </BrandProvider>
      ))}
    </div>
  ),
  play: async ({ canvas, step }) => {
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    const page = inSrgb(getComputedStyle(document.body).backgroundColor);
    await expect(contrastRatio(page, "#000000")).toBeLessThan(1.2);
    for (const brand of brands) {
      await step(`${brand.name} reads at 4.5:1 on the dark page`, async () => {
        const link = canvas.getByRole("button", { name: `${brand.name} documentation` });
        await expect(contrastRatio(paintedColours(link).text, page)).toBeGreaterThanOrEqual(4.5);
      });
    }
    // Dark navy alone would be 1.6:1 on the page: it is the case the lift exists for.
    await expect(contrastRatio("#1e2a78", page)).toBeLessThan(2);
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:grid oc:w-[620px] oc:gap-2">
      {brands.map((brand) => (
        <BrandProvider key={brand.name} color={brand.color}>
          <div className="oc:flex oc:items-center oc:gap-4 oc:rounded-lg oc:border oc:bg-card oc:px-4 oc:py-3 oc:text-card-foreground">
            <span aria-hidden className="oc:size-8 oc:shrink-0 oc:rounded-md oc:border oc:bg-primary" />
            <div className="oc:w-28">
              <p className="oc:text-sm oc:font-medium">{brand.name}</p>
              <p className="oc:font-mono oc:text-xs oc:text-muted-foreground">{brand.color ?? "#1f6feb"}</p>
            </div>
            <Button size="sm">Save</Button>
            <span className="oc:rounded-full oc:bg-primary oc:px-2.5 oc:py-0.5 oc:text-xs oc:font-medium oc:text-primary-foreground">Active</span>
            <span className="oc:rounded-md oc:px-3 oc:py-1.5 oc:text-sm oc:ring-2 oc:ring-ring oc:ring-offset-2 oc:ring-offset-card">Focus ring</span>
            <a href="#docs" className="oc:text-sm oc:text-primary-text oc:underline oc:underline-offset-4">
              Link
            </a>
          </div>
        </BrandProvider>
      ))}
    </div>
  ),
};
