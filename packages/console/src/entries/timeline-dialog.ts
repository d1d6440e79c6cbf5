// @org/console/timeline-dialog: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { TimelineDialog } from "../shared/timeline/timeline-dialog";
export type { TimelineDialogApi, TimelineDialogProps } from "../shared/timeline/timeline-dialog";
export { TimelineCard } from "../shared/timeline/timeline-card";
export type { TimelineCardProps } from "../shared/timeline/timeline-card";
export { timelineKeys } from "../shared/timeline/use-timeline";
