const users = {
  title: "Users",
} as const;

export default users;
