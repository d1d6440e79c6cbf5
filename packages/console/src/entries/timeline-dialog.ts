// @org/console/timeline-dialog: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { TimelineDialog } from "../features/timeline/timeline-dialog";
export type { TimelineDialogApi, TimelineDialogProps } from "../features/timeline/timeline-dialog";
export { TimelineCard } from "../features/timeline/timeline-card";
export type { TimelineCardProps } from "../features/timeline/timeline-card";
export { timelineKeys } from "../features/timeline/use-timeline";
