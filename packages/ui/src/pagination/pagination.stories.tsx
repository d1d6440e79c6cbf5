import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination } from "./pagination";

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  args: { pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPage = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { current: "page" }).getAttribute("aria-label");

export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(currentPage(canvasElement)).toBe("Page 1");
  },
};

export const PagingWithMouse: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step("next moves forward one page", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Next" }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await expect(currentPage(canvasElement)).toBe("Page 2");
      await expect(canvas.getByRole("button", { name: "Previous" })).toBeEnabled();
    });
    await step("a page button jumps to that page", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Page 5" }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
      await expect(currentPage(canvasElement)).toBe("Page 5");
    });
    await step("previous moves back one page", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
      await expect(currentPage(canvasElement)).toBe("Page 4");
    });
  },
};

export const PagingWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const next = canvas.getByRole("button", { name: "Next" });
    await step("Tab skips the disabled previous button", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveFocus();
    });
    await step("Enter and Space on next page forward", async () => {
      while (document.activeElement !== next) await userEvent.tab();
      await userEvent.keyboard("{Enter}");
      await expect(currentPage(canvasElement)).toBe("Page 2");
      await userEvent.keyboard(" ");
      await expect(currentPage(canvasElement)).toBe("Page 3");
      await expect(next).toHaveFocus();
    });
    await step("Shift+Tab back to previous and page back", async () => {
      const previous = canvas.getByRole("button", { name: "Previous" });
      while (document.activeElement !== previous) await userEvent.tab({ shift: true });
      await userEvent.keyboard("{Enter}");
      await expect(currentPage(canvasElement)).toBe("Page 2");
      await expect(args.onPageChange).toHaveBeenCalledTimes(3);
    });
  },
};

export const LastPage: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(currentPage(canvasElement)).toBe("Page 10");
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeEnabled();
  },
};

export const ReachingTheLastPageKeepsFocus: Story = {
  args: { pageCount: 3, defaultPage: 2 },
  play: async ({ canvas }) => {
    const next = canvas.getByRole("button", { name: "Next" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Page 3" })).toHaveFocus();
  },
};

export const ManyPages: Story = {
  args: { pageCount: 50, defaultPage: 25 },
  play: async ({ canvas }) => {
    const pages = canvas.getAllByRole("button", { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(["1", "24", "25", "26", "50"]);
  },
};

export const FewPages: Story = {
  args: { pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^Page / })).toHaveLength(3);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const Controlled: Story = {
  args: { page: 3 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page ?? 1);
    return (
      <div className="oc:flex oc:flex-col oc:items-center oc:gap-3">
        <p className="oc:text-sm oc:text-muted-foreground">
          Showing results {(page - 1) * 20 + 1}–{page * 20}
        </p>
        <Pagination
          {...args}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(currentPage(canvasElement)).toBe("Page 3");
    await userEvent.click(canvas.getByRole("button", { name: "Page 4" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByText("Showing results 61–80")).toBeVisible();
  },
};

export const ControlledWithoutUpdate: Story = {
  args: { page: 1 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    // The owner did not accept the change, so the current page stays.
    await expect(currentPage(canvasElement)).toBe("Page 1");
  },
};

export const OpenEnded: Story = {
  args: { pageCount: undefined },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    // The server reports whether another page exists; this list ends on page 3.
    return (
      <Pagination
        {...args}
        page={page}
        hasMore={page < 3}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole("button", { name: "Next" });
    await expect(canvas.getAllByRole("button", { name: /^Page / }).map((button) => button.textContent)).toEqual([
      "1",
      "2",
    ]);
    await userEvent.click(next);
    await expect(currentPage(canvasElement)).toBe("Page 2");
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(currentPage(canvasElement)).toBe("Page 3");
    await expect(next).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { defaultPage: 4, disabled: true },
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const TranslatedLabels: Story = {
  args: {
    label: "分頁",
    previousLabel: "上一頁",
    nextLabel: "下一頁",
    pageLabel: (page: number) => `第 ${page} 頁`,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "分頁" });
    await expect(within(nav).getByRole("button", { name: "第 1 頁" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("button", { name: "下一頁" })).toBeEnabled();
  },
};

export const AllStates: Story = {
  tags: ["visual", "!autodocs"],
  render: () => (
    <div className="oc:flex oc:w-[520px] oc:flex-col oc:gap-4 oc:[&>nav]:justify-start">
      <Pagination pageCount={10} defaultPage={1} label="First page" />
      <Pagination pageCount={50} defaultPage={25} label="Middle page" />
      <Pagination pageCount={10} defaultPage={10} label="Last page" />
      <Pagination pageCount={3} defaultPage={2} label="Few pages" />
      <Pagination hasMore defaultPage={4} label="Open-ended" />
      <Pagination pageCount={10} defaultPage={4} disabled label="Disabled" />
    </div>
  ),
};
