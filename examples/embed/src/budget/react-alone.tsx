// The floor the budget is measured from: React and ReactDOM rendering one element.
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(<p>React alone</p>);
