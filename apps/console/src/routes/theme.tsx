import { useNavigate, useParams } from "react-router-dom";
import { ThemeEditor } from "@org/console/theme-editor";

/** /theme and /theme/:id (SPEC §2): the theme editor, its active tab the `id` parameter, so each tab can be linked. */
export default function ThemeRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  return <ThemeEditor tab={id} onTabChange={(tab) => void navigate(`/theme/${tab}`)} />;
}
