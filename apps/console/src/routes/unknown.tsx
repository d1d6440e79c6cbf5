import { Navigate } from "react-router-dom";
import { HOME_PATH } from "../route-table";

/** Inside the signed-in shell, an invalid path goes to the device list (SPEC §2). */
export default function UnknownShellPath() {
  return <Navigate to={HOME_PATH} replace />;
}
