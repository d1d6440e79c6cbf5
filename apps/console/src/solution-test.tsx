import { SolutionTestDialog, type SolutionTestDialogProps } from "@org/console/solution-test-dialog";

/**
 * The user menu's Solution Status Test dialog, in a chunk of its own: the shell loads it the first time the operator
 * opens it, so its form (react-hook-form, zod) stays out of the first screen's download.
 */
export default function SolutionTest(props: SolutionTestDialogProps) {
  return <SolutionTestDialog {...props} />;
}
