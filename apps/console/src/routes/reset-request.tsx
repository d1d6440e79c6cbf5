import { useNavigate } from "react-router-dom";
import { ResetRequestPage } from "@org/console/reset-request-page";
import { setResetRequested } from "../auth-storage";

export default function ResetRequestRoute() {
  const navigate = useNavigate();
  return (
    <ResetRequestPage
      onResetRequested={() => {
        setResetRequested(true);
        void navigate("/login");
      }}
    />
  );
}
