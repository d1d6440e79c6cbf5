// Placeholder with the agreed props; the timeline work replaces it with the real inline card (latest 5 logs + View All).
type TimelineCardProps = {
  /** A user's e-mail or a device's unique id (SPEC §7: a target with @ is a user). */
  target: string;
  className?: string;
};

function TimelineCard({ target, className }: TimelineCardProps) {
  return <section className={className} aria-label={target} />;
}

export { TimelineCard };
export type { TimelineCardProps };
