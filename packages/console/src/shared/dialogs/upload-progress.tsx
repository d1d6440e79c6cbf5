import { Progress } from "@org/ui/progress";

/**
 * An upload's progress bar with its percentage, for a DialogForm's `status`. Uploads report how much is sent as a
 * fraction (0 to 1, as the API client does); the bar takes percent, and this is the one place that converts.
 */
function UploadProgress({ sent, label }: { sent: number; label: string }) {
  return <Progress value={sent * 100} label={label} showValue />;
}

export { UploadProgress };
