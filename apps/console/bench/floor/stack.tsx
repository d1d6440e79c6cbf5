import { renderStack } from "./stack-app";

renderStack();
