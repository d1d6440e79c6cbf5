import type { Resources } from "../../en";

const users: Resources["users"] = {
  title: "使用者",
};

export default users;
