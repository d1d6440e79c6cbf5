import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@org/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@org/ui/dropdown-menu";
import { toast } from "@org/ui/toast";
import { scenario } from "../../shared/stories/scenario";
import { SolutionTestDialog, type SolutionTestDialogProps } from "./solution-test-dialog";

type Canvas = ReturnType<typeof within>;

/**
 * Keeps the open state as the host does, with a user menu like the console layout's (its "Solution Status Test"
 * entry opens the dialog) so a story can reopen it and check where focus lands.
 */
function DialogHarness({ open: initiallyOpen, onOpenChange, ...props }: SolutionTestDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline">
            {props.account}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Solution Status Test</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SolutionTestDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

async function dialogOf(name = "Solution Status Test"): Promise<Canvas> {
  return within(await screen.findByRole("dialog", { name }));
}

/** A field by its label; a required field's label ends with a "*" that screen readers skip. */
const box = (dialog: Canvas, name: string) =>
  dialog.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: "input" });

async function fill(dialog: Canvas, values: { password?: string; recipients?: string }) {
  if (values.password) await userEvent.type(box(dialog, "Password"), values.password);
  if (values.recipients) await userEvent.type(box(dialog, "Recipients"), values.recipients);
}

async function submit(dialog: Canvas) {
  await userEvent.click(dialog.getByRole("button", { name: "Run Test" }));
}

/** The one field message shown: no other field complains. */
async function expectOnlyMessage(dialog: Canvas, text: string) {
  const alerts = await dialog.findAllByRole("alert");
  await expect(alerts.map((alert: HTMLElement) => alert.textContent)).toEqual([text]);
}

const meta = {
  title: "Console/SolutionTest/SolutionTestDialog",
  component: SolutionTestDialog,
  // On the docs page each story gets a frame of its own, whole: an open modal would otherwise cover and lock the page.
  parameters: { docs: { story: { inline: false, height: "560px" } } },
  render: (args) => <DialogHarness {...args} />,
  args: { open: true, onOpenChange: fn(), account: "admin@example.com" },
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof SolutionTestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ step }) => {
    const dialog = await dialogOf();
    await step("the account is the signed-in e-mail and cannot be changed", async () => {
      const account = box(dialog, "Account");
      await expect(account).toHaveValue("admin@example.com");
      await expect(account).toBeDisabled();
    });
    await step("the password and recipients start empty, the password has focus", async () => {
      await expect(box(dialog, "Password")).toHaveValue("");
      await expect(box(dialog, "Password")).toHaveFocus();
      await expect(box(dialog, "Recipients")).toHaveValue("");
      await expect(box(dialog, "Recipients")).toHaveAccessibleDescription("E-mail addresses, separated by commas.");
    });
  },
};

const passwordRequired = scenario();

export const PasswordRequired: Story = {
  beforeEach: passwordRequired.beforeEach,
  parameters: passwordRequired.parameters,
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await fill(dialog, { recipients: "ops@example.com" });
    await submit(dialog);
    await expectOnlyMessage(dialog, "The password is required.");
    const password = box(dialog, "Password");
    await expect(password).toBeInvalid();
    await expect(password).toHaveAccessibleDescription("The password is required.");
    await expect(password).toHaveFocus();
    await expect(passwordRequired.data().solutionTests).toEqual([]);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const recipientsRequired = scenario();

export const RecipientsRequired: Story = {
  beforeEach: recipientsRequired.beforeEach,
  parameters: recipientsRequired.parameters,
  play: async () => {
    const dialog = await dialogOf();
    await fill(dialog, { password: "secret", recipients: " , " });
    await submit(dialog);
    await expectOnlyMessage(dialog, "The recipients are required.");
    await expect(box(dialog, "Recipients")).toBeInvalid();
    await expect(box(dialog, "Recipients")).toHaveFocus();
    await expect(recipientsRequired.data().solutionTests).toEqual([]);
  },
};

const badRecipients = scenario();

export const BadRecipients: Story = {
  beforeEach: badRecipients.beforeEach,
  parameters: badRecipients.parameters,
  play: async ({ step }) => {
    const dialog = await dialogOf();
    const recipients = box(dialog, "Recipients");
    await step("the message names the entries that are not e-mail addresses", async () => {
      await fill(dialog, { password: "secret", recipients: "ops@example.com, foo,qa@example.org , bar@" });
      await submit(dialog);
      await expectOnlyMessage(dialog, "Not an e-mail address: foo, bar@");
      await expect(recipients).toBeInvalid();
      await expect(recipients).toHaveAccessibleDescription(
        "E-mail addresses, separated by commas. Not an e-mail address: foo, bar@",
      );
    });
    await step("it follows the typing", async () => {
      await userEvent.clear(recipients);
      await userEvent.type(recipients, "ops@example.com, foo");
      await expectOnlyMessage(dialog, "Not an e-mail address: foo");
    });
    await step("nothing was sent", async () => {
      await expect(badRecipients.data().solutionTests).toEqual([]);
    });
  },
};

const success = scenario();

export const Success: Story = {
  beforeEach: success.beforeEach,
  parameters: success.parameters,
  play: async ({ args, canvas, step }) => {
    const dialog = await dialogOf();
    await step("the test is sent with the account and the list without the spaces", async () => {
      await fill(dialog, { password: "secret", recipients: "ops@example.com , qa@example.org" });
      await submit(dialog);
      await waitFor(() =>
        expect(success.data().solutionTests).toEqual([
          {
            SolutionAccount: "admin@example.com",
            SolutionPassword: "secret",
            RecipientList: "ops@example.com,qa@example.org",
          },
        ]),
      );
    });
    await step("it says the test runs and closes", async () => {
      await waitFor(() => expect(screen.getByText("Online Testing running....")).toBeVisible());
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    });
    await step(
      "reopened from the user menu, the form is empty again, and closing returns focus to the menu",
      async () => {
        const trigger = canvas.getByRole("button", { name: "admin@example.com" });
        await userEvent.click(trigger);
        await userEvent.click(await screen.findByRole("menuitem", { name: "Solution Status Test" }));
        const reopened = await dialogOf();
        await expect(box(reopened, "Password")).toHaveValue("");
        await expect(box(reopened, "Recipients")).toHaveValue("");
        await userEvent.keyboard("{Escape}");
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        await waitFor(() => expect(trigger).toHaveFocus());
      },
    );
  },
};

const failure = scenario({ fail: { "solutionTest.run": 500 } });

export const Failure: Story = {
  beforeEach: failure.beforeEach,
  parameters: failure.parameters,
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await fill(dialog, { password: "secret", recipients: "ops@example.com" });
    await submit(dialog);
    const alert = await dialog.findByRole("alert");
    await expect(within(alert).getByText("The test did not start")).toBeVisible();
    await expect(within(alert).getByText("Failed to trigger online testing...")).toBeVisible();
    await expect(box(dialog, "Password")).toHaveValue("secret");
    await expect(box(dialog, "Recipients")).toHaveValue("ops@example.com");
    await expect(screen.getByRole("dialog", { name: "Solution Status Test" })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.queryByText("Online Testing running....")).toBeNull();
  },
};

export const ClosesAndResets: Story = {
  play: async ({ args, canvas }) => {
    let dialog = await dialogOf();
    await fill(dialog, { password: "secret", recipients: "foo" });
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    const trigger = canvas.getByRole("button", { name: "admin@example.com" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("menuitem", { name: "Solution Status Test" }));
    dialog = await dialogOf();
    await waitFor(() => expect(box(dialog, "Password")).toHaveFocus());
    await expect(box(dialog, "Password")).toHaveValue("");
    await expect(box(dialog, "Recipients")).toHaveValue("");
    await expect(dialog.queryByRole("alert")).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChineseLabels: Story = {
  globals: { locale: "zh-TW" },
  play: async () => {
    const dialog = await dialogOf("解決方案狀態測試");
    await expect(box(dialog, "帳號")).toHaveValue("admin@example.com");
    await expect(box(dialog, "密碼")).toBeVisible();
    await expect(box(dialog, "收件者")).toBeVisible();
    await userEvent.type(box(dialog, "收件者"), "foo");
    await userEvent.click(dialog.getByRole("button", { name: "執行測試" }));
    await expect(await dialog.findByText("密碼為必填。")).toBeVisible();
    await expect(dialog.getByText("不是電子郵件地址：foo")).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async () => {
    const dialog = await dialogOf();
    const content = screen.getByRole("dialog", { name: "Solution Status Test" });
    await expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole("button", { name: "Run Test" })).toBeVisible();
  },
};
