import { NotificationRules } from "@org/console/notification-rules";
import { storedUid } from "../auth-storage";

/** /notifications (SPEC §2): the signed-in operator's rules against the plan's quota, with create, edit and delete. */
export default function NotificationsRoute() {
  return <NotificationRules ownerId={storedUid()} />;
}
