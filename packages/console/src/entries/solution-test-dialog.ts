// @org/console/solution-test-dialog: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { SolutionTestDialog } from "../features/solution-test/solution-test-dialog";
export type { SolutionTestDialogApi, SolutionTestDialogProps } from "../features/solution-test/solution-test-dialog";
