const users = {
  title: "Users",
  totals: {
    users: "Total users",
    unknown: "Unknown",
    loading: "Loading",
  },
  search: {
    label: "Search users",
    inputLabel: "Email",
    placeholder: "Search by email",
    submit: "Search",
    tooShort: "The search field must be at least 4 characters.",
    tooLong: "The search field must be at most 50 characters.",
  },
  table: {
    label: "Users",
    loading: "Loading users",
    columns: {
      email: "Email",
      registered: "Registered Time",
      status: "Deactivate/Activate",
      delete: "Delete",
    },
  },
  empty: {
    title: "No users found.",
    search: "No email address contains “{{email}}”.",
    failed: "The users could not be loaded.",
  },
  details: {
    devices: "Devices",
    groups: "Groups",
    noDevices: "No devices found.",
    noGroups: "No groups found.",
    loading: "Loading the devices and groups of {{email}}",
    failed: "The devices and groups of {{email}} could not be loaded.",
  },
  status: {
    label: "Active: {{email}}",
    builtInAdmin: "The built-in administrator cannot be deactivated or deleted.",
    builtInAdminInfo: "About the built-in administrator",
    failed: "Failed to update user status.",
    failedDetail: "The status of {{email}} was not changed.",
  },
  delete: {
    button: "Delete {{email}}",
    title: "Delete this user?",
    description: "The user {{email}} will be deleted. This cannot be undone.",
    confirm: "Delete",
    close: "Close",
    success: "User {{email}} deleted.",
    failedTitle: "Could not delete {{email}}",
    failed: "Failed to delete user, please try again later",
  },
  loadFailed: "Failed to get users.",
  pagination: {
    label: "User pages",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}}",
  },
} as const;

export default users;
